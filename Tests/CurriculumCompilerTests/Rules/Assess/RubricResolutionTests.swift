import CurriculumModel
import XCTest

@testable import CurriculumCompiler

final class RubricResolutionTests: XCTestCase {
    func testReviewIntervalsConvertToDays() {
        XCTAssertEqual(ReviewInterval.days("3d"), 3)
        XCTAssertEqual(ReviewInterval.days("1w"), 7)
        XCTAssertEqual(ReviewInterval.days("2w"), 14)
        XCTAssertEqual(ReviewInterval.days("1mo"), 30)
        XCTAssertEqual(ReviewInterval.days("0d"), 0)
        XCTAssertEqual(ReviewInterval.days("3"), 3, "a bare number is days")
        for junk in ["", "d", "3x", "-1d", "1.5w", "３d", "1 w", "99999999999999999999d", "1317624576693539402mo"] {
            XCTAssertNil(ReviewInterval.days(junk), junk)
        }
    }

    func testLessonsOverrideTheManifestWhichOverridesTheStandard() throws {
        let catalog = try RuleExampleTests.compile(RuleExample(files: [])).catalog
        let lessons = Dictionary(uniqueKeysWithValues: catalog.lessons.map { ($0.id.value, $0) })
        let practice = try XCTUnwrap(lessons["k.counting.compare.l1"])
        let mastery = try XCTUnwrap(lessons["k.counting.mastery"])
        let manifest = Rubric(threshold: 0.8, window: 2, sessions: 2, hintPenalty: 0.1, maxDifficulty: 3, reviewIntervals: [3, 7, 14, 30])
        XCTAssertEqual(catalog.defaultRubric, manifest)
        XCTAssertEqual(catalog.rubric(for: practice), manifest)
        var expected = manifest
        expected.threshold = 0.85
        XCTAssertEqual(catalog.rubric(for: mastery), expected)
    }

    func testWithoutAManifestTheStandardRubricApplies() {
        XCTAssertEqual(Catalog().defaultRubric, .standard)
    }

    func testUnparsedIntervalsAreLeftOut() {
        var overrides = RubricOverrides()
        overrides.reviewIntervals = Located(["2d", "soon", "1mo"], at: .file("x"))
        overrides.window = Located(4, at: .file("x"))
        let r = overrides.applied(to: .standard)
        XCTAssertEqual(r.reviewIntervals, [2, 30])
        XCTAssertEqual(r.window, 4)
        XCTAssertEqual(r.threshold, Rubric.standard.threshold)
    }
}
