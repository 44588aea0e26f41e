/// Reads a JSON document into the same located `Node` tree libyaml's path builds, in one pass
/// over the bytes: a String Catalog is several megabytes of JSON (most of a translated
/// curriculum's input), and libyaml, a YAML reader, takes seven times as long over it and then
/// needs `StrictJSON` to walk it again.
///
/// It builds only documents it can prove the libyaml path would read identically: clean,
/// RFC 8259 JSON with nothing that path would report or read differently. At the first thing it
/// does not take — anything not JSON, a duplicate key, a number too large, nesting past the
/// limit, a surrogate escape, a character libyaml refuses or reads as a line break, a tab or a
/// lone carriage return between tokens, a key libyaml would not see as a key — it gives up and
/// returns nil, and the loader reads the file the old way, so every finding about a bad file is
/// worded and located exactly as before (JSONTreeBuilderTests compare the two trees).
struct JSONTreeBuilder {
    private let bytes: [UInt8]
    private let source: SourceFile
    private let maxDepth: Int
    private var i = 0
    private var line: Int32 = 1
    /// The byte offset where the current line starts, and the Unicode scalars before `lineScanned`
    /// on it: a column is counted only when a mark needs it, from where the last count stopped.
    private var lineStart = 0
    private var lineScanned = 0
    private var lineColumns = 0

    /// Gives up: the document is read by libyaml instead.
    private struct NotTaken: Error {}

    init(source: SourceFile, maxDepth: Int) {
        self.bytes = source.bytes
        self.source = source
        self.maxDepth = maxDepth
    }

    /// The document's tree, or nil when the libyaml path must read it.
    static func build(_ source: SourceFile, maxDepth: Int) -> Node? {
        var builder = JSONTreeBuilder(source: source, maxDepth: maxDepth)
        return try? builder.document()
    }

    private mutating func document() throws -> Node {
        // A leading byte order mark counts as line 1's first column, as the libyaml path shifts it.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
        try skipSpace()
        let root = try value(depth: 0)
        try skipSpace()
        guard i == bytes.count else { throw NotTaken() }
        return root
    }

    // MARK: - Positions

    /// The mark of the byte at `i`: its line and its column in Unicode scalars.
    private mutating func mark() -> Mark {
        while lineScanned < i {
            if bytes[lineScanned] & 0xC0 != 0x80 { lineColumns += 1 }
            lineScanned += 1
        }
        return Mark(line: Int(line), column: lineColumns + 1)
    }

    /// Skips JSON white space between tokens: spaces and line breaks (LF or CRLF). Tabs and a lone
    /// CR are JSON, but libyaml's reading of them depends on where they are: not taken.
    private mutating func skipSpace() throws {
        while i < bytes.count {
            switch bytes[i] {
            case 0x20: i += 1
            case 0x0A:
                i += 1
                newLine()
            case 0x0D:
                guard i + 1 < bytes.count, bytes[i + 1] == 0x0A else { throw NotTaken() }
                i += 2
                newLine()
            case 0x09: throw NotTaken()
            default: return
            }
        }
    }

    private mutating func newLine() {
        line += 1
        lineStart = i
        lineScanned = i
        lineColumns = 0
    }

    // MARK: - Values

    private mutating func value(depth: Int) throws -> Node {
        guard i < bytes.count else { throw NotTaken() }
        switch bytes[i] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return try string()
        default: return try literal()
        }
    }

    private mutating func object(depth: Int) throws -> Node {
        guard depth < maxDepth else { throw NotTaken() }  // the libyaml path reports YAML-NESTING
        let at = mark()
        i += 1
        var pairs: [Node.Pair] = []
        var keys: Set<String>?
        try skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") {
            i += 1
            return Node(.mapping(pairs), at: at)
        }
        while true {
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw NotTaken() }
            let keyLine = line, keyStart = i
            let key = try string()
            try skipSpace()
            // libyaml sees a key only when its `:` follows on the same line, within 1,024 characters.
            guard line == keyLine, i - keyStart < 1000, i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw NotTaken() }
            i += 1
            try skipSpace()
            let value = try value(depth: depth + 1)
            // A duplicate key is a finding the libyaml path words; a scan for small objects, a set past 16 keys.
            let text = key.scalar?.text ?? ""
            if keys == nil && pairs.count >= 16 { keys = Set(pairs.map { $0.key.scalar?.text ?? "" }) }
            if keys != nil {
                guard keys!.insert(text).inserted else { throw NotTaken() }
            } else if pairs.contains(where: { $0.key.scalar?.text == text }) {
                throw NotTaken()
            }
            pairs.append(Node.Pair(key: key, value: value))
            try skipSpace()
            guard i < bytes.count else { throw NotTaken() }
            if bytes[i] == UInt8(ascii: ",") {
                i += 1
                try skipSpace()
                continue
            }
            guard bytes[i] == UInt8(ascii: "}") else { throw NotTaken() }
            i += 1
            return Node(.mapping(pairs.atExactCapacity), at: at)
        }
    }

    private mutating func array(depth: Int) throws -> Node {
        guard depth < maxDepth else { throw NotTaken() }
        let at = mark()
        i += 1
        var items: [Node] = []
        try skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") {
            i += 1
            return Node(.sequence(items), at: at)
        }
        while true {
            items.append(try value(depth: depth + 1))
            try skipSpace()
            guard i < bytes.count else { throw NotTaken() }
            if bytes[i] == UInt8(ascii: ",") {
                i += 1
                try skipSpace()
                continue
            }
            guard bytes[i] == UInt8(ascii: "]") else { throw NotTaken() }
            i += 1
            return Node(.sequence(items.atExactCapacity), at: at)
        }
    }

    /// A string: decoded, and as wide as its token (quotes and escapes) on its one line.
    private mutating func string() throws -> Node {
        let at = mark()
        i += 1
        let start = i
        var escaped = false
        // Most strings have no escape: their text is their bytes.
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") { break }
            if b == UInt8(ascii: "\\") { escaped = true; i += 2; continue }
            if b < 0x20 || b == 0x7F { throw NotTaken() }
            if b >= 0x80 { try checkCharacter(at: i) }
            i += 1
        }
        guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw NotTaken() }
        let text = escaped ? try unescape(start..<i) : String(decoding: bytes[start..<i], as: UTF8.self)
        i += 1
        let end = mark()
        var scalar = Scalar(text: text, style: .doubleQuoted, resolved: .string, coercibleToString: false)
        scalar.writtenColumns = Int(end.column - at.column)
        return Node(.scalar(scalar), at: at)
    }

    /// A character libyaml refuses (C1 controls, U+FEFF inside the text, U+FFFE, U+FFFF) or reads
    /// as a line break (U+0085, U+2028, U+2029): not taken. Invalid UTF-8 never gets here (the
    /// encoding check stops it first).
    private func checkCharacter(at index: Int) throws {
        let b = bytes[index]
        if b == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) { throw NotTaken() }
        if b == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 {
            throw NotTaken()
        }
        if b == 0xEF, index + 2 < bytes.count,
            (bytes[index + 1] == 0xBB && bytes[index + 2] == 0xBF) || (bytes[index + 1] == 0xBF && bytes[index + 2] >= 0xBE)
        {
            throw NotTaken()
        }
    }

    private func unescape(_ range: Range<Int>) throws -> String {
        var out: [UInt8] = []
        out.reserveCapacity(range.count)
        var k = range.lowerBound
        while k < range.upperBound {
            let b = bytes[k]
            guard b == UInt8(ascii: "\\") else {
                out.append(b)
                k += 1
                continue
            }
            guard k + 1 < range.upperBound else { throw NotTaken() }
            switch bytes[k + 1] {
            case UInt8(ascii: "\""): out.append(0x22)
            case UInt8(ascii: "\\"): out.append(0x5C)
            case UInt8(ascii: "/"): out.append(0x2F)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                // A surrogate is rewritten before libyaml reads it, which moves later columns: not taken.
                guard let unit = JSONEscapes.hex4(bytes, k + 2), !(0xD800...0xDFFF).contains(unit),
                    let scalar = Unicode.Scalar(unit) else { throw NotTaken() }
                out.append(contentsOf: String(Character(scalar)).utf8)
                k += 6
                continue
            default: throw NotTaken()
            }
            k += 2
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `true`, `false`, `null` or a number, read as the libyaml path reads a plain scalar.
    private mutating func literal() throws -> Node {
        let at = mark()
        let start = i
        while i < bytes.count {
            let b = bytes[i]
            guard (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9"))
                || b == UInt8(ascii: "-") || b == UInt8(ascii: "+") || b == UInt8(ascii: ".") || b == UInt8(ascii: "E")
            else { break }
            i += 1
        }
        let token = bytes[start..<i]
        guard !token.isEmpty else { throw NotTaken() }
        let text = String(decoding: token, as: UTF8.self)
        let resolved: Scalar.Resolved
        switch text {
        case "true": resolved = .bool(true)
        case "false": resolved = .bool(false)
        case "null": resolved = .null
        default:
            guard Self.isJSONNumber(token) else { throw NotTaken() }
            resolved = CoreSchema.resolve(plain: text)
            switch resolved {
            case .int, .float: break
            default: throw NotTaken()  // too large (a finding the libyaml path words), or not read as a number
            }
        }
        var scalar = Scalar(text: text, style: .plain, resolved: resolved, coercibleToString: false)
        scalar.writtenColumns = i - start
        return Node(.scalar(scalar), at: at)
    }

    /// RFC 8259's number: `-`? (`0` | [1-9][0-9]*) (`.` [0-9]+)? ([eE] [+-]? [0-9]+)?
    static func isJSONNumber(_ token: ArraySlice<UInt8>) -> Bool {
        var k = token.startIndex
        let end = token.endIndex
        func digits() -> Int {
            let from = k
            while k < end, token[k] >= UInt8(ascii: "0"), token[k] <= UInt8(ascii: "9") { k += 1 }
            return k - from
        }
        if k < end, token[k] == UInt8(ascii: "-") { k += 1 }
        guard k < end else { return false }
        if token[k] == UInt8(ascii: "0") {
            k += 1
        } else if digits() == 0 {
            return false
        }
        if k < end, token[k] == UInt8(ascii: ".") {
            k += 1
            guard digits() > 0 else { return false }
        }
        if k < end, token[k] == UInt8(ascii: "e") || token[k] == UInt8(ascii: "E") {
            k += 1
            if k < end, token[k] == UInt8(ascii: "+") || token[k] == UInt8(ascii: "-") { k += 1 }
            guard digits() > 0 else { return false }
        }
        return k == end
    }
}
