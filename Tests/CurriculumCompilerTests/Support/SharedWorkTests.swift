import Dispatch
import Foundation
import XCTest

@testable import CurriculumCompiler

final class SharedWorkTests: XCTestCase {
    /// Counts how often each index ran, from any thread.
    private final class Tally: @unchecked Sendable {
        private let lock = NSLock()
        private var counts: [Int]
        init(_ n: Int) { counts = Array(repeating: 0, count: n) }
        func hit(_ i: Int) { lock.withLock { counts[i] += 1 } }
        var values: [Int] { lock.withLock { counts } }
    }

    func testEveryIterationRunsExactlyOnce() {
        for n in [0, 1, 2, 7, 1_000] {
            let tally = Tally(n)
            SharedWork.run(count: n) { tally.hit($0) }
            XCTAssertEqual(tally.values, Array(repeating: 1, count: n), "\(n) iterations")
        }
    }

    /// Inside another parallel loop (a big file's check inside the loop over files) it still
    /// finishes every iteration before it returns.
    func testItFinishesInsideAnotherParallelLoop() {
        let tallies = (0..<4).map { _ in Tally(300) }
        DispatchQueue.concurrentPerform(iterations: tallies.count) { outer in
            SharedWork.run(count: 300) { inner in
                usleep(10)
                tallies[outer].hit(inner)
            }
            XCTAssertEqual(tallies[outer].values, Array(repeating: 1, count: 300))
        }
    }
}
