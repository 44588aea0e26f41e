import XCTest

@testable import CurriculumCompiler

/// ITEM-ANSWER-POSITION counts a comparison's left and right groups as its places: a lesson whose
/// "which has more" items all want the right-hand group is passed by always tapping the right.
final class ItemAnswerPositionTests: XCTestCase {
    private func compare(_ id: String, ask: String, left: Int, right: Int, answer: String) -> String {
        """
          - id: \(id)
            type: compare
            prompt: Which group has \(ask) stars?
            left: {count: \(left), name: stars}
            right: {count: \(right), name: stars}
            ask: \(ask)
            answer: \(answer)
            hints: [Match the stars one to one.]
            feedback: {incorrect: Match the stars one to one. Look for a star with no match.}

        """
    }

    private func findings(_ items: [String]) throws -> [String] {
        try CopyRuleColumnTests.findings(ItemAnswerPosition.id, .lesson(items.joined())).map(\.diagnostic.message)
    }

    func testComparisonsThatAllWantTheRightGroupAreReported() throws {
        let right = [
            compare("i1", ask: "more", left: 3, right: 5, answer: "right"), compare("i2", ask: "fewer", left: 6, right: 2, answer: "right"),
            compare("i3", ask: "more", left: 1, right: 4, answer: "right"), compare("i4", ask: "more", left: 4, right: 4, answer: "same"),
        ]
        XCTAssertEqual(try findings(right), [
            "the answer is choice 2 in 3 of this lesson's 3 choice items: a child who always taps choice 2 passes them"
        ])
        // One on the left breaks the habit; "same" is its own button and counts for neither side.
        var mixed = right
        mixed[1] = compare("i2", ask: "fewer", left: 2, right: 6, answer: "left")
        XCTAssertEqual(try findings(mixed), [])
    }
}
