@testable import CurriculumPreview
import XCTest

@testable import CurriculumCompiler

final class DragDropDrawingTests: XCTestCase {
    let teens = "type: dragDrop\nprompt: Match each word to its number.\npairs:\n  - {item: eleven, target: \"11\"}\n  - {item: twelve, target: \"12\"}\n  - {item: fifteen, target: \"15\"}\n  - {item: nineteen, target: \"19\"}"

    func labels(_ scene: SceneElements, _ classes: String) -> [String] {
        scene.elements(classes).compactMap { SceneElements.attribute("data-label", in: $0) }
    }

    func testTilesAreTheItemsMovedAlongByOneAndZonesTheTargets() throws {
        let picture = try drawItem(teens)
        let scene = try SceneElements(picture)
        XCTAssertEqual(labels(scene, "tile"), ["twelve", "fifteen", "nineteen", "eleven"])
        XCTAssertEqual(scene.texts("tile-text"), ["twelve", "fifteen", "nineteen", "eleven"])
        XCTAssertEqual(labels(scene, "drop-zone"), ["11", "12", "15", "19"])
        XCTAssertEqual(scene.texts("zone-text"), ["11", "12", "15", "19"])
        XCTAssertEqual(picture.response, .onScene(action: "Drag each tile onto its match"))
        XCTAssertNil(picture.note)
    }

    func testTilesAreAboveTheZonesAndLargeEnoughToDrag() throws {
        let scene = try SceneElements(drawItem(teens))
        let tiles = scene.elements("tile"), zones = scene.elements("drop-zone")
        let lowestTile = try XCTUnwrap(tiles.compactMap { tag in
            SceneElements.number("y", in: tag).flatMap { y in SceneElements.number("height", in: tag).map { y + $0 } }
        }.max())
        let highestZone = try XCTUnwrap(zones.compactMap { SceneElements.number("y", in: $0) }.min())
        XCTAssertLessThan(lowestTile, highestZone)
        for tag in tiles {
            XCTAssertGreaterThanOrEqual(SceneElements.number("width", in: tag) ?? 0, 44)
            XCTAssertGreaterThanOrEqual(SceneElements.number("height", in: tag) ?? 0, 44)
            XCTAssertNotNil(SceneElements.attribute("rx", in: tag), "a rounded tile")
        }
    }

    func testNoTileStartsAboveItsOwnMatch() throws {
        let scene = try SceneElements(drawItem(teens))
        let match = ["eleven": "11", "twelve": "12", "fifteen": "15", "nineteen": "19"]
        var zoneX: [String: Double] = [:]
        for tag in scene.elements("drop-zone") {
            if let label = SceneElements.attribute("data-label", in: tag) { zoneX[label] = SceneElements.number("x", in: tag) }
        }
        for tag in scene.elements("tile") {
            let label = try XCTUnwrap(SceneElements.attribute("data-label", in: tag))
            XCTAssertNotEqual(SceneElements.number("x", in: tag), zoneX[match[label] ?? ""], label)
        }
    }

    func testLongLabelsWrapWholeAndTheDescriptionNamesThem() throws {
        let picture = try drawItem("type: dragDrop\nprompt: Match each pattern to its unit.\npairs:\n  - {item: \"red, blue, green, red, blue, green\", target: \"red, blue, green\"}\n  - {item: \"hop, clap, hop, clap\", target: \"hop, clap\"}")
        let scene = try SceneElements(picture)
        let lines = scene.texts("tile-text")
        XCTAssertGreaterThan(lines.count, 2, "the long tile wraps")
        XCTAssertEqual(lines.joined(separator: " "), "hop, clap, hop, clap red, blue, green, red, blue, green")
        XCTAssertTrue(lines.allSatisfy { $0.count <= 16 }, "\(lines)")
        let viewBox = try XCTUnwrap(SceneElements.attribute("viewBox", in: scene.svg)).split(separator: " ").compactMap { Double($0) }
        XCTAssertLessThanOrEqual(try XCTUnwrap(viewBox.dropFirst(2).first), 560)
        XCTAssertEqual(picture.description,
            "2 tiles to drag (\"hop, clap, hop, clap\", \"red, blue, green, red, blue, green\") and 2 drop zones below them (\"red, blue, green\", \"hop, clap\")")
    }

    func testTwoThingsForOnePlaceShareAZone() throws {
        let scene = try SceneElements(drawItem("type: dragDrop\nprompt: Match.\npairs:\n  - {item: ruler, target: how long}\n  - {item: tape, target: How long}\n  - {item: scale, target: how heavy}"))
        XCTAssertEqual(scene.count("tile"), 3)
        XCTAssertEqual(labels(scene, "drop-zone"), ["how long", "how heavy"])
    }

    func testManyPairsAreCappedWithANote() throws {
        let pairs = (1...30).map { "  - {item: \"t\($0)\", target: \"z\($0)\"}" }.joined(separator: "\n")
        let picture = try drawItem("type: dragDrop\nprompt: Match.\npairs:\n" + pairs)
        let scene = try SceneElements(picture)
        XCTAssertEqual(scene.count("tile"), DragDropDrawing.pairLimit)
        XCTAssertEqual(picture.note, "the first 12 of 30 pairs are drawn")
    }

    func testAPairWithoutATargetIsNotDrawn() throws {
        let picture = try drawItem("type: dragDrop\nprompt: Match.\npairs:\n  - {item: ruler, target: how long}\n  - {item: scale}")
        XCTAssertNil(picture.scene)
        XCTAssertEqual(picture.problem, "pair 2 needs an `item` and a `target`")
        XCTAssertEqual(picture.response, .onScene(action: "Drag each tile onto its match"))
        XCTAssertNotNil(try drawItem("type: dragDrop\nprompt: Match.\npairs: ruler").problem)
    }

    /// A shape's name on a tile or a zone comes with the shape, for a child who cannot read the
    /// word: a triangle with 3 corners, a hexagon with 6, a circle round. "2 squares" and "a cone
    /// on a cylinder" name no one flat shape, and words alone get no picture.
    /// A zone named for a colour shows it: a child sorting by colour finds the red box without
    /// reading "red". Zones that name no colour, and the tiles, are not painted.
    func testAZoneNamedForAColourShowsTheColour() throws {
        let picture = try drawItem("type: dragDrop\nprompt: Put each thing in the box of its color.\npairs:\n  - {item: strawberry, target: red box}\n  - {item: school bus, target: yellow box}\n  - {item: broccoli, target: green box}")
        let scene = try SceneElements(picture)
        XCTAssertEqual(["red", "yellow", "green"].map { scene.count("zone-paint paint \($0)") }, [1, 1, 1])
        XCTAssertEqual(scene.count("tile paint"), 0)
        XCTAssertTrue(picture.description.hasSuffix("; a zone named for a colour shows that colour"), picture.description)
        XCTAssertEqual(try SceneElements(drawItem(teens)).count("zone-paint"), 0)
    }

    func testAShapeNameShowsTheShape() throws {
        let picture = try drawItem("type: dragDrop\nprompt: Match each shape to what makes it that shape.\npairs:\n  - {item: triangle, target: 3 straight sides}\n  - {item: a hexagon, target: 6 straight sides}\n  - {item: circle, target: round with no corners}")
        let scene = try SceneElements(picture)
        let glyphs = scene.elements("shape-glyph")
        XCTAssertEqual(glyphs.count, 3, "one on each shape's tile, none on the zones")
        XCTAssertEqual(scene.elements("shape-glyph triangle").compactMap { SceneElements.attribute("data-sides", in: $0) }, ["3"])
        XCTAssertEqual(scene.elements("shape-glyph hexagon").compactMap { SceneElements.attribute("data-sides", in: $0) }, ["6"])
        XCTAssertEqual(scene.count("shape-glyph circle"), 1)
        // Each glyph sits inside a tile, above its word.
        let tiles = scene.elements("tile").compactMap { tag -> (Double, Double, Double, Double)? in
            guard let x = SceneElements.number("x", in: tag), let y = SceneElements.number("y", in: tag),
                let w = SceneElements.number("width", in: tag), let h = SceneElements.number("height", in: tag) else { return nil }
            return (x, y, w, h)
        }
        let circle = try XCTUnwrap(scene.elements("shape-glyph circle").first)
        let (gx, gy) = (try XCTUnwrap(SceneElements.number("cx", in: circle)), try XCTUnwrap(SceneElements.number("cy", in: circle)))
        XCTAssertTrue(tiles.contains { gx > $0.0 && gx < $0.0 + $0.2 && gy > $0.1 && gy < $0.1 + $0.3 }, "the circle is drawn on a tile")
        XCTAssertTrue(picture.description.hasSuffix("; each shape's name has the shape drawn above it"), picture.description)
        let plural = try SceneElements(drawItem("type: dragDrop\nprompt: Match the parts.\npairs:\n  - {item: 2 squares, target: a cone on a cylinder}\n  - {item: 2 pizza halves, target: a piece of pizza}"))
        XCTAssertEqual(plural.count("shape-glyph"), 0)
        XCTAssertEqual(try SceneElements(drawItem(teens)).count("shape-glyph"), 0)
    }
}
