import CurriculumModel
import Foundation
import XCTest

@testable import CurriculumCompiler

/// Grade bundles carry the pictures their items show, hashed in the manifest like every file,
/// and mark the rest as placeholders; `BundleReader.asset(for:)` gives the bytes only when
/// their hash is right.
final class AssetBundleTests: XCTestCase {
    func testBundlesCarryTheArtAndMarkPlaceholders() throws {
        let bundles = try SampleCurriculum.build(PinnedCurriculum.url)
        let grade1 = try XCTUnwrap(bundles.first { $0.manifest.bundleId == "math-grade1" })
        let kindergarten = try XCTUnwrap(bundles.first { $0.manifest.bundleId == "math-kindergarten" })

        // Grade 1 carries its drawn pictures, each once, listed with size and hash.
        let assets = grade1.manifest.files.filter { $0.path.hasPrefix("assets/") }
        XCTAssertEqual(assets.map(\.path), ["assets/images/clock-face-no-hands.svg", "assets/images/cone-on-cylinder.svg", "assets/images/cylinders-tall-and-short.svg", "assets/images/shape-point-down.svg", "assets/images/ten-frames-8-and-5.svg"])
        XCTAssertTrue(assets.allSatisfy { $0.schema == BundleSchema.asset.path })
        XCTAssertFalse(kindergarten.manifest.files.contains { $0.path.hasPrefix("assets/") }, "no Kindergarten picture is drawn yet")
        let art = Array(try Data(contentsOf: PinnedCurriculum.url.appendingPathComponent("assets/images/ten-frames-8-and-5.svg")))
        let entry = try XCTUnwrap(assets.first { $0.path.hasSuffix("ten-frames-8-and-5.svg") })
        XCTAssertEqual(entry.sha256, SHA256.hex(SHA256.hash(art)))
        XCTAssertEqual(entry.size, art.count)

        // The item names its file; the reader gives its bytes.
        let read = try grade1.read()
        XCTAssertEqual(read.assetFiles.count, assets.count)
        let makeTen = try XCTUnwrap(read.items.first { $0.image?.asset == "ten-frames-8-and-5" })
        let image = try XCTUnwrap(makeTen.image)
        XCTAssertEqual(image.file, "assets/images/ten-frames-8-and-5.svg")
        XCTAssertNil(image.placeholder)
        let reader = BundleReader(directory: grade1.folder)
        XCTAssertEqual(try reader.asset(for: image), art)

        // A picture with no art: marked, described by its alt text, and no bytes. The art brief
        // ("exactly 6 ducks", the answer to "How many ducks?") never reaches the child's bundle.
        let ducks = try XCTUnwrap(try kindergarten.read().items.first { $0.image?.asset == "k-count-ducks-line" }?.image)
        XCTAssertNil(ducks.file)
        XCTAssertEqual(ducks.placeholder, true)
        XCTAssertEqual(ducks.alt, "Yellow ducks in a line on a pond")
        let bundleText = try FileManager.default.subpathsOfDirectory(atPath: kindergarten.folder.path)
            .filter { $0.hasSuffix(".json") }
            .map { try String(contentsOf: kindergarten.folder.appendingPathComponent($0), encoding: .utf8) }
            .joined()
        XCTAssertFalse(bundleText.contains("exactly 6 ducks"), "the art brief is in the bundle")
        XCTAssertFalse(bundleText.contains("\"shows\""))
        XCTAssertNil(try BundleReader(directory: kindergarten.folder).asset(for: ducks))

        // Changed bytes are refused.
        var tampered = art
        tampered[tampered.count - 2] = UInt8(ascii: "X")
        try Data(tampered).write(to: grade1.folder.appendingPathComponent("assets/images/ten-frames-8-and-5.svg"))
        XCTAssertThrowsError(try reader.asset(for: image)) { error in
            guard case BundleReadError.hashMismatch(let path, _, _) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(path, "assets/images/ten-frames-8-and-5.svg")
        }
    }
}
