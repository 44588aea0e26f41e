/// Pretty JSON written straight into UTF-8 bytes, laid out exactly as `JSON.serialized()` lays
/// it out, for the json and sarif reports: a run with 800,000 findings is written in one pass,
/// without a `JSON` tree (a dictionary and a key sort per object) or a `String` grown scalar by
/// scalar. Callers write an object's keys in sorted order, which keeps the output deterministic.
///
/// Strings are exact: besides what JSON requires, DEL, C1 controls, U+2028/U+2029 and the
/// bidirectional controls are written as `\u` escapes, so the text parses back unchanged and the
/// raw report is still safe to show on a terminal.
struct ReportJSONWriter {
    private(set) var bytes: [UInt8] = []
    /// Per open container: whether it has a member yet.
    private var hasMember: [Bool] = []

    init(capacity: Int = 4096) { bytes.reserveCapacity(capacity) }

    /// The document with the final newline `serialized()` ends with.
    mutating func finish() -> String {
        bytes.append(UInt8(ascii: "\n"))
        return String(decoding: bytes, as: UTF8.self)
    }

    mutating func beginObject() { open(UInt8(ascii: "{")) }
    mutating func endObject() { close(UInt8(ascii: "}")) }
    mutating func beginArray() { open(UInt8(ascii: "[")) }
    mutating func endArray() { close(UInt8(ascii: "]")) }

    /// The next key of the open object: a name in the source, which needs no escaping.
    mutating func key(_ name: StaticString) {
        nextMember()
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":"), UInt8(ascii: " ")])
    }

    /// The next key of the open object, from data.
    mutating func key(_ name: String) {
        nextMember()
        string(name)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(UInt8(ascii: " "))
    }

    /// The next element of the open array.
    mutating func element() { nextMember() }

    /// Digits written straight into the buffer: no `String` per number.
    mutating func int(_ i: Int) {
        if i < 0 { bytes.append(UInt8(ascii: "-")) }
        var v = i.magnitude
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { buffer in
            var n = buffer.count
            repeat {
                n -= 1
                buffer[n] = UInt8(ascii: "0") + UInt8(v % 10)
                v /= 10
            } while v > 0
            bytes.append(contentsOf: buffer[n...])
        }
    }

    mutating func member(_ name: StaticString, _ s: String) { key(name); string(s) }
    mutating func member(_ name: StaticString, _ i: Int) { key(name); int(i) }

    /// `{"text": s}`, SARIF's message object.
    mutating func textObject(_ name: StaticString, _ s: String) {
        key(name)
        beginObject()
        member("text", s)
        endObject()
    }

    /// A value already built as a tree (the small parts of a report, such as SARIF's rules).
    mutating func value(_ json: JSON) {
        switch json {
        case .null: bytes.append(contentsOf: "null".utf8)
        case .bool(let b): bytes.append(contentsOf: (b ? "true" : "false").utf8)
        case .int(let i): int(i)
        case .double: bytes.append(contentsOf: json.serialized(pretty: false).utf8)
        case .string(let s): string(s)
        case .array(let items):
            beginArray()
            for item in items {
                element()
                value(item)
            }
            endArray()
        case .object(let members):
            beginObject()
            for (k, item) in members.sorted(by: { $0.key < $1.key }) {
                key(k)
                value(item)
            }
            endObject()
        }
    }

    private mutating func open(_ byte: UInt8) {
        bytes.append(byte)
        hasMember.append(false)
    }

    private mutating func close(_ byte: UInt8) {
        if hasMember.popLast() == true { newline() }
        bytes.append(byte)
    }

    private mutating func nextMember() {
        if let last = hasMember.indices.last {
            if hasMember[last] { bytes.append(UInt8(ascii: ",")) }
            hasMember[last] = true
        }
        newline()
    }

    private mutating func newline() {
        bytes.append(UInt8(ascii: "\n"))
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: hasMember.count * 2))
    }

    private static let hex = Array("0123456789abcdef".utf8)

    /// A quoted, escaped string. Runs of bytes that need no escape are copied whole; every byte
    /// that starts an escaped character is below 0x20, `"`, `\`, 0x7F, 0xC2 or 0xE2, and UTF-8
    /// never uses those inside a multi-byte sequence.
    mutating func string(_ s: String) {
        bytes.append(UInt8(ascii: "\""))
        var s = s
        s.withUTF8 { utf8 in
            var copied = 0
            var i = 0
            let n = utf8.count
            while i < n {
                let b = utf8[i]
                var escaped: UInt32?
                var width = 1
                switch b {
                case 0x00..<0x20, UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x7F:
                    escaped = UInt32(b)
                case 0xC2 where i + 1 < n && (0x80...0x9F).contains(utf8[i + 1]):
                    escaped = UInt32(utf8[i + 1])
                    width = 2
                case 0xE2 where i + 2 < n && (utf8[i + 1] == 0x80 || utf8[i + 1] == 0x81):
                    let value = 0x2000 + (UInt32(utf8[i + 1] & 0x3F) << 6) + UInt32(utf8[i + 2] & 0x3F)
                    if let scalar = Unicode.Scalar(value), TerminalSafe.escape(scalar) != nil {
                        escaped = value
                        width = 3
                    }
                default:
                    break
                }
                guard let value = escaped else { i += 1; continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied..<i]))
                bytes.append(UInt8(ascii: "\\"))
                switch value {
                case 0x22, 0x5C: bytes.append(UInt8(value))
                case 0x0A: bytes.append(UInt8(ascii: "n"))
                case 0x0D: bytes.append(UInt8(ascii: "r"))
                case 0x09: bytes.append(UInt8(ascii: "t"))
                default:
                    bytes.append(UInt8(ascii: "u"))
                    for shift in [12, 8, 4, 0] { bytes.append(Self.hex[Int((value >> UInt32(shift)) & 0xF)]) }
                }
                i += width
                copied = i
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied..<n]))
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
