@testable import CurriculumLanguageServer
import Foundation
import XCTest

@testable import CurriculumCompiler

/// `lint --write-baseline FILE` and `lint --baseline FILE`: adopting a rule without failing CI
/// on the findings old content already has.
final class BaselineTests: XCTestCase {
    /// The base curriculum with two old findings: an unknown rule in the manifest (an error) and
    /// a byte order mark (a warning).
    func treeWithOldFindings() throws -> TemporaryTree {
        let tree = try baseCurriculumTree()
        try tree.edit("curriculum/curriculum.yaml", replacing: "rules: {}", with: "rules: {REF-UNKNWN: off}")
        try tree.write("curriculum/badges.yaml", "\u{FEFF}" + (try tree.read("curriculum/badges.yaml")))
        return tree
    }

    func testWriteBaselineRecordsEveryFindingAndExitsZero() throws {
        let tree = try treeWithOldFindings()
        let write = runCLI(["lint", "--write-baseline", "lint-baseline.json", "--min-severity", "error"], in: tree.url)
        XCTAssertEqual(write.code, .success, write.err)
        XCTAssertEqual(write.out, "")
        XCTAssertTrue(write.err.contains("wrote 2 findings to baseline lint-baseline.json"), write.err)

        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(try tree.read("lint-baseline.json").utf8)) as? [String: Any])
        XCTAssertEqual(json["version"] as? Int, 1)
        let findings = try XCTUnwrap(json["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.compactMap { $0["ruleId"] as? String }, ["YAML-BOM", "CONFIG-UNKNOWN-RULE"])
        XCTAssertEqual(findings.compactMap { $0["path"] as? String }, ["curriculum/badges.yaml", "curriculum/curriculum.yaml"])
        for finding in findings {
            XCTAssertEqual((finding["fingerprint"] as? String)?.count, 32)
        }
        // Deterministic: the same findings give the same bytes.
        let first = try tree.read("lint-baseline.json")
        XCTAssertEqual(runCLI(["lint", "--write-baseline", "lint-baseline.json"], in: tree.url).code, .success)
        XCTAssertEqual(try tree.read("lint-baseline.json"), first)
    }

    func testBaselineHidesOldFindingsAndReportsOnlyNewOnes() throws {
        let tree = try treeWithOldFindings()
        XCTAssertEqual(runCLI(["lint"], in: tree.url).code, .contentErrors)
        XCTAssertEqual(runCLI(["lint", "--write-baseline", "lint-baseline.json"], in: tree.url).code, .success)

        let clean = runCLI(["lint", "--baseline", "lint-baseline.json"], in: tree.url)
        XCTAssertEqual(clean.code, .success)
        XCTAssertEqual(clean.out, "no problems in 12 files\n")
        XCTAssertEqual(clean.err, "2 findings in baseline lint-baseline.json not shown\n")

        // A new finding fails the run and is the only one shown.
        try tree.write("curriculum/k/01-counting/extra.yaml", "# yaml-language-server: $schema=../../../schemas/word-list.schema.json\nkind: WordList\nid: copy.extra\nid: copy.again\npurpose: idioms\nwords: [in a pickle]\n")
        let new = runCLI(["lint", "--baseline", "lint-baseline.json", "--format", "json"], in: tree.url)
        XCTAssertEqual(new.code, .contentErrors)
        XCTAssertEqual(try ruleIDs(inJSON: new.out), ["YAML-DUPLICATE-KEY"])
        XCTAssertTrue(new.err.contains("2 findings in baseline"), new.err)
    }

    func testFingerprintsSurviveLinesMovingAndRunsFromAnotherFolder() throws {
        let tree = try treeWithOldFindings()
        XCTAssertEqual(runCLI(["lint", "--write-baseline", "lint-baseline.json"], in: tree.url).code, .success)
        // Lines added above both findings move them down.
        try tree.edit("curriculum/curriculum.yaml", replacing: "kind: Curriculum\n", with: "# a comment\n\nkind: Curriculum\n")
        try tree.edit("curriculum/badges.yaml", replacing: "kind: Badges\n", with: "# badges\nkind: Badges\n")
        let moved = runCLI(["lint", "--baseline", "lint-baseline.json"], in: tree.url)
        XCTAssertEqual(moved.code, .success)
        XCTAssertEqual(moved.err, "2 findings in baseline lint-baseline.json not shown\n")
        // From inside the curriculum, paths print differently but name the same files.
        let inside = runCLI(["lint", ".", "--baseline", "../lint-baseline.json"], in: tree.url.appendingPathComponent("curriculum"))
        XCTAssertEqual(inside.code, .success, inside.out)
        XCTAssertTrue(inside.err.hasPrefix("2 findings in baseline"), inside.err)
        // One file given, as a pre-commit hook does.
        let file = runCLI(["lint", "curriculum/badges.yaml", "--baseline", "lint-baseline.json"], in: tree.url)
        XCTAssertEqual(file.code, .success, file.out)
        XCTAssertTrue(file.err.contains("1 finding in baseline"), file.err)
    }

    func testTwoFindingsOfOneRuleOnIdenticalLinesAreCountedApart() throws {
        let tree = try baseCurriculumTree([
            "curriculum/k/01-counting/extra.yaml": "kind: WordList\nid: copy.extra\nwords: [a]\nwords: [a]\nwords: [a]\n",
        ])
        XCTAssertEqual(runCLI(["lint", "--write-baseline", "b.json"], in: tree.url).code, .success)
        XCTAssertEqual(runCLI(["lint", "--baseline", "b.json"], in: tree.url).code, .success)
        try tree.write("curriculum/k/01-counting/extra.yaml", "kind: WordList\nid: copy.extra\nwords: [a]\nwords: [a]\nwords: [a]\nwords: [a]\n")
        let more = runCLI(["lint", "--baseline", "b.json", "--format", "json"], in: tree.url)
        XCTAssertEqual(try ruleIDs(inJSON: more.out), ["YAML-DUPLICATE-KEY"], "the third repeat is new")
    }

    func testFixedFindingsLeaveStaleEntriesThatAreNamed() throws {
        let tree = try treeWithOldFindings()
        XCTAssertEqual(runCLI(["lint", "--write-baseline", "lint-baseline.json"], in: tree.url).code, .success)
        try tree.edit("curriculum/curriculum.yaml", replacing: "rules: {REF-UNKNWN: off}", with: "rules: {}")
        let result = runCLI(["lint", "--baseline", "lint-baseline.json"], in: tree.url)
        XCTAssertEqual(result.code, .success)
        XCTAssertEqual(result.err, "1 finding in baseline lint-baseline.json not shown; 1 of its entries matches nothing now (fixed or edited): rewrite it with --write-baseline lint-baseline.json\n")
    }

    func testBaselineProblemsExitThreeAndMisuseExitsTwo() throws {
        let tree = try treeWithOldFindings()
        let missing = runCLI(["lint", "--baseline", "nope.json"], in: tree.url)
        XCTAssertEqual(missing.code, .failure)
        XCTAssertTrue(missing.err.contains("cannot read baseline 'nope.json'"), missing.err)
        try tree.write("junk.json", "{\"findings\": 3}")
        let junk = runCLI(["lint", "--baseline", "junk.json"], in: tree.url)
        XCTAssertEqual(junk.code, .failure)
        XCTAssertTrue(junk.err.contains("is not a curriculum baseline"), junk.err)
        XCTAssertEqual(runCLI(["lint", "--baseline", "a.json", "--write-baseline", "b.json"], in: tree.url).code, .usage)
    }
}
