import Dispatch

/// Lets go of a large value on a background thread. Freeing a 100,000-item catalog node by node
/// takes tens of milliseconds on the thread that drops it; a one-shot command prints its report
/// meanwhile and usually exits before the freeing is done, which costs nothing.
package enum BackgroundRelease {
    package static func drop<Value: Sendable>(_ value: Value) {
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(value) {} }
    }
}
