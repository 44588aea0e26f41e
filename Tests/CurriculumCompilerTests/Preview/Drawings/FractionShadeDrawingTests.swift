import XCTest

@testable import CurriculumCompiler

final class FractionShadeDrawingTests: XCTestCase {
    func testShadedSharesMatchTheField() throws {
        let picture = try drawItem("type: fractionShade\nshape: circle\nshares: 4\nshaded: 3\nask: word\noptions: [fourths, halves]\nanswer: fourths")
        let scene = try SceneElements(picture)
        XCTAssertEqual(scene.count("share"), 4)
        XCTAssertEqual(scene.count("share shaded"), 3)
        XCTAssertEqual(scene.elements("share shaded").compactMap { SceneElements.attribute("data-index", in: $0) }, ["0", "1", "2"])
        let hatched = Set(scene.elements("hatch").compactMap { SceneElements.attribute("data-share", in: $0) })
        XCTAssertEqual(hatched, ["0", "1", "2"], "shaded shares are hatched, not told by colour alone; the empty one is not")
        XCTAssertEqual(picture.description, "A circle cut into 4 equal shares, 3 of them shaded")
        XCTAssertEqual(picture.response, .options(["fourths", "halves"]))
    }

    func testSharesOfARectangleAreEqual() throws {
        let scene = try SceneElements(drawItem("type: fractionShade\nshape: rectangle\nshares: 4\nshaded: 1\nask: word\nanswer: fourths"))
        let areas = scene.elements("share").compactMap { tag -> Double? in
            guard let w = SceneElements.number("width", in: tag), let h = SceneElements.number("height", in: tag) else { return nil }
            return w * h
        }
        XCTAssertEqual(areas.count, 4)
        XCTAssertEqual(Set(areas).count, 1, "every share has the same area: \(areas)")
    }

    func testHatchingStaysInsideItsShare() throws {
        let rectangle = try SceneElements(drawItem("type: fractionShade\nshape: rectangle\nshares: 2\nshaded: 1\nask: word\nanswer: half"))
        let share = try XCTUnwrap(rectangle.elements("share shaded").first)
        let left = try XCTUnwrap(SceneElements.number("x", in: share)), top = try XCTUnwrap(SceneElements.number("y", in: share))
        let right = left + (try XCTUnwrap(SceneElements.number("width", in: share))), bottom = top + (try XCTUnwrap(SceneElements.number("height", in: share)))
        XCTAssertGreaterThan(rectangle.count("hatch"), 5)
        for (x, y) in endpoints(rectangle.elements("hatch")) {
            XCTAssert((left - 0.01...right + 0.01).contains(x) && (top - 0.01...bottom + 0.01).contains(y), "(\(x), \(y)) is outside the shaded share")
        }

        let circle = try SceneElements(drawItem("type: fractionShade\nshape: circle\nshares: 2\nshaded: 1\nask: word\nanswer: half"))
        XCTAssertGreaterThan(circle.count("hatch"), 5)
        for (x, y) in endpoints(circle.elements("hatch")) {
            XCTAssertLessThanOrEqual(((x - 110) * (x - 110) + (y - 110) * (y - 110)).squareRoot(), 100.01, "inside the circle")
            XCTAssertLessThanOrEqual(x, 110.01, "inside the left half")
        }
    }

    func testAskedToShadeTheChildStartsFromAnEmptyShape() throws {
        let picture = try drawItem("type: fractionShade\nshape: rectangle\nshares: 2\nshaded: 2\nask: shade\nword: halves\nanswer: 2")
        let scene = try SceneElements(picture)
        XCTAssertEqual(scene.count("share"), 2)
        XCTAssertEqual(scene.count("share shaded"), 0, "the shaded count is the answer")
        XCTAssertEqual(scene.count("hatch"), 0)
        XCTAssertEqual(picture.description, "A rectangle cut into 2 equal shares, none shaded yet, for the child to shade")
        // Asked to shade them all ("How many halves make the whole?"), the name the child hears
        // does not count the shares; asked to shade one, it does.
        XCTAssertEqual(picture.label, "A rectangle cut into equal shares, none shaded yet, for the child to shade")
        XCTAssertEqual(picture.response, .onScene(action: "Tap shares to shade them"))
        let one = try drawItem("type: fractionShade\nshape: circle\nshares: 4\nshaded: 1\nask: shade\nword: fourth\nanswer: 1")
        XCTAssertEqual(one.label, "A circle cut into 4 equal shares, none shaded yet, for the child to shade")
    }

    func testEqualSharesAreJudgedTrueOrFalse() throws {
        let yes = try drawItem("type: fractionShade\nshape: circle\nshares: 2\nshaded: 0\nask: equal\nanswer: true")
        XCTAssertEqual(yes.response, .trueFalse)
        XCTAssertNil(yes.note)
        XCTAssertEqual(yes.description, "A circle cut into 2 equal shares, none shaded")
        XCTAssertEqual(yes.label, "A circle cut into 2 shares, none shaded", "the name the child hears does not answer the question")
    }

    /// `equal: false` cuts off the middle, so a "false" is seen in the picture, not only told.
    func testUnequalSharesAreDrawnOfDifferentSizes() throws {
        let rectangle = try drawItem("type: fractionShade\nshape: rectangle\nshares: 4\nequal: false\nask: equal\nanswer: false")
        let areas = try SceneElements(rectangle).elements("share").compactMap { tag -> Double? in
            guard let w = SceneElements.number("width", in: tag), let h = SceneElements.number("height", in: tag) else { return nil }
            return w * h
        }
        XCTAssertEqual(areas.count, 4)
        XCTAssertEqual(Set(areas).count, 4, "no two shares the same size: \(areas)")
        XCTAssertEqual(areas.reduce(0, +), 260 * 160, accuracy: 0.01, "the shares still make the whole")
        XCTAssertLessThan(areas.min() ?? 0, 0.7 * (areas.max() ?? 0) / 2, "the difference is plain to a child's eye")
        XCTAssertEqual(rectangle.description, "A rectangle cut into 4 unequal shares, none shaded")
        XCTAssertEqual(rectangle.label, "A rectangle cut into 4 shares, none shaded")

        // The smaller share of a circle cut left of its centre, shaded: its hatching stays in it.
        let circle = try SceneElements(drawItem("type: fractionShade\nshape: circle\nshares: 2\nshaded: 1\nequal: false\nask: equal\nanswer: false"))
        XCTAssertEqual(circle.count("share"), 2)
        XCTAssertGreaterThan(circle.count("hatch"), 2)
        for (x, y) in endpoints(circle.elements("hatch")) {
            XCTAssertLessThanOrEqual(((x - 110) * (x - 110) + (y - 110) * (y - 110)).squareRoot(), 100.01, "inside the circle")
            XCTAssertLessThan(x, 100, "inside the share left of the cut, well short of the centre")
        }
        // Four shares of a circle around a point off its centre: each share's hatching is its own.
        let four = try SceneElements(drawItem("type: fractionShade\nshape: circle\nshares: 4\nshaded: 4\nequal: false\nask: equal\nanswer: false"))
        XCTAssertEqual(four.count("share shaded"), 4)
        let cut = (x: 110 - 42.0, y: 110 - 34.0)
        for line in four.elements("hatch") {
            let share = try XCTUnwrap(SceneElements.attribute("data-share", in: line))
            let left = ["0", "3"].contains(share), above = ["0", "1"].contains(share)
            for (x, y) in endpoints([line]) {
                XCTAssertTrue(left ? x <= cut.x + 0.01 : x >= cut.x - 0.01, "share \(share) lies \(left ? "left" : "right") of the cut: \(x)")
                XCTAssertTrue(above ? y <= cut.y + 0.01 : y >= cut.y - 0.01, "share \(share) lies \(above ? "above" : "below") the cut: \(y)")
            }
        }
    }

    func testBrokenFieldsAreNotDrawn() throws {
        let thirds = try drawItem("type: fractionShade\nshape: circle\nshares: 3\nask: word\nanswer: thirds")
        XCTAssertNil(thirds.scene)
        XCTAssertEqual(thirds.problem, "the shape is cut into 2 or 4 equal `shares`")
        let overfull = try drawItem("type: fractionShade\nshape: rectangle\nshares: 4\nshaded: 5\nask: word\nanswer: fourths")
        XCTAssertEqual(overfull.problem, "5 shaded shares do not fit in 4")
        XCTAssertNil(try drawItem("type: fractionShade\nshape: [circle]\nshares: 2\nask: word\nanswer: half").scene)
    }

    private func endpoints(_ lines: [String]) -> [(Double, Double)] {
        lines.flatMap { tag -> [(Double, Double)] in
            guard let x1 = SceneElements.number("x1", in: tag), let y1 = SceneElements.number("y1", in: tag),
                  let x2 = SceneElements.number("x2", in: tag), let y2 = SceneElements.number("y2", in: tag) else { return [] }
            return [(x1, y1), (x2, y2)]
        }
    }
}
