import CurriculumModel
import CurriculumCompiler

/// `shutdown`: the requests still waiting for a compilation are answered from what there is,
/// and from now on only `exit` is acted on.
enum ShutdownRequest: RequestHandler {
    static let method = "shutdown"

    static func answer(_ params: NoParams, server: LanguageServer) -> JSONValue {
        server.answerWaitingRequests(all: true)
        server.state = .shuttingDown
        return .null
    }
}
