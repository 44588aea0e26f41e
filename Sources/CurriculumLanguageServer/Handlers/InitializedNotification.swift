import CurriculumModel
import CurriculumCompiler
import CurriculumJSONRPC

/// `initialized`: the client is ready. Editors that can watch files for us are asked to; the
/// others get what they send.
enum InitializedNotification: NotificationHandler {
    static let method = "initialized"

    static func handle(_ params: NoParams, server: LanguageServer) {
        server.hasBeenInitialized = true
        if server.clientWatchesFiles {
            let watchers: JSONValue = [["globPattern": "**/*.{yaml,yml,YAML,YML}"]]
            let registration: JSONValue = [
                "id": "curriculum-watch-yaml", "method": "workspace/didChangeWatchedFiles",
                "registerOptions": ["watchers": watchers],
            ]
            server.send(RPCMessage.requestJSON(id: .string("curriculum-register-1"), method: "client/registerCapability", params: ["registrations": [registration]]))
        }
        if server.workspace.roots.isEmpty {
            server.log("curriculum: no curriculum.yaml in the workspace folders; files are checked when one inside a curriculum is opened")
        }
    }
}
