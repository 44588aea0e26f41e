@testable import CurriculumPreview
import XCTest

@testable import CurriculumCompiler

/// Formats told by their bytes, and what an SVG may hold.
final class AssetFormatTests: XCTestCase {
    func testFormatsAreToldByTheirBytes() {
        XCTAssertEqual(AssetFormat.sniff(AssetRuleTests.png(width: 1, height: 1)), .png)
        XCTAssertEqual(AssetFormat.sniff(AssetRuleTests.jpeg(width: 1, height: 1)), .jpeg)
        XCTAssertEqual(AssetFormat.sniff(Array("%PDF-1.7\n".utf8)), .pdf)
        XCTAssertEqual(AssetFormat.sniff(Array("RIFF".utf8) + [36, 0, 0, 0] + Array("WAVEfmt ".utf8)), .wav)
        XCTAssertNil(AssetFormat.sniff(Array("RIFF".utf8) + [36, 0, 0, 0] + Array("AVI LIST".utf8)))
        XCTAssertEqual(AssetFormat.sniff(Array("ID3".utf8) + [4, 0, 0, 0, 0, 0, 0]), .mp3)
        XCTAssertEqual(AssetFormat.sniff([0xFF, 0xFB, 0x90, 0x64]), .mp3)
        XCTAssertEqual(AssetFormat.sniff([0, 0, 0, 0x20] + Array("ftypM4A ".utf8)), .m4a)
        XCTAssertEqual(AssetFormat.sniff(Array("<?xml version=\"1.0\"?>\n<!-- art -->\n<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8)), .svg)
        XCTAssertNil(AssetFormat.sniff(Array("<html><svg/></html>".utf8)))
        XCTAssertNil(AssetFormat.sniff(Array("just text".utf8)))
        XCTAssertNil(AssetFormat.sniff([]))
        XCTAssertEqual(AssetFormat.promised(by: "images/a.JPG"), .jpeg)
        XCTAssertNil(AssetFormat.promised(by: "images/a.gif"))
    }

    func testPixelSizesComeFromTheHeaders() {
        let png = AssetFormat.pixelSize(of: AssetRuleTests.png(width: 960, height: 720), as: .png)
        XCTAssertEqual(png?.width, 960)
        XCTAssertEqual(png?.height, 720)
        let jpeg = AssetFormat.pixelSize(of: AssetRuleTests.jpeg(width: 1440, height: 144), as: .jpeg)
        XCTAssertEqual(jpeg?.width, 1440)
        XCTAssertEqual(jpeg?.height, 144)
        // Truncated headers say nothing, and never trap.
        XCTAssertNil(AssetFormat.pixelSize(of: Array(AssetRuleTests.png(width: 9, height: 9).prefix(20)), as: .png))
        XCTAssertNil(AssetFormat.pixelSize(of: Array(AssetRuleTests.jpeg(width: 9, height: 9).prefix(25)), as: .jpeg))
        XCTAssertNil(AssetFormat.pixelSize(of: [0xFF, 0xD8, 0xFF, 0xC0, 0x00], as: .jpeg))
    }

    func testSVGSizes() {
        let both = SVGDocument.parse(#"<svg width="320px" height="240" viewBox="0 0 32 24"></svg>"#)
        XCTAssertEqual(both.declaredSize?.width, 320)
        XCTAssertEqual(both.declaredSize?.height, 240)
        let viewBox = SVGDocument.parse(#"<svg width="100%" viewBox="0,0,480,48"/>"#)
        XCTAssertEqual(viewBox.declaredSize?.width, 480)
        XCTAssertEqual(viewBox.declaredSize?.height, 48)
        XCTAssertNil(SVGDocument.parse("<svg><rect width=\"5\" height=\"5\"/></svg>").declaredSize)
    }

    func testUnsafeSVGIsFoundAtItsLine() {
        let svg = """
            <?xml version="1.0"?>
            <!DOCTYPE svg [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="go()">
              <style>rect { fill: url(https://example.com/p.svg#x); } circle { fill: url(#ok); }</style>
              <a xlink:href="javascript:alert(1)"><rect width="1" height="1"/></a>
              <image href="data:image/png;base64,AAAA"/>
              <use href="#ok"/>
              <use href=" file:///etc/hosts"/>
              <SCRIPT>go()</SCRIPT>
              <!-- <script>not code</script> -->
              <rect style="fill: url('http://example.com/a')"/>
              <text>&secret;</text>
            </svg>
            """
        let problems = SVGDocument.parse(svg).problems.map { "\($0.line):\($0.column) \($0.message.prefix(24))" }
        XCTAssertEqual(problems, [
            "2:1 a DOCTYPE: it can define",
            "3:61 'onload' is an event att",
            "4:23 url(https://example.com/",
            "5:3 <a> is a link, and a pic",
            "6:3 <image> loads or embeds ",
            "8:8 href=\" file:///etc/hosts",
            "9:3 <SCRIPT> runs code, and ",
            "11:22 url(http://example.com/a",
            "12:9 '&secret;' names an enti",
        ])
        XCTAssertTrue(SVGDocument.parse(RuleExample.tenFramesWithUse).problems.isEmpty)
    }

    func testProblemsPointIntoDecodedText() {
        // A finding inside a value points at the file's bytes, past references and lines.
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\">\n<rect style=\"fill: &#x72;ed;\n  stroke: ur&#108;(http://x/)\"/>\n</svg>"
        XCTAssertEqual(SVGDocument.parse(svg).problems.map { "\($0.line):\($0.column)" }, ["3:11"])
        // Columns count Unicode scalars, as every finding's do.
        let wide = "<svg xmlns=\"http://www.w3.org/2000/svg\"><title>ÄÖ✓</title><a/></svg>"
        XCTAssertEqual(SVGDocument.parse(wide).problems.map { "\($0.line):\($0.column)" }, ["1:59"])
    }

    func testCRC32MatchesPNGs() {
        // IEND's CRC, which every PNG ends with.
        XCTAssertEqual(Array("IEND".utf8).withUnsafeBufferPointer { CRC32.checksum($0) }, 0xAE42_6082)
    }
}
