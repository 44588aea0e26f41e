import XCTest

@testable import CurriculumCompiler

final class TenFrameDrawingTests: XCTestCase {
    func testFilledCellsMatchTheField() throws {
        let scene = try SceneElements(drawItem("type: tenFrame\nfilled: 6\nanswer: 6"))
        XCTAssertEqual(scene.count("cell"), 10)
        XCTAssertEqual(scene.count("cell filled"), 6)
        XCTAssertEqual(scene.count("counter"), 6)
        XCTAssertEqual(scene.count("frame"), 1)
    }

    func testFillsTheTopRowFirst() throws {
        let scene = try SceneElements(drawItem("type: tenFrame\nfilled: 7\nanswer: 7"))
        let tops = scene.elements("cell filled").compactMap { SceneElements.number("y", in: $0) }
        XCTAssertEqual(tops.filter { $0 == tops.min() }.count, 5, "the top row is full before the bottom row starts")
    }

    func testTwoFrames() throws {
        let picture = try drawItem("type: tenFrame\nframes: 2\nfilled: 14\nask: complement\nanswer: 6")
        let scene = try SceneElements(picture)
        XCTAssertEqual(scene.count("frame"), 2)
        XCTAssertEqual(scene.count("cell"), 20)
        XCTAssertEqual(scene.count("cell filled"), 14)
        XCTAssertTrue(picture.description.contains("14 of its 20"), picture.description)
        XCTAssertEqual(picture.response, .keypad)
    }

    func testOverfullFrameIsNotDrawn() throws {
        let picture = try drawItem("type: tenFrame\nfilled: 12\nanswer: 12")
        XCTAssertNil(picture.scene)
        XCTAssertEqual(picture.problem, "12 counters do not fit in 10 boxes")
    }

    func testOptionsAreTheResponse() throws {
        let picture = try drawItem("type: tenFrame\nfilled: 3\noptions: [2, 3, 4]\nanswer: 3")
        XCTAssertEqual(picture.response, .options(["2", "3", "4"]))
    }
}
