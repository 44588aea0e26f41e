import Dispatch
import Foundation

/// A value worked out on another thread while the caller does something else; `value` waits
/// for it.
package final class BackgroundValue<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var result: Value?
    private let work: @Sendable () -> Value

    package init(_ work: @escaping @Sendable () -> Value) {
        self.work = work
        DispatchQueue.global().async {
            let value = work()
            self.lock.withLock { self.result = value }
            self.done.signal()
        }
    }

    /// The value if it is ready, without waiting.
    var ifReady: Value? { lock.withLock { result } }

    package var value: Value {
        if let result = lock.withLock({ result }) { return result }
        done.wait()
        // Set before the signal; computed here should that ever not hold.
        return lock.withLock { result } ?? work()
    }
}
