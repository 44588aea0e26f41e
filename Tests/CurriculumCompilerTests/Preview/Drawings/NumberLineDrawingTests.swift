@testable import CurriculumPreview
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

    /// The line worked, as the reviewer's panel shows it: the jumps drawn as arcs.
    func worked(_ picture: ItemPicture) throws -> SceneElements {
        try SceneElements(ItemPicture(scene: try XCTUnwrap(picture.worked?.scene, "no worked line"), description: "", response: .keypad))
    }

    func testAShortLineHasANumberedTickForEveryNumberAndTheWorkedJumpLandsOnItsTick() throws {
        let picture = try drawItem("type: numberLine\nfrom: 0\nto: 10\nstart: 6\njumps: [1]\nanswer: 7")
        let scene = try SceneElements(picture)
        let ticks = ticks(scene)
        XCTAssertEqual(ticks.keys.sorted(), Array(0...10))
        XCTAssertEqual(scene.texts("line-number"), (0...10).map(String.init))
        let dot = try XCTUnwrap(scene.elements("start-dot").first)
        XCTAssertEqual(try XCTUnwrap(SceneElements.number("cx", in: dot)), try XCTUnwrap(ticks[6]), accuracy: 0.01)
        XCTAssertEqual(picture.description, "A number line from 0 to 10 with every number written; a dot marks the start, 6")
        XCTAssertEqual(picture.response, .keypad)

        let line = try worked(picture)
        XCTAssertEqual(self.ticks(line), ticks, "the worked line is the child's line, numbered alike")
        let hops = line.elements("hop")
        XCTAssertEqual(hops.count, 1)
        let jump = try arc(try XCTUnwrap(hops.first))
        XCTAssertEqual(jump.x1, try XCTUnwrap(ticks[6]), accuracy: 0.01)
        XCTAssertEqual(jump.x2, try XCTUnwrap(ticks[7]), accuracy: 0.01)
        XCTAssertEqual(line.texts("hop-size"), ["+1"])
        XCTAssertEqual(picture.worked?.words, "1 jump drawn as an arc: +1, landing on 7")
    }

    /// The case: "Start at 1. Jump 3. Where do you land?" drew the +3 arc's arrowhead on 4.
    func testTheChildsLineNeverMarksWhereTheJumpsLand() throws {
        let picture = try drawItem("type: numberLine\nprompt: Start at 1. Jump 3. Where do you land?\nfrom: 0\nto: 10\nstart: 1\njumps: [3]\nanswer: 4")
        let svg = try XCTUnwrap(picture.scene)
        let scene = try SceneElements(picture)
        XCTAssertEqual(scene.count("hop"), 0, "no arc")
        XCTAssertEqual(scene.count("hop-arrow"), 0, "no arrowhead")
        XCTAssertEqual(scene.count("hop-size"), 0)
        XCTAssertFalse(svg.contains("data-to"), svg)
        // The tick at 4 is drawn as every other tick; only the start is marked.
        let four = try XCTUnwrap(scene.elements("line-tick").first { SceneElements.attribute("data-value", in: $0) == "4" })
        let three = try XCTUnwrap(scene.elements("line-tick").first { SceneElements.attribute("data-value", in: $0) == "3" })
        XCTAssertEqual(SceneElements.attribute("class", in: four), SceneElements.attribute("class", in: three))
        XCTAssertEqual(scene.elements("start-dot").map { SceneElements.attribute("data-value", in: $0) }, ["1"])
        XCTAssertFalse(picture.label.contains("4"), picture.label)
        // The answer is in the reviewer's panel.
        let line = try worked(picture)
        XCTAssertEqual(line.count("hop-arrow"), 1)
        XCTAssertEqual(line.elements("hop").map { SceneElements.attribute("data-to", in: $0) }, ["4"])
        XCTAssertEqual(picture.worked?.words, "1 jump drawn as an arc: +3, landing on 4")
    }

    func testOnALongLineALandingSpotGetsNoTickOfItsOwnInTheChildsView() throws {
        let picture = try drawItem("type: numberLine\nfrom: 0\nto: 1000\nstart: 0\njumps: [7]\nanswer: 7")
        XCTAssertNil(ticks(try SceneElements(picture))[7], "7 is no multiple of the line's tick step")
        XCTAssertNotNil(ticks(try worked(picture))[7], "the worked line marks it")
    }

    func testAJumpBackGoesLeftAndRisesAboveTheArcItCrosses() throws {
        let line = try worked(drawItem("type: numberLine\nfrom: 0\nto: 10\nstart: 0\njumps: [3, -2]\nanswer: 1"))
        let ticks = ticks(line)
        let hops = try line.elements("hop").map(arc)
        XCTAssertEqual(hops.count, 2)
        XCTAssertEqual(hops[0].x1, try XCTUnwrap(ticks[0]), accuracy: 0.01)
        XCTAssertEqual(hops[0].x2, try XCTUnwrap(ticks[3]), accuracy: 0.01)
        XCTAssertEqual(hops[1].x1, try XCTUnwrap(ticks[3]), accuracy: 0.01)
        XCTAssertEqual(hops[1].x2, try XCTUnwrap(ticks[1]), accuracy: 0.01)
        XCTAssertLessThan(hops[1].cy, hops[0].cy, "the jump back is drawn higher")
        XCTAssertEqual(line.texts("hop-size"), ["+3", "−2"])
        XCTAssertEqual(line.count("hop-arrow"), 2)
    }

    func testALongerJumpIsALongerArc() throws {
        let line = try worked(drawItem("type: numberLine\nfrom: 0\nto: 20\nstart: 2\njumps: [2, 10]\nanswer: 14"))
        let hops = try line.elements("hop").map(arc)
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
