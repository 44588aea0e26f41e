@testable import CurriculumSyntax
import Foundation
import XCTest

@testable import CurriculumCompiler

/// `FixPlan`: which fix-its are each finding's single obvious fix.
final class FixPlanTests: XCTestCase {
    func finding(_ rule: String, in path: String = "a.yaml", _ line: Int, _ column: Int, fixes: [(Int, Int, String)]) -> Diagnostic {
        let at = SourceLocation(path: path, line: line, column: column)
        return Diagnostic(
            rule, .warning, at: at, "x",
            fixIts: fixes.map { .init(at: SourceLocation(path: path, line: line, column: $0.0), length: $0.1, replacement: $0.2) })
    }

    func testOnlyAFindingWithExactlyOneFixItIsFixed() {
        let one = finding("A", 3, 5, fixes: [(5, 2, "14")])
        let none = finding("B", 4, 1, fixes: [])
        let choice = finding("C", 5, 1, fixes: [(1, 3, "id"), (1, 3, "kind")])
        let plan = FixPlan([one, none, choice])
        XCTAssertEqual(plan.edits, [TextEdit(path: "a.yaml", line: 3, column: 5, length: 2, replacement: "14")])
        XCTAssertEqual(plan.fixedCount, 1)
        XCTAssertEqual(plan.overlapping, [])
    }

    func testTheSameEditFromTwoFindingsIsOneEditThatFixesBoth() {
        let a = finding("A", 3, 5, fixes: [(5, 2, "14")]), b = finding("B", 3, 5, fixes: [(5, 2, "14")])
        let plan = FixPlan([a, b])
        XCTAssertEqual(plan.edits.count, 1)
        XCTAssertEqual(plan.fixes.first?.diagnostics, [a, b])
        XCTAssertEqual(plan.fixedCount, 2)
    }

    func testAnOverlappingFixIsLeftForASecondRunAndTheFirstFindingWins() {
        let caps = finding("COPY-ALL-CAPS", 2, 18, fixes: [(18, 5, "ducks")])
        let stop = finding("COPY-PROMPT-PUNCTUATION", 2, 22, fixes: [(22, 1, "S?")])
        let touching = finding("T", 2, 23, fixes: [(23, 0, "!")])
        let otherLine = finding("O", 3, 18, fixes: [(18, 5, "x")])
        let plan = FixPlan([caps, stop, touching, otherLine])
        XCTAssertEqual(plan.edits.map(\.replacement), ["ducks", "!", "x"])
        XCTAssertEqual(plan.overlapping, [stop])
        // Two insertions at one place.
        XCTAssertEqual(FixPlan([finding("I", 1, 1, fixes: [(4, 0, "a")]), finding("J", 1, 1, fixes: [(4, 0, "b")])]).overlapping.count, 1)
    }

    func testEditsForOneFileOrAllInOrder() {
        let diagnostics = [
            finding("A", in: "b.yaml", 9, 1, fixes: [(1, 1, "x")]),
            finding("A", in: "a.yaml", 7, 1, fixes: [(1, 1, "y")]),
            finding("A", in: "a.yaml", 2, 1, fixes: [(1, 1, "z")]),
        ]
        XCTAssertEqual(FixPlan.edits(for: diagnostics, in: "a.yaml").map(\.line), [2, 7])
        XCTAssertEqual(FixPlan.edits(for: diagnostics, in: nil).map { "\($0.path):\($0.line)" }, ["a.yaml:2", "a.yaml:7", "b.yaml:9"])
        XCTAssertEqual(FixPlan(diagnostics).files.map(\.path), ["a.yaml", "b.yaml"])
        XCTAssertEqual(FixPlan.edits(for: diagnostics, in: "c.yaml"), [])
    }
}
