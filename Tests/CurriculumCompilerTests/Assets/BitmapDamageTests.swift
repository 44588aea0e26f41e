import Foundation
import XCTest

@testable import CurriculumCLI
@testable import CurriculumCompiler

/// A PNG or JPEG cut short, corrupt, or promising more pixels than a child's iPad can decode is
/// an ASSET-FORMAT error at the catalog entry that names it, through `curriculum lint` on a
/// small curriculum whose one drawn picture it is; ASSET-SIZE says nothing more about it.
final class BitmapDamageTests: XCTestCase {
    /// Lints `bytes` as the picture `file` and returns the ASSET findings.
    func findings(_ bytes: [UInt8], file: String) throws -> (tree: PictureTree, code: ExitCode, findings: [PictureTree.Finding]) {
        let tree = try PictureTree(file: file, bytes: bytes)
        let (code, findings) = try tree.lint()
        return (tree, code, findings.filter { $0.rule.hasPrefix("ASSET-") })
    }

    /// Asserts one ASSET-FORMAT error at the catalog's `file:`, saying `says`.
    func assertDamaged(_ bytes: [UInt8], file: String, says: String, line: UInt = #line) throws {
        let (tree, code, found) = try findings(bytes, file: file)
        let entry = tree.fileEntry
        XCTAssertEqual(code, .contentErrors, "\(found)", line: line)
        XCTAssertEqual(found.count, 1, "\(found)", line: line)
        let finding = try XCTUnwrap(found.first, line: line)
        XCTAssertEqual(finding.rule, AssetFormatRule.id, line: line)
        XCTAssertEqual(finding.severity, "error", line: line)
        XCTAssertEqual("\(finding.path):\(finding.line):\(finding.column)", "curriculum/assets/catalog.yaml:\(entry.line):\(entry.column)", line: line)
        XCTAssertTrue(finding.message.contains("curriculum/assets/\(file) \(says)"), "\(finding.message)", line: line)
    }

    func testWholeBitmapsPass() throws {
        XCTAssertEqual(try findings(AssetRuleTests.png(width: 960, height: 720), file: "images/apples-line.png").findings, [])
        XCTAssertEqual(try findings(AssetRuleTests.jpeg(width: 960, height: 720), file: "images/apples-line.jpg").findings, [])
    }

    // MARK: - JPEG

    func testAJPEGWithoutItsEnd() throws {
        let whole = AssetRuleTests.jpeg(width: 960, height: 720)
        let cut = Array(whole.dropLast(2))
        try assertDamaged(cut, file: "images/apples-line.jpg", says: "is cut short at byte \(cut.count): it ends without the end-of-image marker (FF D9)")
    }

    func testAJPEGCutInsideASegment() throws {
        let cut = Array(AssetRuleTests.jpeg(width: 960, height: 720).prefix(30))
        try assertDamaged(cut, file: "images/apples-line.jpg", says: "is cut short at byte 30: its segment at byte 20 needs 9 bytes more")
    }

    func testAJPEGWithoutImageData() throws {
        let whole = AssetRuleTests.jpeg(width: 960, height: 720)
        let headerOnly = Array(whole.prefix(39)) + [0xFF, 0xD9]  // SOI, APP0 and SOF, then EOI
        try assertDamaged(headerOnly, file: "images/apples-line.jpg", says: "has no image data (no start-of-scan segment)")
    }

    func testAJPEGTooLargeToDecode() throws {
        try assertDamaged(
            AssetRuleTests.jpeg(width: 60000, height: 60000), file: "images/apples-line.jpg",
            says: "is 60000 × 60000 pixels, 13.4 GiB once decoded; the app decodes at most 4096 × 4096")
    }

    func testAJPEGWithNoRows() throws {
        try assertDamaged(AssetRuleTests.jpeg(width: 960, height: 0), file: "images/apples-line.jpg", says: "is 960 × 0 pixels: a picture with no pixels")
    }

    // MARK: - PNG

    func testAPNGCutInsideItsData() throws {
        let cut = Array(AssetRuleTests.png(width: 960, height: 720).prefix(45))
        try assertDamaged(cut, file: "images/apples-line.png", says: "is cut short at byte 45: its IDAT chunk at byte 33 needs 8 bytes more")
        let headless = Array(AssetRuleTests.png(width: 960, height: 720).prefix(38))
        try assertDamaged(headless, file: "images/apples-line.png", says: "is cut short at byte 38: the chunk at byte 33 is cut off")
    }

    func testAPNGWithoutIEND() throws {
        let whole = AssetRuleTests.png(width: 960, height: 720)
        let cut = Array(whole.dropLast(12))
        try assertDamaged(cut, file: "images/apples-line.png", says: "is cut short at byte \(cut.count): it ends without the IEND chunk that ends every PNG")
    }

    func testAPNGWithABadChecksum() throws {
        var bytes = AssetRuleTests.png(width: 960, height: 720)
        bytes[42] ^= 0xFF  // a byte of the IDAT data
        try assertDamaged(bytes, file: "images/apples-line.png", says: "is corrupt: its IDAT chunk at byte 33 does not match its checksum (CRC)")
    }

    func testAPNGWithABadHeader() throws {
        // Colour type 2 (RGB) allows 8 or 16 bits, not 4.
        let bytes = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + AssetRuleTests.pngChunk("IHDR", AssetRuleTests.be32(960) + AssetRuleTests.be32(720) + [4, 2, 0, 0, 0])
            + AssetRuleTests.pngChunk("IDAT", [0]) + AssetRuleTests.pngChunk("IEND", [])
        try assertDamaged(bytes, file: "images/apples-line.png", says: "is corrupt: its header (IHDR) holds values PNG does not allow")
    }

    func testAHundredThousandSquarePNGIsAnErrorNotAWarning() throws {
        try assertDamaged(
            AssetRuleTests.png(width: 100_000, height: 100_000), file: "images/apples-line.png",
            says: "is 100000 × 100000 pixels, 37.3 GiB once decoded; the app decodes at most 4096 × 4096 (64 MiB)")
    }

    func testAPNGWithNoColumns() throws {
        try assertDamaged(AssetRuleTests.png(width: 0, height: 720), file: "images/apples-line.png", says: "is 0 × 720 pixels: a picture with no pixels")
    }

    func testTheLargestBitmapIsStillOnlyAWarning() throws {
        // 4096 pixels a side decodes; it is only far more than 4× the 320 × 240 points.
        let found = try findings(AssetRuleTests.png(width: 4096, height: 3072), file: "images/apples-line.png").findings
        XCTAssertEqual(found.map(\.rule), [AssetSize.id])
        XCTAssertEqual(found.first?.severity, "warning")
    }

    /// Every damaged bitmap above, for the bundle tests.
    static var all: [(name: String, file: String, bytes: [UInt8])] {
        let png = AssetRuleTests.png(width: 960, height: 720), jpeg = AssetRuleTests.jpeg(width: 960, height: 720)
        var badCRC = png
        badCRC[42] ^= 0xFF
        return [
            ("JPEG without EOI", "images/apples-line.jpg", Array(jpeg.dropLast(2))),
            ("JPEG cut in a segment", "images/apples-line.jpg", Array(jpeg.prefix(30))),
            ("JPEG 60000 square", "images/apples-line.jpg", AssetRuleTests.jpeg(width: 60000, height: 60000)),
            ("PNG cut in IDAT", "images/apples-line.png", Array(png.prefix(45))),
            ("PNG without IEND", "images/apples-line.png", Array(png.dropLast(12))),
            ("PNG bad CRC", "images/apples-line.png", badCRC),
            ("PNG 100000 square", "images/apples-line.png", AssetRuleTests.png(width: 100_000, height: 100_000)),
        ]
    }
}
