import CurriculumModel
import CurriculumCompiler

/// `textDocument/definition`: where the id under the cursor is defined.
enum DefinitionRequest: DocumentRequestHandler {
    static let method = "textDocument/definition"
    static let capabilities: JSONObject = ["definitionProvider": true]

    typealias Params = TextDocumentPositionParams

    static func answer(_ params: Params, from document: DocumentSnapshot) -> LSPLocation? {
        let index = document.symbols
        guard let at = document.location(params.position), let found = index.symbol(at: at), let target = index.definition(of: found.symbol) else { return nil }
        return document.lspLocation(target.location, length: target.length)
    }
}
