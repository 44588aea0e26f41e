import CurriculumJSONRPC
import Foundation

/// What the server's worker waits for: messages read from the client, and compiles finished on
/// the compile thread. The reader thread puts messages in as they arrive, so a `$/cancelRequest`
/// is seen while the worker is still busy with something else and the cancelled request is
/// answered without being worked on.
///
/// The queue holds at most `maxQueuedBytes` of message bodies: past that, `put` waits until the
/// worker has taken some, so the reader stops reading and the client's writes block. Without
/// it, a client that sends faster than the server answers (or never reads the answers, so the
/// worker waits on a full pipe) would grow the queue without bound.
final class Inbox: @unchecked Sendable {
    enum Event {
        case message(RPCMessage)
        /// Something the client sent that could not be read as a message; answered with an
        /// error whose id is null, since none could be read.
        case unreadable(RPCError, id: RPCID?)
        /// The client closed its end.
        case end
        /// A compile finished (`CompileThread`): its compilation is to be published.
        case compiled(CompileJob.Outcome)
    }

    private let condition = NSCondition()
    /// Each event with the bytes its body took on the wire; nil once taken, so what it holds (a
    /// large message, a whole compilation) is let go at once, not when the slots are dropped.
    private var events: [(event: Event?, bytes: Int)] = []
    private var head = 0
    /// The bytes of the events not yet taken.
    private var queuedBytes = 0
    let maxQueuedBytes: Int

    init(maxQueuedBytes: Int = 32 << 20) {
        self.maxQueuedBytes = maxQueuedBytes
    }
    /// Requests put in and not yet answered, and those of them the client cancelled. Only a
    /// pending request can be cancelled, so neither set outlives its requests.
    private var pending = Set<RPCID>()
    private var cancelled = Set<RPCID>()

    /// Queues an event whose message took `bytes` on the wire, first waiting while the queue is
    /// over its budget. One event always fits, however large, so a message under the reader's
    /// own limit is never refused here.
    func put(_ event: Event, bytes: Int = 0) {
        condition.withLock {
            while queuedBytes > 0, queuedBytes + bytes > maxQueuedBytes { condition.wait() }
            switch event {
            case .message(.request(let id, _, _)): pending.insert(id)
            case .message(.notification("$/cancelRequest", let params)):
                if let id = params?["id"].flatMap(RPCID.init), pending.contains(id) { cancelled.insert(id) }
            default: break
            }
            events.append((event, bytes))
            queuedBytes += bytes
            condition.broadcast()
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
        let (event, bytes) = events[head]
        events[head].event = nil
        head += 1
        queuedBytes -= bytes
        // The reader may be waiting for room.
        if bytes > 0 { condition.broadcast() }
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
