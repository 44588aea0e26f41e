import Foundation

/// Runs a loop's iterations on the calling thread and on idle threads beside it.
///
/// `DispatchQueue.concurrentPerform` runs serially when it is called from inside another
/// parallel loop, as a check inside the loop that loads files is; this spreads the work
/// anyway. The caller takes part, so the loop finishes even when no other thread is free, and
/// it never waits for a helper that has not started: a late helper finds nothing left and
/// returns.
enum SharedWork {
    static func run(count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        guard count > 0 else { return }
        let loop = Loop(count: count, body: body)
        for _ in 1..<min(count, ProcessInfo.processInfo.activeProcessorCount) {
            DispatchQueue.global().async { loop.work() }
        }
        loop.work()
        loop.waitUntilDone()
    }

    private final class Loop: @unchecked Sendable {
        private let condition = NSCondition()
        private let count: Int
        private let body: @Sendable (Int) -> Void
        private var next = 0
        private var done = 0

        init(count: Int, body: @escaping @Sendable (Int) -> Void) {
            self.count = count
            self.body = body
        }

        /// Claims iterations until none are left.
        func work() {
            while true {
                condition.lock()
                guard next < count else {
                    condition.unlock()
                    return
                }
                let index = next
                next += 1
                condition.unlock()
                body(index)
                condition.lock()
                done += 1
                if done == count { condition.broadcast() }
                condition.unlock()
            }
        }

        func waitUntilDone() {
            condition.lock()
            while done < count { condition.wait() }
            condition.unlock()
        }
    }
}
