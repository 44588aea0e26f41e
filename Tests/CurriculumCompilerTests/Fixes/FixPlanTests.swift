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

    /// A fix-it of several edits (quote a value at both ends) is one fix: taken whole, and left
    /// whole for a second run when any of its edits overlaps one already chosen.
    func testAFixOfSeveralEditsIsTakenWholeOrNotAtAll() {
        func edit(_ line: Int, _ column: Int, _ length: Int, _ text: String, in path: String = "a.yaml") -> TextEdit {
            TextEdit(path: path, line: line, column: column, length: length, replacement: text)
        }
        let quote = Diagnostic.FixIt("quote the value", edits: [edit(2, 17, 0, "\""), edit(2, 9, 0, "\"")])
        XCTAssertEqual(quote.edits.map(\.column), [9, 17], "edits are kept in order")
        XCTAssertNil(quote.singleEdit)
        let quoted = Diagnostic("YAML-SYNTAX", .error, at: SourceLocation(path: "a.yaml", line: 2, column: 9), "x", fixIts: [quote])
        let plan = FixPlan([quoted])
        XCTAssertEqual(plan.fixes.count, 1)
        XCTAssertEqual(plan.edits, [edit(2, 9, 0, "\""), edit(2, 17, 0, "\"")])
        XCTAssertEqual(TextEditApplier.apply(plan.edits, to: Array("a: 1\nprompt: Ducks: 3\n".utf8)).bytes, Array("a: 1\nprompt: \"Ducks: 3\"\n".utf8))

        // Its second edit clashes with a fix chosen before it: neither of its edits is applied.
        let first = finding("A", 2, 17, fixes: [(17, 0, "!")])
        let clash = FixPlan([first, quoted])
        XCTAssertEqual(clash.edits, [edit(2, 17, 0, "!")])
        XCTAssertEqual(clash.overlapping, [quoted])

        // A fix that edits two files is for an editor's workspace edit, not for `--fix`.
        let twoFiles = Diagnostic.FixIt("rename", edits: [edit(1, 1, 3, "b"), edit(1, 1, 3, "b", in: "b.yaml")])
        XCTAssertTrue(FixPlan([Diagnostic("R", .error, at: SourceLocation(path: "a.yaml", line: 1, column: 1), "x", fixIts: [twoFiles])]).isEmpty)
    }

    /// A fix-it's title says what it does, as an editor's quick-fix menu shows it.
    func testAOneEditFixIsTitledByWhatItWrites() {
        let at = SourceLocation(path: "a.yaml", line: 1, column: 1)
        XCTAssertEqual(Diagnostic.FixIt(at: at, length: 5, replacement: "tenFrame").title, "replace with 'tenFrame'")
        XCTAssertEqual(Diagnostic.FixIt(at: at, length: 0, replacement: ":").title, "insert ':'")
        XCTAssertEqual(Diagnostic.FixIt(at: at, length: 1, replacement: "").title, "remove it")
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
