@testable import CurriculumSyntax
import XCTest

@testable import CurriculumCompiler

/// `Node.span`, the width of every caret underline and whole-value fix-it: the node's token as
/// written on its line, in Unicode scalars, whatever its style.
final class NodeSpanTests: XCTestCase {
    /// The text the underline covers: `span` scalars of the node's line from its column.
    private func underlined(_ yaml: String, _ pick: (Node) -> Node?, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let source = SourceFile(path: "t.yaml", text: yaml)
        let (root, problems) = YAMLLoader().load(source)
        XCTAssertEqual(problems.filter { $0.severity == .error }.map(\.message), [], file: file, line: line)
        let node = try XCTUnwrap(root.flatMap(pick), "no such node", file: file, line: line)
        let text = try XCTUnwrap(source.line(Int(node.mark.line)), file: file, line: line)
        let scalars = Array(text.unicodeScalars.dropFirst(Int(node.mark.column) - 1).prefix(node.span))
        XCTAssertEqual(scalars.count, node.span, "the span runs past the end of its line", file: file, line: line)
        var out = String.UnicodeScalarView()
        out.append(contentsOf: scalars)
        return String(out)
    }

    private func value(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        try underlined(yaml, { $0["a"] }, file: file, line: line)
    }

    func testPlainScalarsSpanTheirText() throws {
        XCTAssertEqual(try value("a: hello world  # a comment\n"), "hello world")
        XCTAssertEqual(try value("a: 15\n"), "15")
        XCTAssertEqual(try underlined("a: [x, it's, z]\n", { $0["a"]?.sequence?[1] }), "it's")
    }

    func testSingleQuotedScalarsCountTheirQuotesAndDoubledQuotes() throws {
        XCTAssertEqual(try value("a: 'plain'\n"), "'plain'")
        XCTAssertEqual(try value("a: 'it''s ''here'''\n"), "'it''s ''here'''")
        XCTAssertEqual(try underlined("a: ['x''y', z]\n", { $0["a"]?.sequence?[0] }), "'x''y'")
    }

    func testDoubleQuotedScalarsCountTheirEscapes() throws {
        XCTAssertEqual(try value(#"a: "say \"hi\" \\ now""# + "\n"), #""say \"hi\" \\ now""#)
        XCTAssertEqual(try value(#"a: "caf\u00e9 and \x41""# + "\n"), #""caf\u00e9 and \x41""#)
        XCTAssertEqual(try value(#"a: "\U0001F600 \t\n end""# + "\n"), #""\U0001F600 \t\n end""#)
        XCTAssertEqual(try underlined(#"{"a": "x\"y", "b": 1}"# + "\n", { $0["a"] }), #""x\"y""#)
    }

    func testColumnsAreUnicodeScalarsNotCharacters() throws {
        // 👍🏽 is one character of two scalars; the family is one character of five.
        XCTAssertEqual(try value("a: 👍🏽 yes 👨‍👩‍👧\n"), "👍🏽 yes 👨‍👩‍👧")
        XCTAssertEqual(try value("a: \"👍🏽\"\n"), "\"👍🏽\"")
        // é written as one scalar, and as e and a combining accent.
        XCTAssertEqual(try value("a: café\n"), "café")
        XCTAssertEqual(try value("a: 'cafe\u{301}'\n"), "'cafe\u{301}'")
        XCTAssertEqual(try underlined("a: [éé, x]\n", { $0["a"]?.sequence?[1] }), "x")
        XCTAssertEqual(try underlined("\u{FEFF}a: \"x\"\n", { $0["a"] }), "\"x\"")
    }

    func testKeysAnchorsTagsAndAliases() throws {
        XCTAssertEqual(try underlined("'it''s': 1\n", { $0.mapping?.first?.key }), "'it''s'")
        // A node with an anchor or tag starts at it, so its span does too.
        XCTAssertEqual(try value("a: &greeting hello\nb: x\n"), "&greeting hello")
        XCTAssertEqual(try value("a: !!str 12\n"), "!!str 12")
        XCTAssertEqual(try underlined("a: &greeting 'hello'\nb: *greeting\n", { $0["b"] }), "*greeting")
    }

    func testScalarsOverSeveralLinesSpanTheRestOfTheirFirstLine() throws {
        XCTAssertEqual(try value("a: first line  \n  second line\n"), "first line")
        XCTAssertEqual(try value("a: \"one\n  two\"\n"), "\"one")
        XCTAssertEqual(try value("a: |\n  text\n"), "|")
        XCTAssertEqual(try value("a: >-\n  text\n"), ">")
    }

    func testCollectionsAndEmptyValuesSpanOneColumn() throws {
        XCTAssertEqual(try value("a: [1, 2]\n"), "[")
        XCTAssertEqual(try value("a:\n  b: 1\n"), "b")
        let (root, _) = YAMLLoader().load(SourceFile(path: "t.yaml", text: "a:\nb: 1\n"))
        XCTAssertEqual(root?["a"]?.span, 1)
    }

    /// A scalar built in code was never written: it spans what writing it in its style takes.
    func testScalarsBuiltInCodeSpanWhatTheirStyleWouldWrite() {
        func span(_ text: String, _ style: Scalar.Style) -> Int {
            Node(.scalar(Scalar(text: text, style: style, resolved: .string, coercibleToString: false)), at: Mark(line: 1, column: 1)).span
        }
        XCTAssertEqual(span("café 👍🏽", .plain), 7)
        XCTAssertEqual(span("", .plain), 1)
        XCTAssertEqual(span("it's", .singleQuoted), 7)
        XCTAssertEqual(span(#"a"b\c"#, .doubleQuoted), 9)
        XCTAssertEqual(span("two\nlines", .doubleQuoted), 1)
        XCTAssertEqual(span("text", .literal), 1)
    }

    /// The validator underlines with the same span: a quoted value with a doubled quote or an
    /// escape is underlined whole, not by one column.
    func testSchemaFindingsUnderlineTheWholeValue() throws {
        for (written, width) in [("'concret''e'", 12), (#""concret\u0065s""#, 16)] {
            let example = RuleExample.replacing("stage: concrete", in: "k/01-counting/count-objects-l1.yaml", with: "stage: \(written)")
            let file = try XCTUnwrap(RuleExampleTests.changedFiles(example).first)
            let found = try SchemaRulesTests.lint(file.text, path: file.path)
            XCTAssertEqual(found.map(\.ruleID), ["SCHEMA-ENUM"], written)
            XCTAssertEqual(found.first?.length, width, written)
        }
    }

    /// Decoded fields and whole-value fix-its cover the quotes, so a fix leaves no quote behind.
    func testDecodedValuesSpanTheirQuotes() throws {
        let source = SourceFile(path: "t.yaml", text: "skill: 'k.counting.count-object'\nunit: \"k.count\\u0069ng\"\n")
        let root = try XCTUnwrap(YAMLLoader().load(source).0)
        let decoder = FileDecoder(source: source, root: root)
        XCTAssertEqual(decoder.located(root, "skill")?.length, 25)
        XCTAssertEqual(decoder.located(root, "unit")?.value, "k.counting")
        XCTAssertEqual(decoder.located(root, "unit")?.length, 17)
    }
}
