@testable import CurriculumSyntax
import Foundation
import XCTest

@testable import CurriculumCompiler

/// `TextEditApplier`: edits change their own scalars and not one other byte.
final class TextEditApplierTests: XCTestCase {
    func edit(_ line: Int, _ column: Int, _ length: Int, _ replacement: String) -> TextEdit {
        TextEdit(path: "a.yaml", line: line, column: column, length: length, replacement: replacement)
    }

    func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> TextEditApplier.Outcome {
        TextEditApplier.apply(edits, to: bytes)
    }

    func testEverythingButTheEditedScalarsStaysByteForByte() {
        // A byte order mark, CRLF breaks, a comment, tabs in text, trailing spaces, no final break.
        let before = Array("\u{FEFF}# yaml-language-server: $schema=x\r\n# answer checked by hand  \r\nitems:\r\n  - id: i1\r\n    prompt: \"a\tb\"\r\n    answer: 15 # why\r\n    hints: [Count.]".utf8)
        let outcome = apply([edit(6, 13, 2, "14")], to: before)
        XCTAssertEqual(outcome.refused, [])
        XCTAssertEqual(
            outcome.bytes,
            Array("\u{FEFF}# yaml-language-server: $schema=x\r\n# answer checked by hand  \r\nitems:\r\n  - id: i1\r\n    prompt: \"a\tb\"\r\n    answer: 14 # why\r\n    hints: [Count.]".utf8))
    }

    func testColumnsCountUnicodeScalarsNotCharactersOrBytes() {
        // A family emoji is 5 scalars (three people and two joiners) and one Character; "é"
        // written as e and a combining accent is 2 scalars and one Character.
        let line = "a: 👩‍👩‍👧 Cafe\u{301} X\n"
        XCTAssertEqual(line.unicodeScalars.firstIndex(of: "X").map { line.unicodeScalars.distance(from: line.unicodeScalars.startIndex, to: $0) + 1 }, 16)
        XCTAssertEqual(TextEditApplier.apply([edit(1, 16, 1, "Y")], to: line).text, "a: 👩‍👩‍👧 Cafe\u{301} Y\n")
        // Replacing the accent alone leaves the e and the emoji's bytes as they were.
        XCTAssertEqual(TextEditApplier.apply([edit(1, 14, 1, "")], to: line).text, "a: 👩‍👩‍👧 Cafe X\n")
        XCTAssertEqual(TextEditApplier.apply([edit(1, 4, 5, "🙂")], to: line).text, "a: 🙂 Cafe\u{301} X\n")
    }

    func testEditsAreAllPlacedInTheOriginalTextAsIfAppliedLastToFirst() {
        let text = "answer: FIVE and  SIX\n"
        let edits = [edit(1, 9, 4, "five"), edit(1, 17, 2, " "), edit(1, 19, 3, "six")]
        XCTAssertEqual(TextEditApplier.apply(edits, to: text).text, "answer: five and six\n")
        XCTAssertEqual(TextEditApplier.apply(edits.reversed(), to: text).text, "answer: five and six\n", "order given does not matter")
    }

    func testInsertionsAtTheEndOfALineAndOfAFileWithoutAFinalBreak() {
        XCTAssertEqual(TextEditApplier.apply([edit(1, 11, 0, "\"")], to: "title: \"Hi\nx: 1\n").text, "title: \"Hi\"\nx: 1\n")
        XCTAssertEqual(TextEditApplier.apply([edit(2, 6, 0, "]")], to: "a: 1\nb: [2").text, "a: 1\nb: [2]")
    }

    func testAByteOrderMarkIsLineOnesFirstColumn() {
        let outcome = apply([edit(1, 1, 1, ""), edit(1, 2, 3, "id")], to: Array("\u{FEFF}idd: x\n".utf8))
        XCTAssertEqual(String(decoding: outcome.bytes, as: UTF8.self), "id: x\n")
        XCTAssertEqual(outcome.applied.count, 2)
    }

    func testLoneCRAndCRLFBreaksCountAsOneLineEach() {
        XCTAssertEqual(TextEditApplier.apply([edit(3, 4, 1, "9")], to: "a: 1\rb: 2\r\nc: 3\nd: 4").text, "a: 1\rb: 2\r\nc: 9\nd: 4")
    }

    func testAReplacementsLineBreaksAreTheEditedLinesOwn() {
        XCTAssertEqual(TextEditApplier.apply([edit(1, 4, 1, "|\n  x")], to: "a: 1\r\nb: 2\r\n").text, "a: |\r\n  x\r\nb: 2\r\n")
        // A last line without a break takes the file's first break.
        XCTAssertEqual(TextEditApplier.apply([edit(2, 4, 1, "|\r\n  y")], to: "a: 1\rb: 2").text, "a: 1\rb: |\r  y")
        XCTAssertEqual(TextEditApplier.apply([edit(1, 4, 1, "|\r\n  z")], to: "a: 1").text, "a: |\n  z")
    }

    func testAnEditThatNoLongerFitsIsRefusedWholeAndTheOthersApplied() {
        let text = Array("a: 1\nbb: 22\n".utf8)
        let good = edit(2, 5, 2, "33")
        let outcome = apply([
            good,
            edit(4, 1, 1, "x"),  // line 3 is the empty line after the last break; 4 is not there
            edit(1, 6, 0, "x"),  // one past the insertion point at the end
            edit(1, 4, 2, "xy"),  // runs over the line break
            edit(0, 1, 1, "x"),
            edit(1, 1, -1, "x"),
        ], to: text)
        XCTAssertEqual(String(decoding: outcome.bytes, as: UTF8.self), "a: 1\nbb: 33\n")
        XCTAssertEqual(outcome.applied, [good])
        XCTAssertEqual(Set(outcome.refused.map(\.reason)), [.lineOutOfRange(lines: 2), .pastLineEnd(scalars: 4), .invalidPosition])
        XCTAssertEqual(outcome.refused.count, 5)
    }

    func testOverlappingEditsAreRefusedAndIdenticalOnesAppliedOnce() {
        let text = "prompt: How many DUCKS\n"
        let caps = edit(1, 18, 5, "ducks"), stop = edit(1, 22, 1, "S?")
        let outcome = apply([caps, stop, caps], to: Array(text.utf8))
        XCTAssertEqual(String(decoding: outcome.bytes, as: UTF8.self), "prompt: How many ducks\n")
        XCTAssertEqual(outcome.refused, [.init(edit: stop, reason: .overlaps(caps))])
        // Two insertions at one place: which goes first is not obvious.
        XCTAssertEqual(apply([edit(1, 9, 0, "a"), edit(1, 9, 0, "b")], to: Array(text.utf8)).applied.count, 1)
        // Touching end to start is not overlapping.
        XCTAssertEqual(TextEditApplier.apply([edit(1, 1, 6, "prompt"), edit(1, 7, 0, "s")], to: text).text, "prompts: How many DUCKS\n")
    }

    func testByteRangesForALanguageServer() {
        let bytes = Array("\u{E9}: 👍 x\n".utf8)
        XCTAssertEqual(try TextEditApplier.byteRange(of: edit(1, 6, 1, ""), in: bytes).get(), 9..<10)
        XCTAssertEqual(try TextEditApplier.byteRange(of: edit(1, 4, 1, ""), in: bytes).get(), 4..<8)
        XCTAssertThrowsError(try TextEditApplier.byteRange(of: edit(1, 8, 0, ""), in: bytes).get())
        // LSP counts UTF-16 code units: each person in the family emoji is a surrogate pair.
        let family = "a: 👩‍👩‍👧 X"
        XCTAssertEqual(edit(1, 10, 1, "Y").utf16Range(onLine: family), 12..<13)
        XCTAssertEqual(edit(1, 4, 5, "").utf16Range(onLine: family), 3..<11)
        XCTAssertEqual(edit(1, 11, 0, "!").utf16Range(onLine: family), 13..<13)
        XCTAssertNil(edit(1, 11, 1, "").utf16Range(onLine: family))
    }

    func testALargeFileWithManyEditsIsAppliedInLinearTime() {
        // 4 MB of 100,000 lines, one edit on every other line: one pass, not one copy per edit.
        let line = "    prompt: How many apples are in the basket, counted one by one?\n"
        let text = Array(String(repeating: line, count: 100_000).utf8)
        let edits = stride(from: 1, through: 100_000, by: 2).map { edit($0, 22, 6, "pears") }
        let start = Date()
        let outcome = apply(edits, to: text)
        let elapsed = Date().timeIntervalSince(start)
        XCTAssertEqual(outcome.applied.count, 50_000)
        XCTAssertEqual(outcome.bytes.count, text.count - 50_000)
        XCTAssertLessThan(elapsed, 20, "applying 50,000 edits to 4 MB took \(elapsed) s")
    }
}
