import CurriculumSyntax

/// A rule's identity and documentation: what `curriculum rules` lists and `curriculum explain`
/// prints. Its examples are also its tests (SwiftLint's pattern), so the two cannot drift apart.
package struct RuleDescription: Sendable {
    package var id: String
    package var severity: Severity
    package var summary: String
    /// Why the rule exists, citing where the requirement comes from.
    package var rationale: String
    package var triggering: [RuleExample]
    package var nonTriggering: [RuleExample]
    /// For a rule whose info findings are to-dos: how people see them counted in one line.
    package var tally: FindingTally?

    package init(
        id: String, severity: Severity, summary: String, rationale: String,
        triggering: [RuleExample], nonTriggering: [RuleExample], tally: FindingTally? = nil
    ) {
        self.id = id
        self.severity = severity
        self.summary = summary
        self.rationale = rationale
        self.triggering = triggering
        self.nonTriggering = nonTriggering
        self.tally = tally
    }

    /// The family before the first hyphen: YAML, SCHEMA, REF, …
    package var family: String { String(id.prefix { $0 != "-" }) }
}

/// A change to the shipped curriculum (`curriculum/`, paths relative to its root) that shows a
/// rule: a triggering example must make the rule fire there, a non-triggering one must leave the
/// curriculum clean. Examples either add or replace whole files, or edit a block of a real file
/// in place (an item of a lesson, a skill of a unit, a field), so every id they use exists.
/// A triggering example also says where each finding must appear and what it says: a marker
/// (`↓`) in its text and `reports(_:)` (RuleExample+Findings.swift).
package struct RuleExample: Sendable {
    /// Whole files, new or in place of the file at the same path; their text may hold markers.
    package var files: [(path: String, text: String)]
    /// What file contents alone cannot show (a named pipe, a folder, a huge file, a name that is
    /// not UTF-8), laid over the base curriculum like `files`.
    package var specialFiles: [(path: String, kind: SpecialFile)] = []
    /// Blocks of the curriculum's own files, changed in place.
    package var edits: [Edit]
    /// What a triggering example makes its rule report, and where: see `reports(_:)`.
    package var findings: [Finding] = []

    package init(_ path: String, _ text: String) {
        files = [(path, text)]
        edits = []
    }

    package init(files: [(path: String, text: String)] = [], edits: [Edit] = []) {
        self.files = files
        self.edits = edits
    }

    /// In the file at `path`, the block that starts with the line `anchor` becomes `text`.
    package static func replacing(_ anchor: String, in path: String, with text: String) -> RuleExample {
        RuleExample(edits: [Edit(path: path, anchor: anchor, placement: .replacing, text: text)])
    }

    /// `text` added to the file at `path` right after the block that starts with the line `anchor`.
    package static func adding(_ text: String, after anchor: String, in path: String) -> RuleExample {
        RuleExample(edits: [Edit(path: path, anchor: anchor, placement: .after, text: text)])
    }

    /// Item `id` of the lesson at `path` written as `text` (one entry of `items:`, unindented).
    package static func item(_ id: String, in path: String, _ text: String) -> RuleExample {
        replacing("- id: \(id)", in: path, with: text)
    }

    /// Both examples' changes at once, and both examples' findings.
    package static func + (lhs: RuleExample, rhs: RuleExample) -> RuleExample {
        var both = RuleExample(files: lhs.files + rhs.files, edits: lhs.edits + rhs.edits)
        both.specialFiles = lhs.specialFiles + rhs.specialFiles
        both.findings = lhs.findings + rhs.findings
        return both
    }

    /// A block of YAML in one file: the line that starts with `anchor` (after its indentation)
    /// and every line below it indented deeper, as an item of a list or a field with its value.
    package struct Edit: Sendable {
        package enum Placement: Sendable { case replacing, after }

        package var path: String
        package var anchor: String
        package var placement: Placement
        /// YAML written from column 1; indented to the anchor's column when applied. It may hold
        /// markers, which are dropped when it is applied unless asked to keep them.
        package var text: String

        /// How `curriculum explain` names the place: "item i3", "`title:`".
        package var place: String {
            if anchor.hasPrefix("- id: i"), anchor.dropFirst(7).allSatisfy(\.isNumber) { return "item \(anchor.dropFirst(6))" }
            return "`\(anchor)`"
        }

        /// `original` with the edit made, or nil when the anchor is not in it; with
        /// `keepingMarkers`, the edit's markers stay in the text, to be found where they land.
        package func apply(to original: String, keepingMarkers: Bool = false) -> String? {
            var lines = original.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            func indentation(_ line: String) -> Int { line.prefix { $0 == " " }.count }
            guard let start = lines.firstIndex(where: { line in
                let body = line.drop { $0 == " " }
                return body == anchor || (body.hasPrefix(anchor) && body.dropFirst(anchor.count).first == " ")
            }) else { return nil }
            let column = indentation(lines[start])
            var end = start + 1
            while end < lines.count, lines[end].allSatisfy({ $0 == " " }) || indentation(lines[end]) > column { end += 1 }
            while end > start + 1, lines[end - 1].allSatisfy({ $0 == " " }) { end -= 1 }
            let written = keepingMarkers ? text : RuleExample.unmarked(text)
            let body = written.hasSuffix("\n") ? String(written.dropLast()) : written
            let block = body.split(separator: "\n", omittingEmptySubsequences: false).map {
                $0.isEmpty ? "" : String(repeating: " ", count: column) + $0
            }
            switch placement {
            case .replacing: lines.replaceSubrange(start..<end, with: block)
            case .after: lines.insert(contentsOf: block, at: end)
            }
            return lines.joined(separator: "\n")
        }
    }

    package init(special path: String, _ kind: SpecialFile) {
        files = []
        edits = []
        specialFiles = [(path, kind)]
    }

    package enum SpecialFile: Sendable, CustomStringConvertible {
        /// An empty folder.
        case directory
        /// A named pipe (FIFO) that nothing writes to.
        case fifo
        /// A file of this many bytes, all of them a hole: nothing is written, nothing need be read.
        case sparse(bytes: Int)
        /// A text file whose name is written in ISO 8859-1 (Latin-1), as older systems wrote it,
        /// rather than in UTF-8.
        case latin1Name(text: String)

        package var description: String {
            switch self {
            case .directory: return "a folder"
            case .fifo: return "a named pipe (FIFO), made with mkfifo"
            case .sparse(let bytes): return "a sparse file of \(bytes) bytes"
            case .latin1Name: return "a file whose name is in Latin-1, not UTF-8"
            }
        }
    }
}

/// Anything that reports under a rule ID. Stage rules (YAML-*, SCHEMA-*) are raised by the
/// loader and the validator; catalog rules also check the linked catalog.
package protocol Rule: Sendable {
    static var description: RuleDescription { get }
}

extension Rule {
    package static var id: String { description.id }

    /// A diagnostic under this rule at its default severity; configuration may change it later.
    package static func diagnostic(
        at location: SourceLocation, length: Int = 1, _ message: String,
        notes: [Diagnostic.Note] = [], fixIts: [Diagnostic.FixIt] = []
    ) -> Diagnostic {
        Diagnostic(description.id, description.severity, at: location, length: length, message, notes: notes, fixIts: fixIts)
    }
}
