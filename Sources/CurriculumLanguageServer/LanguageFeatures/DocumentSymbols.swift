import CurriculumCompiler
import CurriculumSyntax

/// A span of a file from `start` up to, not including, `end` (both in the compilation's
/// coordinates: 1-based lines, 1-based columns in Unicode scalars).
package struct SourceRange: Hashable, Sendable {
    package var start: SourceLocation
    package var end: SourceLocation

    package init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }

    package func contains(_ location: SourceLocation) -> Bool {
        location.path == start.path && (start.line, start.column) <= (location.line, location.column)
            && (location.line, location.column) < (end.line, end.column)
    }
}

/// What an outline entry is, as LSP 3.17's `SymbolKind` numbers it.
package enum DocumentSymbolKind: Int, Sendable, Hashable {
    case file = 1, module = 2, namespace = 3, `class` = 5, method = 6, field = 8, constant = 14, object = 19, event = 24
}

/// One entry of a file's outline: the lesson and its items, the unit and its skills, …
package struct DocumentSymbolNode: Sendable, Hashable {
    package var name: String
    package var detail: String?
    package var kind: DocumentSymbolKind
    /// The whole entry: for a lesson's item, its whole mapping.
    package var range: SourceRange
    /// The id that names it, inside `range`.
    package var selectionLocation: SourceLocation
    package var selectionLength: Int
    package var children: [DocumentSymbolNode]

    package var lspKind: Int { kind.rawValue }
    /// Where the whole entry starts (`range.start`).
    package var location: SourceLocation { range.start }
}

/// The outline of one curriculum file, by its kind: a lesson with its items (id, type and a
/// short prompt), a unit with its skills, a standards matrix with its standards, the analytics
/// dictionary with its events, the badges, a fact set with its steps. Built from the file's
/// text, parsed again, so the outline follows what the editor shows.
package enum DocumentSymbols {
    /// The outline of a file of the compilation, as the compilation read it.
    package static func symbols(in compilation: Compilation, path: String) -> [DocumentSymbolNode] {
        guard let source = compilation.source(path) else { return [] }
        return symbols(in: source)
    }

    /// The outline of `source`: the editor's text of a file. Empty when it does not parse. Read
    /// as a `FileSketch`, which keeps what the text has so far (an item without its id, a lesson
    /// without its own) where decoding would leave it out.
    package static func symbols(in source: SourceFile) -> [DocumentSymbolNode] {
        guard let root = YAMLLoader().load(source).root, root.mapping != nil else { return [] }
        let file = FileSketch(root, of: source, kind: SchemaOutline.kind(of: root))
        let outline = Outline(source: source)
        let children = file.entries.enumerated().compactMap { i, entry -> DocumentSymbolNode? in
            guard let (name, detail, kind) = describe(entry) else { return nil }
            let next = i + 1 < file.entries.count ? file.entries[i + 1].syntax.mark : file.afterEntries
            return outline.symbol(name, detail, kind, node: entry.syntax, id: entry.nameSyntax, next: next)
        }
        let rootKind: DocumentSymbolKind
        switch file.kind {
        case "Lesson", "Unit": rootKind = .module
        case "StandardSet", "AnalyticsEvents", "Badges", "FactSet": rootKind = .namespace
        default: rootKind = .file
        }
        let detail = file.kind == "StandardSet" ? file.grade.map { "Grade " + $0 } : file.title
        return [outline.symbol(file.id ?? source.path, detail, rootKind, node: root, id: file.idSyntax, next: nil, children: children)]
    }

    /// An entry's name, detail and kind in the outline: an item's type and a short prompt, a
    /// skill's name, … An item, a skill or a step without its name still shows; a standard, an
    /// event or a badge without one is left out.
    private static func describe(_ entry: FileSketch.Entry) -> (name: String, detail: String?, kind: DocumentSymbolKind)? {
        switch entry.summary {
        case .item(let type, let prompt):
            let detail = [type, prompt.map { Markdown.shortened($0, to: 48) }].compactMap { $0 }.joined(separator: " · ")
            return (entry.name ?? "item", detail, .object)
        case .skill(let name):
            return (entry.name ?? "skill", name, .class)
        case .standard(let description, let isHeading, let parts):
            guard let code = entry.name else { return nil }
            return (code, isHeading ? "heading of " + parts.joined(separator: ", ") : description.map { Markdown.shortened($0, to: 60) }, .constant)
        case .event(let trigger):
            guard let name = entry.name else { return nil }
            return (name, trigger.map { Markdown.shortened($0, to: 60) }, .event)
        case .badge(let name):
            guard let id = entry.name else { return nil }
            return (id, name, .object)
        case .step(let op):
            return (entry.name ?? "step", op, .method)
        }
    }

    /// Ranges of nodes, which keep only where they start: a node runs to the end of the last
    /// line of content before the next node at its level (comments between are left out).
    private struct Outline {
        let source: SourceFile
        let lines: Lines

        init(source: SourceFile) {
            self.source = source
            lines = Lines(source)
        }

        func symbol(_ name: String, _ detail: String?, _ kind: DocumentSymbolKind, node: Node, id: Node?, next: Mark?, children: [DocumentSymbolNode] = []) -> DocumentSymbolNode {
            let start = source.location(node.mark)
            let end = self.end(of: node, next: next)
            let selection = id.flatMap { $0.textSpan(path: source.path) } ?? (start, 1)
            return DocumentSymbolNode(
                name: name, detail: detail?.isEmpty == false ? detail : nil, kind: kind, range: SourceRange(start: start, end: end),
                selectionLocation: selection.location, selectionLength: selection.length, children: children)
        }

        /// Just after the node's last character: the end of its last line of content before `next`.
        func end(of node: Node, next: Mark?) -> SourceLocation {
            var last = Int(node.mark.line)
            Self.visit(node) { last = max(last, Int($0.mark.line)) }
            // Lines after the last node that starts (a block scalar's text, a closing bracket),
            // up to the next node, belong to this one.
            let limit = next.map { Int($0.line) - 1 } ?? lines.count
            var line = last
            if limit > last {
                for n in stride(from: limit, to: last, by: -1) where lines[n]?.isContent == true {
                    line = n
                    break
                }
            }
            // On the next node's own line (a flow collection), stop where it starts.
            if let next, Int(next.line) == line {
                return SourceLocation(path: source.path, line: line, column: max(Int(node.mark.column) + 1, Int(next.column) - 2))
            }
            guard let shape = lines[line] else { return source.location(node.mark) }
            return SourceLocation(path: source.path, line: line, column: shape.endOfValue(from: shape.contentStart) + 1)
        }

        private static func visit(_ node: Node, _ body: (Node) -> Void) {
            body(node)
            switch node.value {
            case .scalar: break
            case .sequence(let items): for item in items { visit(item, body) }
            case .mapping(let pairs):
                for pair in pairs {
                    body(pair.key)
                    visit(pair.value, body)
                }
            }
        }
    }
}
