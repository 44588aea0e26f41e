/// Pretty JSON written straight into UTF-8 bytes, laid out exactly as `JSON.serialized()` lays
/// it out, for the json and sarif reports: a run with 800,000 findings is written in one pass,
/// without a `JSON` tree (a dictionary and a key sort per object) or a `String` grown scalar by
/// scalar. Callers write an object's keys in sorted order, which keeps the output deterministic.
///
/// Strings are exact: besides what JSON requires, DEL, C1 controls, U+2028/U+2029 and the
/// bidirectional controls are written as `\u` escapes, so the text parses back unchanged and the
/// raw report is still safe to show on a terminal.
struct ReportJSONWriter {
    private let out: ByteBuffer
    /// Per open container: whether it has a member yet.
    private var hasMember: [Bool] = []

    init(capacity: Int = 4096) { out = ByteBuffer(capacity: capacity) }

    /// The document with the final newline `serialized()` ends with.
    mutating func finish() -> String {
        out.append(UInt8(ascii: "\n"))
        return out.withBytes { String(decoding: $0, as: UTF8.self) }
    }

    mutating func beginObject() { open(UInt8(ascii: "{")) }
    mutating func endObject() { close(UInt8(ascii: "}")) }
    mutating func beginArray() { open(UInt8(ascii: "[")) }
    mutating func endArray() { close(UInt8(ascii: "]")) }

    /// The next key of the open object: a name in the source, which needs no escaping.
    mutating func key(_ name: StaticString) {
        nextMember()
        out.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { out.append($0) }
        out.append(UInt8(ascii: "\""), UInt8(ascii: ":"), UInt8(ascii: " "))
    }

    /// The next key of the open object, from data.
    mutating func key(_ name: String) {
        nextMember()
        string(name)
        out.append(UInt8(ascii: ":"), UInt8(ascii: " "))
    }

    /// The next element of the open array.
    mutating func element() { nextMember() }

    /// Digits written straight into the buffer: no `String` per number.
    mutating func int(_ i: Int) {
        if i < 0 { out.append(UInt8(ascii: "-")) }
        out.appendDigits(i.magnitude)
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
        case .null: raw("null")
        case .bool(let b): raw(b ? "true" : "false")
        case .int(let i): int(i)
        case .double: raw(json.serialized(pretty: false))
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

    private mutating func raw(_ text: String) {
        var text = text
        text.withUTF8 { out.append($0) }
    }

    private mutating func open(_ byte: UInt8) {
        out.append(byte)
        hasMember.append(false)
    }

    private mutating func close(_ byte: UInt8) {
        if hasMember.popLast() == true { newline() }
        out.append(byte)
    }

    private mutating func nextMember() {
        if let last = hasMember.indices.last {
            if hasMember[last] { out.append(UInt8(ascii: ",")) }
            hasMember[last] = true
        }
        newline()
    }

    private mutating func newline() {
        out.append(UInt8(ascii: "\n"))
        out.append(UInt8(ascii: " "), count: hasMember.count * 2)
    }

    /// The last string written with `repeatedString` and its escaped bytes: a report names the
    /// same file and rule on finding after finding.
    private var lastString = ""
    private var lastEscaped: [UInt8] = []

    /// A string that is likely the same as the previous one written this way.
    mutating func repeatedString(_ s: String) {
        if s != lastString || lastEscaped.isEmpty {
            let start = out.count
            string(s)
            lastString = s
            lastEscaped = out.withBytes { Array($0[start...]) }
        } else {
            lastEscaped.withUnsafeBufferPointer { out.append($0) }
        }
    }

    private static let hex = Array("0123456789abcdef".utf8)

    /// A quoted, escaped string. Runs of bytes that need no escape are copied whole; every byte
    /// that starts an escaped character is below 0x20, `"`, `\`, 0x7F, 0xC2 or 0xE2, and UTF-8
    /// never uses those inside a multi-byte sequence.
    mutating func string(_ s: String) {
        out.append(UInt8(ascii: "\""))
        var s = s
        let out = self.out
        s.withUTF8 { utf8 in
            var copied = 0
            var i = 0
            let n = utf8.count
            while i < n {
                let b = utf8[i]
                // Printable ASCII other than `"` and `\`, the usual case, in two comparisons.
                if b >= 0x20, b < 0x7F, b != UInt8(ascii: "\""), b != UInt8(ascii: "\\") { i += 1; continue }
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
                out.append(UnsafeBufferPointer(rebasing: utf8[copied..<i]))
                out.append(UInt8(ascii: "\\"))
                switch value {
                case 0x22, 0x5C: out.append(UInt8(value))
                case 0x0A: out.append(UInt8(ascii: "n"))
                case 0x0D: out.append(UInt8(ascii: "r"))
                case 0x09: out.append(UInt8(ascii: "t"))
                default:
                    out.append(UInt8(ascii: "u"))
                    for shift in [12, 8, 4, 0] { out.append(Self.hex[Int((value >> UInt32(shift)) & 0xF)]) }
                }
                i += width
                copied = i
            }
            out.append(UnsafeBufferPointer(rebasing: utf8[copied..<n]))
        }
        out.append(UInt8(ascii: "\""))
    }
}

/// A growable run of bytes written through a raw pointer: appending a byte is a bounds check
/// and a store, without an array's uniqueness check on every call.
final class ByteBuffer {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(64, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    @inline(__always)
    private func reserve(_ n: Int) {
        if n > capacity - count { grow(to: count + n) }
    }

    private func grow(to needed: Int) {
        var size = capacity
        while size < needed { size = size > Int.max / 2 ? needed : size * 2 }
        let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: size)
        bigger.initialize(from: base, count: count)
        base.deallocate()
        base = bigger
        capacity = size
    }

    @inline(__always)
    func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    @inline(__always)
    func append(_ a: UInt8, _ b: UInt8, _ c: UInt8? = nil) {
        reserve(3)
        base[count] = a
        base[count + 1] = b
        count += 2
        if let c {
            base[count] = c
            count += 1
        }
    }

    func append(_ byte: UInt8, count n: Int) {
        guard n > 0 else { return }
        reserve(n)
        (base + count).initialize(repeating: byte, count: n)
        count += n
    }

    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (base + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// The decimal digits of `value`.
    func appendDigits(_ value: UInt) {
        var digits = 1, rest = value
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        reserve(digits)
        var v = value
        var at = count + digits
        repeat {
            at -= 1
            base[at] = UInt8(ascii: "0") + UInt8(v % 10)
            v /= 10
        } while v > 0
        count += digits
    }

    func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(start: base, count: count))
    }
}
