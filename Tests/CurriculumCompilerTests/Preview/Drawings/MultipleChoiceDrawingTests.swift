@testable import CurriculumPreview
import XCTest

@testable import CurriculumCompiler

final class MultipleChoiceDrawingTests: XCTestCase {
    func testAnExpressionIsOnACardOverTheChoices() throws {
        let picture = try drawItem("type: multipleChoice\nprompt: What is 10 and 9 more?\nexpression: \"10 + 9\"\noptions: [9, 18, 19]\nanswer: 19")
        let scene = try SceneElements(picture)
        XCTAssertEqual(scene.texts("token"), ["10", "+", "9"])
        XCTAssertEqual(scene.count("equation-card"), 1)
        XCTAssertEqual(picture.description, "A card showing 10 + 9")
        XCTAssertEqual(picture.response, .options(["9", "18", "19"]))
        XCTAssertFalse(MultipleChoiceDrawing.isVisual)
    }

    func testAQuestionInWordsHasNoScene() throws {
        let picture = try drawItem("type: multipleChoice\nprompt: Which is a circle?\noptions: [ball, box, book]\nanswer: ball")
        XCTAssertNil(picture.scene)
        XCTAssertNil(picture.problem)
        XCTAssertEqual(picture.response, .options(["ball", "box", "book"]))
    }

    func testAnUnreadableExpressionIsNotDrawn() throws {
        let picture = try drawItem("type: multipleChoice\nprompt: What is it?\nexpression: \"8 * 2\"\noptions: [10, 16]\nanswer: 16")
        XCTAssertNil(picture.scene)
        XCTAssertEqual(picture.problem, "the `expression` cannot be drawn: '*' is not used in K–1 expressions: use + and -")
        XCTAssertEqual(picture.response, .options(["10", "16"]))
    }

    /// A choice that names one flat shape shows it above the word, hidden from VoiceOver (the
    /// word is read); other choices are words alone.
    func testAChoiceNamingAShapeShowsTheShape() {
        let html = ResponseArea(response: .options(["circle", "a bigger triangle", "2 squares", "4"])).html
        XCTAssertEqual(html.components(separatedBy: "<svg class=\"option-shape\"").count - 1, 2, html)
        XCTAssertTrue(html.contains("shape-glyph circle") && html.contains("shape-glyph triangle"), html)
        XCTAssertFalse(html.contains("shape-glyph square"), "2 squares name no one shape")
        XCTAssertEqual(html.components(separatedBy: "aria-hidden=\"true\" focusable=\"false\"").count - 1, 2)
        // A pattern's star gets its picture like the circle and square beside it.
        let pattern = ResponseArea(response: .options(["star", "circle", "square"])).html
        XCTAssertEqual(pattern.components(separatedBy: "<svg class=\"option-shape\"").count - 1, 3, pattern)
        XCTAssertTrue(pattern.contains("shape-glyph star"), pattern)
    }
}

