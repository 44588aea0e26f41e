@testable import CurriculumPreview
import XCTest

@testable import CurriculumCompiler

final class NumericInputDrawingTests: XCTestCase {
    func testTheExpressionIsOnACardOverTheKeypad() throws {
        let picture = try drawItem("type: numericInput\nprompt: What number is 10 and 1 more?\nexpression: \"10 + 1\"\nanswer: 11")
        let scene = try SceneElements(picture)
        XCTAssertEqual(scene.texts("token"), ["10", "+", "1"])
        XCTAssertFalse(scene.texts().contains("11"), "the answer is never written")
        XCTAssertEqual(picture.description, "A card showing 10 + 1")
        XCTAssertEqual(picture.response, .keypad)
    }

    func testWithoutAnExpressionThereIsNoScene() throws {
        let picture = try drawItem("type: numericInput\nprompt: 10 + 5 = ?\nanswer: 15")
        XCTAssertNil(picture.scene)
        XCTAssertNil(picture.problem)
        XCTAssertEqual(picture.response, .keypad)
    }

    func testALongerNumberIsWrittenWider() throws {
        func width(_ expression: String) throws -> Double {
            let scene = try SceneElements(drawItem("type: numericInput\nprompt: What is it?\nexpression: \"\(expression)\"\nanswer: 1"))
            let xs = scene.elements("token").compactMap { SceneElements.number("x", in: $0) }
            return try XCTUnwrap(xs.max()) - XCTUnwrap(xs.min())
        }
        XCTAssertGreaterThan(try width("40 + 10000"), try width("40 + 1"))
    }

    func testARunawayExpressionIsCappedAndFitsThePage() throws {
        let expression = Array(repeating: "1", count: 30).joined(separator: " + ")
        let picture = try drawItem("type: numericInput\nprompt: What is it?\nexpression: \"\(expression)\"\nanswer: 30")
        let scene = try SceneElements(picture)
        XCTAssertEqual(scene.texts("number").count, EquationCard.termLimit)
        XCTAssertEqual(scene.texts("more"), ["…"])
        XCTAssertEqual(picture.note, "the first 20 of 30 numbers are written")
        let viewBox = try XCTUnwrap(SceneElements.attribute("viewBox", in: scene.svg)).split(separator: " ").compactMap { Double($0) }
        XCTAssertLessThanOrEqual(try XCTUnwrap(viewBox.dropFirst(2).first), 560)
    }
}
