@testable import CurriculumSyntax
import Foundation
import XCTest

/// JSON is read in one pass by `JSONTreeBuilder` where it can prove libyaml would read it the
/// same way, and by libyaml otherwise: every document here is loaded both ways and must give the
/// same tree (every value, mark, style and width) and the same findings.
final class JSONTreeBuilderTests: XCTestCase {
    /// Documents the one-pass reader takes.
    static let taken: [String] = [
        #"{"a": 1, "b": [true, false, null], "c": {"d": "e"}}"#,
        #"{"a":1,"b":[1,2],"c":{}}"#,
        "{\n  \"key\" : {\n    \"comment\" : \"Café — ½ 🍎\",\n    \"value\" : \"¡Sí! 8 + 6 = 14.\"\n  }\n}\n",
        #"["\"quoted\" \\ \/ \b \f \n \r \t \u00e9 \u0041 \u20AC", ""]"#,
        #"[0, -0, 1.5, -12.50, 1e5, 1E-3, 2.5e+10, 9007199254740993, 123456789012345678]"#,
        "\"a lone string\"",
        "42",
        "null",
        "[]",
        "{}",
        "{\r\n  \"crlf\" : [1,\r\n 2]\r\n}\r\n",
        "\u{FEFF}{\"bom\": \"first\"}",
        "[[[[[[[[\"deep\"]]]]]]]]",
        "{\"right-to-left\": \"\u{202E}txet\"}",
    ]

    /// Documents the one-pass reader leaves to libyaml, which reports them (or reads them its way).
    static let leftToLibyaml: [String] = [
        #"{"a": 1, "a": 2}"#,  // a duplicate key
        #"{"a": 1,}"#,  // a trailing comma
        "{\"a\": 1} // a comment",
        #"{"smile": "\uD83D\uDE00 after"}"#,  // a surrogate pair, rewritten before libyaml
        #"{"lone": "\uD800"}"#,
        "{\t\"tab\": 1}",
        "{\"cr\": 1,\r\"lone\": 2}",
        "{\"key\"\n: \"colon on the next line\"}",
        #"[123456789012345678901234567890]"#,  // too large for Int
        "[\"a line\u{2028}separator\"]",
        "[\"a C1 \u{85} control\"]",
        "[\"a raw\ttab\"]",
        #"["bad \x escape"]"#,
        "[01]",
        "[.5]",
        "[+1]",
        "[NaN]",
        "[True]",
        "{a: 1}",
        "&anchor [1]",
        "[1] [2]",
        "{\"" + String(repeating: "k", count: 1100) + "\": 1}",
        String(repeating: "[", count: 70) + String(repeating: "]", count: 70),
    ]

    func testTakenDocumentsReadAsLibyamlReadsThem() throws {
        for text in Self.taken {
            let source = SourceFile(path: "t.json", text: text)
            XCTAssertNotNil(JSONTreeBuilder.build(source, maxDepth: LoadLimits().maxDepth), "not taken: \(text)")
            try assertSameReading(source)
        }
    }

    func testDocumentsLeftToLibyamlKeepTheirFindings() throws {
        for text in Self.leftToLibyaml {
            let source = SourceFile(path: "t.json", text: text)
            XCTAssertNil(JSONTreeBuilder.build(source, maxDepth: LoadLimits().maxDepth), "taken: \(text)")
            try assertSameReading(source)
        }
        // One of them, to see the finding really is libyaml's path's.
        let (root, diagnostics) = load(#"{"a": 1, "a": 2}"#, path: "t.json", json: true)
        XCTAssertEqual(summary(diagnostics), ["YAML-DUPLICATE-KEY@1:10"])
        XCTAssertEqual(root?["a"]?.int, 1)
    }

    /// The real String Catalog and every schema: megabytes of JSON as people and Xcode write it.
    func testTheShippedCatalogAndSchemasReadAsLibyamlReadsThem() throws {
        var files = [PinnedCurriculum.url.appendingPathComponent("l10n/es-US.xcstrings")]
        let schemas = PinnedCurriculum.repository.appendingPathComponent("schemas")
        let walker = try XCTUnwrap(FileManager.default.enumerator(at: schemas, includingPropertiesForKeys: nil))
        for case let url as URL in walker where url.pathExtension == "json" { files.append(url) }
        XCTAssertGreaterThan(files.count, 10)
        for url in files {
            let source = SourceFile(path: url.lastPathComponent, bytes: Array(try Data(contentsOf: url)))
            XCTAssertNotNil(JSONTreeBuilder.build(source, maxDepth: LoadLimits().maxDepth), "not taken: \(url.path)")
            try assertSameReading(source)
        }
    }

    func testNumbersAreJSONNumbersOnly() {
        for good in ["0", "-0", "10", "1.5", "1e5", "1E+5", "-2.5e-3"] {
            XCTAssertTrue(JSONTreeBuilder.isJSONNumber(ArraySlice(good.utf8)), good)
        }
        for bad in ["", "-", "01", ".5", "1.", "+1", "1e", "1e+", "0x1F", "1_000", "--1"] {
            XCTAssertFalse(JSONTreeBuilder.isJSONNumber(ArraySlice(bad.utf8)), bad)
        }
    }

    private func assertSameReading(_ source: SourceFile, file: StaticString = #filePath, line: UInt = #line) throws {
        var direct = YAMLLoader(json: true)
        var libyaml = YAMLLoader(json: true)
        direct.readsJSONDirectly = true
        libyaml.readsJSONDirectly = false
        let (a, aFindings) = direct.load(source)
        let (b, bFindings) = libyaml.load(source)
        let text = String(decoding: source.bytes.prefix(60), as: UTF8.self)
        XCTAssertEqual(a.map(describe), b.map(describe), "tree of \(text)", file: file, line: line)
        XCTAssertEqual(aFindings, bFindings, "findings of \(text)", file: file, line: line)
    }

    /// Everything a node holds, as lines: kind, mark, style, text, resolution and widths.
    private func describe(_ node: Node) -> String {
        var lines: [String] = []
        func walk(_ node: Node, _ indent: String) {
            let at = "@\(node.mark.line):\(node.mark.column)"
            switch node.value {
            case .scalar(let s):
                lines.append("\(indent)scalar\(at) \(s.style) \(s.resolved) cols=\(s.writtenColumns ?? -1) later=\(s.linesAfterFirst) \(s.text.debugDescription)")
            case .sequence(let items):
                lines.append("\(indent)sequence\(at) \(items.count)")
                for item in items { walk(item, indent + "  ") }
            case .mapping(let pairs):
                lines.append("\(indent)mapping\(at) \(pairs.count)")
                for pair in pairs {
                    walk(pair.key, indent + "  ")
                    walk(pair.value, indent + "    ")
                }
            }
        }
        walk(node, "")
        return lines.joined(separator: "\n")
    }
}
