import Foundation
import XCTest

@testable import CurriculumCompiler

/// A reversed `[min, max]` pair in the manifest is an error at the pair, not a target that
/// silently stops being checked.
final class TargetReversedRangeTests: XCTestCase {
    func testAReversedFlowRangeIsAnErrorAtItsLocationWithASwapFixIt() throws {
        let tree = try baseCurriculumTree()
        try tree.edit("curriculum/curriculum.yaml", replacing: "lessonsPerSkill: [1, 4]", with: "lessonsPerSkill: [10, 9]")
        let result = runCLI(["lint"], in: tree.url)
        XCTAssertEqual(result.code, .contentErrors)
        XCTAssertTrue(result.out.hasPrefix("""
            curriculum/curriculum.yaml:11:24: error: targets.K.lessonsPerSkill is [10, 9]: the minimum is above the maximum, so no count can meet it [TARGET-REVERSED-RANGE]
             11 |   K: {lessonsPerSkill: [10, 9], itemsPerLesson: [2, 8], lessons: 3, items: 8}
                |                        ^~~~~~~
              fix-it: K: {lessonsPerSkill: [9, 10], itemsPerLesson: [2, 8], lessons: 3, items: 8}

            """), result.out)
    }

    func testEveryReversedPairIsReportedBlockListsToo() throws {
        let tree = try baseCurriculumTree()
        try tree.edit(
            "curriculum/curriculum.yaml", replacing: "  K: {lessonsPerSkill: [1, 4], itemsPerLesson: [2, 8], lessons: 3, items: 8}",
            with: """
                  K:
                    lessonsPerSkill: [4, 1]
                    itemsPerLesson:
                      - 8
                      - 2
                    lessons: 3
                    items: 8
                """)
        let compilation = try Compiler.compile(root: tree.url.appendingPathComponent("curriculum"), displayRoot: "curriculum")
        let found = compilation.diagnostics.filter { $0.ruleID == "TARGET-REVERSED-RANGE" }
        XCTAssertEqual(found.map { "\($0.location.line):\($0.location.column) \($0.severity) \($0.message)" }, [
            "12:22 error targets.K.lessonsPerSkill is [4, 1]: the minimum is above the maximum, so no count can meet it",
            "14:7 error targets.K.itemsPerLesson is [8, 2]: the minimum is above the maximum, so no count can meet it",
        ])
        XCTAssertEqual(found.map(\.fixIts.count), [1, 0], "only a one-line flow list is swapped in place")
    }

    func testAnEqualPairIsFine() throws {
        let tree = try baseCurriculumTree()
        try tree.edit("curriculum/curriculum.yaml", replacing: "lessonsPerSkill: [1, 4]", with: "lessonsPerSkill: [1, 1]")
        let compilation = try Compiler.compile(root: tree.url.appendingPathComponent("curriculum"), displayRoot: "curriculum")
        XCTAssertFalse(compilation.diagnostics.contains { $0.ruleID == "TARGET-REVERSED-RANGE" })
    }
}
