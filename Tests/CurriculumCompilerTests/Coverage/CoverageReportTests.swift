import Foundation
import XCTest

@testable import CurriculumCompiler

/// The coverage report's numbers, on the bundle-sample fixture.
final class CoverageReportTests: XCTestCase {
    private var report: CoverageReport { CoverageReport(catalog: SampleCurriculum.catalog(), readingLevel: NoReadingLevel()) }

    func testStandardsByStatusUncoveredFirst() {
        let r = report
        XCTAssertEqual(r.standards.map(\.code), ["NY-K.OA.5", "NY-K.CC.6", "NY-K.CC.7", "NY-K.CC.4a", "NY-K.CC.5a", "NY-K.CC.5b"])
        XCTAssertEqual(r.standards.map(\.status), [.uncovered, .thin, .thin, .covered, .covered, .covered])
        XCTAssertFalse(r.standards.contains { $0.code == "NY-K.CC.5" }, "a heading is covered through its parts")
        let cc5b = r.standards.first { $0.code == "NY-K.CC.5b" }!
        XCTAssertEqual(cc5b.items, 9)
        XCTAssertEqual(cc5b.lessons, 3)
        XCTAssertEqual(cc5b.skills, ["k.counting.count-objects"])
        XCTAssertEqual(cc5b.itemTypes.first?.type, "counting")
        XCTAssertEqual(cc5b.itemTypes.first?.items, 4)
        let cc7 = r.standards.first { $0.code == "NY-K.CC.7" }!
        XCTAssertEqual(cc7.items, 2)
        XCTAssertEqual(cc7.lessons, 2)
        XCTAssertEqual(cc7.itemTypes.map(\.type), ["compare"])
        XCTAssertEqual(r.coveredShare, .init(count: 3, total: 6))
        XCTAssertEqual(r.coveredShare.percent, 50)
        XCTAssertEqual(r.summaryLine, "3 of 6 standards covered (50.0 %), 2 thin, 1 uncovered")
    }

    func testStatusThresholds() {
        XCTAssertEqual([0, 1, 2, 3, 40].map(CoverageReport.Status.init(items:)), [.uncovered, .thin, .thin, .covered, .covered])
    }

    func testGradesAgainstTheManifestTargets() throws {
        let k = try XCTUnwrap(report.grades.first)
        XCTAssertEqual(report.grades.count, 1)
        XCTAssertEqual(k.grade, .kindergarten)
        XCTAssertEqual([k.units, k.skills, k.lessons, k.items], [1, 2, 4, 13])
        XCTAssertEqual(k.lessonsShare, .init(count: 4, total: 4))
        XCTAssertEqual(k.itemsShare, .init(count: 13, total: 13))
        XCTAssertEqual(k.skillsOffTarget, [])
        XCTAssertEqual(k.lessonsOffTarget, [], "mastery checks are not held to the items-per-lesson target")
        XCTAssertEqual(k.standards, [.covered: 3, .thin: 2, .uncovered: 1])
    }

    func testItemTypeMix() {
        XCTAssertEqual(report.itemTypes.map(\.type), ["counting", "compare", "multipleChoice", "tenFrame", "numberLine", "wordProblem"])
        XCTAssertEqual(report.itemTypes.map(\.items), [4, 3, 2, 2, 1, 1])
        XCTAssertEqual(report.items, 13)
    }

    func testHintFeedbackAndAltTextCoverage() throws {
        XCTAssertEqual(report.hints, .init(count: 13, total: 13))
        XCTAssertEqual(report.feedbackIncorrect, .init(count: 13, total: 13))
        XCTAssertEqual(report.alt, .init(count: 3, total: 3))
        let tree = try SampleCurriculum.copy()
        try tree.edit("curriculum/k/01-counting/count-objects-l1.yaml") {
            $0.replacingOccurrences(of: "image: {asset: k-apples-line-4, alt: Red apples in a row on a table}", with: "image: {asset: k-apples-line-4}")
                .replacingOccurrences(of: "    hints:\n      - Touch each apple as you count.\n", with: "")
                .replacingOccurrences(of: "      correct: Yes! There are 6 dots.\n", with: "")
        }
        let edited = CoverageReport(catalog: SampleCurriculum.catalog(tree.curriculum), readingLevel: NoReadingLevel())
        XCTAssertEqual(edited.alt, .init(count: 2, total: 3))
        XCTAssertEqual(edited.alt.percent, 66.7)
        XCTAssertEqual(edited.hints, .init(count: 12, total: 13))
        XCTAssertEqual(edited.feedbackCorrect, .init(count: 12, total: 13))
        XCTAssertEqual(edited.hints.text, "12 / 13 (92.3 %)")
    }

    func testReadingLevelsAreBucketedOrLeftOut() throws {
        XCTAssertNil(report.readingLevels, "no estimator, no section")
        struct WordsPerPrompt: ReadingLevelEstimator {
            func gradeLevel(of text: String, grade: Grade) -> Double? { Double(text.split(separator: " ").count) / 4 }
        }
        let levels = try XCTUnwrap(CoverageReport(catalog: SampleCurriculum.catalog(), readingLevel: WordsPerPrompt()).readingLevels)
        XCTAssertEqual(levels.map(\.label), ["below 1.0", "1.0–1.4", "1.5–1.9", "2.0–2.4", "2.5–2.9", "3.0 and up"])
        XCTAssertEqual(levels.reduce(0) { $0 + $1.total }, 13)
        XCTAssertEqual(levels[0].counts[.kindergarten], 2, "\"How many apples?\" and \"How many stars?\"")
        XCTAssertEqual(levels.last?.total, 1, "the word problem")
    }

    func testAnalyticsCoverage() throws {
        let a = try XCTUnwrap(report.analytics)
        XCTAssertEqual(a.defined.count, 6)
        XCTAssertEqual(a.emitted, ["item_presented", "item_answered", "hint_used", "ten_frame_filled", "number_line_jumped"])
        XCTAssertEqual(a.notEmitted, ["session_started"])
        XCTAssertEqual(a.undefined, [])
        XCTAssertEqual(a.share.percent, 83.3)
        XCTAssertEqual(a.byItemType.first { $0.type == "tenFrame" }?.events, ["item_presented", "item_answered", "hint_used", "ten_frame_filled"])
    }

    func testNaturalOrderOfCodes() {
        let codes = ["NY-K.CC.10", "NY-K.CC.2", "NY-K.OA.2b", "NY-K.OA.2a", "NY-K.CC.1", "NY-1.NBT.1"]
        XCTAssertEqual(codes.sorted(by: NaturalOrder.less), ["NY-1.NBT.1", "NY-K.CC.1", "NY-K.CC.2", "NY-K.CC.10", "NY-K.OA.2a", "NY-K.OA.2b"])
    }
}
