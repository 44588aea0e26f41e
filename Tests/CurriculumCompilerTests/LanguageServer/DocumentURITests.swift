@testable import CurriculumLanguageServer
import XCTest

@testable import CurriculumCompiler

/// `DocumentURI`: `file:` URIs to paths and back, percent-encoding as RFC 3986 has it.
final class DocumentURITests: XCTestCase {
    func testFileURIsDecodeToPaths() {
        XCTAssertEqual(DocumentURI.path(fromFileURI: "file:///home/me/k.yaml"), "/home/me/k.yaml")
        XCTAssertEqual(DocumentURI.path(fromFileURI: "file:///a%20b/c%23d%25e.yaml"), "/a b/c#d%e.yaml")
        XCTAssertEqual(DocumentURI.path(fromFileURI: "file:///caf%C3%A9/%E4%B8%AD.yaml"), "/café/中.yaml")
        XCTAssertEqual(DocumentURI.path(fromFileURI: "file:///caf%c3%a9"), "/café", "lower-case hex")
        XCTAssertEqual(DocumentURI.path(fromFileURI: "file:///e%CC%81%F0%9F%98%80"), "/e\u{301}😀")
        XCTAssertEqual(DocumentURI.path(fromFileURI: "file:///café"), "/café", "unescaped non-ASCII still means itself")
        XCTAssertEqual(DocumentURI.path(fromFileURI: "file:///a+b"), "/a+b", "a plus is not a space in a path")
    }

    func testSpellingsOfTheSchemeAndHost() {
        XCTAssertEqual(DocumentURI.path(fromFileURI: "FILE:///x"), "/x")
        XCTAssertEqual(DocumentURI.path(fromFileURI: "File:///x"), "/x")
        XCTAssertEqual(DocumentURI.path(fromFileURI: "file://localhost/x"), "/x")
        XCTAssertEqual(DocumentURI.path(fromFileURI: "file://LocalHost/x/y"), "/x/y")
        XCTAssertEqual(DocumentURI.path(fromFileURI: "file:/x"), "/x")
        XCTAssertEqual(DocumentURI.path(fromFileURI: "file:///x.yaml#L3"), "/x.yaml", "the fragment is dropped")
        XCTAssertEqual(DocumentURI.path(fromFileURI: "file:///x.yaml?line=3"), "/x.yaml", "the query is dropped")
    }

    /// A path that spells its way through a folder is not inside it (RFC 3986, 5.2.4).
    func testDotSegmentsAreResolved() {
        XCTAssertEqual(DocumentURI.path(fromFileURI: "file:///root/curriculum/../outside/x.yaml"), "/root/outside/x.yaml")
        XCTAssertEqual(DocumentURI.path(fromFileURI: "file:///root/./k/./x.yaml"), "/root/k/x.yaml")
        XCTAssertEqual(DocumentURI.path(fromFileURI: "file:///root/k/%2E%2E/x.yaml"), "/root/x.yaml", "escaped dots are dots")
        XCTAssertEqual(DocumentURI.path(fromFileURI: "file:///../../etc/x.yaml"), "/etc/x.yaml", "nothing is above the top")
        XCTAssertEqual(DocumentURI.path(fromFileURI: "file:///a/b/.."), "/a/")
        XCTAssertEqual(DocumentURI.path(fromFileURI: "file:///a/b/."), "/a/b/")
        XCTAssertEqual(DocumentURI.path(fromFileURI: "file:///a/..b/c..d/.e"), "/a/..b/c..d/.e", "dots inside a name are part of it")
    }

    func testWhatIsNotALocalFileIsNil() {
        for uri in [
            "untitled:Untitled-1", "git:/x.yaml?{}", "https://example.com/x.yaml", "vscode-notebook-cell:/x#a",
            "file://server/share/x.yaml", "file:relative/x", "file:", "file://", "file://localhost", "", "/plain/path", "file",
        ] {
            XCTAssertNil(DocumentURI.path(fromFileURI: uri), uri)
        }
    }

    func testMalformedEscapesAreNil() {
        for uri in ["file:///a%", "file:///a%2", "file:///a%zz", "file:///a%2G", "file:///a%00b", "file:///a%FF", "file:///%C3"] {
            XCTAssertNil(DocumentURI.path(fromFileURI: uri), uri)
        }
    }

    /// Windows URIs are not translated, but they must not trap.
    func testWindowsDriveLettersComeBackAsTheyAre() {
        XCTAssertEqual(DocumentURI.path(fromFileURI: "file:///c%3A/Users/x.yaml"), "/c:/Users/x.yaml")
        XCTAssertEqual(DocumentURI.path(fromFileURI: "file:///C:/x"), "/C:/x")
        XCTAssertEqual(DocumentURI.path(fromFileURI: "file://c:/x"), nil, "a drive letter where the host goes is a host")
    }

    func testPathsEncodeAsVSCodeWritesThem() {
        XCTAssertEqual(DocumentURI.fileURI(path: "/home/me/k.yaml"), "file:///home/me/k.yaml")
        XCTAssertEqual(DocumentURI.fileURI(path: "/a b/c#d%e?f.yaml"), "file:///a%20b/c%23d%25e%3Ff.yaml")
        XCTAssertEqual(DocumentURI.fileURI(path: "/café/中.yaml"), "file:///caf%C3%A9/%E4%B8%AD.yaml")
        XCTAssertEqual(DocumentURI.fileURI(path: "/x/a+b=c,d;e@f:g!h$i&j'k(l)m*n~o_p-q.r"),
                       "file:///x/a%2Bb%3Dc%2Cd%3Be%40f%3Ag%21h%24i%26j%27k%28l%29m%2An~o_p-q.r")
        XCTAssertEqual(DocumentURI.fileURI(path: "/"), "file:///")
        XCTAssertEqual(DocumentURI.fileURI(path: "rel/x"), "file:///rel/x", "relative to the root")
    }

    func testPathsRoundTrip() {
        for path in ["/", "/a/", "/%", "/%41", "/\u{7F}", "/e\u{301}", "/😀/🇺🇸", "/a\nb", "/tab\there", "/q?x#y", "/中文/值.yaml", "/a//b", "/~user/.hidden"] {
            XCTAssertEqual(DocumentURI.path(fromFileURI: DocumentURI.fileURI(path: path)), path, path)
        }
    }

    func testNoURITraps() {
        var generator = SeededRandom(seed: 99)
        let pieces = ["file:", "//", "/", "%", "%2", "%C3", "%A9", "%00", "%zz", "#", "?", "localhost", "a", "é", ":", "😀", "%F0%9F"]
        for _ in 0..<5000 {
            let uri = (0..<Int(generator.next() % 8)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            if let path = DocumentURI.path(fromFileURI: uri) {
                XCTAssertTrue(path.hasPrefix("/"), uri)
                XCTAssertFalse(path.contains("\0"), uri)
            }
        }
    }
}
