import XCTest

@testable import CurriculumCompiler

final class BarGraphDrawingTests: XCTestCase {
    let fruit = "type: barGraph\ncategories:\n  - {name: apples, count: 8}\n  - {name: pears, count: 5}\n  - {name: plums, count: 3}\n"

    func testBarsAreProportionalToTheirCounts() throws {
        let picture = try drawItem(fruit + "ask: count\ncategory: pears\nanswer: 5")
        let scene = try SceneElements(picture)
        let bars = scene.elements("bar")
        XCTAssertEqual(bars.compactMap { SceneElements.attribute("data-count", in: $0) }, ["8", "5", "3"])
        let heights = bars.compactMap { SceneElements.number("height", in: $0) }
        XCTAssertEqual(heights.count, 3)
        for (height, count) in zip(heights, [8.0, 5, 3]) {
            XCTAssertEqual(height / count, heights[0] / 8, accuracy: 0.01, "each bar is its count on one scale")
        }
        XCTAssertEqual(scene.texts("bar-label"), ["apples", "pears", "plums"])
        XCTAssertEqual(picture.description, "A bar graph with 3 bars (apples 8, pears 5, plums 3) on a count axis from 0 to 8 with numbered gridlines, each bar a stack of squares")
        XCTAssertEqual(picture.response, .keypad)
    }

    /// A graph of favourite colours paints each bar its colour; other bars keep the app's blue.
    func testABarNamedForAColourIsThatColour() throws {
        let colours = try SceneElements(drawItem("type: barGraph\ncategories:\n  - {name: red, count: 3}\n  - {name: blue, count: 9}\n  - {name: green, count: 5}\nask: most\nanswer: blue"))
        XCTAssertEqual(colours.count("bar paint red"), 1)
        XCTAssertEqual(colours.count("bar paint blue"), 1)
        XCTAssertEqual(colours.count("bar paint green"), 1)
        XCTAssertEqual(try SceneElements(drawItem(fruit + "ask: most\nanswer: apples")).count("paint"), 0)
    }

    func testEachBarEndsAtTheGridlineOfItsCount() throws {
        let scene = try SceneElements(drawItem(fruit + "ask: total\nanswer: 16"))
        XCTAssertEqual(scene.texts("axis-number"), (0...8).map(String.init))
        var gridline: [String: Double] = [:]
        for tag in scene.elements("gridline") {
            if let value = SceneElements.attribute("data-value", in: tag), let y = SceneElements.number("y1", in: tag) { gridline[value] = y }
        }
        for bar in scene.elements("bar") {
            let count = try XCTUnwrap(SceneElements.attribute("data-count", in: bar))
            let top = try XCTUnwrap(SceneElements.number("y", in: bar))
            XCTAssertEqual(top, try XCTUnwrap(gridline[count]), accuracy: 0.01, "the \(count) bar ends at the \(count) gridline")
            XCTAssertEqual(top + (try XCTUnwrap(SceneElements.number("height", in: bar))), try XCTUnwrap(gridline["0"]), accuracy: 0.01)
        }
    }

    func testCountsAreReadFromTheAxisNotWrittenOnTheBars() throws {
        let scene = try SceneElements(drawItem("type: barGraph\ncategories:\n  - {name: cats, count: 7}\n  - {name: dogs, count: 12}\nask: count\ncategory: cats\nanswer: 7"))
        XCTAssertEqual(scene.texts("axis-number"), (0...12).map(String.init), "every count up to 20 has its own numbered gridline")
        XCTAssertEqual(scene.texts().filter { $0 == "7" }.count, 1, "the asked count is written only on the axis, not on its bar")
        let cats = try XCTUnwrap(scene.elements("bar").first)
        let seven = try XCTUnwrap(scene.elements("gridline").first { SceneElements.attribute("data-value", in: $0) == "7" })
        XCTAssertEqual(try XCTUnwrap(SceneElements.number("y", in: cats)), try XCTUnwrap(SceneElements.number("y1", in: seven)), accuracy: 0.01,
                       "the 7 bar stops on the 7 gridline, not between two")
    }

    /// Up to 20 a bar is built of one square per thing counted (NY-K.MD.3 counts them); past 20
    /// the axis steps by more than 1, and a square would no longer be one thing.
    func testABarOfSmallCountsIsAStackOfSquaresToCount() throws {
        let scene = try SceneElements(drawItem(fruit + "ask: total\nanswer: 16"))
        let lines = scene.elements("bar-square").compactMap { SceneElements.number("y1", in: $0) }
        XCTAssertEqual(lines.count, 7 + 4 + 2, "a bar of n squares has n - 1 lines between them")
        let apples = try XCTUnwrap(scene.elements("bar").first)
        let square = try XCTUnwrap(SceneElements.number("height", in: apples)) / 8
        let applesTop = try XCTUnwrap(SceneElements.number("y", in: apples))
        for unit in 1..<8 {
            XCTAssertTrue(lines.contains { abs($0 - (applesTop + square * Double(unit))) < 0.01 }, "a line \(unit) squares down the apples bar")
        }
        let large = try drawItem("type: barGraph\ncategories:\n  - {name: cats, count: 30}\n  - {name: dogs, count: 12}\nask: most\nanswer: cats")
        XCTAssertEqual(try SceneElements(large).count("bar-square"), 0)
        XCTAssertFalse(large.description.contains("squares"))
    }

    func testLargeCountsKeepAFewGridlines() throws {
        let scene = try SceneElements(drawItem("type: barGraph\ncategories:\n  - {name: sand, count: 5000000000}\n  - {name: stones, count: 3}\nask: most\nanswer: sand"))
        XCTAssertLessThanOrEqual(scene.count("gridline"), 21)
        XCTAssertEqual(scene.texts("axis-number").last, "5000000000")
        XCTAssertEqual(scene.count("bar-square"), 0, "five billion squares are not drawn")
    }

    func testMostIsTappedOnTheGraph() throws {
        let picture = try drawItem(fruit + "ask: most\nanswer: apples")
        XCTAssertEqual(picture.response, .onScene(action: "Tap the bar with the most"))
        let two = try drawItem("type: barGraph\ncategories:\n  - {name: cats, count: 3}\n  - {name: dogs, count: 5}\nask: fewest\nanswer: cats")
        XCTAssertEqual(two.response, .onScene(action: "Tap the bar with fewer"), "of two bars one has fewer, not the fewest")
    }

    func testBrokenCategoriesAreNotDrawn() throws {
        let four = try drawItem("type: barGraph\ncategories:\n  - {name: a, count: 1}\n  - {name: b, count: 2}\n  - {name: c, count: 3}\n  - {name: d, count: 4}\nask: total\nanswer: 10")
        XCTAssertNil(four.scene)
        XCTAssertEqual(four.problem, "a bar graph shows up to 3 categories, not 4")
        let negative = try drawItem("type: barGraph\ncategories:\n  - {name: a, count: -1}\nask: total\nanswer: 1")
        XCTAssertEqual(negative.problem, "a has -1: a bar cannot go below 0")
        XCTAssertNil(try drawItem("type: barGraph\ncategories: many\nask: total\nanswer: 1").scene)
    }
}
