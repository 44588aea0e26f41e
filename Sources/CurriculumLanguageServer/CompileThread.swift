import Foundation

/// The thread the language server compiles on, one compile at a time, in the order they were
/// asked for, so the worker thread goes on answering while one runs. A thread of its own rather
/// than a dispatch queue, for the main thread's stack size: a compile recurses as deep as the
/// YAML it is given nests, within the loader's limits.
final class CompileThread: @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [@Sendable () -> Void] = []
    private var started = false

    func submit(_ job: @escaping @Sendable () -> Void) {
        condition.withLock {
            jobs.append(job)
            if !started {
                started = true
                let thread = Thread { [self] in serve() }
                thread.stackSize = 8 << 20
                thread.start()
            }
            condition.signal()
        }
    }

    private func serve() {
        while true {
            let job = condition.withLock {
                while jobs.isEmpty { condition.wait() }
                return jobs.removeFirst()
            }
            job()
        }
    }
}
