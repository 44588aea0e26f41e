import XCTest

@testable import CurriculumCompiler

final class XMLReaderTests: XCTestCase {
    func testElementsAttributesTextEntitiesAndCDATA() throws {
        let xml = """
            <?xml version="1.0"?>
            <!-- a comment -->
            <a x="1 &amp; 2" y='&quot;q&quot;'>
              <b>&lt;&gt;&amp;&quot;&apos;&#65;&#x42;</b><c/><![CDATA[<raw & text>]]><!-- inside --><?pi data?>
            </a>
            """
        let root = try XMLReader.parse(xml).get()
        XCTAssertEqual(root.name, "a")
        XCTAssertEqual(root.attribute("x"), "1 & 2")
        XCTAssertEqual(root.attribute("y"), "\"q\"")
        XCTAssertEqual([root.line, root.column], [3, 1])
        XCTAssertEqual(root.first("b")?.text, "<>&\"'AB")
        XCTAssertEqual(root.first("b")?.line, 4)
        XCTAssertEqual(root.first("b")?.column, 3)
        XCTAssertNotNil(root.first("c"))
        XCTAssertTrue(root.text.contains("<raw & text>"))
    }

    func testMalformedDocumentsFailWhereTheyGoWrong() {
        func failure(_ xml: String) -> XMLReader.Failure? {
            if case .failure(let f) = XMLReader.parse(xml) { return f }
            return nil
        }
        XCTAssertEqual(failure("<a>\n  <b></c>\n</a>").map { [$0.line, $0.column] }, [2, 6])
        XCTAssertEqual(failure("<a>&bogus;</a>")?.message.hasPrefix("unknown entity &bogus;"), true)
        XCTAssertEqual(failure("<a>fish & chips</a>")?.column, 9)
        XCTAssertEqual(failure("<a>&#0;</a>")?.message, "&#0; is not a character XML allows")
        XCTAssertNotNil(failure("<!DOCTYPE a [<!ENTITY x \"y\">]><a/>"))
        XCTAssertNotNil(failure("<a><!-- open </a>"))
        XCTAssertNotNil(failure("<a x=1/>"))
        XCTAssertNotNil(failure("<a x='1' x='2'/>"))
        XCTAssertNotNil(failure("<a/><b/>"))
        XCTAssertNotNil(failure(""))
        XCTAssertNotNil(failure(String(repeating: "<a>", count: 1000)))
    }

    func testXLIFFEscapingReadsBack() throws {
        let text = "a < b & \"c\" 'd'\n>"
        let root = try XMLReader.parse("<t v=\"\(XLIFFText.escape(text))\">\(XLIFFText.escape(text))</t>").get()
        XCTAssertEqual(root.text, text)
        XCTAssertEqual(root.attribute("v"), text)
    }
}
