/// Checks that text is JSON as RFC 8259 defines it, not merely YAML that libyaml reads: JSON
/// files (String Catalogs, schemas) are loaded through the YAML loader for its located nodes,
/// and YAML would quietly accept comments, unquoted text, anchors and trailing commas that
/// Xcode and every JSON reader refuse.
enum StrictJSON {
    struct Violation: Equatable {
        /// Byte offset of what is not JSON.
        var offset: Int
        var message: String
    }

    /// The first place the bytes stop being JSON, or nil when they are one JSON value. A leading
    /// byte order mark is skipped (the loader reports it on its own).
    static func firstViolation(_ bytes: [UInt8]) -> Violation? {
        var reader = Reader(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.i = 3 }
        return reader.document()
    }

    private struct Reader {
        let bytes: [UInt8]
        var i = 0

        /// What is open: true for an object, false for an array. Kept on the heap, not the call
        /// stack, so deep nesting cannot overflow it.
        private var open: [Bool] = []

        init(bytes: [UInt8]) { self.bytes = bytes }

        var current: UInt8? { i < bytes.count ? bytes[i] : nil }

        func fail(_ message: String, at offset: Int? = nil) -> Violation {
            Violation(offset: min(offset ?? i, max(0, bytes.count - 1)), message: message)
        }

        mutating func skipSpace() {
            while let b = current, b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 { i += 1 }
        }

        /// One value, then nothing but white space.
        mutating func document() -> Violation? {
            if let v = value() { return v }
            skipSpace()
            guard let b = current else { return nil }
            return unexpected(b, after: "the JSON value is complete; nothing may follow it")
        }

        /// A value and everything inside it, iteratively.
        mutating func value() -> Violation? {
            outer: while true {
                skipSpace()
                switch start() {
                case .failed(let v): return v
                case .opened: continue outer  // read its first element
                case .complete: break
                }
                // Close what is complete, then expect a separator and the next element.
                while let isObject = open.last {
                    skipSpace()
                    let close = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                    guard let b = current else {
                        return fail("the file ends inside \(isObject ? "an object" : "an array"); a '\(isObject ? "}" : "]")' is missing")
                    }
                    if b == close {
                        i += 1
                        open.removeLast()
                        continue
                    }
                    guard b == UInt8(ascii: ",") else { return unexpected(b, after: "expected ',' or '\(isObject ? "}" : "]")'") }
                    let comma = i
                    i += 1
                    skipSpace()
                    if let c = current, c == UInt8(ascii: "}") || c == UInt8(ascii: "]") {
                        return fail("a trailing comma before '\(Character(Unicode.Scalar(c)))'; JSON allows none: delete it", at: comma)
                    }
                    if isObject, let v = key() { return v }
                    continue outer
                }
                return nil
            }
        }

        private enum Start {
            case failed(Violation)
            /// A non-empty object or array was opened (an object's first name read).
            case opened
            /// A scalar or an empty object or array was read whole.
            case complete
        }

        /// A scalar, or the opening of an object or array.
        private mutating func start() -> Start {
            guard let b = current else { return .failed(fail("the file ends where a value should be")) }
            let v: Violation?
            switch b {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isObject = b == UInt8(ascii: "{")
                i += 1
                skipSpace()
                if current == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    i += 1
                    return .complete
                }
                open.append(isObject)
                if isObject, let v = key() { return .failed(v) }
                return .opened
            case UInt8(ascii: "\""): v = string()
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): v = number()
            default: v = literalOrUnexpected(b)
            }
            return v.map { .failed($0) } ?? .complete
        }

        /// An object member's name and its colon.
        private mutating func key() -> Violation? {
            skipSpace()
            guard let b = current else { return fail("the file ends inside an object; a '}' is missing") }
            guard b == UInt8(ascii: "\"") else { return unexpected(b, after: "an object's names are strings in double quotes") }
            if let v = string() { return v }
            skipSpace()
            guard current == UInt8(ascii: ":") else {
                return current.map { unexpected($0, after: "expected ':' after the name") } ?? fail("the file ends after a name; ':' is missing")
            }
            i += 1
            return nil
        }

        private mutating func literalOrUnexpected(_ b: UInt8) -> Violation? {
            for word in ["true", "false", "null"] {
                let w = Array(word.utf8)
                if bytes.count - i >= w.count, Array(bytes[i..<i + w.count]) == w, !isWordByte(at: i + w.count) {
                    i += w.count
                    return nil
                }
            }
            return unexpected(b, after: "expected a value: a string in double quotes, a number, an object, an array, true, false or null")
        }

        private func isWordByte(at j: Int) -> Bool {
            guard j < bytes.count else { return false }
            let c = bytes[j]
            return c >= 0x80 || (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
                || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: "_") || c == UInt8(ascii: "-") || c == UInt8(ascii: ".")
        }

        /// What a byte that cannot be here most likely is, in the words of someone who wrote YAML.
        private func unexpected(_ b: UInt8, after context: String) -> Violation {
            switch b {
            case UInt8(ascii: "#"): return fail("JSON has no comments: '#' starts a YAML comment; delete it")
            case UInt8(ascii: "/") where i + 1 < bytes.count && (bytes[i + 1] == UInt8(ascii: "/") || bytes[i + 1] == UInt8(ascii: "*")):
                return fail("JSON has no comments; delete it")
            case UInt8(ascii: "&"): return fail("anchors (&name) are YAML, not JSON; write the value out")
            case UInt8(ascii: "*"): return fail("aliases (*name) are YAML, not JSON; write the value out")
            case UInt8(ascii: "!"): return fail("tags (!) are YAML, not JSON")
            case UInt8(ascii: "'"): return fail("JSON strings are in double quotes, not single quotes")
            case UInt8(ascii: ","): return fail("a comma with nothing before it; \(context)")
            default:
                if isWordByte(at: i) {
                    var end = i
                    while isWordByte(at: end), end - i < 40 { end += 1 }
                    let word = String(decoding: bytes[i..<end], as: UTF8.self)
                    return fail("'\(word)' is not in double quotes; JSON text is always quoted (\(context))")
                }
                return fail("unexpected '\(String(decoding: [b], as: UTF8.self))'; \(context)")
            }
        }

        private mutating func string() -> Violation? {
            let start = i
            i += 1
            while let b = current {
                switch b {
                case UInt8(ascii: "\""):
                    i += 1
                    return nil
                case UInt8(ascii: "\\"):
                    guard i + 1 < bytes.count else { return fail("the file ends inside a string") }
                    let e = bytes[i + 1]
                    switch e {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                        UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                        i += 2
                    case UInt8(ascii: "u"):
                        guard i + 5 < bytes.count, bytes[i + 2...i + 5].allSatisfy(Self.isHex) else {
                            return fail("\\u must be followed by four hex digits")
                        }
                        i += 6
                    default:
                        return fail("'\\\(String(decoding: [e], as: UTF8.self))' is not a JSON escape; a backslash is written \\\\")
                    }
                case 0x00..<0x20:
                    return fail("a control character (such as a line break or a tab) inside a string must be escaped: \\n, \\t")
                default:
                    i += 1
                }
            }
            return fail("the string is never closed with '\"'", at: start)
        }

        private static func isHex(_ b: UInt8) -> Bool {
            (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "f"))
                || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "F"))
        }

        private static func isDigit(_ b: UInt8?) -> Bool { b.map { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? false }

        /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
        private mutating func number() -> Violation? {
            let start = i
            let bad = { (r: Reader) in r.fail("not a JSON number: JSON writes numbers like 8, -1, 0.5 or 1e3 (no leading zeros, '+', '.5' or hex); quote it if it is text", at: start) }
            if current == UInt8(ascii: "-") { i += 1 }
            guard Self.isDigit(current) else { return bad(self) }
            if current == UInt8(ascii: "0") {
                i += 1
                if Self.isDigit(current) { return bad(self) }
            } else {
                while Self.isDigit(current) { i += 1 }
            }
            if current == UInt8(ascii: ".") {
                i += 1
                guard Self.isDigit(current) else { return bad(self) }
                while Self.isDigit(current) { i += 1 }
            }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                i += 1
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { i += 1 }
                guard Self.isDigit(current) else { return bad(self) }
                while Self.isDigit(current) { i += 1 }
            }
            if isWordByte(at: i) { return bad(self) }
            return nil
        }
    }
}
