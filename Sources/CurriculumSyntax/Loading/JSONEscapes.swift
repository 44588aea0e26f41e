/// Bridges the one place where JSON text is not YAML: libyaml refuses `\u` escapes of UTF-16
/// surrogates, which JSON uses to write characters outside the Basic Multilingual Plane
/// (`"\uD83D\uDCA9"` is 💩).
package enum JSONEscapes {
    /// The bytes with every surrogate pair escape rewritten as YAML's `\UXXXXXXXX` and every lone
    /// surrogate as `\uFFFD` (which Swift strings cannot hold anyway); nil when there is none,
    /// which is almost always. Columns after a rewritten pair on the same line move two left.
    static func rewritingSurrogates(_ bytes: [UInt8]) -> [UInt8]? {
        var out: [UInt8]?
        var copied = 0  // bytes[..<copied] are already in `out`
        var i = 0
        let n = bytes.count
        while i < n {
            guard bytes[i] == UInt8(ascii: "\\"), i + 1 < n else { i += 1; continue }
            guard bytes[i + 1] == UInt8(ascii: "u"), let unit = hex4(bytes, i + 2) else {
                i += 2  // some other escape, `\\` included, so `\\uD800` stays text
                continue
            }
            guard (0xD800...0xDFFF).contains(unit) else { i += 6; continue }
            var replacement: [UInt8]
            var length = 6
            if unit < 0xDC00, i + 11 < n, bytes[i + 6] == UInt8(ascii: "\\"), bytes[i + 7] == UInt8(ascii: "u"),
               let low = hex4(bytes, i + 8), (0xDC00...0xDFFF).contains(low) {
                let scalar = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                replacement = Array("\\U\(String(scalar, radix: 16, uppercase: true).leftPadded(to: 8))".utf8)
                length = 12
            } else {
                replacement = Array("\\uFFFD".utf8)
            }
            if out == nil { out = []; out!.reserveCapacity(n) }
            out!.append(contentsOf: bytes[copied..<i])
            out!.append(contentsOf: replacement)
            i += length
            copied = i
        }
        guard var result = out else { return nil }
        result.append(contentsOf: bytes[copied..<n])
        return result
    }

    /// The value of the four hexadecimal digits at `start` (a `\u` escape's), or nil.
    package static func hex4<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, _ start: Int) -> UInt32? where Bytes.Index == Int {
        guard start >= bytes.startIndex, start + 4 <= bytes.endIndex else { return nil }
        var value: UInt32 = 0
        for k in start..<start + 4 {
            let b = bytes[k]
            let digit: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(b - UInt8(ascii: "A") + 10)
            default: return nil
            }
            value = value << 4 | digit
        }
        return value
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
