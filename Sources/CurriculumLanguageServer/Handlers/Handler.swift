import CurriculumModel
import CurriculumCompiler
import CurriculumJSONRPC

/// The three kinds of handler (docs/design.md#adding-a-language-server-request). Each is a type
/// with the method it answers, the capabilities it adds to `initialize`'s answer, and its
/// params as a `Decodable` struct, decoded once (`ParamsDecoder`) before it runs: params that
/// do not decode are answered with `InvalidParams` naming the field, and the handler never sees
/// them.

/// A request answered in order, with the server's state: the lifecycle.
protocol RequestHandler {
    associatedtype Params: Decodable
    associatedtype Result: JSONEncodable
    static var method: String { get }
    static var capabilities: JSONObject { get }
    static func answer(_ params: Params, server: LanguageServer) throws(RPCError) -> Result
}

/// A notification acted on in order: the open documents, the workspace, the lifecycle. It has
/// no answer, so params that do not decode are reported in the client's log.
// The routes' closures name the handler and its params' types, and may run on another thread.
protocol NotificationHandler: SendableMetatype {
    associatedtype Params: Decodable & SendableMetatype
    static var method: String { get }
    static var capabilities: JSONObject { get }
    static func handle(_ params: Params, server: LanguageServer)
}

/// A request about one document, answered from a compilation of its curriculum (hover,
/// completion, definition, …): the last finished one, never one still running
/// (`DocumentRequests.swift` says when it waits).
protocol DocumentRequestHandler: SendableMetatype {
    associatedtype Params: TextDocumentParams & SendableMetatype
    associatedtype Result: JSONEncodable
    static var method: String { get }
    static var capabilities: JSONObject { get }
    static var needs: CompilationNeed { get }
    /// The answer when there is no compilation to read: the file is in no curriculum, or its
    /// curriculum cannot be compiled.
    static var unavailable: Result { get }
    static func answer(_ params: Params, from document: DocumentSnapshot) throws(RPCError) -> Result
}

/// Which compilation a document request can be answered from.
enum CompilationNeed {
    /// The last finished one, once one has read the document as the editor opened it: an
    /// answer a few keystrokes old is still useful, as LSP says of results computed on an older
    /// state, and one never waits for the compile in progress.
    case lastFinished
    /// One of the document's text as the editor has it now: code actions, whose edits must land
    /// on that text.
    case currentText
}

extension RequestHandler {
    static var capabilities: JSONObject { [:] }
}

extension NotificationHandler {
    static var capabilities: JSONObject { [:] }
}

extension DocumentRequestHandler {
    static var capabilities: JSONObject { [:] }
    static var needs: CompilationNeed { .lastFinished }
}

extension DocumentRequestHandler where Result: ExpressibleByNilLiteral {
    static var unavailable: Result { nil }
}

/// Params of a method that has none (`shutdown`, `exit`, `initialized`): whatever is sent is
/// accepted.
struct NoParams: Decodable {
    init(from decoder: Decoder) throws {}
}

/// One row of `HandlerTable`: a method, and how a message of it is decoded and run.
struct Route: Sendable {
    enum Run: Sendable {
        case request(@Sendable (LanguageServer, RPCID, JSONValue?) -> Void)
        case notification(@Sendable (LanguageServer, JSONValue?) -> Void)
    }

    let method: String
    let capabilities: JSONObject
    /// The handler's type name, for `HandlerTableTests`.
    let handler: String
    let run: Run

    static func request<H: RequestHandler>(_ handler: H.Type) -> Route {
        Route(method: H.method, capabilities: H.capabilities, handler: "\(H.self)", run: .request { server, id, params in
            server.answer(id, Result { () throws(RPCError) in
                try H.answer(ParamsDecoder.decode(H.Params.self, from: params), server: server).encoded
            })
        })
    }

    static func notification<H: NotificationHandler>(_ handler: H.Type) -> Route {
        Route(method: H.method, capabilities: H.capabilities, handler: "\(H.self)", run: .notification { server, params in
            let decoded: H.Params
            do throws(RPCError) {
                decoded = try ParamsDecoder.decode(H.Params.self, from: params)
            } catch {
                server.log("curriculum: \(H.method) ignored: \(error.message)", type: 1)
                return
            }
            H.handle(decoded, server: server)
        })
    }

    static func documentRequest<H: DocumentRequestHandler>(_ handler: H.Type) -> Route {
        Route(method: H.method, capabilities: H.capabilities, handler: "\(H.self)", run: .request { server, id, params in
            let decoded: H.Params
            do throws(RPCError) {
                decoded = try ParamsDecoder.decode(H.Params.self, from: params)
            } catch {
                return server.answer(id, .failure(error))
            }
            server.answer(id, about: decoded.textDocument.uri, needs: H.needs) { document throws(RPCError) in
                guard let document else { return H.unavailable.encoded }
                return try H.answer(decoded, from: document).encoded
            }
        })
    }
}
