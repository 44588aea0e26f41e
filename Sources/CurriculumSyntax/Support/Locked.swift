import Foundation

/// A value that several threads share, read and changed only while its lock is held.
///
/// The lock and what it guards are one object, so no access can forget to take it. A class
/// over `NSLock`, not the standard library's `Mutex`: that needs macOS 15, and the package
/// names no minimum system.
package final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) { self.value = value }

    /// Runs `body` with the value while holding the lock; keep it short and never call back
    /// into something that takes the same lock.
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
