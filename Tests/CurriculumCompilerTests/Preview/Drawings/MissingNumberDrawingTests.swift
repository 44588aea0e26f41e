@testable import CurriculumPreview
import XCTest

@testable import CurriculumCompiler

final class MissingNumberDrawingTests: XCTestCase {
    func x(_ tag: String?) throws -> Double { try XCTUnwrap(tag.flatMap { SceneElements.number("x", in: $0) }) }

    func testTheUnknownIsAnEmptyBoxBetweenItsSigns() throws {
        let picture = try drawItem("type: missingNumber\nprompt: What number makes this true?\nequation: \"10 + ? = 16\"\nanswer: 6")
        let scene = try SceneElements(picture)
        XCTAssertEqual(scene.texts("token"), ["10", "+", "=", "16"])
        XCTAssertEqual(scene.count("blank"), 1)
        XCTAssertFalse(scene.texts().contains("6"), "the answer is never written")
        let blank = try x(scene.elements("blank").first)
        XCTAssertGreaterThan(blank, try x(scene.elements("sign plus").first))
        XCTAssertLessThan(blank, try x(scene.elements("sign equals").first))
        XCTAssertEqual(picture.description, "A card showing 10 + ? = 16, with an empty box in place of the ?")
        XCTAssertEqual(picture.response, .keypad)
        XCTAssertFalse(MissingNumberDrawing.isVisual)
    }

    func testTheUnknownOnTheRightComesLast() throws {
        let scene = try SceneElements(drawItem("type: missingNumber\nprompt: What number makes this true?\nequation: \"12 = 10 + ?\"\nanswer: 2"))
        XCTAssertEqual(scene.texts("token"), ["12", "=", "10", "+"])
        let tokens = try scene.elements("token").map(x)
        XCTAssertEqual(tokens, tokens.sorted(), "written left to right")
        XCTAssertGreaterThan(try x(scene.elements("blank").first), try XCTUnwrap(tokens.last))
    }

    func testSubtractionUsesAMinusSign() throws {
        let scene = try SceneElements(drawItem("type: missingNumber\nprompt: What number makes this true?\nequation: \"? - 3 = 5\"\nanswer: 8"))
        XCTAssertEqual(scene.texts("token"), ["−", "3", "=", "5"])
        XCTAssertLessThan(try x(scene.elements("blank").first), try x(scene.elements("sign minus").first))
    }

    func testAnUnreadableEquationIsNotDrawn() throws {
        let picture = try drawItem("type: missingNumber\nprompt: What number makes this true?\nequation: \"3 x ? = 12\"\nanswer: 4")
        XCTAssertNil(picture.scene)
        XCTAssertEqual(picture.problem, "the `equation` cannot be drawn: 'x' is not used in K–1 expressions: use + and -")
        XCTAssertEqual(picture.response, .keypad)
        XCTAssertNotNil(try drawItem("type: missingNumber\nprompt: What number makes this true?\nanswer: 4").problem)
    }
}
