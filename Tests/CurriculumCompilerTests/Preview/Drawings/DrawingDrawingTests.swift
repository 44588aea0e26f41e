@testable import CurriculumPreview
import XCTest

@testable import CurriculumCompiler

final class DrawingDrawingTests: XCTestCase {
    func testAnEmptyCanvasWithAPencil() throws {
        let picture = try drawItem("type: drawing\nprompt: Draw something long and something short.\nrubric:\n  criteria: [Draws two things.]\n  levels: [beginning, secure]\n  descriptors: {beginning: One thing., secure: Two things.}")
        let scene = try SceneElements(picture)
        XCTAssertEqual(scene.count("canvas"), 1)
        XCTAssertEqual(scene.count("pencil"), 1)
        XCTAssertEqual(scene.texts(), [], "nothing is written on the canvas")
        let canvas = try XCTUnwrap(scene.elements("canvas").first)
        let pencil = scene.elements("pencil-body") + scene.elements("pencil-tip")
        XCTAssertEqual(pencil.count, 2)
        let canvasWidth = try XCTUnwrap(SceneElements.number("width", in: canvas))
        XCTAssertGreaterThanOrEqual(canvasWidth, 300, "room to draw")
        XCTAssertEqual(picture.description, "An empty drawing canvas for the child to draw on")
        XCTAssertEqual(picture.response, .rubric(canvas: true))
        XCTAssertNil(picture.problem)
        XCTAssertFalse(DrawingDrawing.isVisual)
    }

    func testMissingRubricStillDrawsTheCanvas() throws {
        let picture = try drawItem("type: drawing\nprompt: Draw.")
        XCTAssertEqual(try SceneElements(picture).count("canvas"), 1)
    }
}
