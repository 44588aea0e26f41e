import CurriculumModel
import CurriculumSyntax
import Foundation

/// Why a message body is not JSON, and where: the byte offset into the body and a plain sentence.
package struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
    package var offset: Int
    package var message: String

    package init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }

    package var description: String { "byte \(offset): \(message)" }
}

extension JSONValue {
    /// Arrays and objects nested deeper than this are refused. The parser keeps its own stack, so
    /// the limit guards memory and the recursive writer, not the parser's call stack.
    package static let maxParseDepth = 512

    /// Parses one JSON text (RFC 8259), strictly: one value, optionally surrounded by whitespace,
    /// and nothing else; no comments, trailing commas, single quotes, NaN, leading `+` or zeros,
    /// or byte order mark.
    ///
    /// It never traps, whatever the bytes. Two things are repaired rather than refused, because
    /// a client that sends them means a string, and refusing the whole message would lose an
    /// edit: a `\u` escape of a lone UTF-16 surrogate becomes U+FFFD, and bytes inside a string
    /// that are not valid UTF-8 become U+FFFD (one per maximal invalid sequence, as Swift decodes).
    /// Invalid bytes outside strings are syntax errors.
    package static func parse(_ bytes: some Collection<UInt8>, maxDepth: Int = maxParseDepth) throws(JSONParseError) -> JSONValue {
        let run = { (buffer: UnsafeBufferPointer<UInt8>) -> Result<JSONValue, JSONParseError> in
            var parser = JSONParser(bytes: buffer, maxDepth: maxDepth)
            return parser.parse()
        }
        let result = bytes.withContiguousStorageIfAvailable(run) ?? Array(bytes).withUnsafeBufferPointer(run)
        return try result.get()
    }

    /// Parses JSON text held in a `String` (tests and fixtures; messages arrive as bytes).
    package static func parse(_ text: String, maxDepth: Int = maxParseDepth) throws(JSONParseError) -> JSONValue {
        try parse(Array(text.utf8), maxDepth: maxDepth)
    }
}

/// A single pass over the bytes with an explicit stack of open containers, so that nesting costs
/// heap, not call stack: a worker thread's small stack survives `[[[[…` however deep, and the
/// depth limit is a plain count.
private struct JSONParser {
    let bytes: UnsafeBufferPointer<UInt8>
    let maxDepth: Int
    var position = 0

    init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    /// An array or object being read. Kept as a struct and mutated in place on the stack, so that
    /// appending an element never copies the container.
    private struct Open {
        var isObject: Bool
        var items: [JSONValue] = []
        var members = JSONObject()
        /// The key whose value is being read (objects only).
        var key = ""
    }

    mutating func parse() -> Result<JSONValue, JSONParseError> {
        do {
            let value = try parseDocument()
            return .success(value)
        } catch {
            return .failure(error)
        }
    }

    private mutating func parseDocument() throws(JSONParseError) -> JSONValue {
        var stack: [Open] = []
        var value: JSONValue
        readValue: while true {
            skipWhitespace()
            guard let byte = peek() else {
                throw fail(stack.isEmpty ? "no JSON value: the text is empty or only whitespace" : "the text ends where a value should be")
            }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                guard stack.count < maxDepth else {
                    throw fail("arrays and objects are nested more than \(maxDepth) deep")
                }
                let isObject = byte == UInt8(ascii: "{")
                position += 1
                skipWhitespace()
                if peek() == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    position += 1
                    value = isObject ? .object(JSONObject()) : .array([])
                } else {
                    var open = Open(isObject: isObject)
                    if isObject { open.key = try readKey() }
                    stack.append(open)
                    continue readValue
                }
            case UInt8(ascii: "\""):
                value = .string(try readString())
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                value = try readNumber()
            case UInt8(ascii: "t"):
                try expectWord("true")
                value = .bool(true)
            case UInt8(ascii: "f"):
                try expectWord("false")
                value = .bool(false)
            case UInt8(ascii: "n"):
                try expectWord("null")
                value = .null
            default:
                throw fail("expected a value but found \(describe(byte))")
            }

            // A value is complete: put it in the innermost open container, then read what follows
            // it, closing containers until one wants another value.
            while true {
                guard !stack.isEmpty else {
                    skipWhitespace()
                    if let extra = peek() { throw fail("unexpected \(describe(extra)) after the JSON value") }
                    return value
                }
                let top = stack.count - 1
                if stack[top].isObject {
                    stack[top].members[stack[top].key] = value
                } else {
                    stack[top].items.append(value)
                }
                skipWhitespace()
                let isObject = stack[top].isObject
                let close = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                switch peek() {
                case UInt8(ascii: ","):
                    position += 1
                    if isObject { stack[top].key = try readKey() }
                    continue readValue
                case close:
                    position += 1
                    let done = stack.removeLast()
                    value = done.isObject ? .object(done.members) : .array(done.items)
                case nil:
                    throw fail("the text ends inside \(isObject ? "an object" : "an array")")
                case let other?:
                    throw fail("expected ',' or '\(Character(Unicode.Scalar(close)))' \(isObject ? "after an object member" : "after an array element") but found \(describe(other))")
                }
            }
        }
    }

    /// `"key"` and the colon after it; the position is then at the member's value.
    private mutating func readKey() throws(JSONParseError) -> String {
        skipWhitespace()
        guard let byte = peek() else { throw fail("the text ends inside an object") }
        guard byte == UInt8(ascii: "\"") else { throw fail("expected a member name in double quotes but found \(describe(byte))") }
        let key = try readString()
        skipWhitespace()
        guard peek() == UInt8(ascii: ":") else {
            throw fail(peek().map { "expected ':' after the member name but found \(describe($0))" } ?? "the text ends inside an object")
        }
        position += 1
        return key
    }

    // MARK: Strings

    /// A string, the position at its opening quote. Plain runs are decoded straight from the
    /// input; only a string with escapes is assembled in a scratch buffer.
    private mutating func readString() throws(JSONParseError) -> String {
        let opening = position
        position += 1
        var start = position
        var scratch: [UInt8]?
        while true {
            guard position < bytes.count else {
                position = opening
                throw fail("this string is never closed")
            }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let run = UnsafeBufferPointer(rebasing: bytes[start..<position])
                position += 1
                guard var assembled = scratch else { return String(decoding: run, as: UTF8.self) }
                assembled.append(contentsOf: run)
                return String(decoding: assembled, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                if scratch == nil { scratch = [] }
                scratch!.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<position]))
                try readEscape(into: &scratch!)
                start = position
                continue
            }
            if byte < 0x20 {
                throw fail(String(format: "the control character U+%04X must be escaped inside a string", byte))
            }
            position += 1
        }
    }

    /// One escape, the position at its backslash; appends its UTF-8.
    private mutating func readEscape(into out: inout [UInt8]) throws(JSONParseError) {
        guard position + 1 < bytes.count else { throw fail("this string is never closed") }
        let letter = bytes[position + 1]
        let simple: UInt8?
        switch letter {
        case UInt8(ascii: "\""): simple = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): simple = UInt8(ascii: "\\")
        case UInt8(ascii: "/"): simple = UInt8(ascii: "/")
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"): simple = nil
        default: throw fail("\\\(describeInEscape(letter)) is not a JSON escape")
        }
        if let simple {
            out.append(simple)
            position += 2
            return
        }
        let unit = try readHex4(at: position + 2)
        position += 6
        var scalar: Unicode.Scalar
        switch unit {
        case 0xD800...0xDBFF:
            // A high surrogate is only half a character: it needs a low one escaped right after.
            if position + 5 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u"),
               let low = hex4(at: position + 2), (0xDC00...0xDFFF).contains(low) {
                position += 6
                scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
            } else {
                scalar = "\u{FFFD}"
            }
        case 0xDC00...0xDFFF:
            scalar = "\u{FFFD}"
        default:
            scalar = Unicode.Scalar(unit) ?? "\u{FFFD}"
        }
        UTF8.encode(scalar) { out.append($0) }
    }

    private mutating func readHex4(at start: Int) throws(JSONParseError) -> UInt32 {
        guard let unit = hex4(at: start) else {
            position = start
            throw fail("\\u must be followed by four hexadecimal digits")
        }
        return unit
    }

    private func hex4(at start: Int) -> UInt32? { JSONEscapes.hex4(bytes, start) }

    // MARK: Numbers

    /// `-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?`. Without a fraction or an exponent,
    /// and within `Int`, it is an integer; anything else is a `Double` (out of its range: ±infinity,
    /// which the writer sends back as null).
    private mutating func readNumber() throws(JSONParseError) -> JSONValue {
        let start = position
        if peek() == UInt8(ascii: "-") { position += 1 }
        guard let first = peek(), isDigit(first) else {
            throw fail(peek().map { "expected a digit after '-' but found \(describe($0))" } ?? "the text ends inside a number")
        }
        position += 1
        if first == UInt8(ascii: "0"), let next = peek(), isDigit(next) {
            position = start
            throw fail("numbers cannot start with 0 unless they are 0 (leading zeros are not JSON)")
        }
        skipDigits()
        var isInteger = true
        if peek() == UInt8(ascii: ".") {
            isInteger = false
            position += 1
            guard let digit = peek(), isDigit(digit) else { throw fail("expected a digit after the decimal point") }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            isInteger = false
            position += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
            guard let digit = peek(), isDigit(digit) else { throw fail("expected a digit in the exponent") }
            skipDigits()
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        if isInteger, let i = Int(text) { return .int(i) }
        // The grammar above is a subset of what `Double(_:)` reads, so this does not fail.
        guard let d = Double(text) else {
            position = start
            throw fail("\(text) is not a number")
        }
        return .double(d)
    }

    private mutating func skipDigits() {
        while let b = peek(), isDigit(b) { position += 1 }
    }

    private func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    // MARK: Small pieces

    private mutating func expectWord(_ word: StaticString) throws(JSONParseError) {
        let count = word.utf8CodeUnitCount
        let matches = word.withUTF8Buffer { expected in
            position + count <= bytes.count && (0..<count).allSatisfy { bytes[position + $0] == expected[$0] }
        }
        guard matches else { throw fail("expected the word \(word) (JSON's literals are true, false and null, in lower case)") }
        position += count
    }

    /// JSON's four whitespace characters; nothing else (no form feed, no non-breaking space).
    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    private func peek() -> UInt8? { position < bytes.count ? bytes[position] : nil }

    private func fail(_ message: String) -> JSONParseError { JSONParseError(offset: position, message: message) }

    /// A byte as a person reads it in a message: the character, or its hex value.
    private func describe(_ byte: UInt8) -> String {
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return String(format: "the byte 0x%02X", byte)
    }

    private func describeInEscape(_ byte: UInt8) -> String {
        byte >= 0x21 && byte < 0x7F ? String(Character(Unicode.Scalar(byte))) : String(format: "(byte 0x%02X)", byte)
    }
}
