import CurriculumModel
import CurriculumCompiler

/// Every method the server acts on, one line each: the dispatcher looks a message's method up
/// here, and `initialize` announces the capabilities of the handlers listed, in this order.
/// Adding a request or a notification is its handler file (a type conforming to
/// `DocumentRequestHandler`, `RequestHandler` or `NotificationHandler`) and its line here;
/// `HandlerTableTests` fails for a handler in `Handlers/` that is not listed.
enum HandlerTable {
    static let routes: [Route] = [
        // The lifecycle.
        .request(InitializeRequest.self),
        .notification(InitializedNotification.self),
        .request(ShutdownRequest.self),
        .notification(ExitNotification.self),
        // Text synchronisation and the workspace.
        .notification(DidOpenTextDocument.self),
        .notification(DidChangeTextDocument.self),
        .notification(DidSaveTextDocument.self),
        .notification(DidCloseTextDocument.self),
        .notification(DidChangeWatchedFiles.self),
        // What the compiler knows, answered from the last compilation.
        .documentRequest(HoverRequest.self),
        .documentRequest(DefinitionRequest.self),
        .documentRequest(ReferencesRequest.self),
        .documentRequest(DocumentSymbolRequest.self),
        .documentRequest(CompletionRequest.self),
        .documentRequest(CodeActionRequest.self),
        .notification(DidChangeWorkspaceFolders.self),
    ]

    private static let byMethod: [String: Route] = Dictionary(routes.map { ($0.method, $0) }, uniquingKeysWith: { first, _ in first })

    static func route(for method: String) -> Route? { byMethod[method] }

    /// `ServerCapabilities`: what each handler adds, in the table's order.
    static var capabilities: JSONObject {
        var all: JSONObject = [:]
        for route in routes {
            for (key, value) in route.capabilities { all[key] = value }
        }
        return all
    }
}
