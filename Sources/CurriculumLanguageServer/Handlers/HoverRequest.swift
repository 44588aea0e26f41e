import CurriculumModel
import CurriculumCompiler

/// `textDocument/hover`: a finding under the cursor (what its rule is for), and what the
/// compiler knows of the spot (`Hover`): the id, the answer, the copy or the field.
enum HoverRequest: DocumentRequestHandler {
    static let method = "textDocument/hover"
    static let capabilities: JSONObject = ["hoverProvider": true]

    typealias Params = TextDocumentPositionParams

    /// LSP's `Hover`.
    struct Answer: JSONEncodable {
        var contents: MarkdownContent
        var range: LSPRange?

        var encoded: JSONValue {
            var object: JSONObject = ["contents": contents.encoded]
            if let range { object["range"] = range.encoded }
            return .object(object)
        }
    }

    static func answer(_ params: Params, from document: DocumentSnapshot) -> Answer? {
        guard let at = document.location(params.position) else { return nil }
        var sections: [String] = []
        var range: LSPRange?
        for d in document.compilation.diagnostics where d.location.path == document.path && d.location.line == at.line
            && (d.location.column...(d.location.column + d.length)).contains(at.column) {
            guard let rule = RuleRegistry.description(of: d.ruleID) else { continue }
            // The rule's own words are written in Markdown (code in backticks): shown as written.
            sections.append("**\(d.ruleID)** (\(d.severity.rawValue)): \(rule.summary)\n\n\(rule.rationale)")
            range = range ?? document.compiledPositions(of: document.path).range(d.location, length: d.length)
        }
        if let found = Hover.markdown(at: at, index: document.symbols, compilation: document.compilation, source: document.text) {
            sections.append(found.markdown)
            range = document.positions.range(found.location, length: found.length)
        }
        guard !sections.isEmpty else { return nil }
        return Answer(contents: MarkdownContent(value: sections.joined(separator: "\n\n---\n\n")), range: range)
    }
}
