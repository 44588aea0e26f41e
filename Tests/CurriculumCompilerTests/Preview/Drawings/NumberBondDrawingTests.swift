import XCTest

@testable import CurriculumCompiler

final class NumberBondDrawingTests: XCTestCase {
    func centreY(_ scene: SceneElements, _ classes: String) -> [Double] {
        scene.elements(classes).compactMap { SceneElements.number("cy", in: $0) }
    }

    func testTheWholeSitsAboveItsPartsAndTheUnknownPartIsAQuestionMark() throws {
        let picture = try drawItem("type: numberBond\nwhole: 14\nparts: [10, null]\nanswer: 4")
        let scene = try SceneElements(picture)
        XCTAssertEqual(scene.texts("bond-number"), ["14", "10"])
        XCTAssertEqual(scene.texts("bond-unknown"), ["?"])
        XCTAssertEqual(scene.count("bond-circle part"), 2)
        XCTAssertEqual(scene.count("bond-circle part unknown"), 1)
        XCTAssertEqual(scene.count("bond-link"), 2)
        let whole = try XCTUnwrap(centreY(scene, "bond-circle whole").first)
        XCTAssertTrue(centreY(scene, "bond-circle part").allSatisfy { $0 > whole }, "the parts hang below the whole")
        XCTAssertFalse(scene.texts().contains("4"), "the answer is not drawn")
        XCTAssertEqual(picture.description, "A number bond: the whole on top is 14, joined to the parts 10 and an empty circle (?) below")
        XCTAssertEqual(picture.response, .keypad)
    }

    func testAnUnknownWhole() throws {
        let scene = try SceneElements(drawItem("type: numberBond\nwhole: null\nparts: [10, 8]\noptions: [17, 18]\nanswer: 18"))
        XCTAssertEqual(scene.count("bond-circle whole unknown"), 1)
        XCTAssertEqual(scene.texts("bond-number part"), ["10", "8"])
    }

    func testThreePartsEachJoinedToTheWhole() throws {
        let scene = try SceneElements(drawItem("type: numberBond\nwhole: 10\nparts: [2, 3, null]\nanswer: 5"))
        XCTAssertEqual(scene.count("bond-circle part"), 3)
        XCTAssertEqual(scene.count("bond-link"), 3)
        let xs = scene.elements("bond-circle part").compactMap { SceneElements.number("cx", in: $0) }
        XCTAssertEqual(xs, xs.sorted(), "the parts read left to right in the order written")
    }

    func testAPartThatIsNotANumberIsNotDrawn() throws {
        let picture = try drawItem("type: numberBond\nwhole: 10\nparts: [ten, null]\nanswer: 0")
        XCTAssertNil(picture.scene)
        XCTAssertEqual(picture.problem, "part 1, 'ten', is not a number or null")
    }
}
