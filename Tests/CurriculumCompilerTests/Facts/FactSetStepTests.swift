@testable import CurriculumSyntax
import Foundation
import XCTest

@testable import CurriculumCompiler

/// Steps one at a time: the expression evaluator, loops, the filler's walk and its guards, and
/// what the FACTS rules say about them.
final class FactSetStepTests: XCTestCase {
    /// FACTS-* (and REF-*) findings in `facts/example.yaml` laid over the base curriculum.
    func lint(_ body: String) throws -> [Diagnostic] {
        try RuleExampleTests.compile(.factSet(body)).diagnostics.filter {
            $0.location.path.hasSuffix("facts/example.yaml") && !$0.ruleID.hasPrefix("SCHEMA-")
        }
    }

    func expand(_ body: String) throws -> ExpandedFactSet {
        let compilation = try RuleExampleTests.compile(.factSet(body))
        return FactSetExpansion.expand(try XCTUnwrap(compilation.catalog.factSets.first { $0.id.value == "facts.example" }))
    }

    func testTheEvaluatorReadsSumsAndDifferencesOfTheLoopVariable() {
        func value(_ text: String, _ n: Int) -> Int? { try? FactExpression.parse(text, variable: "n").get().evaluate(n) }
        XCTAssertEqual(value("n", 4), 4)
        XCTAssertEqual(value("n+1", 4), 5)
        XCTAssertEqual(value("n-1", 4), 3)
        XCTAssertEqual(value("10-n", 4), 6)
        XCTAssertEqual(value(" 10 - n ", 4), 6)
        XCTAssertEqual(value("7", 4), 7)
        XCTAssertEqual(value("n+n-2", 4), 6)
        XCTAssertNil(value("n+9223372036854775807", 4))  // overflow is nil, never a trap
    }

    func testTheEvaluatorRejectsEverythingElse() {
        func rejection(_ text: String) -> String? {
            if case .failure(let r) = FactExpression.parse(text, variable: "n") { return r.message }
            return nil
        }
        XCTAssertEqual(rejection("m+1"), "'m' in 'm+1' is not the loop variable; the range's variable is 'n'")
        XCTAssertEqual(rejection("n*2"), "'*' in 'n*2' is not allowed; write a whole number, 'n', or a sum or difference of them (like n+1 or 10-n)")
        for text in ["", " ", "n+", "-n", "(n)", "n 1", "2n+", "n/2", "abs(n)", "n+99999999999999999999", "nn", "n²"] {
            XCTAssertNotNil(rejection(text), text)
        }
    }

    func testALoopRunsItsVariableOverBothEnds() throws {
        let expanded = try expand("""
            count: 9
            steps:
              - {name: make10, tags: [make10], op: add, range: {x: [1, 9]}, a: x, b: 10-x}

            """)
        XCTAssertEqual(expanded.facts.map(\.key.text), ["1+9", "2+8", "3+7", "4+6", "5+5", "6+4", "7+3", "8+2", "9+1"])
        XCTAssertEqual(expanded.problems, [])
    }

    func testARejectedExpressionIsLocated() throws {
        let found = try lint("""
            count: 3
            steps:
              - {name: nearDoubles, tags: [nearDouble], op: add, range: {n: [1, 3]}, a: n, b: n+k}

            """)
        // (`n*2` is already refused by the schema's pattern; `n+k` passes it and only the evaluator can tell.)
        let step = try XCTUnwrap(found.first { $0.ruleID == "FACTS-STEP" })
        XCTAssertEqual(step.location.line, 6)
        XCTAssertEqual(step.location.column, 83)
        XCTAssertEqual(step.length, 3)
        XCTAssertTrue(step.message.hasPrefix("'k' in 'n+k' is not the loop variable"), step.message)
    }

    func testAnEmptyOrHugeLoopIsAStepProblem() throws {
        let empty = try lint("""
            count: 1
            steps:
              - {name: doubles, tags: [doubles], op: add, range: {n: [3, 1]}, a: n, b: n}

            """)
        XCTAssertTrue(empty.contains { $0.ruleID == "FACTS-STEP" && $0.message.contains("its range [3, 1] is empty") }, "\(empty)")
        let huge = try expand("""
            count: 1
            steps:
              - {name: doubles, tags: [doubles], op: add, range: {n: [0, 9000000000000000000]}, a: n, b: n}

            """)
        XCTAssertEqual(huge.facts.count, 0)
        XCTAssertEqual(huge.problems.map(\.message), ["step 'doubles' loops over more than 10000 values of 'n'"])
    }

    func testTheFillerStopsAfterAFullWalkWithoutProgress() throws {
        let expanded = try expand("""
            count: 30
            steps:
              - name: filler
                tags: [mixed]
                fill: true
                walk: {a: [1, 3], b: [1, 3]}
                ops: [{op: add}]

            """)
        XCTAssertEqual(expanded.facts.count, 9)
        XCTAssertTrue(expanded.fillRanOut)
        let found = try lint("""
            count: 30
            steps:
              - name: filler
                tags: [mixed]
                fill: true
                walk: {a: [1, 3], b: [1, 3]}
                ops: [{op: add}]

            """)
        XCTAssertEqual(found.map(\.ruleID).sorted(), ["FACTS-COUNT", "FACTS-STEP"])
        XCTAssertTrue(found.contains { $0.message == "fact set 'facts.example' makes 9 facts, not 30" })
        XCTAssertTrue(found.contains {
            $0.message == "filler 'filler' ran out of new facts after visiting all 9 (a, b) pairs of its walk; the set has 9 of its 30 facts"
        })
    }

    func testAFillerThatCanMakeNothingDoesNotHang() throws {
        let expanded = try expand("""
            count: 5
            steps:
              - {name: filler, tags: [mixed], fill: true, maxSum: 0, walk: {a: [0, 300], b: [1, 300]}, ops: [{op: add}]}

            """)
        XCTAssertEqual(expanded.facts.count, 0)
        XCTAssertTrue(expanded.fillRanOut)
        let huge = try expand("""
            count: 5
            steps:
              - {name: filler, tags: [mixed], fill: true, walk: {a: [0, 9223372036854775807], b: [0, 1]}}

            """)
        XCTAssertEqual(huge.problems.map(\.message), ["filler 'filler' walks more than 100000 (a, b) pairs"])
        let outside = try expand("""
            count: 5
            steps:
              - {name: filler, tags: [mixed], fill: true, walk: {a: [2, 20], b: [2, 10], start: [1, 2]}}

            """)
        XCTAssertEqual(outside.problems.count, 1)
        XCTAssertTrue(outside.problems[0].message.contains("starts at [1, 2], outside its walk"), outside.problems[0].message)
    }

    func testTheFillerWalksLikeTheStarterGeneratorAndChecksTheCountOncePerPair() throws {
        // Pairs (2, 1) and (3, 1) each make an addition and a subtraction; count 3 is checked
        // only between pairs, so the set ends with 4 facts, as the starter generator's loop would.
        let body = """
            count: 3
            steps:
              - {name: filler, tags: [mixed], fill: true, walk: {a: [2, 3], b: [1, 1], start: [2, 1]}}

            """
        let expanded = try expand(body)
        XCTAssertEqual(expanded.facts.map(\.key.text), ["2+1", "2-1", "3+1", "3-1"])
        XCTAssertTrue(expanded.fillOvershot)
        let count = try XCTUnwrap(try lint(body).first { $0.ruleID == "FACTS-COUNT" })
        XCTAssertEqual(count.message, "fact set 'facts.example' makes 4 facts, not 3")
        XCTAssertTrue(count.notes.first?.message.contains("once per (a, b) pair") ?? false)

        // Wrapping: a runs to its last value and back to its first, moving b, which wraps too.
        let wrap = try expand("""
            count: 6
            steps:
              - {name: filler, tags: [mixed], fill: true, walk: {a: [1, 2], b: [5, 6], start: [2, 6]}, ops: [{op: add}]}

            """)
        XCTAssertEqual(wrap.facts.map(\.key.text), ["2+6", "1+5", "2+5", "1+6"])
        XCTAssertTrue(wrap.fillRanOut)
    }

    func testFillerDefaultsAreTheStarterGeneratorsWalk() throws {
        let expanded = try expand("""
            count: 4
            steps:
              - {name: filler, tags: [mixed], fill: true}

            """)
        XCTAssertEqual(expanded.facts.map(\.key.text), ["3+2", "3-2", "4+2", "4-2"])
        XCTAssertEqual(expanded.facts.map(\.tags), [["mixed"], ["mixed"], ["mixed"], ["mixed"]])
    }

    func testRuleFindingsPointAtWhatTheAuthorWrote() throws {
        let found = try lint("""
            count: 3
            options: {count: 4, min: 0, max: 20}
            steps:
              - {name: teen, tags: [teen], op: add, pairs: [[12, 8], [13, 9]]}
              - {name: back, tags: [countBack], op: sub, pairs: [[3, 5]]}

            """)
        XCTAssertEqual(found.map { "\($0.ruleID)@\($0.location.line):\($0.location.column) \($0.message)" }, [
            "FACTS-COMMUTATIVE@3:5 only 0 facts have their commuted twin in 'facts.example'; at least 1 should",
            "FACTS-SUM-RANGE@7:58 13 + 9 = 22 has a sum above 20",
            "FACTS-SUBTRACTION@8:54 3 - 5 takes a larger number from a smaller one",
        ])
    }

    func testExtremeNumbersAreReportedNotTrapped() throws {
        for body in [
            "count: 9223372036854775807\noptions: {count: 100, min: 5, max: 1}\nsteps:\n  - {name: f, fill: true, maxSum: 9223372036854775807, walk: {a: [9223372036854775806, 9223372036854775807], b: [0, 1]}}\n",
            "count: 2\noptions: {count: 0, min: -9223372036854775807, max: 9223372036854775807}\nsteps:\n  - {name: p, tags: [t], op: sub, pairs: [[-9223372036854775807, 9223372036854775807], [9223372036854775807, -1]]}\n",
            "count: 3\nsteps:\n  - {name: r, tags: [t], op: add, range: {n: [9223372036854775800, 9223372036854775807]}, a: n+n, b: 1}\n",
            "count: 3\noptions: {count: 4, min: 9223372036854775806, max: 9223372036854775807}\nsteps:\n  - {name: p, tags: [t], op: add, pairs: [[0, 0]]}\n",
        ] {
            _ = try lint(body)
        }
        // Steps that together would make more facts than any set may hold stop at the cap.
        let here = SourceLocation.file("facts/example.yaml")
        let steps = (0..<3).map { i in
            FactSet.Step(
                name: Located("s\(i)", at: here), tags: ["t"],
                generator: .pairs(op: .add, pairs: (0..<4_000).map { Located(FactSet.Pair(a: i * 4_000 + $0, b: 0), at: here) }),
                location: here)
        }
        let options = FactSet.Options(count: 4, min: 0, max: 20, location: here, countLocation: here)
        let capped = FactSetExpansion.expand(FactSet(
            id: Located("facts.example", at: here), count: Located(5, at: here), options: options, steps: steps,
            path: here.path, location: here))
        XCTAssertEqual(capped.facts.count, FactSetExpansion.maxFacts)
        XCTAssertEqual(capped.problems.map(\.message), ["step 's2' takes the set past 10000 facts"])
        let overflow = try expand("count: 2\nsteps:\n  - {name: p, tags: [t], op: add, pairs: [[9223372036854775807, 1], [1, 1]]}\n")
        XCTAssertEqual(overflow.facts.map(\.key.text), ["1+1"])
        XCTAssertEqual(overflow.problems.map(\.message), ["9223372036854775807 + 1 is too large to compute"])
    }

    func testADuplicateFactSetIDIsReportedOnce() throws {
        let body = "count: 1\nsteps:\n  - {name: one, tags: [doubles], op: add, pairs: [[1, 1]]}\n"
        let text = "# yaml-language-server: $schema=../../../../../schemas/fact-set.schema.json\nkind: FactSet\nid: facts.example\n" + body
        let compilation = try RuleExampleTests.compile(RuleExample(files: [("facts/a.yaml", text), ("facts/b.yaml", text)]))
        XCTAssertEqual(compilation.catalog.factSets.count, 1)
        XCTAssertEqual(compilation.diagnostics.filter { $0.ruleID == "REF-DUPLICATE-ID" }.count, 1)
    }
}
