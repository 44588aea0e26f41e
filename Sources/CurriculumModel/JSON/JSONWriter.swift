/// The package's one JSON writer: bundles, the translators' String Catalog, reports and
/// JSON-RPC messages are all written by it, straight into UTF-8 bytes, so they share one escaping
/// and one number format. A `Style` says what differs between them (`bundle`, `document`,
/// `message`, and the reports' style in the compiler).
///
/// Events come from a `JSONWritable` (`write(_:style:)`) or are sent by hand: a report of 800,000
/// findings is written in one pass, without a tree. A writer is used in one place: copies share
/// their bytes.
package struct JSONWriter: JSONSink {
    package struct Style: Sendable {
        package enum Layout: Sendable {
            /// No white space: what a phone downloads, what a message carries.
            case compact
            /// Two-space indents, a space after `:`, a final newline: what people read.
            case pretty
        }

        package enum KeyOrder: Sendable {
            /// Objects sorted by key: a `JSONValue` object is sorted as it is written, keys sent
            /// by hand must come sorted (checked in debug builds), so bytes depend on content only.
            case sorted
            /// Members as written: a message goes out as it was built.
            case asWritten
        }

        package enum Numbers: Sendable {
            /// A whole `Double` below 10^15 is written as an integer (`3.0` → `3`).
            case wholeAsInteger
            /// The shortest text that reads back as the same `Double` (`3.0`, `0.1`), so a
            /// number stays a number.
            case roundTrip
        }

        package var layout: Layout
        package var keys: KeyOrder
        package var numbers: Numbers
        /// Beyond what JSON requires, the characters to write as `\u` escapes. Only DEL, the C1
        /// controls and U+2000–U+207F (the line separators and bidirectional controls live
        /// there) are asked about; nil asks about none.
        package var visible: (@Sendable (Unicode.Scalar) -> Bool)?

        package init(layout: Layout, keys: KeyOrder, numbers: Numbers, visible: (@Sendable (Unicode.Scalar) -> Bool)? = nil) {
            self.layout = layout
            self.keys = keys
            self.numbers = numbers
            self.visible = visible
        }

        /// Bundle files: compact, sorted.
        package static let bundle = Style(layout: .compact, keys: .sorted, numbers: .wholeAsInteger)
        /// Files and output people read (the String Catalog, coverage.json, `--format json`): pretty, sorted.
        package static let document = Style(layout: .pretty, keys: .sorted, numbers: .wholeAsInteger)
        /// JSON-RPC messages: compact, members as written, numbers exact.
        package static let message = Style(layout: .compact, keys: .asWritten, numbers: .roundTrip)
    }

    package let style: Style
    private let out: ByteBuffer
    private let pretty: Bool
    /// Per open container: whether it has a member yet.
    private var hasMember: [Bool] = []
    /// Pending work of `value(_:)`, kept to reuse its storage.
    private var work: [JSONWalkStep] = []
    #if DEBUG || CURRICULUM_CHECKS
    private var lastKey: [String?] = []
    #endif

    package init(style: Style = .bundle, capacity: Int = 4096) {
        self.style = style
        pretty = style.layout == .pretty
        out = ByteBuffer(capacity: capacity)
    }

    /// The bytes of `value` in `style`.
    package static func bytes(_ value: some JSONWritable, style: Style = .bundle, capacity: Int = 4096) -> [UInt8] {
        var writer = JSONWriter(style: style, capacity: capacity)
        value.write(to: &writer)
        return writer.finish()
    }

    /// The text of `value` in `style`.
    package static func text(_ value: some JSONWritable, style: Style = .document) -> String {
        String(decoding: bytes(value, style: style), as: UTF8.self)
    }

    /// `s` quoted and escaped as this writer escapes strings, for JSON text assembled around it
    /// (the String Catalog of `l10n`, laid out as Xcode lays it out).
    package static func quoted(_ s: String) -> String { JSONStringEscape.quoted(s) }

    /// Bytes written so far and not yet drained.
    package var count: Int { out.count }

    /// Hands over what is written so far and starts an empty buffer, for writing in pieces.
    package mutating func drain() -> [UInt8] {
        let bytes = out.bytes
        out.removeAll()
        return bytes
    }

    /// The bytes, with a final newline when pretty.
    package mutating func finish() -> [UInt8] {
        if pretty { out.append(UInt8(ascii: "\n")) }
        return drain()
    }

    /// `finish()` as text.
    package mutating func finishText() -> String { String(decoding: finish(), as: UTF8.self) }

    // MARK: Containers

    package mutating func beginObject() { open(UInt8(ascii: "{")) }
    package mutating func endObject() { close(UInt8(ascii: "}")) }
    package mutating func beginArray() { open(UInt8(ascii: "[")) }
    package mutating func endArray() { close(UInt8(ascii: "]")) }

    private mutating func open(_ byte: UInt8) {
        out.append(byte)
        hasMember.append(false)
        #if DEBUG || CURRICULUM_CHECKS
        lastKey.append(nil)
        #endif
    }

    private mutating func close(_ byte: UInt8) {
        if hasMember.popLast() == true { newline() }
        #if DEBUG || CURRICULUM_CHECKS
        _ = lastKey.popLast()
        #endif
        out.append(byte)
    }

    /// Starts the next member of the open container: a comma after the first, then a new line.
    private mutating func nextMember() {
        if let last = hasMember.indices.last {
            if hasMember[last] { out.append(UInt8(ascii: ",")) }
            hasMember[last] = true
        }
        newline()
    }

    private mutating func newline() {
        guard pretty else { return }
        out.append(UInt8(ascii: "\n"))
        out.append(UInt8(ascii: " "), count: hasMember.count * 2)
    }

    package mutating func key(_ name: String) {
        #if DEBUG || CURRICULUM_CHECKS
        if style.keys == .sorted, let top = lastKey.indices.last {
            if let last = lastKey[top] { precondition(last < name, "key '\(name)' after '\(last)': keys must be sorted") }
            lastKey[top] = name
        }
        #endif
        nextMember()
        string(name)
        out.append(UInt8(ascii: ":"))
        if pretty { out.append(UInt8(ascii: " ")) }
    }

    package mutating func element() { nextMember() }

    // MARK: Values (after `key` or `element`)

    package mutating func null() { out.append("null") }
    package mutating func bool(_ b: Bool) { out.append(b ? "true" : "false") }

    /// Digits written straight into the buffer: no `String` per number.
    package mutating func int(_ i: Int) {
        if i < 0 { out.append(UInt8(ascii: "-")) }
        out.appendDigits(i.magnitude)
    }

    /// JSON has no infinities or NaN: those are written as `null`.
    package mutating func double(_ d: Double) {
        guard d.isFinite else { return null() }
        if style.numbers == .wholeAsInteger, d == d.rounded(), abs(d) < 1e15 { return int(Int(d)) }
        out.append(d.description)
    }

    package mutating func string(_ s: String) { JSONStringEscape.write(s, into: out, visible: style.visible) }

    /// A whole value, sorted when the style sorts. Pending work, not recursion: no nesting depth
    /// can overflow the call stack.
    package mutating func value(_ value: JSONValue) {
        switch value {
        case .null: return null()
        case .bool(let b): return bool(b)
        case .int(let i): return int(i)
        case .double(let d): return double(d)
        case .string(let s): return string(s)
        case .array, .object: break
        }
        let base = work.count
        work.append(.value(value))
        while work.count > base, let step = work.popLast() {
            switch step {
            case .key(let name): key(name)
            case .element: element()
            case .endObject: endObject()
            case .endArray: endArray()
            case .value(let value):
                switch value {
                case .null: null()
                case .bool(let b): bool(b)
                case .int(let i): int(i)
                case .double(let d): double(d)
                case .string(let s): string(s)
                case .array(let items):
                    beginArray()
                    work.append(.endArray)
                    for item in items.reversed() {
                        work.append(.value(item))
                        work.append(.element)
                    }
                case .object(let members):
                    beginObject()
                    work.append(.endObject)
                    let pairs = style.keys == .sorted ? members.pairs.sorted { $0.key < $1.key } : members.pairs
                    for pair in pairs.reversed() {
                        work.append(.value(pair.value))
                        work.append(.key(pair.key))
                    }
                }
            }
        }
    }

    /// The last string written with `repeatedString` and its escaped bytes.
    private var lastString = ""
    private var lastEscaped: [UInt8] = []

    /// A string that is likely the same as the previous one written this way: a report names the
    /// same file on finding after finding.
    package mutating func repeatedString(_ s: String) {
        if s != lastString || lastEscaped.isEmpty {
            let start = out.count
            string(s)
            lastString = s
            lastEscaped = out.bytes(from: start)
        } else {
            out.append(lastEscaped)
        }
    }
}
