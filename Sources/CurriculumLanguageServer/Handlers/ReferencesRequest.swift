import CurriculumModel
import CurriculumCompiler

/// `textDocument/references`: every place the id under the cursor is written, its definition
/// too unless the client says not.
enum ReferencesRequest: DocumentRequestHandler {
    static let method = "textDocument/references"
    static let capabilities: JSONObject = ["referencesProvider": true]

    struct Params: TextDocumentParams {
        struct Context: Decodable {
            var includeDeclaration: Bool
        }

        var textDocument: TextDocumentIdentifier
        var position: LSPPosition
        var context: Context?
    }

    static func answer(_ params: Params, from document: DocumentSnapshot) -> [LSPLocation]? {
        let index = document.symbols
        guard let at = document.location(params.position), let found = index.symbol(at: at) else { return nil }
        return index.references(to: found.symbol, includeDeclaration: params.context?.includeDeclaration ?? true).map {
            document.lspLocation($0.location, length: $0.length)
        }
    }
}
