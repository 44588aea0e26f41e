import CurriculumModel
import CurriculumCompiler
import Foundation

/// `workspace/didChangeWorkspaceFolders`: curricula come and go with their folders; a removed
/// one's findings go with it.
enum DidChangeWorkspaceFolders: NotificationHandler {
    static let method = "workspace/didChangeWorkspaceFolders"
    static let capabilities: JSONObject = ["workspace": ["workspaceFolders": ["supported": true, "changeNotifications": true]]]

    struct Params: Decodable {
        struct Event: Decodable {
            var added: [WorkspaceFolder]
            var removed: [WorkspaceFolder]
        }

        var event: Event
    }

    static func handle(_ params: Params, server: LanguageServer) {
        for folder in params.event.removed {
            guard let path = DocumentURI.path(fromFileURI: folder.uri) else { continue }
            for root in server.workspace.removeFolder(URL(fileURLWithPath: path)) { server.clearFindings(of: root) }
        }
        for folder in params.event.added {
            guard let path = DocumentURI.path(fromFileURI: folder.uri) else { continue }
            server.workspace.addFolder(URL(fileURLWithPath: path))?.dirty = true
        }
        server.answerWaitingRequests()
    }
}
