import XCTest

@testable import CurriculumCompiler
@testable import CurriculumPreview

final class ShapeDrawingTests: XCTestCase {
    /// The corners of the one flat figure drawn.
    func corners(_ shape: String, turned: Bool = false, small: Bool = false) throws -> [(Double, Double)] {
        let scene = try SceneElements(drawItem("type: shape\nshape: \(shape)\nask: sides\nanswer: 4" + (turned ? "\nturned: true" : "") + (small ? "\nsmall: true" : "")))
        let tag = try XCTUnwrap(scene.elements("figure \(shape)").first)
        let points = try XCTUnwrap(SceneElements.attribute("points", in: tag))
        return points.split(separator: " ").compactMap { pair in
            let xy = pair.split(separator: ",").compactMap { Double($0) }
            return xy.count == 2 ? (xy[0], xy[1]) : nil
        }
    }

    func sides(_ p: [(Double, Double)]) -> [Double] {
        p.indices.map { i in
            let a = p[i], b = p[(i + 1) % p.count]
            return ((b.0 - a.0) * (b.0 - a.0) + (b.1 - a.1) * (b.1 - a.1)).squareRoot()
        }
    }

    /// Whether sides i and j (from corner i to i+1) are parallel.
    func parallel(_ p: [(Double, Double)], _ i: Int, _ j: Int) -> Bool {
        let a = (p[(i + 1) % p.count].0 - p[i].0, p[(i + 1) % p.count].1 - p[i].1)
        let b = (p[(j + 1) % p.count].0 - p[j].0, p[(j + 1) % p.count].1 - p[j].1)
        return abs(a.0 * b.1 - a.1 * b.0) < 0.5
    }

    func testEachFlatShapeHasItsSides() throws {
        for (shape, count) in [("triangle", 3), ("square", 4), ("rectangle", 4), ("hexagon", 6), ("trapezoid", 4), ("rhombus", 4)] {
            XCTAssertEqual(try corners(shape).count, count, shape)
        }
    }

    func testQuadrilateralsAreTrueToTheirKind() throws {
        let square = sides(try corners("square"))
        XCTAssertEqual(Set(square).count, 1, "a square's sides are equal")
        let rectangle = sides(try corners("rectangle"))
        XCTAssertNotEqual(rectangle[0], rectangle[1], "a rectangle drawn unlike a square")
        let rhombus = try corners("rhombus")
        for side in sides(rhombus) { XCTAssertEqual(side, sides(rhombus)[0], accuracy: 0.05, "a rhombus' sides are equal") }
        let (dx, dy) = (rhombus[1].0 - rhombus[0].0, rhombus[1].1 - rhombus[0].1), (ex, ey) = (rhombus[2].0 - rhombus[1].0, rhombus[2].1 - rhombus[1].1)
        XCTAssertGreaterThan(abs(dx * ex + dy * ey), 1, "a rhombus drawn unlike a square: its corners are not square")
        let trapezoid = try corners("trapezoid")
        XCTAssertTrue(parallel(trapezoid, 0, 2), "top and bottom are parallel")
        XCTAssertFalse(parallel(trapezoid, 1, 3), "the slanted sides are not")
        let hexagon = sides(try corners("hexagon"))
        for side in hexagon { XCTAssertEqual(side, hexagon[0], accuracy: 0.05) }
    }

    func testACubeHasTwelveEdgesMeetingAtEightCorners() throws {
        let picture = try drawItem("type: shape\nshape: cube\nask: faces\nanswer: 6")
        let scene = try SceneElements(picture)
        let edges = scene.elements("edge")
        XCTAssertEqual(edges.count, 12)
        XCTAssertEqual(scene.count("edge hidden"), 3, "the edges at the back are dashed")
        var ends = Set<String>()
        for tag in edges {
            for (x, y) in [("x1", "y1"), ("x2", "y2")] {
                ends.insert("\(SceneElements.attribute(x, in: tag) ?? ""),\(SceneElements.attribute(y, in: tag) ?? "")")
            }
        }
        XCTAssertEqual(ends.count, 8)
        XCTAssertEqual(picture.response, .keypad)
        XCTAssertEqual(picture.description, "A cube drawn in 3-D as a line drawing, the lines at its back dashed")
    }

    func testARectangularPrismIsLongerThanItIsTall() throws {
        let scene = try SceneElements(drawItem("type: shape\nshape: rectangularPrism\nask: faces\nanswer: 6"))
        XCTAssertEqual(scene.count("edge"), 12)
        let front = try XCTUnwrap(scene.elements("face front").first)
        let points = try XCTUnwrap(SceneElements.attribute("points", in: front)).split(separator: " ").map { $0.split(separator: ",").compactMap { Double($0) } }
        XCTAssertGreaterThan(abs(points[1][0] - points[0][0]), abs(points[2][1] - points[1][1]) + 20)
    }

    func testCurvedShapesHaveNoCorners() throws {
        let circle = try SceneElements(drawItem("type: shape\nshape: circle\nask: corners\nanswer: 0"))
        XCTAssertEqual(circle.count("figure circle"), 1)
        XCTAssertFalse(circle.svg.contains("<polygon"))
        let sphere = try SceneElements(drawItem("type: shape\nshape: sphere\nask: flatOrSolid\nanswer: solid"))
        XCTAssertFalse(sphere.svg.contains("<polygon") || sphere.svg.contains("<line"), "nothing drawn with a corner")
        XCTAssertEqual(sphere.count("solid sphere"), 1)
    }

    func testTheNameIsNotWritten() throws {
        let picture = try drawItem("type: shape\nshape: hexagon\nask: name\noptions: [hexagon, square, circle]\nanswer: hexagon")
        XCTAssertEqual(try SceneElements(picture).texts(), [], "the shape's name is the answer")
        XCTAssertEqual(picture.response, .options(["hexagon", "square", "circle"]))
        let solid = try drawItem("type: shape\nshape: cylinder\nask: flatOrSolid\nanswer: solid")
        XCTAssertEqual(solid.response, .onScene(action: "Say whether it is flat or solid"))
    }

    func testAnUnknownShapeIsNotDrawn() throws {
        let picture = try drawItem("type: shape\nshape: star\nask: name\nanswer: star")
        XCTAssertNil(picture.scene)
        XCTAssertNotNil(picture.problem)
    }

    /// K.G.2: a shape keeps its name when it turns. A turned square is a diamond with equal
    /// sides, standing on one corner, and every turned shape stays inside the drawing.
    func testATurnedShapeStandsOnACornerKeepingItsSides() throws {
        let square = try corners("square", turned: true)
        for side in sides(square) { XCTAssertEqual(side, sides(square)[0], accuracy: 0.05, "a turned square's sides are still equal") }
        let lowest = square.map(\.1).max() ?? 0
        XCTAssertEqual(square.filter { abs($0.1 - lowest) < 0.5 }.count, 1, "one corner points down: \(square)")
        for shape in ["triangle", "square", "rectangle", "hexagon", "trapezoid", "rhombus"] {
            let upright = try corners(shape), turned = try corners(shape, turned: true)
            XCTAssertEqual(turned.count, upright.count, shape)
            XCTAssertFalse(zip(upright, turned).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }, "\(shape) is drawn turned")
            for (x, y) in turned {
                XCTAssertTrue((0...ShapeDrawing.width).contains(x) && (0...ShapeDrawing.height).contains(y), "\(shape): (\(x), \(y)) is off the drawing")
            }
        }
        let triangle = try corners("triangle", turned: true)
        XCTAssertEqual(triangle.filter { $0.1 > ShapeDrawing.height / 2 }.count, 1, "a turned triangle stands on its point")
        let picture = try drawItem("type: shape\nshape: square\nask: name\nturned: true\noptions: [square, triangle]\nanswer: square")
        XCTAssertEqual(picture.description, "A square, a flat shape with 4 straight sides, turned so a corner points down")
    }

    /// A circle or a solid cannot be drawn turned: the schema says so at the field.
    func testOnlyAFlatShapeWithCornersCanBeTurned() throws {
        let lesson = "curriculum/k/08-geometry/name-shapes-l2.yaml"
        let text = try String(contentsOf: PinnedCurriculum.url.appendingPathComponent(String(lesson.dropFirst("curriculum/".count))), encoding: .utf8)
        XCTAssertTrue(text.contains("    turned: true\n"), "the pinned lesson has a turned square")
        XCTAssertEqual(try SchemaRulesTests.lint(text, path: lesson).map(\.ruleID), [])
        let circle = text.replacingOccurrences(of: "    shape: square\n    turned: true\n", with: "    shape: circle\n    turned: true\n")
        XCTAssertNotEqual(circle, text)
        let found = try SchemaRulesTests.lint(circle, path: lesson)
        XCTAssertEqual(found.count, 1, "\(found.map(\.message))")
        XCTAssertTrue(found.first?.message.contains("circle") == true, "\(found.map(\.message))")
    }

    /// K.G.2: a shape keeps its name whatever its size. A small shape is the same shape, its
    /// sides in the same proportion, drawn plainly smaller and still in the middle.
    func testASmallShapeIsTheSameShapeDrawnSmaller() throws {
        for shape in ["triangle", "square", "rectangle", "hexagon", "trapezoid", "rhombus"] {
            let usual = sides(try corners(shape)), small = sides(try corners(shape, small: true))
            XCTAssertEqual(small.count, usual.count, shape)
            for (s, u) in zip(small, usual) {
                XCTAssertEqual(s / u, ShapeDrawing.smallScale, accuracy: 0.01, "\(shape)'s sides shrink alike")
                XCTAssertLessThan(s, u / 2, "\(shape) is plainly smaller")
            }
            let middle = try corners(shape, small: true).reduce((0.0, 0.0)) { ($0.0 + $1.0, $0.1 + $1.1) }
            let count = Double(small.count)
            XCTAssertEqual(middle.0 / count, ShapeDrawing.width / 2, accuracy: 12, shape)
        }
        let circle = try SceneElements(drawItem("type: shape\nshape: circle\nask: name\nsmall: true\noptions: [circle, square]\nanswer: circle"))
        let r = try XCTUnwrap(SceneElements.attribute("r", in: try XCTUnwrap(circle.elements("figure circle").first)).flatMap(Double.init))
        XCTAssertLessThan(r, 40, "a small circle is drawn small")
        let picture = try drawItem("type: shape\nshape: triangle\nask: name\nsmall: true\noptions: [triangle, circle]\nanswer: triangle")
        XCTAssertEqual(picture.description, "A triangle, a flat shape with 3 straight sides, drawn very small")
        // A solid is not drawn small: the schema says so at the field.
        let lesson = "curriculum/k/08-geometry/name-shapes-l2.yaml"
        let text = try String(contentsOf: PinnedCurriculum.url.appendingPathComponent(String(lesson.dropFirst("curriculum/".count))), encoding: .utf8)
        let cube = text.replacingOccurrences(of: "    shape: triangle\n    small: true\n", with: "    shape: cube\n    small: true\n")
        XCTAssertNotEqual(cube, text, "the pinned lesson has a small triangle")
        XCTAssertTrue(try SchemaRulesTests.lint(cube, path: lesson).contains { $0.message.contains("cube") })
    }

    /// A flat-or-solid question offers the two answers to tap: a child who cannot read or type
    /// has no other way to answer.
    func testAFlatOrSolidQuestionOffersBothAnswers() throws {
        let lesson = "curriculum/k/08-geometry/name-shapes-l3.yaml"
        let text = try String(contentsOf: PinnedCurriculum.url.appendingPathComponent(String(lesson.dropFirst("curriculum/".count))), encoding: .utf8)
        XCTAssertEqual(try SchemaRulesTests.lint(text, path: lesson).map(\.ruleID), [])
        let bare = text.replacingOccurrences(of: "    ask: flatOrSolid\n    options: [flat, solid]\n", with: "    ask: flatOrSolid\n")
        XCTAssertNotEqual(bare, text, "the pinned lesson asks flat or solid with options")
        let found = try SchemaRulesTests.lint(bare, path: lesson)
        XCTAssertFalse(found.isEmpty)
        XCTAssertTrue(found.allSatisfy { $0.message.contains("options") }, "\(found.map(\.message))")
    }

    /// NY-1.G.2: a shape made of pieces shows the lines between them, so "Count only the sides
    /// around the outside" has an inside to leave out; its outline is still the whole shape.
    func testAShapeMadeOfPiecesShowsTheirSeams() throws {
        func seams(_ shape: String, _ piece: String) throws -> SceneElements {
            try SceneElements(drawItem("type: shape\nshape: \(shape)\nmadeOf: \(piece)\nask: sides\nanswer: 4"))
        }
        XCTAssertEqual(try seams("trapezoid", "triangle").count("seam"), 2, "3 triangles, 2 lines between them")
        XCTAssertEqual(try seams("hexagon", "triangle").count("seam"), 3, "6 triangles meet in the middle")
        XCTAssertEqual(try seams("hexagon", "trapezoid").count("seam"), 1)
        XCTAssertEqual(try seams("square", "triangle").count("seam"), 1)
        // Two squares side by side: the rectangle is twice as long as it is high, split in the middle.
        let rectangle = try seams("rectangle", "square")
        let outline = try XCTUnwrap(rectangle.elements("figure rectangle").first.flatMap { SceneElements.attribute("points", in: $0) })
        let points = outline.split(separator: " ").map { $0.split(separator: ",").compactMap { Double($0) } }
        let xs = points.map { $0[0] }, ys = points.map { $0[1] }
        XCTAssertEqual((xs.max()! - xs.min()!) / (ys.max()! - ys.min()!), 2, accuracy: 0.01)
        let seam = try XCTUnwrap(rectangle.elements("seam").first)
        XCTAssertEqual(try XCTUnwrap(SceneElements.number("x1", in: seam)), (xs.max()! + xs.min()!) / 2, accuracy: 0.01)
        let picture = try drawItem("type: shape\nshape: trapezoid\nmadeOf: triangle\nask: sides\nanswer: 4")
        XCTAssertEqual(picture.description, "A trapezoid, a flat shape with 4 straight sides, with lines showing the 3 triangles it is made of")
        // A circle of quarter circles is cut by both its diameters, of half circles by one.
        let quarters = try seams("circle", "quarter circle")
        XCTAssertEqual(quarters.count("figure circle"), 1)
        XCTAssertEqual(quarters.count("seam"), 2)
        XCTAssertEqual(try seams("circle", "half circle").count("seam"), 1)
        let circle = try drawItem("type: shape\nshape: circle\nmadeOf: quarter circle\nask: pieces\nanswer: 4")
        XCTAssertEqual(circle.description, "A circle, a flat shape with one curved edge, with lines showing the 4 quarter circles it is made of")
        // Every composition the item type knows is drawn with its seams.
        for (shape, pieces) in ShapeItem.compositions {
            for piece in pieces.keys { XCTAssertNotNil(ShapeDrawing.seams(of: shape, madeOf: piece), "\(shape) of \(piece)s") }
        }
        // A composition that is not drawn says so rather than drawing a wrong one.
        XCTAssertNotNil(try drawItem("type: shape\nshape: triangle\nmadeOf: square\nask: sides\nanswer: 3").problem)
    }
}

