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
}
