import XCTest

@testable import CurriculumCompiler

/// What an item needs from its picture while the art is missing (ITEM-ANSWER-IN-PICTURE's reading).
final class PictureDependenceTests: XCTestCase {
    private func need(_ fields: String, file: StaticString = #filePath, line: UInt = #line) throws -> PictureDependence.Reason? {
        let item = try makeItem(fields, file: file, line: line)
        let solution = ItemTypes.type(of: item)?.solve(item)
        return PictureDependence.of(item, solution: solution)?.reason
    }

    func testAnItemDrawnFromItsFieldsNeedsNoPicture() throws {
        XCTAssertNil(try need("type: counting\nprompt: How many ducks?\nobjects: {name: duck, count: 6, arrangement: line}\nanswer: 6"))
        XCTAssertNil(try need("type: base10\nprompt: What number do the blocks show?\ntens: 3\nones: 4\nanswer: 34"))
        XCTAssertNil(try need("type: multipleChoice\nprompt: How many are left?\nexpression: \"8 - 3\"\noptions: [4, 5, 6]\nanswer: 5"))
    }

    func testANumberAnswerNeedsSomeNumberSaidOrShown() throws {
        XCTAssertEqual(try need("type: multipleChoice\nprompt: How many ducks are on the pond?\noptions: [5, 6, 7]\nanswer: 6"),
                       .nothingToCount(answer: "6"))
        // "No eggs" names none; "one corner" names one: the child reasons from the words.
        XCTAssertNil(try need("type: multipleChoice\nprompt: The nest has no eggs. What number tells how many eggs?\noptions: [0, 1, 2]\nanswer: 0"))
        XCTAssertNil(try need("type: multipleChoice\nprompt: Cut a rectangle from one corner to the far corner. How many triangles?\noptions: [1, 2, 4]\nanswer: 2"))
    }

    func testAStoryMustSayTheNumbersItsEquationUses() throws {
        XCTAssertEqual(try need("type: wordProblem\nprompt: Ana has some apples. She picks 2 more. How many now?\nequation: \"4 + 2 = ?\"\nanswer: 6"),
                       .unsaidNumbers([4]))
        XCTAssertNil(try need("type: wordProblem\nprompt: Ana has four apples. She picks 2 more. How many now?\nequation: \"4 + 2 = ?\"\nanswer: 6"))
    }

    func testAPromptPointingAtThePictureForAnUnnamedAnswer() throws {
        XCTAssertEqual(try need("type: multipleChoice\nprompt: What is this shape?\noptions: [circle, square]\nanswer: square"),
                       .pointsAtPicture(phrase: "this shape", offset: 8, length: 10, answer: "square"))
        XCTAssertEqual(try need("type: multipleChoice\nprompt: Is the ball in the picture red?\noptions: [yes, no]\nanswer: yes"),
                       .pointsAtPicture(phrase: "the picture", offset: 15, length: 11, answer: "yes"))
        // Named in the prompt, the answer is a choice between words the child hears.
        XCTAssertNil(try need("type: multipleChoice\nprompt: Is this shape a circle or a square?\noptions: [circle, square]\nanswer: square"))
        // "Is this true?" points at nothing on the picture.
        XCTAssertNil(try need("type: multipleChoice\nprompt: 3 + 2 = 5. Is this true?\noptions: [yes, no]\nanswer: yes"))
    }

    func testItemsScoredByAGrownUpAreNotJudged() throws {
        XCTAssertNil(try need("type: openResponse\nprompt: What do you see in the picture?\nrubric: {criteria: [{name: Sees, levels: [{score: 1, descriptor: Names a thing}]}]}"))
    }
}
