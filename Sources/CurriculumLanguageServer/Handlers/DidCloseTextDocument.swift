/// `textDocument/didClose`: the file on disk counts again. A curriculum found only through
/// files the editor opened is let go with its last one, and its findings with it.
enum DidCloseTextDocument: NotificationHandler {
    static let method = "textDocument/didClose"

    struct Params: Decodable {
        var textDocument: TextDocumentIdentifier
    }

    static func handle(_ params: Params, server: LanguageServer) {
        guard let path = DocumentURI.path(fromFileURI: params.textDocument.uri) else { return }
        server.workspace.documents.close(path)
        guard let root = server.workspace.knownRoot(for: path) else { return }
        guard server.workspace.isInUse(root) else {
            server.clearFindings(of: root)
            server.workspace.remove(root)
            server.answerWaitingRequests()
            return
        }
        root.needsRescan = true
        root.dirty = true
    }
}
