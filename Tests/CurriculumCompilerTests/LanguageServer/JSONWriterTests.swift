import XCTest

@testable import CurriculumCompiler
@testable import CurriculumLanguageServer

/// `JSONValue.serialized()`: compact, exact, and read back by the parser as the same value.
final class JSONWriterTests: XCTestCase {
    private func text(_ value: JSONValue) -> String { value.serializedString() }

    func testScalarsAreWrittenCompactly() {
        XCTAssertEqual(text(.null), "null")
        XCTAssertEqual(text(true), "true")
        XCTAssertEqual(text(false), "false")
        XCTAssertEqual(text(.int(0)), "0")
        XCTAssertEqual(text(.int(-42)), "-42")
        XCTAssertEqual(text(.int(Int.max)), "9223372036854775807")
        XCTAssertEqual(text(.int(Int.min)), "-9223372036854775808")
        XCTAssertEqual(text([]), "[]")
        XCTAssertEqual(text([:]), "{}")
        XCTAssertEqual(text([1, [2, [3]], ["a": []]]), #"[1,[2,[3]],{"a":[]}]"#)
    }

    func testNumbersKeepWhatMakesThemNumbers() {
        XCTAssertEqual(text(.double(3)), "3.0", "a whole Double keeps its fraction, so it reads back as a number")
        XCTAssertEqual(text(.double(0.1)), "0.1")
        XCTAssertEqual(text(.double(-2.5)), "-2.5")
        XCTAssertEqual(text(.double(-0.0)), "-0.0")
        XCTAssertEqual(text(.double(.infinity)), "null")
        XCTAssertEqual(text(.double(-.infinity)), "null")
        XCTAssertEqual(text(.double(.nan)), "null")
        XCTAssertEqual(text(["x": .double(.nan)]), #"{"x":null}"#)
        for d in [1e300, 1e-300, .leastNonzeroMagnitude, 1.7976931348623157e308, 123456789.125, 1e16, 1e-5, 0.000123] {
            let written = text(.double(d))
            XCTAssertEqual(try JSONValue.parse(written), .double(d), written)
        }
    }

    func testStringsEscapeWhatJSONRequiresAndNothingElse() {
        XCTAssertEqual(text("plain"), #""plain""#)
        XCTAssertEqual(text("q\"b\\s/"), #""q\"b\\s/""#, "the solidus is not escaped")
        // Written as the bundle writer writes them (one escaping for the whole tool): \b and \f
        // as \u escapes, both valid JSON.
        XCTAssertEqual(text("\n\r\t\u{08}\u{0C}"), #""\n\r\t\u0008\u000c""#)
        XCTAssertEqual(text("\u{0}\u{1}\u{1F}"), #""\u0000\u0001\u001f""#)
        XCTAssertEqual(text("\u{7F}é中😀\u{2028}"), "\"\u{7F}é中😀\u{2028}\"", "non-ASCII is raw UTF-8")
        XCTAssertEqual(JSONValue.string("é").serialized(), [0x22, 0xC3, 0xA9, 0x22])
    }

    func testObjectMembersAreWrittenInOrder() {
        var object: JSONObject = ["z": 1, "a": 2]
        object["m"] = "x"
        XCTAssertEqual(text(.object(object)), #"{"z":1,"a":2,"m":"x"}"#)
        XCTAssertEqual(text(["key \"q\"\n": true]), #"{"key \"q\"\n":true}"#, "keys are escaped too")
    }

    func testValuesRoundTrip() throws {
        let values: [JSONValue] = [
            ["jsonrpc": "2.0", "id": 7, "result": ["capabilities": ["textDocumentSync": 2, "hoverProvider": true]]],
            ["s": "\u{0}\u{1F}\"\\/\u{7F}\u{80}\u{FFFF}\u{10FFFF}🇺🇸e\u{301}", "n": -1.5e-7, "i": -1, "null": nil, "nested": [[[[]]], [:]]],
            .string(String(repeating: "long line with é and 😀 ", count: 2000)),
        ]
        for value in values {
            XCTAssertEqual(try JSONValue.parse(value.serialized()), value)
            XCTAssertEqual(try JSONValue.parse(value.serialized()).serialized(), value.serialized(), "the same bytes again")
        }
    }

    func testCompactTextRoundTripsByteForByte() throws {
        for text in [
            #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"file:///x.yaml","diagnostics":[]}}"#,
            #"[null,true,false,0,-1,2.5,"a\nb\u0001",{"b":{},"a":[]}]"#,
        ] {
            XCTAssertEqual(try JSONValue.parse(text).serializedString(), text)
        }
    }

    func testRandomValuesRoundTrip() throws {
        var generator = SeededRandom(seed: 42)
        let pieces = ["", "a", "é", "😀", "\u{0}", "\"", "\\", "\n", "中文", "e\u{301}", "\u{2028}", "🇺🇸"]
        func random(_ depth: Int) -> JSONValue {
            switch generator.next() % (depth > 4 ? 6 : 8) {
            case 0: return .null
            case 1: return .bool(generator.next() % 2 == 0)
            case 2: return .int(Int(truncatingIfNeeded: generator.next()) >> Int(generator.next() % 64))
            case 3:
                // Any finite Double: a clear sign bit and an exponent below all-ones, then a sign.
                let magnitude = Double(bitPattern: generator.next() & 0x7FEF_FFFF_FFFF_FFFF)
                return .double(generator.next() % 2 == 0 ? magnitude : -magnitude)
            case 4, 5: return .string((0..<Int(generator.next() % 5)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined())
            case 6: return .array((0..<Int(generator.next() % 4)).map { _ in random(depth + 1) })
            default:
                var object = JSONObject()
                for _ in 0..<Int(generator.next() % 4) { object[pieces[Int(generator.next() % UInt64(pieces.count))]] = random(depth + 1) }
                return .object(object)
            }
        }
        for _ in 0..<500 {
            let value = random(0)
            let written = value.serialized()
            XCTAssertEqual(try JSONValue.parse(written), value, String(decoding: written, as: UTF8.self))
        }
    }

    func testDeepValuesDoNotOverflowTheStack() {
        var value: JSONValue = []
        for _ in 0..<100_000 { value = [value] }
        let written = value.serialized()
        XCTAssertEqual(written.count, 200_002)
        XCTAssertEqual(written.prefix(3), [0x5B, 0x5B, 0x5B])
        // Dismantle it iteratively: the enum's own destructor recurses.
        while case .array(let items) = value, let inner = items.first { value = inner }
    }
}
