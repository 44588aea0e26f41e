import Foundation

/// `curriculum lsp`: the compiler's findings, fixes and knowledge in any editor that speaks
/// the Language Server Protocol 3.17, over standard input and output.
///
/// One thread reads messages and queues them (`Inbox`); one worker answers them in order and
/// compiles when the queue runs dry, so a burst of keystrokes is one compile, and a request
/// for hover or completion first brings the findings up to date. Every failure of a message —
/// unreadable, too large, of an unknown method, failing in its handler — is answered with an
/// error and the server reads the next one.
package final class LanguageServer: @unchecked Sendable {
    enum State { case starting, running, shuttingDown }

    private let input: Int32
    private let writer: MessageWriter
    private let maxMessageBytes: Int
    let inbox = Inbox()
    let workspace: ServerWorkspace
    private(set) var state = State.starting
    /// Set once the client can no longer be written to: the server stops.
    private var clientGone = false
    /// How long the worker waits for more messages before compiling: a few milliseconds, far
    /// below what a typist notices, and enough for messages an editor sends together.
    static let settle: TimeInterval = 0.005
    /// Set by the `initialized` notification.
    var hasBeenInitialized = false
    /// What the client said it can do, from `initialize`.
    var clientCapabilities: JSONValue = .null

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
            // Compile once no message has come for a moment, so edits typed in a burst, or an
            // `initialized` followed by the editor's first `didOpen`, compile once.
            let event = inbox.take(timeout: hasPendingCompile ? Self.settle : nil)
            guard let event else {
                compileAndPublish()
                continue
            }
            switch event {
            case .end:
                return state == .shuttingDown ? 0 : 1
            case .unreadable(let error, let id):
                send(RPCMessage.errorJSON(id: id, error: error))
            case .message(let message):
                if let code = handle(message) { return code }
            }
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

    // MARK: Dispatch

    /// Answers one message; returns an exit code when the server is to stop.
    private func handle(_ message: RPCMessage) -> Int32? {
        switch message {
        case .notification(let method, let params):
            if method == "exit" { return state == .shuttingDown ? 0 : 1 }
            guard state == .running else { return nil }  // before `initialize`, notifications are dropped
            notify(method, params)
        case .request(let id, let method, let params):
            defer { inbox.answered(id) }
            if inbox.isCancelled(id) {
                send(RPCMessage.errorJSON(id: id, error: RPCError(code: RPCError.requestCancelled, message: "request cancelled")))
                return nil
            }
            switch (state, method) {
            case (.starting, "initialize"):
                clientCapabilities = params?["capabilities"] ?? .null
                initialize(params)
                state = .running
                send(RPCMessage.responseJSON(id: id, result: Capabilities.initializeResult))
            case (.starting, _):
                send(RPCMessage.errorJSON(id: id, error: RPCError(code: RPCError.serverNotInitialized, message: "the server is not initialized yet: send `initialize` first")))
            case (.running, "initialize"):
                send(RPCMessage.errorJSON(id: id, error: RPCError(code: RPCError.invalidRequest, message: "the server is already initialized")))
            case (.running, "shutdown"):
                state = .shuttingDown
                send(RPCMessage.responseJSON(id: id, result: .null))
            case (.running, _):
                respond(id, method, params)
            case (.shuttingDown, _):
                send(RPCMessage.errorJSON(id: id, error: RPCError(code: RPCError.invalidRequest, message: "the server is shutting down")))
            }
        case .response:
            break  // answers to our own requests (registerCapability) need nothing
        }
        return nil
    }

    private func respond(_ id: RPCID, _ method: String, _ params: JSONValue?) {
        let handler: ((JSONValue) throws -> JSONValue)?
        switch method {
        case "textDocument/hover": handler = hover
        case "textDocument/definition": handler = definition
        case "textDocument/references": handler = references
        case "textDocument/completion": handler = completion
        case "textDocument/documentSymbol": handler = documentSymbols
        case "textDocument/codeAction": handler = codeActions
        default: handler = nil
        }
        guard let handler else {
            send(RPCMessage.errorJSON(id: id, error: RPCError(code: RPCError.methodNotFound, message: "unknown method '\(method)'")))
            return
        }
        // Requests read the findings: bring them up to date first.
        if hasPendingCompile { compileAndPublish() }
        do {
            send(RPCMessage.responseJSON(id: id, result: try handler(params ?? .null)))
        } catch let error as RPCError {
            send(RPCMessage.errorJSON(id: id, error: error))
        } catch {
            send(RPCMessage.errorJSON(id: id, error: RPCError(code: RPCError.internalError, message: "\(error)")))
        }
    }

    private func notify(_ method: String, _ params: JSONValue?) {
        let params = params ?? .null
        switch method {
        case "initialized": initialized()
        case "textDocument/didOpen": didOpen(params)
        case "textDocument/didChange": didChange(params)
        case "textDocument/didSave": didSave(params)
        case "textDocument/didClose": didClose(params)
        case "workspace/didChangeWatchedFiles": didChangeWatchedFiles(params)
        case "workspace/didChangeWorkspaceFolders": didChangeWorkspaceFolders(params)
        default: break  // `$/…` and other notifications the server does not act on are ignored, as the protocol allows
        }
    }

    // MARK: Output

    func send(_ value: JSONValue) {
        guard !clientGone else { return }
        do { try writer.write(value) } catch { clientGone = true }
    }

    func notifyClient(_ method: String, _ params: JSONValue) {
        send(RPCMessage.notificationJSON(method: method, params: params))
    }

    /// A message in the client's log (its output panel), for what the author may want to know
    /// but is not a finding in a file.
    func log(_ message: String, type: Int = 3) {
        notifyClient("window/logMessage", ["type": .int(type), "message": .string(message)])
    }
}
