@testable import CurriculumPreview
import Foundation
import XCTest

@testable import CurriculumCompiler

/// Each way a picture can run code or reach the network that a search for bad strings lets
/// through, through `curriculum lint` on a small curriculum whose one drawn picture holds it:
/// an ASSET-SVG-UNSAFE error in the SVG, at the line and column where the trick is written.
final class SVGTrickTests: XCTestCase {
    static let open = ##"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="320" height="240" viewBox="0 0 320 240">"##

    /// A picture whose body is `body`, between the root's tags.
    static func picture(_ body: String, before: String = "") -> String {
        before + open + "\n  <defs><circle id=\"c\" r=\"17\"/></defs>\n" + body + "\n</svg>\n"
    }

    /// A picture that must not ship: its text, where the finding must point (the first
    /// occurrence of `at`), and words the finding must say.
    struct Trick {
        var svg: String
        var at: String
        var says: String
    }

    static func trick(_ body: String, before: String = "", at: String, says: String) -> Trick {
        Trick(svg: picture(body, before: before), at: at, says: says)
    }

    /// Lints the trick's picture and asserts an ASSET-SVG-UNSAFE error in the SVG where the
    /// trick is written; lint fails.
    func assertUnsafe(_ trick: Trick, file: StaticString = #filePath, line: UInt = #line) throws {
        let tree = try PictureTree(svg: trick.svg)
        let (code, findings) = try tree.lint()
        let at = try XCTUnwrap(position(of: trick.at, in: trick.svg), "no '\(trick.at)' in the picture", file: file, line: line)
        XCTAssertEqual(code, .contentErrors, "\(findings)", file: file, line: line)
        XCTAssertTrue(
            findings.contains {
                $0.rule == AssetSVGUnsafe.id && $0.severity == "error" && $0.path == tree.shownPath && $0.line == at.line && $0.column == at.column
                    && $0.message.contains(trick.says)
            },
            "expected an error at \(at.line):\(at.column) saying '\(trick.says)'; found \(findings)", file: file, line: line)
    }

    // MARK: - The tricks the issue lists

    static let scriptInAnEntity = trick(
        "  <g>&s;</g>", before: "<?xml version=\"1.0\"?>\n<!DOCTYPE svg [<!ENTITY s \"<script>alert(1)</script>\">]>\n",
        at: "<!DOCTYPE", says: "a DOCTYPE")
    static let xmlStylesheet = trick(
        "", before: "<?xml version=\"1.0\"?>\n<?xml-stylesheet type=\"text/css\" href=\"http://example.com/a.css\"?>\n",
        at: "<?xml-stylesheet", says: "a processing instruction '<?xml-stylesheet …?>'")
    static let urlSpeltWithACSSEscape = trick(
        ##"  <style>circle { fill: u\72l(http://example.com/p.svg#p) }</style>"##, at: ##"u\72l("##, says: "url(http://example.com/p.svg#p) leads outside the file")
    static let imageSet = trick(##"  <style>circle { fill: image-set("http://example.com/a.png" 1x) }</style>"##, at: "image-set(", says: "image-set()")
    static let fillURL = trick(##"  <use href="#c" fill="url(http://example.com/p.svg#red)"/>"##, at: "url(", says: "leads outside the file")
    static let filterURL = trick(##"  <use href="#c" filter="url(https://example.com/f.svg#blur)"/>"##, at: "url(", says: "leads outside the file")
    static let smilSetOfAJavaScriptHref = trick(
        ##"  <use href="#c"><set attributeName="href" to="javascript:alert(1)"/></use>"##, at: "<set", says: "<set> animates the picture")
    static let systemEntityAfterAnInternalOne = trick(
        "  <text>&ok; &x;</text>", before: "<!DOCTYPE svg [<!ENTITY ok \"fine\"><!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n",
        at: "<!DOCTYPE", says: "read other files")
    static let billionLaughs: Trick = {
        var dtd = "<!DOCTYPE svg [\n<!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            let inner = level == 1 ? "lol" : "lol\(level - 1)"
            dtd += "<!ENTITY lol\(level) \"" + String(repeating: "&\(inner);", count: 10) + "\">\n"
        }
        return trick("  <text>&lol9;</text>", before: dtd + "]>\n", at: "<!DOCTYPE", says: "grow without end")
    }()

    func testAScriptInAnInternalEntity() throws {
        try assertUnsafe(Self.scriptInAnEntity)
        try assertUnsafe(Trick(svg: Self.scriptInAnEntity.svg, at: "&s;", says: "'&s;' names an entity, which is never expanded"))
    }

    func testAnXMLStylesheetInstruction() throws { try assertUnsafe(Self.xmlStylesheet) }

    func testURLSpeltWithACSSEscape() throws { try assertUnsafe(Self.urlSpeltWithACSSEscape) }

    func testImageSet() throws { try assertUnsafe(Self.imageSet) }

    func testFillURL() throws { try assertUnsafe(Self.fillURL) }

    func testFilterURL() throws { try assertUnsafe(Self.filterURL) }

    func testSMILSetOfAJavaScriptHref() throws { try assertUnsafe(Self.smilSetOfAJavaScriptHref) }

    func testASystemEntityAfterAnInternalOne() throws {
        try assertUnsafe(Self.systemEntityAfterAnInternalOne)
        try assertUnsafe(Trick(svg: Self.systemEntityAfterAnInternalOne.svg, at: "&x;", says: "never expanded"))
    }

    func testBillionLaughs() throws {
        try assertUnsafe(Self.billionLaughs)
        try assertUnsafe(Trick(svg: Self.billionLaughs.svg, at: "&lol9;", says: "never expanded"))
    }

    // MARK: - More of the same kind

    static let animateValuesOfAJavaScriptHref = trick(
        ##"  <use href="#c"><animate attributeName="href" values="#c;javascript:alert(1)" dur="1s"/></use>"##, at: "<animate", says: "<animate> animates the picture")
    static let xmlBase = trick(##"  <g xml:base="http://example.com/"><use href="#c"/></g>"##, at: "xml:base", says: "'xml:base' changes where every reference")
    static let linkToJavaScript = trick(##"  <a href="javascript:alert(1)"><use href="#c"/></a>"##, at: "<a ", says: "<a> is a link")
    static let imageOfAnSVGInADataURL = trick(
        ##"  <image href="data:image/svg+xml,%3Csvg%20onload%3D%22alert(1)%22%3E" width="9" height="9"/>"##, at: "<image", says: "<image> loads or embeds another picture")
    static let dataURLInAUse = trick(##"  <use href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=#x"/>"##, at: "href=", says: "is a data: URL")
    static let maskURL = trick(##"  <use href="#c" mask="url(http://example.com/m.svg#m)"/>"##, at: "url(", says: "leads outside the file")
    static let markerEndURL = trick(##"  <path d="M0 0L9 9" marker-end="url(http://example.com/m.svg#arrow)"/>"##, at: "url(", says: "leads outside the file")
    static let cssCursorURL = trick(##"  <use href="#c" style="cursor: url(http://example.com/hand.cur), pointer"/>"##, at: "url(", says: "leads outside the file")
    static let importBetweenCSSComments = trick(
        "  <style>/* colours */ @import /* see below */ url(http://example.com/a.css); circle { fill: red }</style>", at: "@import", says: "CSS '@import'")
    static let useOfAnotherFile = trick(##"  <use href="other.svg#c"/>"##, at: "href=", says: ##"href="other.svg#c" leads outside the file"##)
    static let javaScriptSpeltWithCharacterReferences = trick(
        ##"  <use xlink:href="&#106;&#x61;vascript:alert(1)"/>"##, at: "xlink:href=", says: ##"xlink:href="javascript:alert(1)" is code to run"##)
    static let urlSpeltWithACharacterReference = trick(
        ##"  <style>circle { fill: &#117;rl(http://example.com/p.svg#p) }</style>"##, at: "&#117;", says: "leads outside the file")
    static let urlSplitByACDATASection = trick(
        ##"  <style>circle { fill: u<![CDATA[rl(http://example.com/p.svg#p)]]> }</style>"##, at: "u<![CDATA[", says: "leads outside the file")
    static let urlSplitByAnXMLComment = trick(
        ##"  <style>circle { fill: u<!-- -->rl(http://example.com/p.svg#p) }</style>"##, at: "u<!--", says: "leads outside the file")
    static let dataURLInCSS = trick(##"  <use href="#c" style="fill: url('data:image/svg+xml,%3Csvg/%3E')"/>"##, at: "url(", says: "is a data: URL")
    static let webKitImageSet = trick(##"  <use href="#c" style="fill: -webkit-image-set(url(#c) 1x)"/>"##, at: "-webkit-image-set(", says: "-webkit-image-set()")
    static let scriptInAnotherPrefix = trick(
        ##"  <svg:script xmlns:svg="http://www.w3.org/2000/svg">alert(1)</svg:script>"##, at: "<svg:script", says: "namespace prefix")
    static let scriptInCapitals = trick("  <SCRIPT>alert(1)</SCRIPT>", at: "<SCRIPT", says: "<SCRIPT> runs code")
    static let foreignObject = trick(
        ##"  <foreignObject width="9" height="9"><p xmlns="http://www.w3.org/1999/xhtml">hi</p></foreignObject>"##, at: "<foreignObject", says: "embeds a web page")
    static let eventAttribute = trick(##"  <use href="#c" onmouseover="alert(1)"/>"##, at: "onmouseover", says: "event attribute")
    static let encodingOtherThanUTF8 = Trick(
        svg: "<?xml version=\"1.0\" encoding=\"UTF-7\"?>\n" + picture(""), at: "<?xml", says: "encoded as 'UTF-7'")
    // The URL Standard trims ASCII white space only: a no-break space before '#' names a file.
    static let noBreakSpaceBeforeTheFragment = trick(##"  <use href="&#xA0;#c"/>"##, at: "href=", says: "leads outside the file")
    static let repeatedHref = trick(##"  <use href="#c" href="http://example.com/a.svg#c"/>"##, at: ##"href="http"##, says: "written twice")
    static let pictureCutShort: Trick = {
        let whole = picture(##"  <g fill="red"><use href="#c"/></g>"##)
        let cut = whole.components(separatedBy: "</g>")[0]  // as a broken transfer leaves it
        return Trick(svg: cut, at: "<g fill", says: "is never closed")
    }()

    func testAnimateValuesOfAJavaScriptHref() throws { try assertUnsafe(Self.animateValuesOfAJavaScriptHref) }

    func testXMLBase() throws { try assertUnsafe(Self.xmlBase) }

    func testALinkToJavaScript() throws { try assertUnsafe(Self.linkToJavaScript) }

    func testAnImageOfAnSVGInADataURL() throws { try assertUnsafe(Self.imageOfAnSVGInADataURL) }

    func testADataURLInAUse() throws { try assertUnsafe(Self.dataURLInAUse) }

    func testMaskURL() throws { try assertUnsafe(Self.maskURL) }

    func testMarkerEndURL() throws { try assertUnsafe(Self.markerEndURL) }

    func testCSSCursorURL() throws { try assertUnsafe(Self.cssCursorURL) }

    func testImportBetweenCSSComments() throws {
        try assertUnsafe(Self.importBetweenCSSComments)
        try assertUnsafe(Trick(svg: Self.importBetweenCSSComments.svg, at: "url(", says: "leads outside the file"))
    }

    func testAUseOfAnotherFile() throws { try assertUnsafe(Self.useOfAnotherFile) }

    func testJavaScriptSpeltWithCharacterReferences() throws { try assertUnsafe(Self.javaScriptSpeltWithCharacterReferences) }

    func testURLSpeltWithACharacterReference() throws { try assertUnsafe(Self.urlSpeltWithACharacterReference) }

    func testURLSplitByACDATASection() throws { try assertUnsafe(Self.urlSplitByACDATASection) }

    func testURLSplitByAnXMLComment() throws { try assertUnsafe(Self.urlSplitByAnXMLComment) }

    func testADataURLInCSS() throws { try assertUnsafe(Self.dataURLInCSS) }

    func testWebKitImageSet() throws { try assertUnsafe(Self.webKitImageSet) }

    func testAScriptInAnotherPrefix() throws { try assertUnsafe(Self.scriptInAnotherPrefix) }

    func testAScriptInCapitals() throws { try assertUnsafe(Self.scriptInCapitals) }

    func testAForeignObject() throws { try assertUnsafe(Self.foreignObject) }

    func testAnEventAttribute() throws { try assertUnsafe(Self.eventAttribute) }

    func testAnEncodingOtherThanUTF8() throws { try assertUnsafe(Self.encodingOtherThanUTF8) }

    func testANoBreakSpaceBeforeTheFragment() throws { try assertUnsafe(Self.noBreakSpaceBeforeTheFragment) }

    func testARepeatedHref() throws { try assertUnsafe(Self.repeatedHref) }

    func testAPictureCutShort() throws { try assertUnsafe(Self.pictureCutShort) }

    /// Every trick above, for the bundle tests.
    static let all: [(name: String, trick: Trick)] = [
        ("script in an entity", scriptInAnEntity), ("xml-stylesheet", xmlStylesheet), ("CSS escape", urlSpeltWithACSSEscape),
        ("image-set", imageSet), ("fill url", fillURL), ("filter url", filterURL), ("SMIL set", smilSetOfAJavaScriptHref),
        ("SYSTEM entity", systemEntityAfterAnInternalOne), ("billion laughs", billionLaughs),
        ("animate values", animateValuesOfAJavaScriptHref), ("xml:base", xmlBase), ("javascript link", linkToJavaScript),
        ("data: SVG image", imageOfAnSVGInADataURL), ("data: use", dataURLInAUse), ("mask url", maskURL), ("marker-end url", markerEndURL),
        ("cursor url", cssCursorURL), ("@import", importBetweenCSSComments), ("use of another file", useOfAnotherFile),
        ("&#106;avascript", javaScriptSpeltWithCharacterReferences), ("&#117;rl(", urlSpeltWithACharacterReference),
        ("CDATA split", urlSplitByACDATASection), ("comment split", urlSplitByAnXMLComment), ("data: in CSS", dataURLInCSS),
        ("-webkit-image-set", webKitImageSet), ("svg:script", scriptInAnotherPrefix), ("SCRIPT", scriptInCapitals),
        ("foreignObject", foreignObject), ("event attribute", eventAttribute), ("UTF-7", encodingOtherThanUTF8),
        ("no-break space", noBreakSpaceBeforeTheFragment), ("repeated href", repeatedHref), ("cut short", pictureCutShort),
    ]

    // MARK: - What stays allowed

    func testAPlainDrawingPasses() throws {
        let svg = "\u{FEFF}<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n<!-- exported as plain SVG -->\n" + Self.picture("""
              <title>Apples &amp; pears</title>
              <style><![CDATA[ /* apples */ .apple { fill: url(#red); stroke: rgb(31, 35, 40) } ]]></style>
              <linearGradient id="red" gradientTransform="rotate(90)"><stop offset="0" stop-color="#E0362C"/><stop offset="1" stop-color="hsl(3, 70%, 45%)"/></linearGradient>
              <filter id="shadow"><feDropShadow dx="1" dy="2" stdDeviation="1"/></filter>
              <g id="layer-1" data-name="Layer 1" role="img" aria-label="Seven apples" filter="url(#shadow)" transform="translate(10, 10) scale(2)">
                <use xlink:href="#c" class="apple" x="20" y="20"/><use href="  #c " x="60" y="20" style="fill: url( '#red' )"/>
              </g>
            """)
        let tree = try PictureTree(svg: svg)
        let (code, findings) = try tree.lint()
        XCTAssertEqual(findings, [])
        XCTAssertEqual(code, .success)
    }

    func testTheShippedPicturesAreClean() throws {
        let result = runCLI(["lint", "curriculum", "--format", "json", "--max-per-rule", "0"], in: PinnedCurriculum.folder)
        XCTAssertEqual(try ruleIDs(inJSON: result.out).filter { $0.hasPrefix("ASSET-") && $0 != AssetPlaceholder.id }, [])
        let images = PinnedCurriculum.url.appendingPathComponent("assets/images")
        let svgs = try FileManager.default.contentsOfDirectory(atPath: images.path).filter { $0.hasSuffix(".svg") }
        XCTAssertEqual(svgs.sorted(), ["clock-face-no-hands.svg", "cone-on-cylinder.svg", "cylinders-tall-and-short.svg", "shape-point-down.svg", "ten-frames-8-and-5.svg"])
        for name in svgs {
            let bytes = Array(try Data(contentsOf: images.appendingPathComponent(name)))
            XCTAssertEqual(SVGDocument.parse(bytes: bytes).problems, [], name)
        }
    }
}
