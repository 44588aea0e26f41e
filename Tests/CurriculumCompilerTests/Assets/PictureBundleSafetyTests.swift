import CurriculumModel
import Foundation
import XCTest

@testable import CurriculumCompiler

/// No bundle carries a picture that fails its checks: `build` stops on the finding, and with
/// the rule turned off (`--rule …=off`) the picture's item is a placeholder and its bytes are
/// in no file of the bundle, as for a file that is missing.
final class PictureBundleSafetyTests: XCTestCase {
    /// Builds the picture with its rule on (nothing written) and off (a placeholder), and
    /// asserts no bundle file holds its bytes.
    func assertNeverShipped(_ tree: PictureTree, rule: String, _ name: String, line: UInt = #line) throws {
        let bytes = try Data(contentsOf: tree.tree.url.appendingPathComponent(tree.shownPath))

        let stopped = tree.build(out: "stopped")
        XCTAssertEqual(stopped.result.code, .contentErrors, "\(name): \(stopped.result.err)", line: line)
        XCTAssertNil(stopped.bundle, "\(name): a bundle was written", line: line)

        let off = tree.build(["--rule", "\(rule)=off"], out: "off")
        XCTAssertEqual(off.result.code, .success, "\(name): \(off.result.out)\(off.result.err)", line: line)
        let bundle = try XCTUnwrap(off.bundle, "\(name): no bundle", line: line)
        let files = PictureTree.files(in: bundle)
        XCTAssertFalse(files.keys.contains { $0.hasPrefix("assets/") }, "\(name): \(files.keys.sorted())", line: line)
        XCTAssertFalse(files.values.contains { $0.range(of: bytes) != nil }, "\(name): a bundle file holds the picture", line: line)
        let items = try BundleReader(directory: bundle).read().items
        let image = try XCTUnwrap(items.first { $0.image?.asset == PictureTree.asset }?.image, line: line)
        XCTAssertNil(image.file, name, line: line)
        XCTAssertEqual(image.placeholder, true, name, line: line)
    }

    func testNoBundleCarriesAnUnsafeSVG() throws {
        for (name, trick) in SVGTrickTests.all {
            try assertNeverShipped(try PictureTree(svg: trick.svg), rule: AssetSVGUnsafe.id, name)
        }
    }

    func testNoBundleCarriesADamagedBitmap() throws {
        for (name, file, bytes) in BitmapDamageTests.all {
            try assertNeverShipped(try PictureTree(file: file, bytes: bytes), rule: AssetFormatRule.id, name)
        }
    }

    func testASafePictureShips() throws {
        let svg = SVGTrickTests.picture(##"  <use href="#c" x="20" y="20" fill="url(#c)"/>"##)
        let tree = try PictureTree(svg: svg)
        let built = tree.build()
        XCTAssertEqual(built.result.code, .success, built.result.err)
        let bundle = try XCTUnwrap(built.bundle)
        XCTAssertEqual(PictureTree.files(in: bundle)["assets/images/apples-line.svg"], Data(svg.utf8))
        let image = try XCTUnwrap(try BundleReader(directory: bundle).read().items.first { $0.image?.asset == PictureTree.asset }?.image)
        XCTAssertEqual(image.file, "assets/images/apples-line.svg")
        XCTAssertNil(image.placeholder)
    }

    func testAPictureChangedAfterItsCheckIsNotShipped() throws {
        // Checked clean, then swapped for a hostile one before the bundle is made: the bytes
        // that would ship are judged again.
        let tree = try PictureTree(svg: SVGTrickTests.picture(##"  <use href="#c"/>"##))
        let compilation = try Compiler.compile(root: tree.tree.url.appendingPathComponent("curriculum"), displayRoot: "curriculum")
        XCTAssertFalse(compilation.hasErrors)
        try tree.tree.write(tree.shownPath, SVGTrickTests.scriptInAnEntity.svg)
        XCTAssertThrowsError(try BundleAssets(catalog: compilation.catalog).files(for: compilation.catalog.lessons)) { error in
            XCTAssertEqual("\(error)", "curriculum/assets/images/apples-line.svg changed while the bundle was built and is no longer safe to ship; lint it again")
        }
    }

    /// Processor time this process has used, all its threads.
    static func cpuSeconds() -> Double { Double(clock()) / Double(CLOCKS_PER_SEC) }

    /// A hostile 16 MB picture is judged at once: nothing in it is expanded or read twice
    /// over, and each problem is found in one pass.
    func testHostileSixteenMegabytePicturesAreCheckedQuickly() throws {
        let size = 16_000_000
        var laughs = "<!DOCTYPE svg [\n"
        while laughs.utf8.count < size { laughs += "<!ENTITY a \"&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;\">\n" }
        let hostile: [(name: String, svg: String)] = [
            ("a 16 MB DTD of entities", laughs + "]>\n" + SVGTrickTests.picture("  <text>&a;</text>")),
            ("elements nested and nested", SVGTrickTests.picture(String(repeating: "<g>", count: size / 3))),
            ("a comment never closed", SVGTrickTests.picture("<!--" + String(repeating: "-", count: size))),
            ("16 MB of '<'", SVGTrickTests.picture(String(repeating: "<", count: size))),
            ("16 MB of '<' in a value", SVGTrickTests.picture("<use href=\"#c\" x=\"" + String(repeating: "<", count: size) + "\"/>")),
            ("16 MB on one line, then a script", SVGTrickTests.picture(String(repeating: " ", count: size) + "<script/>")),
        ]
        for (name, svg) in hostile {
            let tree = try PictureTree(svg: svg)
            let before = Self.cpuSeconds()
            let (code, findings) = try tree.lint()
            let seconds = Self.cpuSeconds() - before
            XCTAssertEqual(code, .contentErrors, name)
            XCTAssertTrue(findings.contains { $0.rule == AssetSVGUnsafe.id }, "\(name): \(findings.prefix(3))")
            XCTAssertLessThan(findings.count, 110, name)
            // Processor time of the whole lint, reading the file included, in a debug build;
            // counted rather than the clock's, which a busy machine stretches.
            XCTAssertLessThan(seconds, 1.0, name)
        }
    }
}
