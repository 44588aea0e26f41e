import XCTest

@testable import CurriculumCompiler

final class NumberChartDrawingTests: XCTestCase {
    func testTheMissingCellIsAnEmptyBoxInItsPlace() throws {
        let picture = try drawItem("type: numberChart\nstart: 1\ncolumns: 10\nrows: 2\nmissing: [14]\nanswer: 14")
        let scene = try SceneElements(picture)
        XCTAssertEqual(scene.count("chart-cell"), 20)
        XCTAssertEqual(scene.count("chart-cell missing"), 1)
        XCTAssertEqual(scene.texts("chart-number"), (1...20).filter { $0 != 14 }.map(String.init))
        // The empty box is where 14 would be: row 2, column 4.
        let cells = scene.elements("chart-cell").filter { !$0.contains("missing") }
        let xs = Set(cells.compactMap { SceneElements.number("x", in: $0) }).sorted()
        let ys = Set(cells.compactMap { SceneElements.number("y", in: $0) }).sorted()
        let empty = try XCTUnwrap(scene.elements("chart-cell missing").first)
        XCTAssertEqual(SceneElements.number("x", in: empty), xs[3])
        XCTAssertEqual(SceneElements.number("y", in: empty), ys[1])
        XCTAssertEqual(picture.description, "A number chart from 1 to 20, 10 in a row, with 1 empty box (row 2, box 4)")
        // What the child hears says no place: on a chart from 1, "row 2, box 4" is the 14 asked for.
        XCTAssertEqual(picture.label, "A number chart of 2 rows of 10, with 1 empty box")
        XCTAssertEqual(picture.response, .keypad)
    }

    func testSeveralMissingCellsAreFilledInOnTheChart() throws {
        let picture = try drawItem("type: numberChart\nstart: 61\ncolumns: 10\nrows: 2\nmissing: [67, 75]\nanswer: [67, 75]")
        let scene = try SceneElements(picture)
        XCTAssertEqual(scene.count("chart-cell missing"), 2)
        XCTAssertFalse(scene.texts().contains("67"))
        XCTAssertFalse(scene.texts().contains("75"))
        XCTAssertEqual(scene.texts("chart-number").first, "61")
        XCTAssertEqual(scene.texts("chart-number").last, "80")
        XCTAssertEqual(picture.response, .onScene(action: "Write the missing number in each empty box"))
    }

    func testTheDescriptionNamesNoEndOfTheChartLeftEmpty() throws {
        let last = try drawItem("type: numberChart\nstart: 101\ncolumns: 10\nrows: 2\nmissing: [120]\nanswer: 120")
        XCTAssertEqual(last.description, "A number chart of 2 rows of 10 starting at 101, with 1 empty box (row 2, box 10)")
        let first = try drawItem("type: numberChart\nstart: 40\ncolumns: 10\nrows: 1\nmissing: [40]\nanswer: 40")
        XCTAssertEqual(first.description, "A number chart of 1 row of 10 ending at 49, with 1 empty box (row 1, box 1)")
        let both = try drawItem("type: numberChart\nstart: 40\ncolumns: 10\nrows: 1\nmissing: [40, 49]\nanswer: [40, 49]")
        XCTAssertFalse(both.description.contains("40") || both.description.contains("49"), both.description)
    }

    func testTooManyRowsAreCappedAndAMissingNumberOffTheChartIsNoted() throws {
        let picture = try drawItem("type: numberChart\nstart: 1\ncolumns: 10\nrows: 40\nmissing: [300]\nanswer: 300")
        XCTAssertEqual(try SceneElements(picture).count("chart-cell"), 120)
        XCTAssertEqual(picture.note, "the first 12 of 40 rows are drawn; 300 is not on the chart drawn, which runs from 1 to 120")
    }

    func testZeroColumnsIsNotDrawn() throws {
        let picture = try drawItem("type: numberChart\nstart: 1\ncolumns: 0\nrows: 2\nmissing: [5]\nanswer: 5")
        XCTAssertNil(picture.scene)
        XCTAssertEqual(picture.problem, "a number chart has 10 columns, not 0")
    }
}
