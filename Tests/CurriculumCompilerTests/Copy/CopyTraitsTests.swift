import XCTest

@testable import CurriculumCompiler

/// What each item type tells the copy rules through its `CopyTraits`: which fields are labels,
/// which numbers it shows as written, and which answers are judgements rather than words.
final class CopyTraitsTests: XCTestCase {
    private func reveals(_ item: String) throws -> [String] {
        try CopyRuleColumnTests.underlined("COPY-HINT-REVEALS-ANSWER", .lesson(item))
    }

    func testANumberAFieldShowsIsNoReveal() throws {
        let hint = "Put 4 counters down. Count on to 8."
        // A number bond shows its parts, and a missing-number item its equation.
        XCTAssertEqual(try reveals("""
              - id: i1
                type: numberBond
                prompt: What is the other part?
                whole: 8
                parts: [4, null]
                answer: 4
                hints: [\(hint)]
                feedback: {incorrect: Count on from the part you know.}

            """), [])
        XCTAssertEqual(try reveals("""
              - id: i1
                type: missingNumber
                prompt: What number is missing?
                equation: "4 + ? = 8"
                answer: 4
                hints: [\(hint)]
                feedback: {incorrect: Count on from the number you know.}

            """), [])
        // A counting item shows only its objects: the same hint gives its answer away.
        XCTAssertEqual(try reveals("""
              - id: i1
                type: counting
                prompt: How many stars?
                objects: {name: star, count: 4, arrangement: line}
                answer: 4
                hints: [\(hint)]
                feedback: {incorrect: Touch each star as you count.}

            """), ["4"])
    }

    func testASideOfAComparisonIsAJudgementNotAWord() throws {
        XCTAssertEqual(try reveals("""
              - id: i1
                type: compare
                prompt: Which number is more?
                left: 3
                right: 5
                ask: more
                answer: right
                hints: [Count from 1. Do you say the number on the right later?]
                feedback: {incorrect: Count from 1. The number you say later is more.}

            """), [])
    }

    func testLabelsAreTheFieldsTheTypeNames() throws {
        let drag = try makeItem("""
            type: dragDrop
            prompt: Match each word to its number.
            pairs: [{item: three, target: "3"}, {item: eight, target: "8"}]
            """)
        XCTAssertEqual(ItemData.labels(of: drag), ["three", "eight"], "numbers are not labels")
        let counting = try makeItem("""
            type: counting
            prompt: How many ducks?
            objects: {name: duck, count: 3, arrangement: line}
            options: [two, three]
            answer: 3
            """)
        XCTAssertEqual(ItemData.labels(of: counting), ["duck", "two", "three"])
        let compare = try makeItem("""
            type: compare
            prompt: Which side has more?
            left: {count: 3, name: kiwi}
            right: {count: 5, name: plum}
            ask: more
            answer: right
            """)
        XCTAssertEqual(ItemData.labels(of: compare), ["kiwi", "plum"], "`ask` and `answer` are not labels")
    }

    /// dragDrop is scored by the app from its pairs: it needs a hint and incorrect-answer
    /// feedback like any auto-scored item, and no rubric. An item of a type the compiler does
    /// not know is held to the same.
    func testWhichItemsAreAutoScored() throws {
        let drag = try makeItem("type: dragDrop\nprompt: Match them.\npairs: [{item: cat, target: kitten}, {item: dog, target: puppy}]")
        XCTAssertTrue(ItemTypes.isAutoScored(drag))
        XCTAssertFalse(ItemTypes.isAutoScored(try makeItem("type: drawing\nprompt: Draw 3 cats.")))
        XCTAssertTrue(ItemTypes.isAutoScored(try makeItem("type: tenframe\nprompt: How many?")))
    }
}
