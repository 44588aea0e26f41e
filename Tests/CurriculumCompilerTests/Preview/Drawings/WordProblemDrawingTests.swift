@testable import CurriculumPreview
import XCTest

@testable import CurriculumCompiler

final class WordProblemDrawingTests: XCTestCase {
    func testTheStorysEquationIsNotShown() throws {
        let picture = try drawItem("type: wordProblem\nprompt: Mei has 7 beads. She wants 10. How many more does she need?\nequation: \"7 + ? = 10\"\nanswer: 3")
        XCTAssertNil(picture.scene, "the equation is the author's working")
        XCTAssertNil(picture.problem)
        XCTAssertEqual(picture.description, "")
        XCTAssertEqual(picture.response, .keypad)
        XCTAssertFalse(WordProblemDrawing.isVisual)
    }

    func testOptionsAreTheResponse() throws {
        let picture = try drawItem("type: wordProblem\nprompt: Sam has 5 cars and gets 3 more. How many cars now?\nequation: \"5 + 3 = ?\"\noptions: [7, 8, 9]\nanswer: 8")
        XCTAssertEqual(picture.response, .options(["7", "8", "9"]))
    }

    func testABrokenEquationDoesNotTrap() throws {
        let picture = try drawItem("type: wordProblem\nprompt: How many?\nequation: [5, 3]")
        XCTAssertNil(picture.scene)
        XCTAssertEqual(picture.response, .keypad)
    }
}
