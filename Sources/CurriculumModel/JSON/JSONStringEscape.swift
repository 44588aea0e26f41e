/// How the package writes a JSON string: quoted, with `"`, `\` and the controls below U+0020
/// escaped (`\n`, `\r`, `\t`, else `\u00XX`), and everything else, non-ASCII included, as UTF-8.
/// A style may ask for more characters to be escaped (`JSONWriter.Style.visible`).
enum JSONStringEscape {
    private static let hex = Array("0123456789abcdef".utf8)

    /// Runs of bytes that need no escape are copied whole. Every byte that starts an escaped
    /// character is below 0x20, `"`, `\`, 0x7F, 0xC2 or 0xE2, and UTF-8 never uses those inside a
    /// multi-byte sequence.
    static func write(_ s: String, into out: ByteBuffer, visible: (@Sendable (Unicode.Scalar) -> Bool)?) {
        out.append(UInt8(ascii: "\""))
        var s = s
        s.withUTF8 { utf8 in
            var copied = 0
            var i = 0
            let n = utf8.count
            while i < n {
                let b = utf8[i]
                // Printable ASCII other than `"` and `\`, the usual case, in two comparisons.
                if b >= 0x20, b < 0x7F, b != UInt8(ascii: "\""), b != UInt8(ascii: "\\") {
                    i += 1
                    continue
                }
                var escaped: UInt32?
                var width = 1
                switch b {
                case 0x00..<0x20, UInt8(ascii: "\""), UInt8(ascii: "\\"):
                    escaped = UInt32(b)
                case 0x7F:
                    if let visible, visible("\u{7F}") { escaped = 0x7F }
                case 0xC2 where visible != nil && i + 1 < n && (0x80...0x9F).contains(utf8[i + 1]):
                    let value = UInt32(utf8[i + 1])
                    if let visible, let scalar = Unicode.Scalar(value), visible(scalar) {
                        escaped = value
                        width = 2
                    }
                case 0xE2 where visible != nil && i + 2 < n && (utf8[i + 1] == 0x80 || utf8[i + 1] == 0x81):
                    let value = 0x2000 + (UInt32(utf8[i + 1] & 0x3F) << 6) + UInt32(utf8[i + 2] & 0x3F)
                    if let visible, let scalar = Unicode.Scalar(value), visible(scalar) {
                        escaped = value
                        width = 3
                    }
                default:
                    break
                }
                guard let value = escaped else {
                    i += 1
                    continue
                }
                out.append(UnsafeBufferPointer(rebasing: utf8[copied..<i]))
                out.append(UInt8(ascii: "\\"))
                switch value {
                case 0x22, 0x5C: out.append(UInt8(value))
                case 0x0A: out.append(UInt8(ascii: "n"))
                case 0x0D: out.append(UInt8(ascii: "r"))
                case 0x09: out.append(UInt8(ascii: "t"))
                default:
                    out.append(UInt8(ascii: "u"))
                    for shift in [12, 8, 4, 0] { out.append(hex[Int((value >> UInt32(shift)) & 0xF)]) }
                }
                i += width
                copied = i
            }
            out.append(UnsafeBufferPointer(rebasing: utf8[copied..<n]))
        }
        out.append(UInt8(ascii: "\""))
    }

    /// `s` quoted and escaped, for text assembled around it.
    static func quoted(_ s: String) -> String {
        let out = ByteBuffer(capacity: s.utf8.count + 2)
        write(s, into: out, visible: nil)
        return String(decoding: out.bytes, as: UTF8.self)
    }
}
