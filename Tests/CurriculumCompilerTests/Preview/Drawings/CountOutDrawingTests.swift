@testable import CurriculumPreview
import XCTest

@testable import CurriculumCompiler

final class CountOutDrawingTests: XCTestCase {
    func testDrawsThePileAndAnEmptyContainer() throws {
        let picture = try drawItem("type: countOut\nobject: apple\ncount: 7\navailable: 10\ncontainer: basket\nanswer: 7")
        let scene = try SceneElements(picture)
        XCTAssertEqual(scene.count("count-object"), 10, "the whole pile, not the count to move")
        XCTAssertEqual(scene.count("count-out-container"), 1)
        XCTAssertEqual(scene.texts("count-caption"), ["apple", "basket"])
        XCTAssertEqual(scene.texts("done-text"), ["Done"])
        XCTAssertEqual(picture.description, "a pile of 10 apples beside an empty basket")
        // How many to move is the answer: the prompt says it, the drawing does not.
        XCTAssertEqual(picture.response, .onScene(action: "Drag apples into the basket, then tap Done"))
    }

    func testObjectsTakeTheCountingShapes() throws {
        let scene = try SceneElements(drawItem("type: countOut\nobject: star\ncount: 3\navailable: 5\nanswer: 3"))
        XCTAssertEqual(scene.count("count-object star"), 5)
        XCTAssertEqual(scene.texts("count-caption"), ["star", "box"], "a box when the item names no container")
    }

    func testAHugePileIsCapped() throws {
        let picture = try drawItem("type: countOut\nobject: bead\ncount: 5\navailable: 100000\nanswer: 5")
        XCTAssertEqual(try SceneElements(picture).count("count-object"), ItemDrawings.objectLimit)
        XCTAssertEqual(picture.note, "the first \(ItemDrawings.objectLimit) of 100000 objects are drawn")
    }

    func testAMissingPileSaysWhy() throws {
        let picture = try drawItem("type: countOut\nobject: bead\ncount: 5\nanswer: 5")
        XCTAssertNil(picture.scene)
        XCTAssertEqual(picture.problem, "the count-out item needs a whole-number `available`: how many are in the pile")
    }
}
