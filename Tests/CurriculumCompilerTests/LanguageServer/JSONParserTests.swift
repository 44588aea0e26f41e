@testable import CurriculumLanguageServer
import Foundation
import XCTest

@testable import CurriculumCompiler
import CurriculumJSONRPC

/// `JSONValue.parse`: strict RFC 8259, with offsets in its errors, and no trap on any input.
final class JSONParserTests: XCTestCase {
    private func parse(_ text: String) throws -> JSONValue { try JSONValue.parse(text) }

    /// The error for `text`, failing the test when it parses.
    private func error(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> JSONParseError? {
        do {
            let value = try JSONValue.parse(text)
            XCTFail("parsed \(text.debugDescription) as \(value)", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    private func errorBytes(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) -> JSONParseError? {
        do {
            let value = try JSONValue.parse(bytes)
            XCTFail("parsed \(bytes) as \(value)", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    func testScalarsAndContainers() throws {
        XCTAssertEqual(try parse("null"), .null)
        XCTAssertEqual(try parse("true"), .bool(true))
        XCTAssertEqual(try parse("false"), .bool(false))
        XCTAssertEqual(try parse(#""hi""#), .string("hi"))
        XCTAssertEqual(try parse("[]"), .array([]))
        XCTAssertEqual(try parse("{}"), .object(JSONObject()))
        XCTAssertEqual(try parse(" \t\r\n[ 1 , [ ] , { } , { \"a\" : [ null ] } ] \n"), [1, [], [:], ["a": [nil]]])
        let object = try parse(#"{"z":1,"a":2,"m":{"y":true,"b":false}}"#)
        XCTAssertEqual(object.object?.keys, ["z", "a", "m"], "members keep their order")
        XCTAssertEqual(object["m"]?.object?.keys, ["y", "b"])
    }

    func testARepeatedKeyTakesTheLastValue() throws {
        let value = try parse(#"{"a":1,"b":2,"a":3}"#)
        XCTAssertEqual(value.object?.keys, ["a", "b"])
        XCTAssertEqual(value["a"], 3)
    }

    func testIntegersAndNumbers() throws {
        XCTAssertEqual(try parse("0"), .int(0))
        XCTAssertEqual(try parse("-0"), .int(0))
        XCTAssertEqual(try parse("42"), .int(42))
        XCTAssertEqual(try parse("-17"), .int(-17))
        XCTAssertEqual(try parse("9223372036854775807"), .int(Int.max))
        XCTAssertEqual(try parse("-9223372036854775808"), .int(Int.min))
        XCTAssertEqual(try parse("9223372036854775808"), .double(9223372036854775808.0), "past Int: a Double")
        XCTAssertEqual(try parse("1.0"), .double(1.0), "a fraction makes it a number even when whole")
        XCTAssertEqual(try parse("1e2"), .double(100))
        XCTAssertEqual(try parse("1E+2"), .double(100))
        XCTAssertEqual(try parse("-2.5e-3"), .double(-0.0025))
        XCTAssertEqual(try parse("0.1"), .double(0.1))
        XCTAssertEqual(try parse("1e400"), .double(.infinity), "beyond Double: infinity, not a trap")
        XCTAssertEqual(try parse("[1,2.5]"), [.int(1), .double(2.5)])
    }

    func testNumbersOutsideTheGrammarAreRefused() {
        for text in ["01", "-01", "00", "+1", ".5", "1.", "1.e2", "1e", "1e+", "-", "--1", "0x10", "1_000", "NaN", "Infinity", "-Infinity", "1 2"] {
            XCTAssertNotNil(error(text), text)
        }
        XCTAssertEqual(error("01")?.offset, 0)
        XCTAssertEqual(error("[1.]")?.offset, 3)
        XCTAssertEqual(error("1 2")?.message, "unexpected '2' after the JSON value")
    }

    func testStringEscapes() throws {
        XCTAssertEqual(try parse(#""a\"b\\c\/d\be\ff\ng\rh\ti""#), .string("a\"b\\c/d\u{08}e\u{0C}f\ng\rh\ti"))
        XCTAssertEqual(try parse(#""\u0041\u00e9\u00E9\u4e2d""#), .string("Aéé中"))
        XCTAssertEqual(try parse(#""\u0000""#), .string("\u{0}"))
        XCTAssertEqual(try parse(#""\ud83d\ude00""#), .string("😀"), "a surrogate pair is one scalar")
        XCTAssertEqual(try parse(#""x\uD83C\uDDFA\uD83C\uDDF8y""#), .string("x🇺🇸y"))
        XCTAssertEqual(try parse("\"é中😀\""), .string("é中😀"), "raw UTF-8 passes through")
    }

    func testLoneSurrogatesBecomeReplacementCharacters() throws {
        XCTAssertEqual(try parse(#""\ud83d""#), .string("\u{FFFD}"), "high surrogate at the end")
        XCTAssertEqual(try parse(#""\ude00""#), .string("\u{FFFD}"), "low surrogate alone")
        XCTAssertEqual(try parse(#""\ud83dx""#), .string("\u{FFFD}x"))
        XCTAssertEqual(try parse(#""\ud83d\u0041""#), .string("\u{FFFD}A"), "a high surrogate followed by a non-surrogate escape")
        XCTAssertEqual(try parse(#""\ud83d\ud83d\ude00""#), .string("\u{FFFD}😀"), "two highs then a low")
        XCTAssertEqual(try parse(#""\ude00\ud83d""#), .string("\u{FFFD}\u{FFFD}"), "low then high is not a pair")
        XCTAssertEqual(try parse(#""\ud83d\n""#), .string("\u{FFFD}\n"))
    }

    func testBadEscapesAreRefusedWithTheirOffset() {
        XCTAssertEqual(error(#""ab\x""#)?.offset, 3)
        XCTAssertEqual(error(#""ab\x""#)?.message, "\\x is not a JSON escape")
        XCTAssertEqual(error(#""\u12""#)?.offset, 3)
        XCTAssertEqual(error(#""\u12G4""#)?.message, "\\u must be followed by four hexadecimal digits")
        XCTAssertNotNil(error(#""\U0041""#))
        XCTAssertNotNil(error(#""\'""#))
        XCTAssertNotNil(error("\"abc\\"))
        XCTAssertNotNil(error(#""\ud83d\u12""#), "a broken escape after a high surrogate is still an error")
    }

    func testUnescapedControlCharactersAreRefused() {
        XCTAssertEqual(error("\"a\nb\"")?.offset, 2)
        XCTAssertEqual(error("\"a\nb\"")?.message, "the control character U+000A must be escaped inside a string")
        XCTAssertNotNil(error("\"\t\""))
        XCTAssertNotNil(error("\"\u{1F}\""))
        XCTAssertEqual(try parse("\"\u{7F}\""), .string("\u{7F}"), "DEL is not a control character to JSON")
    }

    /// Chosen behaviour: bytes that are not UTF-8 inside a string are each replaced with U+FFFD
    /// (per maximal invalid sequence), not refused, so one bad byte does not lose a whole edit.
    func testInvalidUTF8InAStringIsReplaced() throws {
        XCTAssertEqual(try JSONValue.parse([0x22, 0x61, 0xFF, 0x62, 0x22]), .string("a\u{FFFD}b"))
        XCTAssertEqual(try JSONValue.parse([0x22, 0xC3, 0x22]), .string("\u{FFFD}"), "a truncated sequence")
        XCTAssertEqual(try JSONValue.parse([0x22, 0xE2, 0x82, 0x5C, 0x6E, 0x22]), .string("\u{FFFD}\n"), "truncated before an escape")
        XCTAssertEqual(try JSONValue.parse([0x22, 0xED, 0xA0, 0x80, 0x22]), .string("\u{FFFD}\u{FFFD}\u{FFFD}"), "an encoded surrogate")
        XCTAssertEqual(try JSONValue.parse([0x22, 0xC0, 0xAF, 0x22]), .string("\u{FFFD}\u{FFFD}"), "an overlong slash")
        XCTAssertEqual(try JSONValue.parse([0x5B, 0x22, 0xC3, 0xA9, 0x5C, 0x75, 0x30, 0x30, 0x45, 0x39, 0x22, 0x5D]), ["éé"])
    }

    func testInvalidBytesOutsideStringsAreSyntaxErrors() {
        XCTAssertEqual(errorBytes([0xFF])?.offset, 0)
        XCTAssertEqual(errorBytes([0xFF])?.message, "expected a value but found the byte 0xFF")
        XCTAssertEqual(errorBytes([0x5B, 0x31, 0xC3, 0xA9, 0x5D])?.offset, 2)
        XCTAssertEqual(errorBytes([0xEF, 0xBB, 0xBF, 0x31])?.offset, 0, "no byte order mark")
    }

    func testStructuralErrorsSayWhatAndWhere() {
        XCTAssertEqual(error("")?.message, "no JSON value: the text is empty or only whitespace")
        XCTAssertEqual(error("   ")?.offset, 3)
        XCTAssertEqual(error("[1,]")?.offset, 3, "no trailing comma")
        XCTAssertEqual(error(#"{"a":1,}"#)?.offset, 7)
        XCTAssertEqual(error(#"{"a" 1}"#)?.message, "expected ':' after the member name but found '1'")
        XCTAssertEqual(error("{a:1}")?.message, "expected a member name in double quotes but found 'a'")
        XCTAssertEqual(error("[1 2]")?.message, "expected ',' or ']' after an array element but found '2'")
        XCTAssertEqual(error(#"{"a":1 "b":2}"#)?.message, "expected ',' or '}' after an object member but found '\"'")
        XCTAssertEqual(error("[1")?.message, "the text ends inside an array")
        XCTAssertEqual(error(#"{"a":"#)?.message, "the text ends where a value should be")
        XCTAssertEqual(error(#""abc"#)?.message, "this string is never closed")
        XCTAssertEqual(error(#""abc"#)?.offset, 0)
        XCTAssertEqual(error("{} x")?.offset, 3)
        XCTAssertEqual(error("tru")?.offset, 0)
        XCTAssertNotNil(error("True"))
        XCTAssertNotNil(error("nul"))
        XCTAssertNotNil(error("[1]]"))
        XCTAssertNotNil(error("'a'"))
        XCTAssertNotNil(error("/* c */ 1"))
        XCTAssertEqual(error("\u{0C}1")?.offset, 0, "form feed is not JSON whitespace")
        XCTAssertEqual(JSONParseError(offset: 4, message: "m").description, "byte 4: m")
    }

    func testNestingUpToTheLimitParsesAndPastItIsRefused() throws {
        let limit = JSONValue.maxParseDepth
        XCTAssertEqual(limit, 512)
        var value = try parse(String(repeating: "[", count: limit) + String(repeating: "]", count: limit))
        var depth = 0
        while case .array(let items) = value, let first = items.first { value = first; depth += 1 }
        XCTAssertEqual(depth, limit - 1, "512 arrays, the innermost empty")

        let tooDeep = error(String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1))
        XCTAssertEqual(tooDeep?.offset, limit)
        XCTAssertEqual(tooDeep?.message, "arrays and objects are nested more than 512 deep")
        XCTAssertNotNil(error(String(repeating: #"{"a":"#, count: limit + 1) + "1" + String(repeating: "}", count: limit + 1)))
        XCTAssertNotNil(error(String(repeating: "[", count: 1_000_000)), "a million brackets: an error, not a stack overflow")
        XCTAssertEqual(try JSONValue.parse(Array("[[[1]]]".utf8), maxDepth: 3), [[[1]]])
        XCTAssertThrowsError(try JSONValue.parse(Array("[[[[1]]]]".utf8), maxDepth: 3))
    }

    func testParsesDataSlicesAndStrings() throws {
        let bytes = Array(#"xx{"a":[1,2]}yy"#.utf8)
        XCTAssertEqual(try JSONValue.parse(bytes[2..<13]), ["a": [1, 2]])
        XCTAssertEqual(try JSONValue.parse(Data(#"{"a":1}"#.utf8)), ["a": 1])
        XCTAssertEqual(try JSONValue.parse(#"{"a":1}"#), ["a": 1])
        XCTAssertEqual(try JSONValue.parse(AnyCollection(Array("[true]".utf8))), [true], "a collection without contiguous storage")
    }

    func testAHundredThousandKeysParseInLinearTime() throws {
        var text = "{"
        for i in 0..<100_000 { text += (i > 0 ? "," : "") + "\"k\(i)\":\(i)" }
        text += "}"
        let value = try parse(text)
        XCTAssertEqual(value.object?.count, 100_000)
        XCTAssertEqual(value["k99999"], 99_999)
    }

    /// Mutated and truncated valid messages, and random bytes: each either parses or fails with an
    /// offset inside the input. A trap would end the test run, which is the failure this guards.
    func testNoInputTraps() {
        let seeds = [
            #"{"jsonrpc":"2.0","id":1,"method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///a%20b.yaml","version":3},"contentChanges":[{"range":{"start":{"line":0,"character":4},"end":{"line":0,"character":4}},"text":"é😀\n\"q\"\\"}]}}"#,
            #"[1,-2.5e-3,true,false,null,"\u00e9\ud83d\ude00\ud800",{"a":[{}]},[],"\"\\\/\b\f\n\r\t"]"#,
            #"{"a":{"b":{"c":[[[["deep"]]]]}},"n":-0.0e+0,"big":123456789012345678901234567890}"#,
        ]
        var generator = SeededRandom(seed: 0x5EED)
        let alphabet = Array(#"{}[]":,.-+eE0123456789\/ubfnrtx aé"#.utf8) + [0x00, 0x0A, 0x80, 0xBF, 0xC3, 0xED, 0xF0, 0xFF]
        var parsed = 0
        var refused = 0
        func check(_ bytes: [UInt8]) {
            do {
                _ = try JSONValue.parse(bytes)
                parsed += 1
            } catch {
                XCTAssert((0...bytes.count).contains(error.offset), "offset \(error.offset) outside \(bytes.count) bytes")
                XCTAssertFalse(error.message.isEmpty)
                refused += 1
            }
        }
        for seed in seeds {
            let bytes = Array(seed.utf8)
            XCTAssertNoThrow(try JSONValue.parse(bytes), "the seeds are valid")
            for cut in 0...bytes.count { check(Array(bytes[..<cut])) }
            for _ in 0..<3000 {
                var mutated = bytes
                for _ in 0..<Int(generator.next() % 4 + 1) {
                    let position = Int(generator.next() % UInt64(mutated.count + 1))
                    switch generator.next() % 4 {
                    case 0 where position < mutated.count: mutated[position] = alphabet[Int(generator.next() % UInt64(alphabet.count))]
                    case 1: mutated.insert(alphabet[Int(generator.next() % UInt64(alphabet.count))], at: position)
                    case 2 where position < mutated.count: mutated.remove(at: position)
                    default: mutated = Array(mutated[..<position])
                    }
                    if mutated.isEmpty { break }
                }
                check(mutated)
            }
        }
        for _ in 0..<2000 {
            let length = Int(generator.next() % 40)
            check((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
        }
        XCTAssertGreaterThan(parsed, 0, "some mutations stay valid")
        XCTAssertGreaterThan(refused, 1000, "most mutations are refused")
    }
}
