/// `textDocument/didSave`: the file on disk changed, and maybe others with it (a formatter, a
/// save-all): the next compile of its curriculum walks the folder again.
enum DidSaveTextDocument: NotificationHandler {
    static let method = "textDocument/didSave"

    struct Params: Decodable {
        var textDocument: TextDocumentIdentifier
    }

    static func handle(_ params: Params, server: LanguageServer) {
        guard let path = DocumentURI.path(fromFileURI: params.textDocument.uri), let root = server.workspace.knownRoot(for: path) else { return }
        root.needsRescan = true
        root.dirty = true
    }
}
