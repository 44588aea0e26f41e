import CurriculumModel
import Foundation
import XCTest

@testable import CurriculumCompiler

/// `curriculum diff`: what changed between two builds and the bump it requires.
final class BundleDiffTests: XCTestCase {
    private let l1 = "curriculum/k/01-counting/count-objects-l1.yaml"

    /// The fixture's bundle before and after `edit`, built with the rules in `allowing` turned
    /// off (`--rule ID=off`) where the edit leaves errors a build would stop at.
    private func diff(allowing: [String] = [], _ edit: (TemporaryTree) throws -> Void) throws -> BundleDiff {
        let tree = try SampleCurriculum.copy()
        let old = try SampleCurriculum.build(tree.curriculum)[0].read()
        try edit(tree)
        var options = CompileOptions()
        options.ruleOverrides = allowing.map { ($0, .off) }
        let new = try SampleCurriculum.build(tree.curriculum, options: options)[0].read()
        return BundleDiff.compare(old, new)
    }

    func testNoChangesNeedNoBump() throws {
        let d = try diff { _ in }
        XCTAssertEqual(d.changes, [])
        XCTAssertEqual(d.required, .none)
        XCTAssertEqual(d.requiredVersion?.description, "1.0.0")
        XCTAssertTrue(d.satisfied)
    }

    func testRemovingAnItemIsMajor() throws {
        let d = try diff { tree in
            try tree.edit(self.l1) { text in
                let start = text.range(of: "  - id: i4")!.lowerBound
                return String(text[..<start])
            }
        }
        XCTAssertEqual(d.changes, [BundleChange(entity: "item", id: "k.counting.count-objects.l1/i4", kind: .removed, fields: [], bump: .major)])
        XCTAssertEqual(d.required, .major)
        XCTAssertEqual(d.requiredVersion?.description, "2.0.0")
        XCTAssertFalse(d.satisfied)
    }

    func testAddingAnItemIsMinor() throws {
        let d = try diff { tree in
            try tree.edit(self.l1) {
                $0 + """
                      - id: i5
                        type: counting
                        prompt: How many fish?
                        objects: {name: fish, count: 3, arrangement: line}
                        answer: 3
                        hints: [Touch each fish as you count.]
                        feedback: {incorrect: Touch each fish once as you count.}

                    """
            }
        }
        XCTAssertEqual(d.changes, [BundleChange(entity: "item", id: "k.counting.count-objects.l1/i5", kind: .added, fields: [], bump: .minor)])
        XCTAssertEqual(d.required, .minor)
        XCTAssertEqual(d.requiredVersion?.description, "1.1.0")
    }

    func testRewordingAPromptIsPatch() throws {
        let d = try diff { tree in
            try tree.edit(self.l1) { $0.replacingOccurrences(of: "prompt: How many apples?", with: "prompt: How many red apples?") }
        }
        XCTAssertEqual(d.changes, [BundleChange(entity: "item", id: "k.counting.count-objects.l1/i1", kind: .changed, fields: ["prompt"], bump: .patch)])
        XCTAssertEqual(d.required, .patch)
        XCTAssertEqual(d.requiredVersion?.description, "1.0.1")
    }

    func testASpokenFormThatChangesAloneIsPatch() throws {
        let old = try SampleCurriculum.build()[0].read()
        var new = old
        new.lessons[0].items[0].spoken = .init(labels: ["10 + 3": "10 plus 3"])
        let id = new.lessons[0].items[0].fullId
        let d = BundleDiff.compare(old, new)
        XCTAssertEqual(d.changes, [BundleChange(entity: "item", id: id, kind: .changed, fields: ["spoken.labels"], bump: .patch)])
        XCTAssertEqual(d.required, .patch)
    }

    func testCopyEditsOfTitlesHintsFeedbackAndAltArePatch() throws {
        let d = try diff { tree in
            try tree.edit(self.l1) {
                $0.replacingOccurrences(of: "title: Count the apples", with: "title: Count apples")
                    .replacingOccurrences(of: "Touch each apple as you count.", with: "Touch every apple as you count.")
                    .replacingOccurrences(of: "correct: Yes! You counted every apple.", with: "correct: Yes! You counted them all.")
                    .replacingOccurrences(of: "alt: Red apples in a row on a table", with: "alt: Apples in a row on a table")
            }
            try tree.edit("curriculum/k/01-counting/unit.yaml") { $0.replacingOccurrences(of: "title: Counting and comparing", with: "title: Counting and comparing groups") }
        }
        XCTAssertEqual(d.required, .patch)
        XCTAssertEqual(d.changes.map { "\($0.entity) \($0.id): \($0.fields.joined(separator: ","))" }, [
            "unit k.counting: title",
            "lesson k.counting.count-objects.l1: title",
            "item k.counting.count-objects.l1/i1: hints,feedback,image.alt",
        ])
    }

    func testChangingAnswersOptionsTypesOrTypeFieldsIsMajor() throws {
        // The ten frame's fields stay, so only the type changes.
        let d = try diff(allowing: ["SCHEMA-UNKNOWN-FIELD"]) { tree in
            try tree.edit(self.l1) {
                let answer = $0.replacingOccurrences(of: "objects: {name: apple, count: 4, arrangement: line}\n    answer: 4", with: "objects: {name: apple, count: 5, arrangement: line}\n    answer: 5")
                return answer.replacingOccurrences(of: "options: [3, 4, 5, 6]", with: "options: [5, 6, 7, 8]")
                    .replacingOccurrences(of: "type: tenFrame", with: "type: numericInput")
            }
        }
        XCTAssertEqual(d.required, .major)
        let byID = Dictionary(uniqueKeysWithValues: d.changes.map { ($0.id, $0) })
        XCTAssertEqual(byID["k.counting.count-objects.l1/i1"]?.fields, ["answer", "fields.objects"])
        XCTAssertEqual(byID["k.counting.count-objects.l1/i2"]?.fields, ["type"])
        XCTAssertEqual(byID["k.counting.count-objects.l1/i3"]?.fields, ["options"])
        XCTAssertTrue(d.changes.allSatisfy { $0.bump == .major || $0.entity == "lesson" })
    }

    func testRenamingALessonOrBadgeIsPatchAndRemovingALessonIsMajor() throws {
        let added = try diff { tree in
            try tree.edit("curriculum/k/01-counting/compare-numbers-l1.yaml") { $0.replacingOccurrences(of: "title: More, fewer or the same", with: "title: More or fewer") }
            try tree.edit("curriculum/badges.yaml") { $0.replacingOccurrences(of: "name: Compare Champ", with: "name: Comparing Champ") }
        }
        XCTAssertEqual(added.required, .patch)
        // The skill's badge still asks for two mastered lessons.
        let removed = try diff(allowing: ["TRACE-BADGE"]) { tree in
            try FileManager.default.removeItem(at: tree.curriculum.appendingPathComponent("k/01-counting/count-objects-l2.yaml"))
        }
        XCTAssertEqual(removed.required, .major)
        XCTAssertTrue(removed.changes.contains(BundleChange(entity: "lesson", id: "k.counting.count-objects.l2", kind: .removed, fields: [], bump: .major)))
        XCTAssertEqual(removed.changes.filter { $0.entity == "item" && $0.kind == .removed }.count, 3)
    }

    func testAnyOtherContentChangeIsAtLeastPatch() throws {
        let d = try diff { tree in
            try tree.edit("curriculum/analytics.yaml") { $0.replacingOccurrences(of: "numberLine: [number_line_jumped]", with: "numberLine: [number_line_jumped, ten_frame_filled]") }
        }
        XCTAssertEqual(d.changes, [BundleChange(entity: "content", id: "files", kind: .changed, fields: ["analytics.json"], bump: .patch)])
    }

    // MARK: - The command and its gate

    /// Builds the fixture to `dist/old`, edits it, sets its version, and builds it to `dist/new`.
    private func buildPair(version: String, _ edit: (TemporaryTree) throws -> Void) throws -> TemporaryTree {
        let tree = try SampleCurriculum.copy()
        XCTAssertEqual(runCLI(["build", "curriculum", "--out", "dist/old"], in: tree.url).code, .success)
        try edit(tree)
        if version != "1.0.0" {
            try tree.edit("curriculum/curriculum.yaml") { $0.replacingOccurrences(of: "version: 1.0.0", with: "version: \(version)") }
        }
        let built = runCLI(["build", "curriculum", "--out", "dist/new"], in: tree.url)
        XCTAssertEqual(built.code, .success, built.out + built.err)
        return tree
    }

    private func removeI4(_ tree: TemporaryTree) throws {
        try tree.edit(l1) { String($0[..<$0.range(of: "  - id: i4")!.lowerBound]) }
    }

    func testTheGateFailsWhenTheVersionIsTooSmall() throws {
        let tree = try buildPair(version: "1.1.0", removeI4)
        let result = runCLI(["diff", "dist/old/math-kindergarten-1.0.0", "dist/new/math-kindergarten-1.1.0", "--require-bump"], in: tree.url)
        XCTAssertEqual(result.code, .contentErrors)
        XCTAssertTrue(result.out.contains("removed item k.counting.count-objects.l1/i4"), result.out)
        XCTAssertTrue(result.out.contains("requires a major bump: 1.0.0 → 2.0.0 or later; 1.1.0 is not"), result.out)
        // Without the gate the same diff only reports.
        XCTAssertEqual(runCLI(["diff", "dist/old/math-kindergarten-1.0.0", "dist/new/math-kindergarten-1.1.0"], in: tree.url).code, .success)
    }

    func testTheGatePassesWithABigEnoughBump() throws {
        let tree = try buildPair(version: "2.0.0", removeI4)
        // Output folders pair their bundles by id.
        let result = runCLI(["diff", "dist/old", "dist/new", "--require-bump", "--format", "json"], in: tree.url)
        XCTAssertEqual(result.code, .success, result.err)
        let json = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any]
        XCTAssertEqual(json?["required"] as? String, "major")
        XCTAssertEqual(json?["satisfied"] as? Bool, true)
        let bundle = (json?["bundles"] as? [[String: Any]])?.first
        XCTAssertEqual(bundle?["requiredVersion"] as? String, "2.0.0")
        XCTAssertEqual(bundle?["newVersion"] as? String, "2.0.0")
        let change = (bundle?["changes"] as? [[String: Any]])?.first
        XCTAssertEqual(change?["id"] as? String, "k.counting.count-objects.l1/i4")
        XCTAssertEqual(change?["change"] as? String, "removed")
        XCTAssertEqual(change?["bump"] as? String, "major")
    }

    func testAPatchEditPassesAPatchBumpAndFailsNone() throws {
        let reword: (TemporaryTree) throws -> Void = { tree in
            try tree.edit(self.l1) { $0.replacingOccurrences(of: "prompt: How many apples?", with: "prompt: How many red apples?") }
        }
        let patched = try buildPair(version: "1.0.1", reword)
        XCTAssertEqual(runCLI(["diff", "dist/old", "dist/new", "--require-bump"], in: patched.url).code, .success)
        let same = try buildPair(version: "1.0.0", reword)
        let result = runCLI(["diff", "dist/old", "dist/new", "--require-bump"], in: same.url)
        XCTAssertEqual(result.code, .contentErrors)
        XCTAssertTrue(result.out.contains("changed item k.counting.count-objects.l1/i1: prompt"), result.out)
        XCTAssertTrue(result.out.contains("requires a patch bump: 1.0.0 → 1.0.1 or later; 1.0.0 is not"), result.out)
    }

    func testDiffUsageAndUnreadableBundles() throws {
        let tree = try SampleCurriculum.copy()
        XCTAssertEqual(runCLI(["diff", "only-one"], in: tree.url).code, .usage)
        XCTAssertEqual(runCLI(["diff", "a", "b", "--format", "xml"], in: tree.url).code, .usage)
        XCTAssertEqual(runCLI(["diff", "missing-a", "missing-b"], in: tree.url).code, .failure)
        XCTAssertEqual(runCLI(["build", "curriculum", "--out", "dist"], in: tree.url).code, .success)
        try tree.write("dist/math-kindergarten-1.0.0/units.json", "[]\n")
        let tampered = runCLI(["diff", "dist/math-kindergarten-1.0.0", "dist/math-kindergarten-1.0.0"], in: tree.url)
        XCTAssertEqual(tampered.code, .failure)
        XCTAssertTrue(tampered.err.contains("units.json: size 3 bytes, manifest.json says"), tampered.err)
    }
}
