import XCTest

@testable import CurriculumCompiler

final class MeasureDrawingTests: XCTestCase {
    func numbers(_ scene: SceneElements, _ classes: String, _ attribute: String) -> [Double] {
        scene.elements(classes).compactMap { SceneElements.number(attribute, in: $0) }
    }

    func testLengthsAreDrawnToScaleFromOneStartLine() throws {
        let picture = try drawItem("type: measure\nattribute: length\nobjects:\n  - {name: pencil, value: 6}\n  - {name: crayon, value: 3}\nask: longer\nanswer: pencil")
        let scene = try SceneElements(picture)
        let widths = numbers(scene, "object length", "width")
        XCTAssertEqual(widths.count, 2)
        XCTAssertEqual(widths[0], 2 * widths[1], accuracy: 0.01, "6 is drawn twice as long as 3")
        XCTAssertEqual(Set(numbers(scene, "object length", "x")).count, 1, "both start at the same line")
        XCTAssertEqual(scene.texts("object-name"), ["pencil", "crayon"])
        XCTAssertEqual(picture.description, "Two things lying side by side from one start line, drawn to scale: pencil (6), crayon (3)")
        XCTAssertEqual(picture.response, .onScene(action: "Tap the longer one"))
    }

    func testHeightsStandOnOneGround() throws {
        let scene = try SceneElements(drawItem("type: measure\nattribute: height\nobjects:\n  - {name: red tower, value: 9}\n  - {name: blue tower, value: 6}\nask: taller\nanswer: red tower"))
        let heights = numbers(scene, "object height", "height"), tops = numbers(scene, "object height", "y")
        XCTAssertEqual(heights[0] / heights[1], 9.0 / 6, accuracy: 0.001)
        XCTAssertEqual(tops[0] + heights[0], tops[1] + heights[1], accuracy: 0.01, "bottoms on one ground")
        XCTAssertEqual(scene.count("object height paint red"), 1, "a red tower is red")
    }

    func testTheBalanceTipsDownOnTheHeavierSide() throws {
        let picture = try drawItem("type: measure\nattribute: weight\nobjects:\n  - {name: leaf, value: 1}\n  - {name: rock, value: 7}\nask: lighter\nanswer: leaf")
        let scene = try SceneElements(picture)
        let beam = try XCTUnwrap(scene.elements("beam").first)
        XCTAssertEqual(SceneElements.attribute("data-down", in: beam), "right")
        XCTAssertGreaterThan(try XCTUnwrap(SceneElements.number("y2", in: beam)), try XCTUnwrap(SceneElements.number("y1", in: beam)), "the right end is lower")
        XCTAssertEqual(scene.elements("load").compactMap { SceneElements.attribute("data-object", in: $0) }, ["leaf", "rock"])
        XCTAssertEqual(picture.description, "A balance with leaf (1) on the left and rock (7) on the right, down on the rock side")
    }

    func testThreeWeightsGetABalanceForEachPair() throws {
        let scene = try SceneElements(drawItem("type: measure\nattribute: weight\nobjects:\n  - {name: a, value: 3}\n  - {name: b, value: 3}\n  - {name: c, value: 5}\nask: heavier\nanswer: c"))
        XCTAssertEqual(scene.elements("beam").compactMap { SceneElements.attribute("data-down", in: $0) }, ["level", "right", "right"])
    }

    func testContainersGrowWithWhatTheyHold() throws {
        let scene = try SceneElements(drawItem("type: measure\nattribute: capacity\nobjects:\n  - {name: bowl, value: 6}\n  - {name: cup, value: 3}\nask: holdsMore\nanswer: bowl"))
        let areas = scene.elements("object container").compactMap { tag -> Double? in
            guard let w = SceneElements.number("data-width", in: tag), let h = SceneElements.number("data-height", in: tag) else { return nil }
            return w * h
        }
        XCTAssertEqual(areas.count, 2)
        XCTAssertEqual(areas[0] / areas[1], 2, accuracy: 0.01, "holding twice as much, twice the size")
    }

    func testUnitsLieUnderTheMeasuredObject() throws {
        let picture = try drawItem("type: measure\nattribute: length\nobjects:\n  - {name: pencil, value: 8}\n  - {name: crayon, value: 5}\nask: units\nunit: cube\nanswer: 8")
        let scene = try SceneElements(picture)
        XCTAssertEqual(scene.count("unit"), 8)
        XCTAssertEqual(scene.count("object length"), 1, "only the measured object")
        let bar = try XCTUnwrap(scene.elements("object length").first)
        let barEnd = try XCTUnwrap(SceneElements.number("x", in: bar)) + (try XCTUnwrap(SceneElements.number("width", in: bar)))
        let lastUnit = try XCTUnwrap(scene.elements("unit").last)
        let unitEnd = try XCTUnwrap(SceneElements.number("x", in: lastUnit)) + (try XCTUnwrap(SceneElements.number("width", in: lastUnit)))
        XCTAssertEqual(unitEnd, barEnd, accuracy: 1.5, "the units end where the pencil ends")
        XCTAssertEqual(scene.texts("object-name"), ["pencil", "cube"])
        XCTAssertEqual(picture.response, .keypad)
        XCTAssertEqual(picture.note, "only the first object is measured, so crayon is not drawn")
        XCTAssertEqual(picture.description, "The pencil, with a row of 8 unit blocks (cube) under it from the same start line")
        // A name that says whose it is takes no "The".
        let aisha = try drawItem("type: measure\nattribute: length\nobjects:\n  - {name: Aisha's clay worm, value: 6}\n  - {name: Dev's clay worm, value: 4}\nask: units\nunit: cube\nanswer: 6")
        XCTAssertEqual(aisha.description, "Aisha's clay worm, with a row of 6 unit blocks (cube) under it from the same start line")
    }

    /// "The shoe is 7 cubes long. The sock is 5 cubes long.": compared lengths told in units
    /// show each thing's row of units, ending where the thing ends.
    func testComparedLengthsInUnitsShowEachRowOfUnits() throws {
        let picture = try drawItem("type: measure\nattribute: length\nobjects:\n  - {name: shoe, value: 7}\n  - {name: sock, value: 5}\nask: longer\nunit: cube\nanswer: shoe")
        let scene = try SceneElements(picture)
        let owners = scene.elements("unit").compactMap { SceneElements.attribute("data-of", in: $0) }
        XCTAssertEqual(owners.filter { $0 == "0" }.count, 7)
        XCTAssertEqual(owners.filter { $0 == "1" }.count, 5)
        let bars = scene.elements("object length")
        let sockEnd = try XCTUnwrap(SceneElements.number("x", in: bars[1])) + (try XCTUnwrap(SceneElements.number("width", in: bars[1])))
        let lastSockUnit = try XCTUnwrap(scene.elements("unit").last)
        let unitEnd = try XCTUnwrap(SceneElements.number("x", in: lastSockUnit)) + (try XCTUnwrap(SceneElements.number("width", in: lastSockUnit)))
        XCTAssertEqual(unitEnd, sockEnd, accuracy: 1.5, "the sock's cubes end where the sock ends")
        XCTAssertTrue(picture.description.hasSuffix("shoe (7), sock (5), each over a row of unit blocks (cube)"), picture.description)
        XCTAssertEqual(picture.response, .onScene(action: "Tap the longer one"))
        // Without a unit, the bars are drawn alone.
        let plain = try SceneElements(drawItem("type: measure\nattribute: length\nobjects:\n  - {name: shoe, value: 7}\n  - {name: sock, value: 5}\nask: longer\nanswer: shoe"))
        XCTAssertEqual(plain.count("unit"), 0)
    }

    /// Among three things the screen's line says what the question asks, "the shortest", not "the
    /// shorter", which a child hears as one of two.
    func testThreeThingsAreAskedForTheMost() throws {
        let three = try drawItem("type: measure\nattribute: length\nobjects:\n  - {name: boat, value: 4}\n  - {name: train, value: 9}\n  - {name: car, value: 6}\nask: shorter\nanswer: boat")
        XCTAssertEqual(three.response, .onScene(action: "Tap the shortest one"))
        let heavy = try drawItem("type: measure\nattribute: weight\nobjects:\n  - {name: rock, value: 9}\n  - {name: leaf, value: 1}\n  - {name: shoe, value: 4}\nask: heavier\nanswer: rock")
        XCTAssertEqual(heavy.response, .onScene(action: "Tap the heaviest one"))
        let two = try drawItem("type: measure\nattribute: length\nobjects:\n  - {name: boat, value: 4}\n  - {name: train, value: 9}\nask: shorter\nanswer: boat")
        XCTAssertEqual(two.response, .onScene(action: "Tap the shorter one"))
    }

    /// Paper clips are drawn as clips, not as the cubes of the next item, so "5 cubes or 3 clips"
    /// is about two units the child can tell apart.
    func testPaperClipsLookLikeClips() throws {
        let clips = try SceneElements(drawItem("type: measure\nattribute: length\nobjects:\n  - {name: snake, value: 6}\n  - {name: rope, value: 4}\nask: units\nunit: paper clips\nanswer: 6"))
        XCTAssertEqual(clips.count("unit clip"), 6)
        XCTAssertEqual(clips.count("clip-loop"), 6, "each clip has its inner loop")
        XCTAssertEqual(clips.count("unit"), 6, "a clip is still one unit to count")
        let cubes = try SceneElements(drawItem("type: measure\nattribute: length\nobjects:\n  - {name: snake, value: 6}\n  - {name: rope, value: 4}\nask: units\nunit: cubes\nanswer: 6"))
        XCTAssertEqual(cubes.count("unit clip"), 0)
        XCTAssertEqual(cubes.count("clip-loop"), 0)
    }

    func testBrokenObjectsAreNotDrawn() throws {
        let four = try drawItem("type: measure\nattribute: length\nobjects:\n  - {name: a, value: 1}\n  - {name: b, value: 2}\n  - {name: c, value: 3}\n  - {name: d, value: 4}\nask: longer\nanswer: d")
        XCTAssertNil(four.scene)
        XCTAssertEqual(four.problem, "a measure item compares 2 or 3 objects, not 4")
        XCTAssertEqual(try drawItem("type: measure\nattribute: length\nobjects:\n  - {name: a, value: -1}\n  - {name: b, value: 2}\nask: longer\nanswer: b").problem, "a has a value below 0")
        XCTAssertNil(try drawItem("type: measure\nattribute: length\nobjects: [a, b]\nask: longer\nanswer: b").scene)
    }
}
