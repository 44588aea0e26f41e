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
}
