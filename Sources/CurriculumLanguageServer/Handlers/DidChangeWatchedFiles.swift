/// `workspace/didChangeWatchedFiles`: files were created, changed or deleted on disk; the
/// curricula holding them walk their folders again at their next compile.
enum DidChangeWatchedFiles: NotificationHandler {
    static let method = "workspace/didChangeWatchedFiles"

    struct Params: Decodable {
        struct FileEvent: Decodable {
            var uri: String
        }

        var changes: [FileEvent]
    }

    static func handle(_ params: Params, server: LanguageServer) {
        for change in params.changes {
            guard let path = DocumentURI.path(fromFileURI: change.uri), let root = server.workspace.knownRoot(for: path) else { continue }
            root.needsRescan = true
            root.dirty = true
        }
    }
}
