@testable import CurriculumPreview
import XCTest

@testable import CurriculumCompiler

final class PatternDrawingTests: XCTestCase {
    func testTheCoreRepeatsUpToShownThenAnEmptyBox() throws {
        let picture = try drawItem("type: pattern\ncore: [red, blue]\nshown: 5\noptions: [red, blue, green]\nanswer: blue")
        let scene = try SceneElements(picture)
        XCTAssertEqual(scene.texts("piece-word"), ["red", "blue", "red", "blue", "red"], "each colour has its word")
        XCTAssertEqual(scene.count("piece paint red"), 3)
        XCTAssertEqual(scene.count("piece paint blue"), 2)
        let blank = try XCTUnwrap(scene.elements("blank").first)
        XCTAssertEqual(SceneElements.attribute("data-position", in: blank), "6")
        let lastPiece = try XCTUnwrap(scene.elements("piece").last.flatMap { SceneElements.number("x", in: $0) })
        XCTAssertGreaterThan(try XCTUnwrap(SceneElements.number("x", in: blank)), lastPiece, "the gap comes after the pieces")
        XCTAssertEqual(picture.description, "A row of 5 pattern pieces (red, blue, red, blue, red), then an empty dashed box for what comes next")
        XCTAssertEqual(picture.response, .options(["red", "blue", "green"]))
    }

    func testTheAnswerIsNotDrawn() throws {
        let scene = try SceneElements(drawItem("type: pattern\ncore: [tap, clap, clap]\nshown: 8\noptions: [tap, clap]\nanswer: clap"))
        XCTAssertEqual(scene.count("piece tile"), 8)
        XCTAssertEqual(scene.texts("piece-word on-tile"), ["tap", "clap", "clap", "tap", "clap", "clap", "tap", "clap"])
        XCTAssertEqual(scene.texts().count, 8, "nothing is written in the empty box")
    }

    func testShapeWordsAreDrawnAsShapes() throws {
        let scene = try SceneElements(drawItem("type: pattern\ncore: [circle, square, triangle]\nshown: 6\nanswer: circle"))
        XCTAssertEqual(scene.count("piece shape circle"), 2)
        XCTAssertEqual(scene.count("piece shape square"), 2)
        XCTAssertEqual(scene.count("piece shape triangle"), 2)
        XCTAssertEqual(scene.texts("piece-word under"), ["circle", "square", "triangle", "circle", "square", "triangle"])
    }

    func testAPatternOfTenStaysOnOneRow() throws {
        let scene = try SceneElements(drawItem("type: pattern\ncore: [red, blue, green, yellow]\nshown: 10\nanswer: green"))
        let tops = Set((scene.elements("piece") + scene.elements("blank")).compactMap { SceneElements.attribute("y", in: $0) })
        XCTAssertEqual(tops.count, 1, "one row: \(tops)")
    }

    func testAHugePatternIsCut() throws {
        let picture = try drawItem("type: pattern\ncore: [1, 2]\nshown: 1000\nanswer: 1")
        let scene = try SceneElements(picture)
        XCTAssertEqual(scene.count("piece"), ItemDrawings.objectLimit)
        XCTAssertEqual(scene.count("blank"), 1)
        XCTAssertEqual(picture.note, "the first 120 of 1000 pieces are drawn")
    }

    func testBrokenFieldsAreNotDrawn() throws {
        XCTAssertEqual(try drawItem("type: pattern\nshown: 4\nanswer: red").problem, "the pattern needs a `core`: the pieces that repeat")
        XCTAssertEqual(try drawItem("type: pattern\ncore: [red, {a: b}]\nshown: 4\nanswer: red").problem, "each piece of the core is a word or a number")
        XCTAssertNil(try drawItem("type: pattern\ncore: [red, blue]\nshown: 0\nanswer: red").scene)
    }
}
