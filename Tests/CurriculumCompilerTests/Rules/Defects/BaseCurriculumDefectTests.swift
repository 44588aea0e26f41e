@testable import CurriculumSyntax
import Foundation
import XCTest

@testable import CurriculumCompiler

/// The base curriculum with one defect at a time, as an author would make it: the rule that
/// catches it, the line it points at, and the fix-it where there is one obvious fix.
final class BaseCurriculumDefectTests: XCTestCase {
    struct Defect {
        var diagnostics: [Diagnostic]
        /// Where the marker text sits in the changed file.
        var line: Int
        var column: Int
        var path: String

        func findings(_ rule: String) -> [Diagnostic] { diagnostics.filter { $0.ruleID == rule } }
    }

    /// Compiles the base curriculum with `old` replaced by `new` in `path`; `marker` (default
    /// `new`) is the text the defect's diagnostic should point at.
    func defect(
        in path: String, replacing old: String, with new: String, marker: String? = nil, options: CompileOptions = CompileOptions(),
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> Defect {
        let text = try String(contentsOf: try RuleExampleTests.base.appendingPathComponent(path), encoding: .utf8)
        let range = try XCTUnwrap(text.range(of: old), "'\(old)' is not in \(path)", file: file, line: line)
        let changed = text.replacingCharacters(in: range, with: new)
        let at = try XCTUnwrap(changed.range(of: marker ?? new), file: file, line: line)
        let before = changed[..<at.lowerBound]
        let lineNumber = before.filter { $0 == "\n" }.count + 1
        let column = before.split(separator: "\n", omittingEmptySubsequences: false).last.map { $0.unicodeScalars.count + 1 } ?? 1
        let tree = try TemporaryTree()
        try FileManager.default.removeItem(at: tree.url)
        try FileManager.default.copyItem(at: try RuleExampleTests.base, to: tree.url)
        try tree.write(path, changed)
        let compilation = try withExtendedLifetime(tree) { try Compiler.compile(root: tree.url, displayRoot: "curriculum", options: options) }
        return Defect(diagnostics: compilation.diagnostics, line: lineNumber, column: column, path: "curriculum/" + path)
    }

    func assertReported(
        _ d: Defect, _ rule: String, message: String? = nil, fixIt: String? = nil, atColumn: Bool = true,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let found = d.findings(rule)
        XCTAssertEqual(found.count, 1, "\(rule): \(d.diagnostics.map { "\($0.ruleID)@\($0.location): \($0.message)" })", file: file, line: line)
        guard let f = found.first else { return }
        XCTAssertEqual(f.location.path, d.path, file: file, line: line)
        XCTAssertEqual(f.location.line, d.line, file: file, line: line)
        if atColumn { XCTAssertEqual(f.location.column, d.column, file: file, line: line) }
        if let message { XCTAssertEqual(f.message, message, file: file, line: line) }
        XCTAssertEqual(f.fixIts.compactMap(\.singleEdit?.replacement), fixIt.map { [$0] } ?? [], file: file, line: line)
    }

    func testAWrongAnswer() throws {
        let d = try defect(in: "k/01-counting/add-within-5-l1.yaml", replacing: "answer: 5", with: "answer: 6", marker: "6")
        assertReported(d, "ITEM-ANSWER", message: "answer 6 does not match 2 + 3 = 5", fixIt: "5")
        XCTAssertEqual(d.findings("ITEM-ANSWER").first?.notes.map(\.message), ["the prompt's expression evaluates to 5"])
        XCTAssertEqual(Set(d.diagnostics.map(\.ruleID)), ["ITEM-ANSWER"], "nothing else is wrong")
    }

    func testAWrongAnswerOnANumberLine() throws {
        let d = try defect(in: "k/01-counting/add-within-5-l1.yaml", replacing: "answer: 4", with: "answer: 5", marker: "5\n    hints:\n      - Put")
        assertReported(d, "ITEM-ANSWER", message: "answer 5 does not match 1 + 3 = 4", fixIt: "4")
    }

    func testAnUnknownStandardCode() throws {
        let d = try defect(in: "k/01-counting/unit.yaml", replacing: "standards: [NY-K.OA.5]\n", with: "standards: [NY-K.OA.6]\n", marker: "NY-K.OA.6")
        assertReported(d, "REF-UNKNOWN", message: "unknown standard 'NY-K.OA.6'; did you mean 'NY-K.OA.5'?", fixIt: "NY-K.OA.5")
        // The standard the skill was meant to teach is now uncovered: that follows from the
        // misspelt code, so it is held back in the code's notes rather than reported beside it.
        XCTAssertEqual(d.findings("TRACE-STANDARD-UNCOVERED").map(\.message), [])
        XCTAssertEqual(
            d.findings("REF-UNKNOWN").first?.notes.map(\.message),
            ["held back until this is fixed: NY-K.OA.5 is not taught by any skill [TRACE-STANDARD-UNCOVERED]"])
    }

    func testAPrerequisiteCycle() throws {
        let d = try defect(
            in: "k/01-counting/unit.yaml",
            replacing: "standards: [NY-K.CC.5a, NY-K.CC.5b]\n    prerequisites: []",
            with: "standards: [NY-K.CC.5a, NY-K.CC.5b]\n    prerequisites: [k.counting.compare]",
            marker: "k.counting.count-to-10]")
        // Reported once, at the prerequisite that closes the cycle (the compare skill's).
        assertReported(
            d, "TRACE-PREREQUISITE-CYCLE",
            message: "prerequisites form a cycle: k.counting.count-to-10 → k.counting.compare → k.counting.count-to-10")
        XCTAssertEqual(d.findings("TRACE-PREREQUISITE-ORDER").count, 0, "a cycle is not also an order problem")
    }

    func testALessonPointingAtAMisspelledSkill() throws {
        let d = try defect(in: "k/01-counting/compare-l1.yaml", replacing: "skill: k.counting.compare", with: "skill: k.counting.compair", marker: "k.counting.compair")
        assertReported(d, "REF-UNKNOWN", message: "unknown skill 'k.counting.compair'; did you mean 'k.counting.compare'?", fixIt: "k.counting.compare")
        XCTAssertEqual(d.findings("TRACE-ITEM-UNTRACED").count, 0, "the dangling skill is reported once, by REF-UNKNOWN")
    }

    func testNumbersOutOfAStandardsRange() throws {
        let d = try defect(
            in: "k/01-counting/add-within-5-l1.yaml", replacing: "prompt: What is 2 + 3?\n    answer: 5",
            with: "prompt: What is 4 + 3?\n    answer: 7", marker: "What is 4 + 3?")
        assertReported(d, "STD-RANGE", message: "the result 7 is outside 0–5, the range of NY-K.OA.5")
        XCTAssertEqual(d.findings("ITEM-ANSWER").count, 0)
    }

    func testAHopPastTheEndOfTheNumberLine() throws {
        let d = try defect(in: "k/01-counting/add-within-5-l1.yaml", replacing: "jumps: [3]", with: "jumps: [7]", marker: "7]")
        assertReported(d, "ITEM-IMPOSSIBLE", message: "this jump lands on 8, past the end of the line at 5")
        XCTAssertEqual(
            d.findings("STD-RANGE").map { "\($0.location.line):\($0.location.column) \($0.message)" },
            ["\(d.line):\(d.column) 7 is outside 0–5, the range of NY-K.OA.5", "\(d.line):\(d.column) 8 is outside 0–5, the range of NY-K.OA.5"])
    }

    func testANumberInsideAPromptIsPointedAt() throws {
        let d = try defect(
            in: "k/01-counting/add-within-5-l1.yaml", replacing: "prompt: What is 2 + 3?\n    answer: 5",
            with: "prompt: What is 2 + 13?\n    answer: 15", marker: "13?")
        let found = d.findings("STD-RANGE").map { "\($0.location.line):\($0.location.column) \($0.message)" }
        XCTAssertTrue(found.contains("\(d.line):\(d.column) 13 is outside 0–5, the range of NY-K.OA.5"), "\(found)")
    }

    func testALessonWithoutAQuickCheck() throws {
        let d = try defect(in: "k/01-counting/compare-l1.yaml", replacing: "    quickCheck: true\n", with: "", marker: "k.counting.compare.l1")
        assertReported(d, "ASSESS-QUICK-CHECK", message: "lesson has no quick-check item")
    }

    func testAMasteryCheckWithTheWrongRole() throws {
        let d = try defect(in: "k/01-counting/mastery.yaml", replacing: "role: masteryCheck", with: "role: practiceSet", marker: "practiceSet")
        assertReported(d, "ASSESS-MASTERY-CHECK", message: "a lesson that names its unit is a mastery check, but its role is practiceSet", fixIt: "masteryCheck")
    }

    func testUncoveredStandardsAreErrorsUnderStrict() throws {
        var strict = CompileOptions()
        strict.strict = true
        let entry = "  - code: NY-K.CC.7\n    domain: CC\n    cluster: Compare numbers.\n    description: Compare numerals.\n"
        let lenient = try defect(in: "standards/k.yaml", replacing: "  - code: NY-K.OA.5\n", with: entry + "  - code: NY-K.OA.5\n", marker: "code: NY-K.CC.7")
        let gated = try defect(
            in: "standards/k.yaml", replacing: "  - code: NY-K.OA.5\n", with: entry + "  - code: NY-K.OA.5\n", marker: "code: NY-K.CC.7", options: strict)
        assertReported(lenient, "TRACE-STANDARD-UNCOVERED", message: "NY-K.CC.7 is not taught by any skill")
        XCTAssertEqual(lenient.findings("TRACE-STANDARD-UNCOVERED").first?.severity, .warning)
        XCTAssertEqual(gated.findings("TRACE-STANDARD-UNCOVERED").first?.severity, .error)
    }

    /// Decoding leaves out what the schema rejected; no rule may trap on what is left.
    func testMalformedContentNeverCrashesARule() throws {
        var items = ""
        let junk = [
            "objects: 7", "filled: -9223372036854775808", "jumps: [9223372036854775807, 9223372036854775807]",
            "core: []", "shown: -5", "categories: [1, 2]", "coins: [euro]", "time: 330", "tens: 922337203685477580",
            "shares: 0", "equation: 5", "sequence: []", "parts: {a: 1}", "rows: 0", "missing: [x]", "pairs: 5",
            "options: 3", "options: []", "rubric: 5", "rubric: {levels: 3, descriptors: [a]}", "difficulty: 9223372036854775807",
            "difficulty: -9223372036854775808", "standards: [NY-K.CC.5, 7, NY-1.OA.6a]", "answer: [1, [2]]", "answer: {a: 1}",
        ]
        for (index, type) in ItemTypes.all.enumerated() {
            for (offset, field) in junk.enumerated() {
                items += "  - id: i\(index * 100 + offset + 1)\n    type: \(type.name)\n    prompt: What is 99999999999999999999 + 1?\n    \(field)\n"
            }
        }
        let lesson = RuleExample.lesson(items, header: "rubric: {threshold: .nan, window: -3, sessions: 0, hintPenalty: -1, maxDifficulty: -9223372036854775808, reviewIntervals: [99999999999999999999d, 1152921504606846976w, x]}")
        let unit = RuleExample("k/02-odd/unit.yaml", """
            kind: Unit
            id: k.odd
            order: -9223372036854775808
            standards: [NY-1.OA.6a]
            prerequisites: [k.odd, k.counting, k.none]
            remediation: {skill: k.odd.a}
            skills:
              - {id: k.odd.a, standards: [], prerequisites: [k.odd.b, k.odd.a], remediation: {skill: k.odd.b}}
              - {id: k.odd.b, standards: [NY-K.CC.5], prerequisites: [k.odd.a]}

            """)
        let manifest = RuleExample.manifest("targets: {K: {lessonsPerSkill: [4, 1], itemsPerLesson: x, lessons: -1}}\nrubric: {reviewIntervals: []}")
        let compilation = try RuleExampleTests.compile(RuleExample(files: lesson.files + unit.files + manifest.files))
        XCTAssertFalse(compilation.diagnostics.isEmpty)
    }
}
