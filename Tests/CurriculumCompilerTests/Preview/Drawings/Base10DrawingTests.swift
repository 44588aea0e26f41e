import XCTest

@testable import CurriculumCompiler

final class Base10DrawingTests: XCTestCase {
    func testRodsOfTenAndSingleCubes() throws {
        let picture = try drawItem("type: base10\ntens: 4\nones: 3\nask: number\nanswer: 43")
        let scene = try SceneElements(picture)
        XCTAssertEqual(scene.count("rod"), 4)
        XCTAssertEqual(scene.count("rod-unit"), 40, "each rod is ten cubes")
        XCTAssertEqual(scene.count("unit-cube"), 3)
        XCTAssertEqual(picture.description, "Base-ten blocks: 4 ten rods of 10 cubes and 3 single cubes")
        XCTAssertEqual(picture.response, .keypad)
    }

    func testARodIsTenCubesTallAndTheCubesStandApart() throws {
        let scene = try SceneElements(drawItem("type: base10\ntens: 1\nones: 6\nask: ones\nanswer: 6"))
        let rod = try XCTUnwrap(scene.elements("rod").first)
        let cubes = scene.elements("unit-cube")
        let cubeHeight = try XCTUnwrap(cubes.first.flatMap { SceneElements.number("height", in: $0) })
        XCTAssertEqual(try XCTUnwrap(SceneElements.number("height", in: rod)), 10 * cubeHeight)
        let rodRight = try XCTUnwrap(SceneElements.number("x", in: rod)) + cubeHeight
        let xs = cubes.compactMap { SceneElements.number("x", in: $0) }
        XCTAssertTrue(xs.allSatisfy { $0 > rodRight }, "the single cubes sit beside the rod")
        let bottom = { (tag: String) in (SceneElements.number("y", in: tag) ?? 0) + (SceneElements.number("height", in: tag) ?? 0) }
        XCTAssertEqual(cubes.map(bottom).max(), bottom(rod), "all stand on one floor")
        XCTAssertEqual(cubes.filter { bottom($0) == bottom(rod) }.count, 5, "five cubes on the floor, the sixth on top")
    }

    func testNoRodsForZeroTens() throws {
        let scene = try SceneElements(drawItem("type: base10\ntens: 0\nones: 8\nask: number\nanswer: 8"))
        XCTAssertEqual(scene.count("rod"), 0)
        XCTAssertEqual(scene.count("unit-cube"), 8)
    }

    func testNoCubesForZeroOnes() throws {
        let picture = try drawItem("type: base10\ntens: 12\nones: 0\nask: number\nanswer: 120")
        XCTAssertEqual(try SceneElements(picture).count("unit-cube"), 0)
        XCTAssertEqual(picture.description, "Base-ten blocks: 12 ten rods of 10 cubes and no single cubes")
    }

    func testTooManyBlocksAreCappedWithANote() throws {
        let picture = try drawItem("type: base10\ntens: 40\nones: 200\nask: number\nanswer: 600")
        let scene = try SceneElements(picture)
        XCTAssertEqual(scene.count("rod"), 12)
        XCTAssertEqual(scene.count("unit-cube"), 120)
        XCTAssertEqual(picture.note, "the first 12 of 40 rods are drawn; the first 120 of 200 cubes are drawn")
    }

    func testNegativeOnesAreNotDrawn() throws {
        let picture = try drawItem("type: base10\ntens: 2\nones: -1\nask: number\nanswer: 19")
        XCTAssertNil(picture.scene)
        XCTAssertEqual(picture.problem, "2 tens and -1 ones cannot be drawn")
    }

    func testAddedBlocksStandApartAfterAPlusSign() throws {
        let picture = try drawItem("type: base10\ntens: 2\nones: 4\nadd: {tens: 1, ones: 3}\nask: number\nanswer: 37")
        let scene = try SceneElements(picture)
        XCTAssertEqual(scene.count("rod"), 3, "the first two rods and the added one")
        XCTAssertEqual(scene.count("rod added"), 1)
        XCTAssertEqual(scene.count("unit-cube added"), 3)
        XCTAssertEqual(scene.count("unit-cube") - scene.count("unit-cube added"), 4, "the first group keeps its own 4 cubes")
        XCTAssertEqual(scene.texts("sign"), ["+"])
        let firstRight = scene.elements("unit-cube").filter { !$0.contains("added") }.compactMap { SceneElements.number("x", in: $0) }.max() ?? 0
        let addedLeft = scene.elements("rod added").compactMap { SceneElements.number("x", in: $0) }.min() ?? 0
        XCTAssertGreaterThan(addedLeft, firstRight, "what is added sits after the first group")
        XCTAssertEqual(picture.description, "Base-ten blocks: 2 ten rods of 10 cubes and 4 single cubes, then 1 ten rod and 3 single cubes more set beside them")
    }

    /// The plus sign stands inside the drawing, beside the blocks, when only single cubes are
    /// added to single cubes (it was drawn above the picture, cut off).
    func testThePlusSignIsInsideTheDrawing() throws {
        for fields in ["tens: 0\nones: 2\nadd: {ones: 8}\nask: number\nanswer: 10", "tens: 2\nones: 4\nadd: {tens: 1}\nask: number\nanswer: 34"] {
            let scene = try SceneElements(drawItem("type: base10\n" + fields))
            let sign = try XCTUnwrap(scene.elements("sign").first)
            let y = try XCTUnwrap(SceneElements.number("y", in: sign))
            let height = try XCTUnwrap(SceneElements.attribute("viewBox", in: scene.svg)?.split(separator: " ").last.flatMap { Double($0) })
            XCTAssertTrue(y > 0 && y <= height, "the + at y \(y) is inside 0…\(height)")
        }
    }

    func testTakenAwayBlocksAreCrossedOutNotRemoved() throws {
        let picture = try drawItem("type: base10\ntens: 6\nones: 0\ntakeAway: {tens: 4}\nask: number\nanswer: 20")
        let scene = try SceneElements(picture)
        XCTAssertEqual(scene.count("rod"), 6, "the child sees all 60 and what goes")
        XCTAssertEqual(scene.count("rod removed"), 4)
        XCTAssertEqual(scene.count("cross"), 8, "an X of two strokes on each rod taken away")
        XCTAssertEqual(picture.description, "Base-ten blocks: 6 ten rods of 10 cubes and no single cubes, with 4 ten rods crossed out")
    }

    func testAddAndTakeAwayTogetherAreNotDrawn() throws {
        let picture = try drawItem("type: base10\ntens: 1\nones: 2\nadd: {ones: 1}\ntakeAway: {ones: 1}\nask: number\nanswer: 12")
        XCTAssertNil(picture.scene)
        XCTAssertEqual(picture.problem, "the blocks either get more (`add`) or lose some (`takeAway`), not both")
    }
}
