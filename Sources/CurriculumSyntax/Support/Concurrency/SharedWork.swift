import Dispatch
import Foundation

/// A job cut into pieces that every thread asking for its result helps with: each claims the
/// next unclaimed piece until none are left, the thread that finishes the last piece merges
/// them in piece order, and the others wait for the merge. A job many threads want at once
/// (the COPY rules, running side by side, all read the one COPY pass) is done once, on every
/// core that asks, and no core waits while there is a piece left to claim.
///
/// Each thread that takes part makes its own worker (`participant`) on its first claim and uses
/// it for every piece it claims: the COPY pass's table of the words its slices have met. The
/// closures run on whichever threads ask, so they only read what they share.
package final class SharedWork<Piece, Merged>: @unchecked Sendable {
    /// What is still to do; let go at the merge, so a finished job holds only its result.
    private struct Plan {
        let count: Int
        let participant: () -> (Int) -> Piece
        let merge: ([Piece]) -> Merged
    }

    // A condition, not a `Locked`: a thread with nothing left to claim waits on it for the merge.
    private let condition = NSCondition()
    private var plan: Plan?
    private var next = 0
    private var done = 0
    private var pieces: [Piece?]
    private var merged: Merged?

    /// A job of `count` pieces; with none, it is merged at once.
    package init(count: Int, participant: @escaping () -> (Int) -> Piece, merge: @escaping ([Piece]) -> Merged) {
        if count > 0 {
            plan = Plan(count: count, participant: participant, merge: merge)
            pieces = Array(repeating: nil, count: count)
        } else {
            pieces = []
            merged = merge([])
        }
    }

    /// A job whose pieces need nothing kept from one piece to the next.
    convenience init(count: Int, piece: @escaping (Int) -> Piece, merge: @escaping ([Piece]) -> Merged) {
        self.init(count: count, participant: { piece }, merge: merge)
    }

    /// Claims pieces until none are left, then returns without waiting for those others hold.
    package func help() {
        var worker: ((Int) -> Piece)?
        while let claimed = claim() {
            let work = worker ?? claimed.plan.participant()
            worker = work
            finish(claimed.index, work(claimed.index))
        }
    }

    /// Helps, then waits for the merge.
    package func result() -> Merged {
        help()
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let merged { return merged }
            condition.wait()
        }
    }

    /// The merged result, or nil while pieces are still being worked on.
    package var finished: Merged? {
        condition.lock()
        defer { condition.unlock() }
        return merged
    }

    private func claim() -> (index: Int, plan: Plan)? {
        condition.lock()
        defer { condition.unlock() }
        guard let plan, next < plan.count else { return nil }
        next += 1
        return (next - 1, plan)
    }

    private func finish(_ index: Int, _ piece: Piece) {
        condition.lock()
        pieces[index] = piece
        done += 1
        guard let plan, done == plan.count else {
            condition.unlock()
            return
        }
        // The last piece: merge outside the lock (nothing is left to claim), then wake the waiters.
        let all = pieces.compactMap { $0 }
        pieces = []
        self.plan = nil
        condition.unlock()
        let value = plan.merge(all)
        condition.lock()
        merged = value
        condition.broadcast()
        condition.unlock()
    }
}

extension SharedWork where Piece == Void, Merged == Void {
    /// Runs a loop's iterations on the calling thread and on idle threads beside it.
    ///
    /// `DispatchQueue.concurrentPerform` runs serially when it is called from inside another
    /// parallel loop, as a check inside the loop that loads files is; this spreads the work
    /// anyway. The caller takes part, so the loop finishes even when no other thread is free, and
    /// it never waits for a helper that has not started: a late helper finds nothing left and
    /// returns.
    package static func run(count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        guard count > 0 else { return }
        let loop = SharedWork(count: count, piece: body, merge: { _ in })
        for _ in 1..<min(count, ProcessInfo.processInfo.activeProcessorCount) {
            DispatchQueue.global().async { loop.help() }
        }
        loop.result()
    }
}
