import Dispatch

/// A value worked out on another thread while the caller does something else; `value` waits
/// for it. It is a `SharedWork` of one piece, so asking before that thread has started works
/// the value out on the asking thread instead of waiting for one to be free.
package final class BackgroundValue<Value: Sendable>: Sendable {
    private let work: SharedWork<Value, Value>

    package init(_ make: @escaping @Sendable () -> Value) {
        let work = SharedWork<Value, Value>(count: 1, piece: { _ in make() }, merge: { only in only[0] })
        self.work = work
        DispatchQueue.global().async { work.help() }
    }

    /// The value if it is ready, without waiting.
    package var ifReady: Value? { work.finished }

    package var value: Value { work.result() }
}
