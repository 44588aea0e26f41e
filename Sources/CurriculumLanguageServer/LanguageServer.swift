import CurriculumModel
import CurriculumCompiler
import CurriculumJSONRPC
import Foundation

/// `curriculum lsp`: the compiler's findings, fixes and knowledge in any editor that speaks
/// the Language Server Protocol 3.17, over standard input and output (docs/design.md#the-language-server).
///
/// Three threads. One reads messages and queues them (`Inbox`). One, the worker, takes them in
/// order and runs each through its handler (`HandlerTable`); it alone touches the open
/// documents and the curricula. One compiles (`CompileThread`): when no message has come for a
/// moment, the worker hands it a curriculum with the texts of its open documents, and the
/// compilation comes back through the inbox to be published. So a burst of keystrokes is one
/// compile, and hover, completion and the rest are answered from the last finished compilation
/// while the next one runs, never waiting behind it. Every failure of a message — unreadable,
/// too large, of an unknown method, with params that do not decode, failing in its handler — is
/// answered with an error and the server reads the next one.
package final class LanguageServer: @unchecked Sendable {
    enum State { case starting, running, shuttingDown }

    private let input: Int32
    private let writer: MessageWriter
    private let maxMessageBytes: Int
    let inbox = Inbox()
    let workspace: ServerWorkspace
    let compiles = CompileThread()
    var state = State.starting
    /// Set by `exit`: the status `run` returns.
    var exitStatus: Int32?
    /// Set once the client can no longer be written to: the server stops.
    private var clientGone = false
    /// How long the worker waits for more messages before a curriculum's first compile: enough
    /// for an editor's `initialized` and first `didOpen`, sent together, to compile once.
    static let settle: TimeInterval = 0.005
    /// Set by the `initialized` notification.
    var hasBeenInitialized = false
    /// Whether the client watches files for us when asked (`initialize`'s capabilities).
    var clientWatchesFiles = false
    /// Requests about a document whose curriculum has no compilation that can answer yet, in
    /// the order they came; answered as compilations finish (`DocumentRequests.swift`).
    var waiting: [WaitingRequest] = []

    package init(input: Int32, output: Int32, options: CompileOptions = CompileOptions(), maxMessageBytes: Int = 64 << 20) {
        self.input = input
        writer = MessageWriter(fileDescriptor: output)
        self.maxMessageBytes = maxMessageBytes
        workspace = ServerWorkspace(options: options)
    }

    /// Serves until `exit` or until the client goes away. 0 after `shutdown` then `exit`, 1
    /// otherwise (as the protocol asks).
    package func run() -> Int32 {
        let reader = Thread { [inbox, input, maxMessageBytes] in
            LanguageServer.read(from: input, into: inbox, maxMessageBytes: maxMessageBytes)
        }
        reader.stackSize = 4 << 20
        reader.start()
        while true {
            // Compile once no message is waiting (`compileDelay`).
            let event = inbox.take(timeout: compileDelay)
            guard let event else {
                compileEditedCurricula()
                continue
            }
            switch event {
            case .end:
                return state == .shuttingDown ? 0 : 1
            case .unreadable(let error, let id):
                send(RPCMessage.errorJSON(id: id, error: error))
            case .message(let message):
                dispatch(message)
            case .compiled(let outcome):
                finish(outcome)
            }
            if let exitStatus { return exitStatus }
            if clientGone { return 1 }
        }
    }

    /// The reader thread: frames to messages, until the client closes its end.
    private static func read(from fd: Int32, into inbox: Inbox, maxMessageBytes: Int) {
        var reader = MessageReader(fileDescriptor: fd, maxMessageSize: maxMessageBytes)
        while true {
            switch reader.next() {
            case .end:
                inbox.put(.end)
                return
            case .tooLarge(let declared):
                inbox.put(.unreadable(RPCError(code: RPCError.invalidRequest, message: "message of \(declared) bytes is over the server's limit of \(maxMessageBytes) bytes; it was skipped"), id: nil))
            case .malformedHeader(let why):
                inbox.put(.unreadable(RPCError(code: RPCError.parseError, message: "unreadable message header: \(why)"), id: nil))
            case .message(let bytes):
                let value: JSONValue
                do {
                    value = try JSONValue.parse(bytes)
                } catch {
                    inbox.put(.unreadable(RPCError(code: RPCError.parseError, message: "message is not valid JSON: \(error)"), id: nil))
                    continue
                }
                switch RPCMessage.decode(value) {
                case .success(let message): inbox.put(.message(message), bytes: bytes.count)
                case .failure(let error): inbox.put(.unreadable(error, id: RPCMessage.id(of: value)))
                }
            }
        }
    }

    // MARK: Output

    func send(_ value: JSONValue) {
        guard !clientGone else { return }
        do { try writer.write(value) } catch { clientGone = true }
    }

    /// Answers request `id`, unless the client cancelled it meanwhile: then the answer is the
    /// error LSP asks for, `RequestCancelled`.
    func answer(_ id: RPCID, _ result: Result<JSONValue, RPCError>) {
        defer { inbox.answered(id) }
        if inbox.isCancelled(id) {
            send(RPCMessage.errorJSON(id: id, error: RPCError(code: RPCError.requestCancelled, message: "request cancelled")))
            return
        }
        switch result {
        case .success(let value): send(RPCMessage.responseJSON(id: id, result: value))
        case .failure(let error): send(RPCMessage.errorJSON(id: id, error: error))
        }
    }

    func notifyClient(_ method: String, _ params: JSONValue) {
        send(RPCMessage.notificationJSON(method: method, params: params))
    }

    /// A message in the client's log (its output panel), for what the author may want to know
    /// but is not a finding in a file. Types: 1 error, 2 warning, 3 info.
    func log(_ message: String, type: Int = 3) {
        notifyClient("window/logMessage", ["type": .int(type), "message": .string(message)])
    }

    /// A message the editor shows the author, for what they must act on.
    func show(_ message: String, type: Int) {
        notifyClient("window/showMessage", ["type": .int(type), "message": .string(message)])
    }
}
