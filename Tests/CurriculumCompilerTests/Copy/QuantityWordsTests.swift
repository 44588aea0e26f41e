import XCTest

@testable import CurriculumCompiler

/// Phrases that name an exact number, as the answer-reveal rules read them.
final class QuantityWordsTests: XCTestCase {
    private func values(_ text: String, quantities: Bool = true) -> [Int] {
        AnswerReveal.numberWords(in: CopyTokenizer.tokens(text), quantities: quantities).map(\.value)
    }

    func testPhrasesThatNameANumber() {
        XCTAssertEqual(values("Long rods and a couple of small cubes"), [2])
        XCTAssertEqual(values("A pair of socks"), [2])
        XCTAssertEqual(values("Both towers start on the rug."), [2])
        XCTAssertEqual(values("The bell rings twice."), [2])
        XCTAssertEqual(values("A single long rod"), [1])
        XCTAssertEqual(values("Half a dozen eggs and a dozen more"), [6, 12])
        XCTAssertEqual(values("A half dozen eggs"), [6])
        XCTAssertEqual(values("The nest has no eggs."), [0])
        XCTAssertEqual(values("There is nothing inside. None are left."), [0, 0])
        XCTAssertEqual(values("Count by tens when you count dimes."), [10])
    }

    func testVagueAmountsAndOtherUsesNameNothing() {
        XCTAssertEqual(values("A few cubes, a handful of beads, some shells and many stars"), [])
        XCTAssertEqual(values("This tower is twice as tall."), [])
        XCTAssertEqual(values("No, look again."), [])
        XCTAssertEqual(values("Is there any? No."), [])
        XCTAssertEqual(values("Think of a double. Count each cube once."), [])
        XCTAssertEqual(values("Count the single cubes by ones."), [])
        // Whole words only: "nobody" and "bothered" are not "no" and "both".
        XCTAssertEqual(values("Nobody bothered the snowman."), [])
    }

    func testNumberWordsStillCount() {
        XCTAssertEqual(values("Two rods and a couple of cubes"), [2, 2])
        XCTAssertEqual(values("a hundred and one"), [101])
    }

    func testWithoutQuantitiesOnlyNumberWordsCount() {
        XCTAssertEqual(values("Both rows have two.", quantities: false), [2])
        XCTAssertEqual(values("Count both rows.", quantities: false), [])
    }
}
