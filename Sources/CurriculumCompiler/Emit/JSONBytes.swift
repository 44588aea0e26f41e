extension JSON {
    /// The same text as `serialized(pretty: false)`, written straight into UTF-8 bytes. Bundles are
    /// most of what `build` writes, and building a `String` scalar by scalar costs more than
    /// parsing the YAML did; this writer copies runs of plain text whole. Bundles are compact: a
    /// phone downloads and stores every byte, and people read them through `jq` (docs/design.md#bundles).
    func bundleBytes() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(4096)
        JSONByteWriter.write(self, into: &out, indent: nil)
        return out
    }
}

enum JSONByteWriter {
    /// `indent` nil writes compact JSON; a number writes pretty JSON nested that deep.
    static func write(_ value: JSON, into out: inout [UInt8], indent: Int?) {
        switch value {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .int(let i): out.append(contentsOf: String(i).utf8)
        case .double(let d):
            if d.isFinite {
                if d == d.rounded(), abs(d) < 1e15 { out.append(contentsOf: String(Int(d)).utf8) } else { out.append(contentsOf: String(d).utf8) }
            } else {
                out.append(contentsOf: "null".utf8)
            }
        case .string(let s): string(s, into: &out)
        case .array(let items):
            if items.isEmpty { out.append(contentsOf: "[]".utf8); return }
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                newline(&out, indent.map { $0 + 2 })
                write(item, into: &out, indent: indent.map { $0 + 2 })
            }
            newline(&out, indent)
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            if members.isEmpty { out.append(contentsOf: "{}".utf8); return }
            out.append(UInt8(ascii: "{"))
            for (i, member) in members.sorted(by: { $0.key < $1.key }).enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                newline(&out, indent.map { $0 + 2 })
                string(member.key, into: &out)
                out.append(UInt8(ascii: ":"))
                if indent != nil { out.append(UInt8(ascii: " ")) }
                write(member.value, into: &out, indent: indent.map { $0 + 2 })
            }
            newline(&out, indent)
            out.append(UInt8(ascii: "}"))
        }
    }

    @inline(__always)
    private static func newline(_ out: inout [UInt8], _ indent: Int?) {
        guard let indent else { return }
        out.append(UInt8(ascii: "\n"))
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent))
    }

    private static let hex = Array("0123456789abcdef".utf8)

    /// Escapes byte by byte: every byte JSON escapes is ASCII, and UTF-8 never uses ASCII bytes
    /// inside a multi-byte sequence, so the rest is copied as it is.
    static func string(_ s: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var s = s
        s.withUTF8 { bytes in
            var start = 0
            for (i, byte) in bytes.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<i]))
                start = i + 1
                out.append(UInt8(ascii: "\\"))
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(byte)
                case UInt8(ascii: "\n"): out.append(UInt8(ascii: "n"))
                case UInt8(ascii: "\r"): out.append(UInt8(ascii: "r"))
                case UInt8(ascii: "\t"): out.append(UInt8(ascii: "t"))
                default:
                    out.append(contentsOf: "u00".utf8)
                    out.append(hex[Int(byte >> 4)])
                    out.append(hex[Int(byte & 0x0f)])
                }
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
        }
        out.append(UInt8(ascii: "\""))
    }
}
