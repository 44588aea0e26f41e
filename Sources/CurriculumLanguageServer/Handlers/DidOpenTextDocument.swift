import CurriculumModel
import CurriculumCompiler

/// `textDocument/didOpen`: the editor's text of a YAML file replaces the file on disk in the
/// next compile of its curriculum (found by walking up from the file when no workspace folder
/// holds it).
enum DidOpenTextDocument: NotificationHandler {
    static let method = "textDocument/didOpen"
    // The text synchronisation of didOpen, didChange, didSave and didClose together.
    // Incremental (2): an edit sends the changed range, not the whole file.
    static let capabilities: JSONObject = ["textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]]]

    struct Params: Decodable {
        var textDocument: TextDocumentItem
    }

    static func handle(_ params: Params, server: LanguageServer) {
        let item = params.textDocument
        guard let path = DocumentURI.path(fromFileURI: item.uri), ServerWorkspace.isCurriculumFile(path) else { return }
        server.workspace.documents.open(TextDocument(uri: item.uri, version: item.version, text: item.text), at: path)
        server.workspace.root(for: path)?.dirty = true
    }
}
