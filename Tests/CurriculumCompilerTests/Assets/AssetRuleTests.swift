@testable import CurriculumPreview
@testable import CurriculumSyntax
import Foundation
import XCTest

@testable import CurriculumCompiler

/// The ASSET rules over a copy of the shipped curriculum: their examples, and what examples
/// cannot show in text (a PNG's bytes, a symlink), each finding at its place.
final class AssetRuleTests: XCTestCase {
    static let catalog = "curriculum/assets/catalog.yaml"
    static let tenFrames = "assets/images/ten-frames-8-and-5.svg"

    /// A whole PNG of `width` × `height` pixels as the rules read it: the signature, then IHDR,
    /// IDAT and IEND chunks, each with its CRC. The IDAT holds an empty zlib stream rather than
    /// the pixels: nothing here decodes them.
    static func png(width: UInt32, height: UInt32) -> [UInt8] {
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + pngChunk("IHDR", be32(width) + be32(height) + [8, 6, 0, 0, 0])
            + pngChunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])
            + pngChunk("IEND", [])
    }

    /// A PNG chunk: length, type, data, and the CRC of type and data.
    static func pngChunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be32(UInt32(data.count)) + body + be32(body.withUnsafeBufferPointer { CRC32.checksum($0) })
    }

    static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    /// A whole JPEG (JFIF) as the rules read it: SOI, an APP0 segment, a baseline
    /// start-of-frame, a start-of-scan with a few bytes of scan data (a stuffed FF among
    /// them), and EOI. Nothing here decodes the scan.
    static func jpeg(width: UInt16, height: UInt16) -> [UInt8] {
        [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
            + [0xFF, 0xC0, 0x00, 0x11, 8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 3]
            + [1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
            + [0xFF, 0xDA, 0x00, 0x0C, 3, 1, 0x00, 2, 0x11, 3, 0x11, 0, 0x3F, 0]
            + [0x12, 0x34, 0xFF, 0x00, 0x56, 0xFF, 0xD0, 0x78]
            + [0xFF, 0xD9]
    }

    /// Compiles the workspace with `bytes` at `path` (relative to the curriculum), then puts it back.
    func compile(_ workspace: RuleExampleTests.Workspace, writing bytes: [UInt8], at path: String, edits: RuleExample = RuleExample()) throws -> [Diagnostic] {
        let url = workspace.root.appendingPathComponent(path)
        let saved = try? Data(contentsOf: url)
        defer {
            if let saved { try? saved.write(to: url) } else { try? FileManager.default.removeItem(at: url) }
        }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
        return try workspace.compile(edits).diagnostics
    }

    func asset(_ diagnostics: [Diagnostic]) -> [String] {
        RuleExampleTests.describe(diagnostics.filter { $0.ruleID.hasPrefix("ASSET-") && $0.ruleID != AssetPlaceholder.id })
    }

    func testEveryAssetRuleExample() throws {
        let workspace = try RuleExampleTests.Workspace()
        let placeholders = RuleExampleTests.placeholders(try workspace.compile(RuleExample()))
        // The pinned curriculum's pictures without art, which every example sees and which are
        // set aside below: dozens of them, so an empty list would mean they were never found.
        XCTAssertGreaterThan(placeholders.count, 50)
        for rule in RuleRegistry.all where rule.family == "ASSET" {
            for (index, example) in rule.triggering.enumerated() {
                let found = try workspace.compile(example).diagnostics
                XCTAssertTrue(found.contains { $0.ruleID == rule.id }, "\(rule.id) triggering \(index + 1): \(RuleExampleTests.describe(found).filter { !placeholders.contains($0) })")
            }
            for (index, example) in rule.nonTriggering.enumerated() {
                let found = try workspace.compile(example).diagnostics
                XCTAssertEqual(RuleExampleTests.describe(found).filter { !placeholders.contains($0) }, [], "\(rule.id) non-triggering \(index + 1)")
            }
        }
    }

    func testEachPlantedProblemIsFoundWhereItIs() throws {
        let workspace = try RuleExampleTests.Workspace()
        let catalogText = try String(contentsOf: workspace.root.appendingPathComponent("assets/catalog.yaml"), encoding: .utf8)
        let lines = catalogText.split(separator: "\n", omittingEmptySubsequences: false)
        func line(of text: String) throws -> Int { try XCTUnwrap(lines.firstIndex { $0.contains(text) }) + 1 }
        let fileLine = try line(of: "file: images/ten-frames-8-and-5.svg")

        // A PNG renamed .svg.
        let renamed = try compile(workspace, writing: Self.png(width: 960, height: 720), at: Self.tenFrames)
        XCTAssertEqual(asset(renamed), ["\(Self.catalog):\(fileLine):11: error: curriculum/assets/images/ten-frames-8-and-5.svg is named .svg but is a PNG file [ASSET-FORMAT]"])

        // A missing file.
        let missing = try workspace.compile(.replacing("file: images/ten-frames-8-and-5.svg", in: "assets/catalog.yaml", with: "file: images/ten-frame-8-and-5.svg")).diagnostics
        XCTAssertEqual(asset(missing), ["\(Self.catalog):\(fileLine):11: error: no file curriculum/assets/images/ten-frame-8-and-5.svg for asset 'ten-frames-8-and-5' [ASSET-FILE-MISSING]"])

        // An SVG with a script: at the script, in the SVG.
        let script = RuleExampleTests.describe(try workspace.compile(AssetSVGUnsafe.description.triggering[0]).diagnostics.filter { $0.ruleID == AssetSVGUnsafe.id })
        XCTAssertEqual(script, ["curriculum/\(Self.tenFrames):3:3: error: <script> runs code, and the app never runs code from a picture; remove it (asset 'ten-frames-8-and-5') [ASSET-SVG-UNSAFE]"])

        // An asset no item uses: at its id.
        let unused = try workspace.compile(AssetUnused.description.triggering[0]).diagnostics.filter { $0.ruleID == AssetUnused.id }
        XCTAssertEqual(unused.map(\.message), ["no item shows asset 'k-count-owls-branch'"])
        XCTAssertEqual(unused.first?.location.path, Self.catalog)
        XCTAssertEqual(unused.first?.location.column, 9)

        // An item naming an asset the catalog lacks: did you mean, with its fix-it.
        let unknown = try workspace.compile(AssetUnknown.description.triggering[0]).diagnostics.filter { $0.ruleID == AssetUnknown.id }
        XCTAssertEqual(unknown.count, 1)
        XCTAssertTrue(unknown.first?.message.contains("did you mean 'k-count-ducks-line'") ?? false, "\(unknown)")
        XCTAssertEqual(unknown.first?.fixIts.first?.singleEdit?.replacement, "k-count-ducks-line")
        XCTAssertEqual(unknown.first?.location.path, "curriculum/k/01-counting/count-objects-l1.yaml")
    }

    func testBitmapsAreJudgedByTheirPixels() throws {
        let workspace = try RuleExampleTests.Workspace()
        // The 320 × 240-point ten frames as a bitmap: 960 × 720 pixels is 3×, 320 × 240 is 1×.
        let asPNG = RuleExample.replacing("file: images/ten-frames-8-and-5.svg", in: "assets/catalog.yaml", with: "file: images/ten-frames-8-and-5.png")
        let small = try compile(workspace, writing: Self.png(width: 320, height: 240), at: "assets/images/ten-frames-8-and-5.png", edits: asPNG)
        XCTAssertEqual(asset(small).count, 1)
        XCTAssertTrue(asset(small).first?.contains("is 320 × 240 pixels, too small for 320 × 240 points: it needs 960 × 720 (3×) [ASSET-SIZE]") ?? false, "\(asset(small))")
        XCTAssertEqual(asset(try compile(workspace, writing: Self.png(width: 960, height: 720), at: "assets/images/ten-frames-8-and-5.png", edits: asPNG)), [])
        let huge = try compile(workspace, writing: Self.png(width: 2000, height: 1500), at: "assets/images/ten-frames-8-and-5.png", edits: asPNG)
        XCTAssertTrue(asset(huge).first?.contains("more than 1280 × 960 (4×)") ?? false, "\(asset(huge))")

        let asJPEG = RuleExample.replacing("file: images/ten-frames-8-and-5.svg", in: "assets/catalog.yaml", with: "file: images/ten-frames-8-and-5.jpg")
        XCTAssertEqual(asset(try compile(workspace, writing: Self.jpeg(width: 960, height: 720), at: "assets/images/ten-frames-8-and-5.jpg", edits: asJPEG)), [])
        let smallJPEG = try compile(workspace, writing: Self.jpeg(width: 640, height: 480), at: "assets/images/ten-frames-8-and-5.jpg", edits: asJPEG)
        XCTAssertTrue(asset(smallJPEG).first?.contains("is 640 × 480 pixels, too small") ?? false, "\(asset(smallJPEG))")
        // A JPEG named .png is found out by its bytes.
        let misnamed = try compile(workspace, writing: Self.jpeg(width: 960, height: 720), at: "assets/images/ten-frames-8-and-5.png", edits: asPNG)
        XCTAssertTrue(asset(misnamed).contains { $0.contains("is named .png but is a JPEG file [ASSET-FORMAT]") }, "\(asset(misnamed))")
    }

    func testALinkOutOfTheRootIsNotRead() throws {
        let workspace = try RuleExampleTests.Workspace()
        let outside = workspace.tree.url.appendingPathComponent("outside.svg")
        try Data(RuleExample.tenFramesWithUse.utf8).write(to: outside)
        let link = workspace.root.appendingPathComponent(Self.tenFrames)
        let saved = try Data(contentsOf: link)
        defer {
            try? FileManager.default.removeItem(at: link)
            try? saved.write(to: link)
        }
        try FileManager.default.removeItem(at: link)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: outside)
        let found = asset(try workspace.compile(RuleExample()).diagnostics)
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found.first?.contains("is not read: it is a symlink that leads outside the curriculum root") ?? false, "\(found)")
    }

    func testACurriculumWithoutAnAssetCatalogIsNotAskedForOne() throws {
        let compilation = try RuleExampleTests.compile(RuleExample(
            "k/pictures.yaml",
            """
            kind: Lesson
            """))
        XCTAssertFalse(compilation.diagnostics.contains { $0.ruleID.hasPrefix("ASSET-") })
    }
}
