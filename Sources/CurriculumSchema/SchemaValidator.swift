import CurriculumSyntax
import Foundation

/// Checks located `Node` trees against compiled JSON Schemas and says what is wrong in words an
/// author can act on, at the line and column of the offending node.
///
/// One mistake gives one diagnostic: a value of the wrong type is not also checked against the
/// type's keywords; of `anyOf`/`oneOf` alternatives only the one the author meant is reported (the
/// one whose discriminator, such as an item's `type`, matches, else the closest); a misspelt field
/// is reported as unknown with its correction and not again as missing.
package struct SchemaValidator: Sendable {
    /// The schema of each file kind (`Lesson`, `Unit`, …).
    package let kinds: [String: JSONSchema]

    package init(kinds: [String: JSONSchema]) {
        self.kinds = kinds
    }

    /// Compiles the schema of every kind the registry knows.
    package init(registry: SchemaRegistry) throws {
        self.kinds = try registry.kindSchemas()
    }

    /// Validates one authored file against the schema its top-level `kind` names.
    package func validate(document root: Node, path: String) -> [Diagnostic] {
        func at(_ mark: Mark) -> SourceLocation { SourceLocation(path: path, line: Int(mark.line), column: Int(mark.column)) }
        let known = kinds.keys.sorted()
        let list = known.map { SchemaJSON.quote($0) }.joined(separator: ", ")
        guard case .mapping = root.value else {
            return [SchemaCheck.type.diagnostic(
                at: at(root.mark), "expected a mapping with a top-level 'kind', found \(root.typeName)")]
        }
        guard let pair = root.pair("kind") else {
            return [SchemaCheck.kind.diagnostic(
                at: at(root.mark), "missing 'kind'; every file says what it is",
                notes: [.init("kinds: \(list)")])]
        }
        guard let kind = pair.value.string else {
            return [SchemaCheck.kind.diagnostic(
                at: at(pair.value.mark), length: pair.value.span,
                "expected a kind such as 'Lesson', found \(pair.value.typeName)", notes: [.init("kinds: \(list)")])]
        }
        guard let schema = kinds[kind] else {
            let suggestions = EditDistance.candidates(near: kind, in: known)
            let where_ = at(pair.value.mark), span = pair.value.span
            var fixIts: [Diagnostic.FixIt] = []
            // The fix replaces the whole value, quotes and all, when it is written as just its
            // text (no escapes, anchor or tag to lose).
            if suggestions.count == 1, let scalar = pair.value.scalar, pair.value.isPlainText
                || ((scalar.style == .singleQuoted || scalar.style == .doubleQuoted) && span == scalar.text.unicodeScalars.count + 2)
            {
                fixIts = [.init(at: where_, length: span, replacement: suggestions[0])]
            }
            let message = "unknown kind \(SchemaJSON.quote(kind))" + EditDistance.didYouMean(suggestions)
            // A kind in the wrong case or a typo away from one kind is almost certainly that
            // kind: the rest of the file is checked as one, so its other mistakes show too. The
            // schema's own `kind` constant would only repeat this finding.
            if let meant = self.kind(named: kind), let schema = kinds[meant] {
                let rest = Self.validate(root, against: schema, path: path).filter { $0.location != where_ }
                return [SchemaCheck.kind.diagnostic(
                    at: where_, length: span, message, notes: [.init("the rest of the file is checked as a \(meant)")], fixIts: fixIts)] + rest
            }
            return [SchemaCheck.kind.diagnostic(
                at: where_, length: span, message,
                notes: suggestions.isEmpty ? [.init("kinds: \(list)")] : [], fixIts: fixIts)]
        }
        return Self.validate(root, against: schema, path: path)
    }

    /// The kind `text` names: itself when it is one, else the one kind it is almost certainly
    /// meant to be — the same ignoring case (`lesson`), or the only kind a typo away (`Leson`,
    /// `"Lesson "`); nil when it is none or could be several.
    package func kind(named text: String) -> String? {
        if kinds[text] != nil { return text }
        let suggestions = EditDistance.candidates(near: text, in: kinds.keys.sorted())
        return suggestions.count == 1 ? suggestions[0] : nil
    }

    /// The kind a document is read as: its `kind`, or the kind a misspelt one is meant to be.
    package func kind(of root: Node) -> String? {
        root["kind"]?.string.flatMap(kind(named:))
    }

    /// Every problem with `node` under `schema`, located in the file at `path`, sorted.
    package static func validate(_ node: Node, against schema: JSONSchema, path: String) -> [Diagnostic] {
        var evaluator = Evaluator(collecting: true)
        if evaluator.check(node, schema.root) { return [] }
        return evaluator.diagnostics(path: path)
    }

    /// Whether `node` is valid under `schema`; stops at the first problem and builds no messages.
    package static func isValid(_ node: Node, against schema: JSONSchema) -> Bool {
        var evaluator = Evaluator(collecting: false)
        return evaluator.check(node, schema.root)
    }
}
