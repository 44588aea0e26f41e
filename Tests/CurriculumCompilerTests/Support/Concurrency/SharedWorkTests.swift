@testable import CurriculumSyntax
import Dispatch
import Foundation
import XCTest

@testable import CurriculumCompiler

final class SharedWorkTests: XCTestCase {
    /// Counts how often each index ran, from any thread.
    private final class Tally: Sendable {
        private let counts: Locked<[Int]>
        init(_ n: Int) { counts = Locked(Array(repeating: 0, count: n)) }
        func hit(_ i: Int) { counts.withLock { $0[i] += 1 } }
        var values: [Int] { counts.withLock { $0 } }
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

    /// Many threads asking at once (as the COPY rules ask for the COPY pass): every piece is
    /// worked once, merged once in piece order, and every asker gets that one result.
    func testAskersShareOneJobAndGetItsPiecesInOrder() {
        let tally = Tally(500)
        let merges = Locked(0)
        let job = SharedWork<Int, [Int]>(
            count: 500,
            piece: { index in
                tally.hit(index)
                return index * 2
            },
            merge: { pieces in
                merges.withLock { $0 += 1 }
                return pieces
            })
        let answers = ConcurrentResults<[Int]>(count: 8)
        DispatchQueue.concurrentPerform(iterations: 8) { answers[$0] = job.result() }
        XCTAssertEqual(tally.values, Array(repeating: 1, count: 500))
        XCTAssertEqual(merges.withLock { $0 }, 1)
        XCTAssertEqual(Set(answers.values), [Array(stride(from: 0, to: 1_000, by: 2))])
        XCTAssertEqual(job.finished, answers[0])
    }

    /// Each thread that takes part makes its worker once, on its first claim, and keeps it.
    func testEachParticipantMakesItsWorkerOnce() {
        let workers = Locked(0)
        let job = SharedWork<Int, Int>(
            count: 64,
            participant: {
                let worker = workers.withLock { made in
                    made += 1
                    return made
                }
                return { _ in worker }
            },
            merge: { pieces in Set(pieces).count })
        DispatchQueue.concurrentPerform(iterations: 4) { _ in _ = job.result() }
        let made = workers.withLock { $0 }
        XCTAssertEqual(job.finished, made, "every worker made did work")
        XCTAssertTrue((1...4).contains(made), "\(made) workers for 4 threads")
    }

    /// A job of no pieces is merged at once, without anyone asking.
    func testAJobOfNoPiecesIsMergedAtOnce() {
        let job = SharedWork<Int, String>(count: 0, piece: { _ in 0 }, merge: { "\($0.count) pieces" })
        XCTAssertEqual(job.finished, "0 pieces")
        XCTAssertEqual(job.result(), "0 pieces")
    }

    func testABackgroundValueIsWorkedOutOnce() {
        let runs = Locked(0)
        let value = BackgroundValue<Int> {
            runs.withLock { $0 += 1 }
            return 42
        }
        XCTAssertEqual(value.value, 42)
        XCTAssertEqual(value.ifReady, 42)
        XCTAssertEqual(value.value, 42)
        XCTAssertEqual(runs.withLock { $0 }, 1)
    }
}
