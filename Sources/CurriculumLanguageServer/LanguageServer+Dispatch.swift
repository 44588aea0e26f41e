import CurriculumJSONRPC

/// One message to its handler: the method looked up in `HandlerTable`, after the lifecycle's
/// rules (nothing but `initialize` before it, nothing but `exit` after `shutdown`). A request
/// the client cancelled is answered as cancelled when its turn comes (`answer`), without being
/// worked on.
extension LanguageServer {
    func dispatch(_ message: RPCMessage) {
        switch message {
        case .notification(let method, let params):
            // Before `initialize` and after `shutdown`, notifications other than `exit` are dropped.
            guard state == .running || method == ExitNotification.method else { return }
            // `$/…` and other notifications the server does not act on are ignored, as the protocol allows.
            guard case .notification(let handle)? = HandlerTable.route(for: method)?.run else { return }
            handle(self, params)
        case .request(let id, let method, let params):
            switch (state, method) {
            case (.starting, InitializeRequest.method), (.running, _):
                break
            case (.starting, _):
                return answer(id, .failure(RPCError(code: RPCError.serverNotInitialized, message: "the server is not initialized yet: send `initialize` first")))
            case (.shuttingDown, _):
                return answer(id, .failure(RPCError(code: RPCError.invalidRequest, message: "the server is shutting down")))
            }
            guard case .request(let respond)? = HandlerTable.route(for: method)?.run else {
                return answer(id, .failure(RPCError(code: RPCError.methodNotFound, message: "unknown method '\(method)'")))
            }
            respond(self, id, params)
        case .response:
            break  // answers to our own requests (registerCapability) need nothing
        }
    }
}
