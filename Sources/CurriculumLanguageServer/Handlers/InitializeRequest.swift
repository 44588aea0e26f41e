import CurriculumModel
import CurriculumCompiler
import CurriculumJSONRPC
import Foundation

/// `initialize`: the workspace folders to find curricula in, what the client can do, and what
/// the server can (every handler's capabilities, from `HandlerTable`).
enum InitializeRequest: RequestHandler {
    static let method = "initialize"
    // UTF-16, the protocol's default and the one every client supports.
    static let capabilities: JSONObject = ["positionEncoding": "utf-16"]

    struct Params: Decodable {
        var workspaceFolders: [WorkspaceFolder]?
        var rootUri: String?
        var rootPath: String?
        var capabilities: ClientCapabilities?
    }

    /// The part of `ClientCapabilities` the server reads.
    struct ClientCapabilities: Decodable {
        struct Workspace: Decodable {
            var didChangeWatchedFiles: DynamicRegistration?
        }

        struct DynamicRegistration: Decodable {
            var dynamicRegistration: Bool?
        }

        var workspace: Workspace?
    }

    static func answer(_ params: Params, server: LanguageServer) throws(RPCError) -> JSONValue {
        guard server.state == .starting else { throw RPCError(code: RPCError.invalidRequest, message: "the server is already initialized") }
        var folders = (params.workspaceFolders ?? []).compactMap { DocumentURI.path(fromFileURI: $0.uri) }
        if folders.isEmpty {
            if let uri = params.rootUri, let path = DocumentURI.path(fromFileURI: uri) {
                folders.append(path)
            } else if let path = params.rootPath {
                folders.append(path)
            }
        }
        for folder in folders { server.workspace.addFolder(URL(fileURLWithPath: folder)) }
        server.clientWatchesFiles = params.capabilities?.workspace?.didChangeWatchedFiles?.dynamicRegistration == true
        server.state = .running
        return ["capabilities": .object(HandlerTable.capabilities), "serverInfo": ["name": "curriculum", "version": .string(CurriculumVersion.tool)]]
    }
}

/// A workspace folder, as `initialize` and `workspace/didChangeWorkspaceFolders` name them.
struct WorkspaceFolder: Decodable {
    var uri: String
}
