import CurriculumModel
import CurriculumCompiler

/// `textDocument/completion`: what can be written at the cursor (`Completion`), read from the
/// document's lines as the editor has them, with the ids of the last compilation.
enum CompletionRequest: DocumentRequestHandler {
    static let method = "textDocument/completion"
    static let capabilities: JSONObject = ["completionProvider": ["triggerCharacters": [":", " ", "-", "."], "resolveProvider": false]]

    typealias Params = TextDocumentPositionParams

    /// LSP's `CompletionItem`, of one candidate.
    struct Item: JSONEncodable {
        var candidate: CompletionCandidate
        var range: LSPRange

        var encoded: JSONValue {
            var item: JSONObject = ["label": .string(candidate.label), "kind": .int(candidate.kind.lspKind)]
            if let detail = candidate.detail { item["detail"] = .string(detail) }
            if let documentation = candidate.documentation { item["documentation"] = MarkdownContent(value: documentation).encoded }
            if let sortText = candidate.sortText { item["sortText"] = .string(sortText) }
            // The edit replaces the whole word under the cursor, so completing in the middle of
            // an id does not leave its old tail behind.
            item["textEdit"] = LSPTextEdit(range: range, newText: candidate.insertText ?? candidate.label).encoded
            return .object(item)
        }
    }

    struct List: JSONEncodable {
        var items: [Item]

        var encoded: JSONValue { ["isIncomplete": false, "items": items.encoded] }
    }

    static func answer(_ params: Params, from document: DocumentSnapshot) -> List? {
        guard let at = document.location(params.position) else { return nil }
        let candidates = Completion.candidates(at: at, in: document.text, index: document.symbols)
        return List(items: candidates.map { Item(candidate: $0, range: document.positions.range($0.replaceLocation, length: $0.replaceLength)) })
    }
}
