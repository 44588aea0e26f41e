import Foundation
import XCTest

@testable import CurriculumCompiler

/// `lint` finds the curriculum it is run in, as git finds `.git`: from any folder inside it, with
/// or without a path, paths shown relative to where it runs.
final class CurriculumRootTests: XCTestCase {
    private func plantedTree() throws -> TemporaryTree {
        let tree = try SampleCurriculum.copy()
        try tree.edit("curriculum/k/01-counting/count-objects-l1.yaml") {
            $0.replacingOccurrences(of: "prompt: How many apples?", with: "promt: How many apples?")
        }
        return tree
    }

    func testLintWithNoPathFromInsideTheCurriculumChecksAllOfIt() throws {
        let tree = try plantedTree()
        let inside = tree.curriculum.appendingPathComponent("k/01-counting")
        let result = runCLI(["lint"], in: inside)
        XCTAssertEqual(result.code, .contentErrors, result.err)
        XCTAssertTrue(result.out.contains("../../k/01-counting/count-objects-l1.yaml:"), result.out)
        let fromRoot = runCLI(["lint"], in: tree.curriculum)
        XCTAssertTrue(fromRoot.out.contains("\nk/01-counting/count-objects-l1.yaml:") || fromRoot.out.hasPrefix("k/01-counting/count-objects-l1.yaml:"), fromRoot.out)
        XCTAssertEqual(runCLI(["lint"], in: tree.url).code, .contentErrors, "from above, curriculum/ as before")
    }

    func testAFolderInsideTheCurriculumIsCheckedAsPartOfIt() throws {
        let tree = try plantedTree()
        let unit = runCLI(["lint", "."], in: tree.curriculum.appendingPathComponent("k/01-counting"))
        XCTAssertEqual(unit.code, .contentErrors, unit.err + unit.out)
        XCTAssertTrue(unit.out.contains("count-objects-l1.yaml:"), unit.out)
        XCTAssertFalse(unit.out.contains("cannot read"), unit.out)
        // A sibling folder without the error: clean, though cross-file rules saw the whole curriculum.
        let elsewhere = runCLI(["lint", "curriculum/standards"], in: tree.url)
        XCTAssertEqual(elsewhere.code, .success, elsewhere.out)
        XCTAssertFalse(elsewhere.out.contains("count-objects-l1.yaml"), elsewhere.out)
    }

    func testNoCurriculumAnywhereIsAUsageErrorThatSaysSo() throws {
        let empty = try TemporaryTree()
        let result = runCLI(["lint"], in: empty.url)
        XCTAssertEqual(result.code, .usage)
        XCTAssertTrue(result.err.contains("no curriculum here"), result.err)
    }

    func testShownPathsWalkUpCorrectly() {
        XCTAssertEqual(CurriculumRoot.up("."), "..")
        XCTAssertEqual(CurriculumRoot.up(".."), "../..")
        XCTAssertEqual(CurriculumRoot.up("a/b"), "a")
        XCTAssertEqual(CurriculumRoot.up("a"), ".")
        XCTAssertEqual(CurriculumRoot.up("../x"), "..")
    }
}
