import XCTest

@testable import CurriculumCompiler

final class NumberLineDrawingTests: XCTestCase {
    /// Each tick's x, by the number it stands for.
    func ticks(_ scene: SceneElements) -> [Int: Double] {
        var out: [Int: Double] = [:]
        for tag in scene.elements("line-tick") {
            if let value = SceneElements.attribute("data-value", in: tag).flatMap({ Int($0) }), let x = SceneElements.number("x1", in: tag) { out[value] = x }
        }
        return out
    }

    /// A jump arc's start, control point and end, from its path `M x y Q cx cy x y`.
    func arc(_ tag: String) throws -> (x1: Double, cy: Double, x2: Double) {
        let parts = try XCTUnwrap(SceneElements.attribute("d", in: tag)).split(separator: " ").map(String.init)
        XCTAssertEqual(parts.count, 8)
        return (try XCTUnwrap(Double(parts[1])), try XCTUnwrap(Double(parts[5])), try XCTUnwrap(Double(parts[6])))
    }

    func testAShortLineHasANumberedTickForEveryNumberAndTheJumpLandsOnItsTick() throws {
        let picture = try drawItem("type: numberLine\nfrom: 0\nto: 10\nstart: 6\njumps: [1]\nanswer: 7")
        let scene = try SceneElements(picture)
        let ticks = ticks(scene)
        XCTAssertEqual(ticks.keys.sorted(), Array(0...10))
        XCTAssertEqual(scene.texts("line-number"), (0...10).map(String.init))
        let hops = scene.elements("hop")
        XCTAssertEqual(hops.count, 1)
        let jump = try arc(try XCTUnwrap(hops.first))
        XCTAssertEqual(jump.x1, try XCTUnwrap(ticks[6]), accuracy: 0.01)
        XCTAssertEqual(jump.x2, try XCTUnwrap(ticks[7]), accuracy: 0.01)
        XCTAssertEqual(scene.texts("hop-size"), ["+1"])
        let dot = try XCTUnwrap(scene.elements("start-dot").first)
        XCTAssertEqual(try XCTUnwrap(SceneElements.number("cx", in: dot)), try XCTUnwrap(ticks[6]), accuracy: 0.01)
        XCTAssertEqual(picture.description, "A number line from 0 to 10 with every number written; a dot marks the start, 6, and 1 jump drawn as an arc: +1")
        XCTAssertEqual(picture.response, .keypad)
    }

    func testAJumpBackGoesLeftAndRisesAboveTheArcItCrosses() throws {
        let scene = try SceneElements(drawItem("type: numberLine\nfrom: 0\nto: 10\nstart: 0\njumps: [3, -2]\nanswer: 1"))
        let ticks = ticks(scene)
        let hops = try scene.elements("hop").map(arc)
        XCTAssertEqual(hops.count, 2)
        XCTAssertEqual(hops[0].x1, try XCTUnwrap(ticks[0]), accuracy: 0.01)
        XCTAssertEqual(hops[0].x2, try XCTUnwrap(ticks[3]), accuracy: 0.01)
        XCTAssertEqual(hops[1].x1, try XCTUnwrap(ticks[3]), accuracy: 0.01)
        XCTAssertEqual(hops[1].x2, try XCTUnwrap(ticks[1]), accuracy: 0.01)
        XCTAssertLessThan(hops[1].cy, hops[0].cy, "the jump back is drawn higher")
        XCTAssertEqual(scene.texts("hop-size"), ["+3", "−2"])
        XCTAssertEqual(scene.count("hop-arrow"), 2)
    }

    func testALongerJumpIsALongerArc() throws {
        let scene = try SceneElements(drawItem("type: numberLine\nfrom: 0\nto: 20\nstart: 2\njumps: [2, 10]\nanswer: 14"))
        let hops = try scene.elements("hop").map(arc)
        XCTAssertEqual((hops[1].x2 - hops[1].x1) / (hops[0].x2 - hops[0].x1), 5, accuracy: 0.01)
    }

    func testALongLineIsNumberedEveryTenWithATickForEveryNumber() throws {
        let picture = try drawItem("type: numberLine\nfrom: 0\nto: 100\nstart: 30\njumps: [10, 10]\nanswer: 50")
        let scene = try SceneElements(picture)
        XCTAssertEqual(ticks(scene).count, 101)
        XCTAssertEqual(scene.texts("line-number"), stride(from: 0, through: 100, by: 10).map(String.init))
        XCTAssertEqual(scene.count("line-tick major"), 11)
        XCTAssertEqual(scene.texts("start-caption"), ["start"])
        XCTAssertTrue(picture.description.contains("a tick for every number, numbered every 10"), picture.description)
    }

    func testAMiddleLineIsNumberedEveryFiveAndAnUnnumberedStartIsWritten() throws {
        let scene = try SceneElements(drawItem("type: numberLine\nfrom: 20\nto: 40\nstart: 23\njumps: [1, 1]\nanswer: 25"))
        XCTAssertEqual(scene.texts("line-number").first, "20")
        let scene2 = try SceneElements(drawItem("type: numberLine\nfrom: 0\nto: 50\nstart: 23\njumps: [1]\nanswer: 24"))
        XCTAssertEqual(scene2.texts("line-number"), ["0", "5", "10", "15", "20", "25", "30", "35", "40", "45", "50"])
        XCTAssertEqual(scene2.texts("start-caption"), ["start 23"])
    }

    func testAHugeLineKeepsItsTicksFew() throws {
        let scene = try SceneElements(drawItem("type: numberLine\nfrom: 0\nto: 1000000\nstart: 0\njumps: [500000]\nanswer: 500000"))
        XCTAssertLessThanOrEqual(scene.count("line-tick"), 130)
        XCTAssertLessThanOrEqual(scene.count("line-number"), 14)
    }

    func testAJumpOffTheLineIsNotDrawn() throws {
        let picture = try drawItem("type: numberLine\nfrom: 0\nto: 10\nstart: 8\njumps: [5]\nanswer: 13")
        XCTAssertNil(picture.scene)
        XCTAssertEqual(picture.problem, "the jump +5 from 8 leaves the line, which runs from 0 to 10")
    }
}
