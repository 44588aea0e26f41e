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
        let no = try drawItem("type: fractionShade\nshape: circle\nshares: 2\nshaded: 0\nask: equal\nanswer: false")
        XCTAssertNotNil(no.note, "the fields cannot show unequal shares, and the reviewer is told")
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
