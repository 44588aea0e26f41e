import XCTest
@testable import CurriculumCompiler
@testable import CurriculumSchema

/// `$id` and `$ref` resolution by RFC 3986: the parts a reference splits into, and the
/// standard's own resolution examples (§5.4).
final class URIReferenceTests: XCTestCase {
    func testAReferenceSplitsIntoItsParts() {
        let full = URIReference("https://example.com:8080/schemas/lesson.json?v=2#/$defs/item")
        XCTAssertEqual(full.scheme, "https")
        XCTAssertEqual(full.authority, "example.com:8080")
        XCTAssertEqual(full.path, "/schemas/lesson.json")
        XCTAssertEqual(full.query, "v=2")
        XCTAssertEqual(full.fragment, "/$defs/item")
        XCTAssertEqual(full.text, "https://example.com:8080/schemas/lesson.json?v=2#/$defs/item")

        let urn = URIReference("urn:uuid:deadbeef-1234-ffff-ffff-4321feebdaed#foo")
        XCTAssertEqual(urn.scheme, "urn")
        XCTAssertNil(urn.authority)
        XCTAssertEqual(urn.path, "uuid:deadbeef-1234-ffff-ffff-4321feebdaed")
        XCTAssertEqual(urn.fragment, "foo")

        // A colon after a slash, or a "scheme" that does not start with a letter, is path.
        XCTAssertNil(URIReference("items/a:b.json").scheme)
        XCTAssertEqual(URIReference("items/a:b.json").path, "items/a:b.json")
        XCTAssertNil(URIReference("1x:y").scheme)
        XCTAssertNil(URIReference(":y").scheme)
        XCTAssertEqual(URIReference("#/$defs/é").fragment, "/$defs/é")
        XCTAssertEqual(URIReference("#/$defs/é").path, "")
        XCTAssertEqual(URIReference("?q#f").query, "q")
        XCTAssertEqual(URIReference("a?b?c#d#e").query, "b?c")
        XCTAssertEqual(URIReference("a?b?c#d#e").fragment, "d#e")
        XCTAssertEqual(URIReference("//host").authority, "host")
        XCTAssertEqual(URIReference("//host").path, "")
    }

    func testReferencesResolveAsTheRFCsExamplesSay() {
        let base = URIReference("http://a/b/c/d;p?q")
        let examples: [(String, String)] = [
            ("g:h", "g:h"), ("g", "http://a/b/c/g"), ("./g", "http://a/b/c/g"), ("g/", "http://a/b/c/g/"),
            ("/g", "http://a/g"), ("//g", "http://g"), ("?y", "http://a/b/c/d;p?y"), ("g?y", "http://a/b/c/g?y"),
            ("#s", "http://a/b/c/d;p?q#s"), ("g#s", "http://a/b/c/g#s"), (";x", "http://a/b/c/;x"),
            ("", "http://a/b/c/d;p?q"), (".", "http://a/b/c/"), ("./", "http://a/b/c/"), ("..", "http://a/b/"),
            ("../", "http://a/b/"), ("../g", "http://a/b/g"), ("../..", "http://a/"), ("../../g", "http://a/g"),
            ("../../../g", "http://a/g"), ("/./g", "http://a/g"), ("/../g", "http://a/g"), ("g.", "http://a/b/c/g."),
            (".g", "http://a/b/c/.g"), ("g..", "http://a/b/c/g.."), ("./../g", "http://a/b/g"),
            ("g/./h", "http://a/b/c/g/h"), ("g/../h", "http://a/b/c/h"),
        ]
        for (reference, expected) in examples {
            XCTAssertEqual(base.resolving(reference).text, expected, "resolving \(reference)")
        }
    }

    func testPointersEscapeAndUnescapeTildeAndSlash() {
        XCTAssertEqual(JSONPointer.text(["$defs", "a/b", "c~d", "plain"]), "/$defs/a~1b/c~0d/plain")
        XCTAssertEqual(JSONPointer.tokens(fragment: "/$defs/a~1b/c~0d/plain"), ["$defs", "a/b", "c~d", "plain"])
        XCTAssertEqual(JSONPointer.tokens(fragment: "/x%25y/%7E1"), ["x%y", "/"])
        XCTAssertEqual(JSONPointer.tokens(fragment: ""), [])
        XCTAssertNil(JSONPointer.tokens(fragment: "anchor"))
    }
}
