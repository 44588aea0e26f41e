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
        XCTAssertEqual(picture.description, "A bar graph with 3 bars (apples 8, pears 5, plums 3) on a count axis from 0 to 8 with numbered gridlines")
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

    func testLargeCountsKeepAFewGridlines() throws {
        let scene = try SceneElements(drawItem("type: barGraph\ncategories:\n  - {name: sand, count: 5000000000}\n  - {name: stones, count: 3}\nask: most\nanswer: sand"))
        XCTAssertLessThanOrEqual(scene.count("gridline"), 21)
        XCTAssertEqual(scene.texts("axis-number").last, "5000000000")
    }

    func testMostIsTappedOnTheGraph() throws {
        let picture = try drawItem(fruit + "ask: most\nanswer: apples")
        XCTAssertEqual(picture.response, .onScene(action: "Tap the bar with the most"))
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
