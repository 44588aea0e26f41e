@testable import CurriculumSyntax
import Foundation
import XCTest

@testable import CurriculumCompiler

/// ASSESS-DIFFICULTY-DROP on the shipped curriculum: where a drop is reported, what its note
/// points at, how mastery checks are judged, and what the manifest's allowance changes.
final class AssessDifficultyDropTests: XCTestCase {
    static let counting = "k/01-counting/count-objects-l1.yaml"
    static let dataCheck = "k/06-data/mastery.yaml"

    func drops(_ example: RuleExample) throws -> [Diagnostic] {
        try RuleExampleTests.Workspace().compile(example).diagnostics.filter { $0.ruleID == AssessDifficultyDrop.description.id }
    }

    func shipped(_ path: String) throws -> String {
        try String(contentsOf: PinnedCurriculum.url.appendingPathComponent(path), encoding: .utf8)
    }

    func testADropIsReportedAtTheDifficultyWithANoteAtTheHarderItem() throws {
        let found = try drops(.item("i7", in: Self.counting, RuleExample.kofiCarsEasy))
        XCTAssertEqual(found.count, 1)
        let drop = try XCTUnwrap(found.first)
        XCTAssertEqual(drop.severity, .warning)
        XCTAssertEqual(drop.message, "difficulty 1 is lower than item i5's 2 before it")
        XCTAssertEqual(drop.location.path, "curriculum/\(Self.counting)")
        XCTAssertEqual(drop.location.line, 84, "item i7's `difficulty:`")
        XCTAssertEqual(drop.notes.first?.message, "item i5, earlier in the lesson, has difficulty 2")
        XCTAssertEqual(drop.notes.first?.location?.line, 70, "item i5's `difficulty:`")
    }

    func testAnItemWithoutADifficultyIsLevelOneReportedAtItsID() throws {
        let found = try drops(.item("i7", in: Self.counting, RuleExample.kofiCars.replacingOccurrences(of: "  difficulty: 2\n", with: "")))
        XCTAssertEqual(found.map(\.message), ["difficulty 1 is lower than item i5's 2 before it"])
        XCTAssertEqual(found.first?.location.line, 82, "item i7's `id:`")
    }

    func testTheManifestAllowsADropOfSomeLevels() throws {
        let allowed = RuleExample.replacing("maxDifficultyDrop: 0", in: "curriculum.yaml", with: "maxDifficultyDrop: 1")
        XCTAssertEqual(try drops(allowed + .item("i7", in: Self.counting, RuleExample.kofiCarsEasy)).count, 0)
        // i4 at 3, then Kofi's cars at 1: two levels down, one more than allowed.
        let found = try drops(allowed + .replacing("difficulty: 2", in: Self.counting, with: "difficulty: 3")
            + .item("i7", in: Self.counting, RuleExample.kofiCarsEasy))
        XCTAssertEqual(found.map(\.message), ["difficulty 1 is lower than item i4's 3 before it"])
        XCTAssertEqual(found.first?.notes.last?.message, "an item may be at most 1 level below the hardest before it (targets.maxDifficultyDrop)")
    }

    func testAMasteryCheckIsJudgedPerSkill() throws {
        // Sorting's i5 at 1 follows sorting's i2 at 2, across the counting items between them.
        let text = try shipped(Self.dataCheck).replacingOccurrences(
            of: "skill: k.data.sort-into-groups\n    difficulty: 2\n    prompt: Dev sorts his socks by color.",
            with: "skill: k.data.sort-into-groups\n    difficulty: 1\n    prompt: Dev sorts his socks by color.")
        let found = try drops(RuleExample(Self.dataCheck, text))
        XCTAssertEqual(found.map(\.message), ["difficulty 1 is lower than item i2's 2 before it"])
        XCTAssertEqual(found.first?.notes.first?.message, "item i2 of skill k.data.sort-into-groups, earlier in the lesson, has difficulty 2")
        // The measurement check's second skill starts at 1 after the first skill's 3: no drop.
        XCTAssertEqual(try drops(.replacing("difficulty: 2", in: "1/07-measurement/mastery.yaml", with: "difficulty: 3")).count, 0)
    }

    func testASuppressionWithAReasonSilencesIt() throws {
        let explained = RuleExample.kofiCarsEasy + """
              suppress:
                - {rule: ASSESS-DIFFICULTY-DROP, reason: a quick reminder that the last number tells how many}

            """
        let compilation = try RuleExampleTests.Workspace().compile(.item("i7", in: Self.counting, explained))
        // The example rewrites a translated item, so its Spanish goes stale (L10N-STALE), as it should.
        XCTAssertEqual(RuleExampleTests.describe(compilation.diagnostics.filter { $0.ruleID != AssetPlaceholder.id && !$0.ruleID.hasPrefix("L10N-") }), [])
        XCTAssertTrue(compilation.diagnostics.contains { $0.ruleID == L10nStale.id && $0.location.path.hasSuffix("es-US.xcstrings") })
    }
}
