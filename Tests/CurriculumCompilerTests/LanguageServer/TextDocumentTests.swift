@testable import CurriculumLanguageServer
import XCTest

@testable import CurriculumCompiler
import CurriculumJSONRPC

/// `TextDocument.apply`: LSP text synchronisation, full and incremental, in UTF-16 positions.
final class TextDocumentTests: XCTestCase {
    private func change(_ start: (Int, Int), _ end: (Int, Int), _ text: String) -> JSONValue {
        [
            "range": ["start": ["line": .int(start.0), "character": .int(start.1)],
                      "end": ["line": .int(end.0), "character": .int(end.1)]],
            "text": .string(text),
        ]
    }

    private func edited(_ text: String, _ start: (Int, Int), _ end: (Int, Int), _ newText: String) throws -> String {
        var document = TextDocument(uri: "file:///t.yaml", version: 1, text: text)
        try document.apply(change(start, end, newText))
        return document.text
    }

    func testAFullChangeReplacesEverything() throws {
        var document = TextDocument(uri: "file:///t.yaml", version: 1, text: "old\n")
        try document.apply(["text": "new 😀"])
        XCTAssertEqual(document.text, "new 😀")
        try document.apply(["range": nil, "text": ""])
        XCTAssertEqual(document.text, "")
        XCTAssertEqual(document.version, 1, "apply alone leaves the version")
        XCTAssertEqual(document.uri, "file:///t.yaml")
    }

    func testIncrementalInsertDeleteAndReplace() throws {
        XCTAssertEqual(try edited("a: 1\nb: 2\n", (1, 3), (1, 3), "22"), "a: 1\nb: 222\n")
        XCTAssertEqual(try edited("a: 1\nb: 2\n", (0, 4), (1, 0), ""), "a: 1b: 2\n", "deleting a line break")
        XCTAssertEqual(try edited("a: 1\nb: 2\n", (0, 0), (2, 0), "x"), "x")
        XCTAssertEqual(try edited("a: 1\n", (1, 0), (1, 0), "b: 2\n"), "a: 1\nb: 2\n", "typing on the empty last line")
        XCTAssertEqual(try edited("", (0, 0), (0, 0), "start"), "start")
    }

    func testPositionsCountUTF16Units() throws {
        XCTAssertEqual(try edited("x😀y", (0, 1), (0, 3), "é"), "xéy", "the emoji is two units")
        XCTAssertEqual(try edited("x😀y", (0, 3), (0, 4), "Y"), "x😀Y")
        XCTAssertEqual(try edited("x😀y", (0, 2), (0, 2), "Z"), "xZ😀y", "inside the surrogate pair: before the emoji, never splitting it")
        XCTAssertEqual(try edited("🇺🇸!", (0, 2), (0, 2), "|"), "🇺|🇸!", "between the regional indicators")
        XCTAssertEqual(try edited("中文: 值", (0, 4), (0, 5), "数"), "中文: 数")
    }

    /// An edit inside a character (between a letter and its accent) lands exactly there.
    func testEditsInsideAGraphemeClusterHitTheRightScalars() throws {
        XCTAssertEqual(try edited("cafe\u{301}!", (0, 4), (0, 5), ""), "cafe!", "just the combining accent")
        XCTAssertEqual(try edited("cafe\u{301}!", (0, 4), (0, 4), "\u{327}"), "cafe\u{327}\u{301}!")
        XCTAssertEqual(try edited("e\u{301}", (0, 0), (0, 1), "a"), "a\u{301}")
    }

    func testCRLFTextsAndOtherBreaks() throws {
        XCTAssertEqual(try edited("a\r\nb", (0, 1), (1, 0), ""), "ab")
        XCTAssertEqual(try edited("a\r\nb", (0, 99), (0, 99), "Z"), "aZ\r\nb", "clamped before the \\r")
        XCTAssertEqual(try edited("a\rb\nc", (1, 1), (2, 0), "-"), "a\rb-c", "a lone \\r is a line break")
        XCTAssertEqual(try edited("a\u{2028}b", (0, 2), (0, 3), "X"), "a\u{2028}X", "LS is a character to LSP, not a break")
    }

    func testOutOfRangePositionsClamp() throws {
        XCTAssertEqual(try edited("ab\ncd", (9, 0), (9, 5), "!"), "ab\ncd!", "past the last line: the end")
        XCTAssertEqual(try edited("ab\ncd", (0, 9), (1, 9), ""), "ab")
        XCTAssertEqual(try edited("ab\ncd", (-1, -1), (0, 0), "S"), "Sab\ncd")
        XCTAssertEqual(try edited("ab\ncd", (0, Int.max), (Int.max, Int.max), "."), "ab.")
        XCTAssertEqual(try edited("ab\ncd", (Int.min, Int.min), (Int.min, Int.min), "<"), "<ab\ncd")
    }

    func testAReversedRangeIsReadSwapped() throws {
        XCTAssertEqual(try edited("abcd", (0, 3), (0, 1), ""), "ad")
        XCTAssertEqual(try edited("ab\ncd", (1, 1), (0, 1), "-"), "a-d")
    }

    func testChangesApplyInOrderAndTakeTheVersion() throws {
        var document = TextDocument(uri: "file:///t.yaml", version: 1, text: "")
        try document.apply(changes: [change((0, 0), (0, 0), "h"), change((0, 1), (0, 1), "i"), change((0, 2), (0, 2), "\n😀"), change((1, 2), (1, 2), "!")], version: 5)
        XCTAssertEqual(document.text, "hi\n😀!")
        XCTAssertEqual(document.version, 5)
    }

    func testMalformedChangesThrowAndLeaveTheText() {
        var document = TextDocument(uri: "file:///t.yaml", version: 3, text: "keep")
        let bad: [JSONValue] = [
            "text",
            [:],
            ["text": 5],
            ["range": ["start": ["line": 0, "character": 0]], "text": "x"],
            ["range": ["start": ["line": "0", "character": 0], "end": ["line": 0, "character": 0]], "text": "x"],
            ["range": ["start": ["line": 0, "character": 0.5], "end": ["line": 0, "character": 0]], "text": "x"],
            ["range": 7, "text": "x"],
        ]
        for change in bad {
            XCTAssertThrowsError(try document.apply(change), "\(change)") { error in
                XCTAssertEqual((error as? RPCError)?.code, RPCError.invalidParams)
            }
            XCTAssertEqual(document.text, "keep")
        }
        XCTAssertThrowsError(try document.apply(changes: [["text": "first"], [:]], version: 4))
        XCTAssertEqual(document.text, "keep", "a batch with a bad change is refused whole")
        XCTAssertEqual(document.version, 3, "the version is not taken")
    }

    /// Random edits against a reference that works on UTF-16 units directly, as an editor does.
    func testRandomEditsMatchAUTF16Reference() throws {
        var generator = SeededRandom(seed: 7)
        let pieces = ["a", "é", "e\u{301}", "😀", "🇺🇸", "中", "\n", "\r\n", "\r", " ", "\u{2028}", "key: value"]
        var document = TextDocument(uri: "file:///t.yaml", version: 0, text: "start: 😀\r\nnext: e\u{301}\n")
        func random(_ n: Int) -> Int { Int(generator.next() % UInt64(n)) }
        for step in 0..<1500 {
            let lines = Self.referenceLines(document.text)
            let start = (random(lines.starts.count + 2) - 1, random(12) - 1)
            let end = random(3) == 0 ? start : (random(lines.starts.count + 2) - 1, random(12) - 1)
            let insert = (0..<random(3)).map { _ in pieces[random(pieces.count)] }.joined()
            let expected = Self.referenceApply(document.text, start, end, insert)
            try document.apply(change(start, end, insert))
            XCTAssertEqual(Array(document.text.unicodeScalars), Array(expected.unicodeScalars), "step \(step)")
            if document.text.unicodeScalars.count > 400 { document.text = String(document.text.unicodeScalars.suffix(100)) }
        }
    }

    private static func referenceLines(_ text: String) -> (starts: [Int], ends: [Int], units: [UInt16]) {
        let units = Array(text.utf16)
        var starts = [0]
        var ends: [Int] = []
        var i = 0
        while i < units.count {
            if units[i] == 0x0D || units[i] == 0x0A {
                ends.append(i)
                i += units[i] == 0x0D && i + 1 < units.count && units[i + 1] == 0x0A ? 2 : 1
                starts.append(i)
            } else {
                i += 1
            }
        }
        ends.append(units.count)
        return (starts, ends, units)
    }

    private static func referenceApply(_ text: String, _ start: (Int, Int), _ end: (Int, Int), _ new: String) -> String {
        let (starts, ends, units) = referenceLines(text)
        func offset(_ p: (Int, Int)) -> Int {
            if p.0 < 0 { return 0 }
            if p.0 >= starts.count { return units.count }
            var o = starts[p.0] + min(max(p.1, 0), ends[p.0] - starts[p.0])
            if o > 0, o < units.count, UTF16.isTrailSurrogate(units[o]), UTF16.isLeadSurrogate(units[o - 1]) { o -= 1 }
            return o
        }
        var a = offset(start)
        var b = offset(end)
        if a > b { swap(&a, &b) }
        return String(decoding: Array(units[..<a]) + Array(new.utf16) + Array(units[b...]), as: UTF16.self)
    }
}
