/// `exit`: the server stops, with 0 after `shutdown` and 1 without, as the protocol asks.
enum ExitNotification: NotificationHandler {
    static let method = "exit"

    static func handle(_ params: NoParams, server: LanguageServer) {
        server.exitStatus = server.state == .shuttingDown ? 0 : 1
    }
}
