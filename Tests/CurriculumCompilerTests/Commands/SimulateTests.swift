import Foundation
import XCTest
import CurriculumModel

@testable import CurriculumCompiler

/// `curriculum simulate` on the base curriculum, whose manifest asks for an average of 0.8 over
/// the last 2 answers in 2 separate sessions.
final class SimulateTests: XCTestCase {
    static let lesson = "k.counting.count-to-10.l1"

    func simulate(_ answers: String, in tree: TemporaryTree? = nil, file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
        let tree = try tree ?? baseCurriculumTree()
        let result = runCLI(["simulate", Self.lesson, "--answers", answers, "--format", "json"], in: tree.url)
        XCTAssertEqual(result.code, .success, result.err, file: file, line: line)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any], result.out, file: file, line: line)
    }

    func testTwoAllCorrectSessionsMasterTheSkillAndOneDoesNot() throws {
        let one = try simulate("cc")
        XCTAssertEqual(one["state"] as? String, "learning")
        XCTAssertTrue(one["nextReviewDay"] is NSNull)

        let two = try simulate("cc|cc")
        XCTAssertEqual(two["state"] as? String, "mastered")
        XCTAssertEqual(two["masteredOnDay"] as? Int, 2)
        XCTAssertEqual(two["nextReviewDay"] as? Int, 5, "first review 3 days after mastery")
        XCTAssertEqual(two["points"] as? Int, 40)
        XCTAssertEqual(two["difficulty"] as? Int, 3, "two right answers in a row raise the level, up to maxDifficulty")
        let steps = try XCTUnwrap(two["steps"] as? [[String: Any]])
        XCTAssertEqual(steps.count, 4)
        XCTAssertEqual(steps.map { $0["item"] as? String }, ["i1", "i2", "i1", "i2"])
        XCTAssertEqual(steps.map { $0["session"] as? Int }, [1, 1, 2, 2])
        XCTAssertEqual(steps.map { $0["day"] as? Int }, [1, 1, 2, 2])
        XCTAssertEqual(steps.map { $0["state"] as? String }, ["learning", "learning", "learning", "mastered"])
        XCTAssertTrue(steps[0]["windowAverage"] is NSNull, "the window of 2 is not full after one answer")
        XCTAssertEqual(steps[1]["windowAverage"] as? Double, 1)
        XCTAssertEqual(steps[3]["score"] as? Double, 1)
        XCTAssertEqual(steps[3]["answer"] as? String, "c")
    }

    func testAWindowAverageBelowTheThresholdNeverMasters() throws {
        let result = try simulate("cx|xc|cx|xc|cx")
        XCTAssertEqual(result["state"] as? String, "learning")
        let steps = try XCTUnwrap(result["steps"] as? [[String: Any]])
        XCTAssertEqual(Set(steps.compactMap { $0["windowAverage"] as? Double }), [0.5])
        XCTAssertEqual(result["points"] as? Int, 50)
        // Hints cost 0.1 each: 0.9 still reaches 0.8.
        XCTAssertEqual(try simulate("hh|hh")["state"] as? String, "mastered")
    }

    func testSessionsLongerThanTheLessonGoRoundItsItems() throws {
        let result = try simulate("ccccc")
        let steps = try XCTUnwrap(result["steps"] as? [[String: Any]])
        XCTAssertEqual(steps.map { $0["item"] as? String }, ["i1", "i2", "i1", "i2", "i1"])
        XCTAssertEqual(result["state"] as? String, "learning", "one session, however long, is one session")
    }

    func testTheLessonsRubricOverridesTheManifests() throws {
        let tree = try baseCurriculumTree()
        try tree.edit("curriculum/k/01-counting/count-to-10-l1.yaml", replacing: "role: practiceSet\n",
                      with: "role: practiceSet\nrubric: {threshold: 0.95, window: 3, reviewIntervals: [1w, 1mo]}\n")
        let hints = try simulate("hhh|hhh", in: tree)
        XCTAssertEqual(hints["state"] as? String, "learning", "0.9 misses 0.95")
        let rubric = try XCTUnwrap(hints["rubric"] as? [String: Any])
        XCTAssertEqual(rubric["threshold"] as? Double, 0.95)
        XCTAssertEqual(rubric["window"] as? Int, 3)
        XCTAssertEqual(rubric["sessions"] as? Int, 2, "from the manifest")
        XCTAssertEqual(rubric["reviewIntervals"] as? [Int], [7, 30])
        XCTAssertEqual(try simulate("cc|cc", in: tree)["state"] as? String, "learning", "a window of 3 never fills in 2 answers")
        let three = try simulate("ccc|ccc", in: tree)
        XCTAssertEqual(three["state"] as? String, "mastered")
        XCTAssertEqual(three["nextReviewDay"] as? Int, 9)
    }

    func testTextShowsEveryStepAndTheOutcome() throws {
        let tree = try baseCurriculumTree()
        let result = runCLI(["simulate", Self.lesson, "--answers", "ch|cc"], in: tree.url)
        XCTAssertEqual(result.code, .success, result.err)
        XCTAssertEqual(result.out, """
            lesson k.counting.count-to-10.l1 (skill k.counting.count-to-10, 2 items)
            rubric: threshold 0.8 over the last 2 answers of a session, in 2 sessions; hint penalty 0.1; max difficulty 3; reviews after 3, 7, 14, 30 days

            session  day  item  answer   score  window  state     difficulty  points  total
            1        1    i1    correct  1.00   -       learning  1           10      10
            1        1    i2    hint     0.90   0.95    learning  1           8       18
            2        2    i1    correct  1.00   -       learning  2           10      28
            2        2    i2    correct  1.00   1.00    mastered  2           10      38

            state: mastered (since day 2)
            difficulty: 3
            points: 38
            next review: day 5

            """)
    }

    func testMistakesExitTwo() throws {
        let tree = try baseCurriculumTree()
        let bad = runCLI(["simulate", Self.lesson, "--answers", "cc|cy"], in: tree.url)
        XCTAssertEqual(bad.code, .usage)
        XCTAssertTrue(bad.err.contains("'y' at position 5 is not c"), bad.err)
        let unknown = runCLI(["simulate", "k.counting.count-to-10.l2", "--answers", "cc"], in: tree.url)
        XCTAssertEqual(unknown.code, .usage)
        XCTAssertTrue(unknown.err.contains("unknown lesson 'k.counting.count-to-10.l2'; did you mean 'k.counting.count-to-10.l1'?"), unknown.err)
        XCTAssertEqual(runCLI(["simulate", Self.lesson, "--answers", "cc||cc"], in: tree.url).code, .usage)
        XCTAssertEqual(runCLI(["simulate", Self.lesson, "--answers", ""], in: tree.url).code, .usage)
        XCTAssertEqual(runCLI(["simulate", Self.lesson], in: tree.url).code, .usage)
        XCTAssertEqual(runCLI(["simulate", "--answers", "cc"], in: tree.url).code, .usage)
        XCTAssertEqual(runCLI(["simulate", Self.lesson, "--answers", "cc", "--format", "xml"], in: tree.url).code, .usage)
        XCTAssertEqual(runCLI(["simulate", Self.lesson, "--answers", "cc", "nowhere"], in: tree.url).code, .failure)
    }

    func testReviewIntervalsReadAsDays() {
        XCTAssertEqual(["3d", "1w", "2w", "1mo", "10", "1y", "soon"].map(ReviewInterval.days), [3, 7, 14, 30, 10, 365, nil])
    }
}
