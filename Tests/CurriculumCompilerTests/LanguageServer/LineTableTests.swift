@testable import CurriculumLanguageServer
@testable import CurriculumSyntax
import XCTest

@testable import CurriculumCompiler

/// `LineTable`: the compiler's 1-based lines and scalar columns against LSP's 0-based lines and
/// UTF-16 characters, with every kind of character that counts differently in the two.
final class LineTableTests: XCTestCase {
    private func lsp(_ table: LineTable, _ line: Int, _ column: Int) -> [Int] {
        let p = table.lspPosition(line: line, column: column)
        return [p.line, p.character]
    }

    private func source(_ table: LineTable, _ line: Int, _ character: Int) -> [Int] {
        let p = table.sourcePosition(line: line, character: character)
        return [p.line, p.column]
    }

    func testASCIIAndClamping() {
        let table = LineTable("ab\ncd\n")
        XCTAssertEqual(table.lineCount, 3)
        XCTAssertEqual(table.lspLineCount, 3)
        XCTAssertEqual(lsp(table, 1, 1), [0, 0])
        XCTAssertEqual(lsp(table, 2, 2), [1, 1])
        XCTAssertEqual(lsp(table, 1, 3), [0, 2], "the end of the line")
        XCTAssertEqual(lsp(table, 1, 99), [0, 2], "a column past the end clamps to the end, not onto the next line")
        XCTAssertEqual(lsp(table, 2, 0), [1, 0])
        XCTAssertEqual(lsp(table, 2, -5), [1, 0])
        XCTAssertEqual(lsp(table, 3, 1), [2, 0], "the empty last line")
        XCTAssertEqual(lsp(table, 4, 1), [2, 0], "a line past the last is the end of the text")
        XCTAssertEqual(lsp(table, 0, 5), [0, 0])
        XCTAssertEqual(lsp(table, Int.min, Int.max), [0, 0])
        XCTAssertEqual(lsp(table, Int.max, Int.min), [2, 0])

        XCTAssertEqual(source(table, 0, 0), [1, 1])
        XCTAssertEqual(source(table, 1, 2), [2, 3])
        XCTAssertEqual(source(table, 1, 99), [2, 3])
        XCTAssertEqual(source(table, 1, -1), [2, 1])
        XCTAssertEqual(source(table, 5, 0), [3, 1])
        XCTAssertEqual(source(table, -1, 7), [1, 1])
        XCTAssertEqual(source(table, Int.max, Int.max), [3, 1])
    }

    func testEmojiAreOneScalarAndTwoUnits() {
        let table = LineTable("a😀b\n😀😀")
        XCTAssertEqual(lsp(table, 1, 2), [0, 1])
        XCTAssertEqual(lsp(table, 1, 3), [0, 3], "after the emoji")
        XCTAssertEqual(lsp(table, 1, 4), [0, 4])
        XCTAssertEqual(lsp(table, 2, 2), [1, 2])
        XCTAssertEqual(lsp(table, 2, 3), [1, 4])
        XCTAssertEqual(source(table, 0, 1), [1, 2])
        XCTAssertEqual(source(table, 0, 2), [1, 2], "inside the surrogate pair: the start of the emoji")
        XCTAssertEqual(source(table, 0, 3), [1, 3])
        XCTAssertEqual(source(table, 1, 3), [2, 2])
        XCTAssertEqual(source(table, 1, 4), [2, 3])
        XCTAssertEqual(source(table, 1, 5), [2, 3])
    }

    func testFlagsAreTwoScalarsAndFourUnits() {
        let table = LineTable("🇺🇸x")
        XCTAssertEqual(lsp(table, 1, 2), [0, 2], "between the two regional indicators")
        XCTAssertEqual(lsp(table, 1, 3), [0, 4])
        XCTAssertEqual(source(table, 0, 4), [1, 3])
        XCTAssertEqual(source(table, 0, 3), [1, 2])
        XCTAssertEqual(source(table, 0, 1), [1, 1])
    }

    func testAccentsPrecomposedAndCombining() {
        let precomposed = LineTable("é=1")
        XCTAssertEqual(lsp(precomposed, 1, 2), [0, 1])
        XCTAssertEqual(source(precomposed, 0, 1), [1, 2])
        let combining = LineTable("e\u{301}=1")
        XCTAssertEqual(lsp(combining, 1, 2), [0, 1], "the combining accent has a column of its own")
        XCTAssertEqual(lsp(combining, 1, 3), [0, 2])
        XCTAssertEqual(source(combining, 0, 2), [1, 3])
        XCTAssertEqual(source(combining, 0, 1), [1, 2])
    }

    func testCJKIsOneScalarAndOneUnitEach() {
        let table = LineTable("中文: 值\n𠀋x")
        XCTAssertEqual(lsp(table, 1, 5), [0, 4])
        XCTAssertEqual(source(table, 0, 4), [1, 5])
        XCTAssertEqual(lsp(table, 2, 2), [1, 2], "a supplementary-plane ideograph is two units")
    }

    func testCRLFAndLoneCRAreOneBreakEach() {
        let crlf = LineTable("a: 1\r\nb: 2\r\n")
        XCTAssertEqual(crlf.lspLineCount, 3)
        XCTAssertEqual(crlf.lineCount, 3)
        XCTAssertEqual(lsp(crlf, 2, 4), [1, 3])
        XCTAssertEqual(lsp(crlf, 2, 99), [1, 4], "clamped before the \\r")
        XCTAssertEqual(source(crlf, 0, 5), [1, 5], "a character past the end stops before the \\r")
        XCTAssertEqual(source(crlf, 2, 0), [3, 1])
        XCTAssertEqual(crlf.text(ofLSPLine: 0), "a: 1")
        XCTAssertEqual(crlf.text(ofLine: 2), "b: 2")
        XCTAssertEqual(crlf.text(ofLine: 3), "")
        XCTAssertNil(crlf.text(ofLine: 4))
        XCTAssertNil(crlf.text(ofLSPLine: -1))

        let mixed = LineTable("a\rb\r\r\nc\n\rd")
        XCTAssertEqual(mixed.lspLineCount, 6)
        XCTAssertEqual((0..<6).map { mixed.text(ofLSPLine: $0).map(String.init) }, ["a", "b", "", "c", "", "d"])
        XCTAssertEqual(lsp(mixed, 6, 1), [5, 0])
        XCTAssertEqual(source(mixed, 3, 1), [4, 2])
    }

    func testEmptyTextAndEmptyLastLine() {
        let empty = LineTable("")
        XCTAssertEqual(empty.lspLineCount, 1)
        XCTAssertEqual(lsp(empty, 1, 1), [0, 0])
        XCTAssertEqual(lsp(empty, 3, 3), [0, 0])
        XCTAssertEqual(source(empty, 0, 0), [1, 1])
        XCTAssertEqual(empty.text(ofLine: 1), "")
        XCTAssertEqual([empty.lspEnd.line, empty.lspEnd.character], [0, 0])

        let trailing = LineTable("x😀\n")
        XCTAssertEqual(trailing.lspLineCount, 2)
        XCTAssertEqual([trailing.lspEnd.line, trailing.lspEnd.character], [1, 0])
        XCTAssertEqual(source(trailing, 1, 0), [2, 1])
        XCTAssertEqual(lsp(trailing, 1, 3), [0, 3])
        XCTAssertEqual([LineTable("x😀").lspEnd.line, LineTable("x😀").lspEnd.character], [0, 3])
    }

    /// libyaml ends lines at NEL, LS and PS too; LSP does not. The compiler's line 3 is LSP's 1.
    func testNextLineAndSeparatorsBreakTheCompilersLinesOnly() {
        let table = LineTable("a: \"x\u{2028}y\"\nb: z\u{85}c\u{2029}\n")
        XCTAssertEqual(table.lspLineCount, 3)
        XCTAssertEqual(table.lineCount, 6)
        XCTAssertEqual(table.text(ofLSPLine: 0), "a: \"x\u{2028}y\"")
        XCTAssertEqual(table.text(ofLine: 1), "a: \"x")
        XCTAssertEqual(table.text(ofLine: 2), "y\"")
        XCTAssertEqual(table.text(ofLine: 3), "b: z")
        XCTAssertEqual(table.text(ofLine: 4), "c")
        XCTAssertEqual(table.text(ofLine: 5), "")
        XCTAssertEqual(table.text(ofLine: 6), "")

        XCTAssertEqual(lsp(table, 1, 5), [0, 4])
        XCTAssertEqual(lsp(table, 1, 6), [0, 5], "the end of the compiler's line is the separator")
        XCTAssertEqual(lsp(table, 1, 99), [0, 5])
        XCTAssertEqual(lsp(table, 2, 1), [0, 6])
        XCTAssertEqual(lsp(table, 2, 3), [0, 8])
        XCTAssertEqual(lsp(table, 3, 1), [1, 0])
        XCTAssertEqual(lsp(table, 4, 1), [1, 5], "after the NEL")
        XCTAssertEqual(lsp(table, 5, 1), [1, 7], "after the PS, before the line feed")
        XCTAssertEqual(lsp(table, 6, 1), [2, 0])

        XCTAssertEqual(source(table, 0, 5), [1, 6])
        XCTAssertEqual(source(table, 0, 6), [2, 1])
        XCTAssertEqual(source(table, 0, 99), [2, 3])
        XCTAssertEqual(source(table, 1, 0), [3, 1])
        XCTAssertEqual(source(table, 1, 5), [4, 1])
        XCTAssertEqual(source(table, 1, 6), [4, 2])
        XCTAssertEqual(source(table, 2, 0), [6, 1])
        XCTAssertEqual(table.offset(line: 4, column: 1), 14)
        XCTAssertEqual(table.offset(line: 1, character: 5), 14)
    }

    func testOffsetsAndIndices() {
        let text = "ab\n😀é\u{301}x\r\n🇺🇸"
        let table = LineTable(text)
        XCTAssertEqual(table.offset(line: 1, column: 1), 0)
        XCTAssertEqual(table.offset(line: 2, column: 1), 3)
        XCTAssertEqual(table.offset(line: 2, column: 4), 6, "😀, é and the combining accent are three scalars")
        XCTAssertEqual(table.offset(line: 3, column: 2), 10)
        XCTAssertEqual(table.offset(line: 9, column: 1), 11, "past the end: the scalar count")
        XCTAssertEqual(table.offset(line: 1, character: 3), 5)
        XCTAssertEqual(table.offset(line: 1, character: 1), 3, "inside the pair: before it")
        XCTAssertEqual(table.offset(line: 2, character: 2), 10)
        XCTAssertEqual(table.offset(line: 2, character: 3), 10)
        XCTAssertEqual(table.offset(line: 3, character: 0), 11, "past the last line: the scalar count")

        let scalars = text.unicodeScalars
        XCTAssertEqual(scalars[table.index(line: 2, column: 3)], "\u{301}")
        XCTAssertEqual(scalars[table.index(line: 2, column: 4)], "x")
        XCTAssertEqual(scalars[table.index(line: 1, character: 4)], "x")
        XCTAssertEqual(scalars[table.index(line: 3, column: 2)], "\u{1F1F8}")
        XCTAssertEqual(table.index(line: 2, character: 4), text.endIndex)
        XCTAssertEqual(table.index(line: 3, character: 0), text.endIndex)
        XCTAssertEqual(scalars.distance(from: scalars.startIndex, to: table.index(line: 1, character: 2)), table.offset(line: 1, character: 2))
        XCTAssertEqual(table.offset(line: 1, character: 2), 4)
    }

    /// Every scalar's position, converted both ways, comes back to itself; checked against a
    /// plain reference count that knows nothing of the table's internals.
    func testRoundTripsAgainstAReferenceCount() {
        let text = "k: \"😀\u{2028}é\"\r\n🇺🇸e\u{301} 中\rx\u{85}y\n\n"
        let table = LineTable(text)
        var lspLine = 0, character = 0, sourceLine = 1, column = 1
        var scalars = Array(text.unicodeScalars)
        scalars.append("\0")  // the end of the text, a position too
        var i = 0
        while i < scalars.count {
            let s = scalars[i]
            let isEnd = i == scalars.count - 1
            XCTAssertEqual(lsp(table, sourceLine, column), [lspLine, character], "scalar \(i)")
            XCTAssertEqual(source(table, lspLine, character), [sourceLine, column], "scalar \(i)")
            XCTAssertEqual(table.offset(line: sourceLine, column: column), i)
            if isEnd { break }
            switch s {
            case "\r" where scalars[i + 1] == "\n":
                lspLine += 1; character = 0; sourceLine += 1; column = 1; i += 2; continue
            case "\r", "\n":
                lspLine += 1; character = 0; sourceLine += 1; column = 1
            case "\u{85}", "\u{2028}", "\u{2029}":
                character += 1; sourceLine += 1; column = 1
            default:
                character += s.utf16.count; column += 1
            }
            i += 1
        }
    }

    /// The marks of the real loader, converted, point at the characters they name in the editor.
    func testLoaderMarksLandOnTheirText() throws {
        let text = "title: \"😀 hi\"\r\n名前: 中文\r\nflag: 🇺🇸🇺🇸 x\r\ne\u{301}t\u{301}é: done\r\nquoted: \"a\u{2028}b\"\r\nafter: 1\r\nlist: [😀, 🇺🇸, e\u{301}]\r\n"
        let (root, _) = load(text)
        let table = LineTable(text)
        let lspLines = referenceLSPLines(text)
        var checked = 0
        func check(_ node: Node) {
            switch node.value {
            case .scalar(let scalar):
                let p = table.lspPosition(line: Int(node.mark.line), column: Int(node.mark.column))
                let units = Array(lspLines[p.line].utf16.dropFirst(p.character))
                let expected = Array((scalar.style == .doubleQuoted ? "\"" : String(scalar.text.unicodeScalars.first!)).utf16)
                XCTAssertEqual(Array(units.prefix(expected.count)), expected, "\(scalar.text) at \(node.mark)")
                checked += 1
            case .sequence(let items):
                items.forEach(check)
            case .mapping(let pairs):
                for pair in pairs { check(pair.key); check(pair.value) }
            }
        }
        check(try XCTUnwrap(root))
        XCTAssertEqual(checked, 16)
        XCTAssertEqual(table.lspPosition(line: 7, column: 1).line, 5, "after the LS the compiler's line 7 is LSP's 5")
    }

    /// Many conversions on a large text: linear in the line, not in the file (quadratic behaviour
    /// would take minutes here).
    func testConversionsDoNotScanTheWholeText() {
        let lines = 50_000
        let text = (0..<lines).map { "item\($0): 😀 é\u{2028}x" }.joined(separator: "\n")
        let table = LineTable(text)
        XCTAssertEqual(table.lspLineCount, lines)
        XCTAssertEqual(table.lineCount, lines * 2)
        var sum = 0
        for line in stride(from: 0, to: lines, by: 1) {
            sum &+= table.lspPosition(line: line * 2 + 1, column: 2).character
            sum &+= table.sourcePosition(line: line, character: 9).column
        }
        XCTAssertGreaterThan(sum, 0)
        XCTAssertEqual(lsp(table, lines * 2, 2), [lines - 1, String("item\(lines - 1): 😀 é\u{2028}").utf16.count + 1])
    }

    private func referenceLSPLines(_ text: String) -> [String] {
        var lines: [String] = []
        var current = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        var i = 0
        while i < scalars.count {
            let s = scalars[i]
            if s == "\r" || s == "\n" {
                lines.append(String(current))
                current = String.UnicodeScalarView()
                if s == "\r", i + 1 < scalars.count, scalars[i + 1] == "\n" { i += 1 }
            } else {
                current.append(s)
            }
            i += 1
        }
        lines.append(String(current))
        return lines
    }
}
