@testable import CurriculumPreview
import XCTest

@testable import CurriculumCompiler

final class CountingDrawingTests: XCTestCase {
    func centres(_ scene: SceneElements) -> [(x: Double, y: Double)] {
        scene.elements("count-object").compactMap { tag in
            guard let x = SceneElements.number("data-x", in: tag), let y = SceneElements.number("data-y", in: tag) else { return nil }
            return (x, y)
        }
    }

    func testALineDrawsEveryObjectInOneRow() throws {
        let picture = try drawItem("type: counting\nobjects: {name: apple, count: 7, arrangement: line}\nanswer: 7")
        let scene = try SceneElements(picture)
        XCTAssertEqual(scene.count("count-object"), 7)
        XCTAssertEqual(Set(centres(scene).map(\.y)).count, 1, "one row")
        XCTAssertEqual(scene.texts("count-caption"), ["apple"])
        XCTAssertEqual(picture.description, "7 apples in a line")
        XCTAssertEqual(picture.response, .keypad)
    }

    func testAnArrayIsRowsOfFive() throws {
        let picture = try drawItem("type: counting\nobjects: {name: star, count: 14, arrangement: array}\noptions: [13, 14, 15]\nanswer: 14")
        let scene = try SceneElements(picture)
        XCTAssertEqual(scene.count("count-object star"), 14)
        let rows = Dictionary(grouping: centres(scene), by: \.y).sorted { $0.key < $1.key }.map(\.value.count)
        XCTAssertEqual(rows, [5, 5, 4])
        XCTAssertEqual(picture.response, .options(["13", "14", "15"]))
    }

    func testACircleKeepsEveryObjectAtTheSameDistanceFromItsCentre() throws {
        let scene = try SceneElements(drawItem("type: counting\nobjects: {name: shell, count: 7, arrangement: circle}\nanswer: 7"))
        let points = centres(scene)
        XCTAssertEqual(points.count, 7)
        let cx = points.map(\.x).reduce(0, +) / 7, cy = points.map(\.y).reduce(0, +) / 7
        let distances = points.map { (($0.x - cx) * ($0.x - cx) + ($0.y - cy) * ($0.y - cy)).squareRoot() }
        XCTAssertLessThan((distances.max() ?? 0) - (distances.min() ?? 0), 1)
    }

    func testScatteredObjectsAreTheSameEveryTimeAndNeverOverlap() throws {
        let fields = "type: counting\nobjects: {name: button, count: 10, arrangement: scattered}\nanswer: 10"
        let first = try SceneElements(drawItem(fields)), second = try SceneElements(drawItem(fields))
        XCTAssertEqual(first.svg, second.svg)
        let points = centres(first)
        XCTAssertEqual(points.count, 10)
        XCTAssertGreaterThan(Set(points.map(\.y)).count, 2, "not a line")
        for i in points.indices {
            for j in points.indices where j > i {
                let d = ((points[i].x - points[j].x) * (points[i].x - points[j].x) + (points[i].y - points[j].y) * (points[i].y - points[j].y)).squareRoot()
                XCTAssertGreaterThanOrEqual(d, 0.36 * 40 * 2, "objects \(i) and \(j) overlap")
            }
        }
    }

    func testAColorWordColorsTheObjectsAndStaysInTheCaption() throws {
        let scene = try SceneElements(drawItem("type: counting\nobjects: {name: green bead, count: 7, arrangement: scattered}\nanswer: 7"))
        XCTAssertEqual(scene.count("count-object green"), 7)
        XCTAssertEqual(scene.texts("count-caption"), ["green bead"])
    }

    func testTheDescriptionNamesThePictureInPlainEnglish() throws {
        XCTAssertEqual(try drawItem("type: counting\nobjects: {name: leaf, count: 16, arrangement: circle}\nanswer: 16").description, "16 leaves in a circle")
        XCTAssertEqual(try drawItem("type: counting\nobjects: {name: fish, count: 9, arrangement: line}\nanswer: 9").description, "9 fish in a line")
        XCTAssertEqual(try drawItem("type: counting\nobjects: {name: paper clip, count: 1, arrangement: line}\nanswer: 1").description, "1 paper clip in a line")
    }

    func testAHugeCountIsCappedWithANote() throws {
        let picture = try drawItem("type: counting\nobjects: {name: stick, count: 500, arrangement: line}\nanswer: 500")
        XCTAssertEqual(try SceneElements(picture).count("count-object stick"), ItemDrawings.objectLimit)
        XCTAssertEqual(picture.note, "the first 120 of 500 objects are drawn")
        XCTAssertEqual(picture.description, "500 sticks in a line")
    }

    func testAMissingCountIsNotDrawn() throws {
        let picture = try drawItem("type: counting\nobjects: {name: apple, arrangement: line}\nanswer: 7")
        XCTAssertNil(picture.scene)
        XCTAssertEqual(picture.problem, "`objects` needs a whole-number `count`")
    }
}
