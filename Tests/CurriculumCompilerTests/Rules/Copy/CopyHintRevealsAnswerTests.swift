import XCTest

@testable import CurriculumCompiler

/// When a hint gives the answer away, and when it only looks as if it does.
final class CopyHintRevealsAnswerTests: XCTestCase {
    private func reveals(_ item: String) throws -> [String] {
        try CopyRuleColumnTests.findings("COPY-HINT-REVEALS-ANSWER", .lesson(item)).map(\.diagnostic.message)
    }

    func testANumberTheItemShowsIsNoReveal() throws {
        XCTAssertEqual(try reveals("""
              - id: i1
                type: numberBond
                prompt: 2 and what make 4?
                whole: 4
                parts: [2, null]
                answer: 2
                hints: [Put 2 counters down. How many more make 4?]
                feedback: {incorrect: Count up from 2 to 4.}

            """), [])
    }

    func testOneAsAPronounIsNotTheNumber() throws {
        XCTAssertEqual(try reveals("""
              - id: i1
                type: counting
                prompt: How many suns?
                objects: {name: sun, count: 1, arrangement: line}
                answer: 1
                hints: [Touch each one as you count, one at a time.]
                feedback: {incorrect: Touch the sun and count.}

            """), [])
    }

    func testAWordAnswerNamedAloneIsARevealButComparedIsNot() throws {
        let item = """
              - id: i1
                type: shape
                prompt: Which shape has 3 sides?
                shape: triangle
                ask: name
                options: [triangle, square, circle]
                answer: triangle
                hints: [HINT]
                feedback: {incorrect: Count the sides of each shape.}

            """
        XCTAssertEqual(try reveals(item.replacingOccurrences(of: "HINT", with: "It is a triangle.")), ["hint states the answer triangle"])
        XCTAssertEqual(try reveals(item.replacingOccurrences(of: "HINT", with: "Count the sides of the triangle and the square.")), [])
    }

    func testATimeIsRevealedInDigitsOrWords() throws {
        let item = """
              - id: i1
                type: clock
                prompt: What time is it?
                mode: read
                time: "3:30"
                answer: "3:30"
                hints: [HINT]
                feedback: {incorrect: Look at the short hand first.}

            """
        XCTAssertEqual(try reveals(item.replacingOccurrences(of: "HINT", with: "It is three thirty.")).count, 1)
        XCTAssertEqual(try reveals(item.replacingOccurrences(of: "HINT", with: "\"It is 3:30.\"")).count, 1)
        XCTAssertEqual(try reveals(item.replacingOccurrences(of: "HINT", with: "The short hand is past the 3.")), [])
    }
}

extension CopyHintRevealsAnswerTests {
    func testAnOrdinalPositionSaidAsAWord() throws {
        XCTAssertEqual(try CopyRuleColumnTests.underlined("COPY-HINT-REVEALS-ANSWER", .lesson("""
              - id: i1
                type: ordinal
                prompt: Which place is the dog in?
                sequence: [cat, hen, dog, pig]
                ask: position
                target: dog
                answer: 3
                hints: [The dog is third.]
                feedback: {incorrect: Count from the left, one animal at a time.}

            """)), ["third"])
    }

    func testEachMissingNumberOfAChart() throws {
        XCTAssertEqual(try CopyRuleColumnTests.underlined("COPY-HINT-REVEALS-ANSWER", .lesson("""
              - id: i1
                type: numberChart
                prompt: Which numbers are missing?
                start: 1
                columns: 10
                rows: 2
                missing: [14, 15]
                answer: [14, 15]
                hints: [Count on from 13. You will say 14 next.]
                feedback: {incorrect: Count along the row, one box at a time.}

            """)), ["14"])
    }
}
