import Foundation

/// Messages read from the client, waiting for the server's one worker. The reader thread puts
/// them in as they arrive, so a `$/cancelRequest` is seen while the worker is still busy with
/// something else and the cancelled request is answered without being worked on.
final class Inbox: @unchecked Sendable {
    enum Event {
        case message(RPCMessage)
        /// Something the client sent that could not be read as a message; answered with an
        /// error whose id is null, since none could be read.
        case unreadable(RPCError, id: RPCID?)
        /// The client closed its end.
        case end
    }

    private let condition = NSCondition()
    private var events: [Event] = []
    private var head = 0
    /// Requests put in and not yet answered, and those of them the client cancelled. Only a
    /// pending request can be cancelled, so neither set outlives its requests.
    private var pending = Set<RPCID>()
    private var cancelled = Set<RPCID>()

    func put(_ event: Event) {
        condition.withLock {
            switch event {
            case .message(.request(let id, _, _)): pending.insert(id)
            case .message(.notification("$/cancelRequest", let params)):
                if let id = params?["id"].flatMap(RPCID.init), pending.contains(id) { cancelled.insert(id) }
            default: break
            }
            events.append(event)
            condition.signal()
        }
    }

    /// The next event; waits for one, or up to `timeout` seconds (then nil).
    func take(timeout: TimeInterval? = nil) -> Event? {
        condition.lock()
        defer { condition.unlock() }
        let deadline = timeout.map { Date(timeIntervalSinceNow: $0) }
        while head == events.count {
            if let deadline {
                if !condition.wait(until: deadline) { return nil }
            } else {
                condition.wait()
            }
        }
        let event = events[head]
        head += 1
        // Drop what was taken now and then, so a long session's queue does not grow.
        if head > 1024, head * 2 > events.count {
            events.removeFirst(head)
            head = 0
        }
        return event
    }

    /// Whether more events are waiting: edits still coming in are applied before compiling.
    var isEmpty: Bool { condition.withLock { head == events.count } }

    /// Whether the client cancelled this request (still to be answered).
    func isCancelled(_ id: RPCID) -> Bool {
        condition.withLock { cancelled.contains(id) }
    }

    /// The request was answered: it can no longer be cancelled.
    func answered(_ id: RPCID) {
        condition.withLock {
            pending.remove(id)
            cancelled.remove(id)
        }
    }
}
