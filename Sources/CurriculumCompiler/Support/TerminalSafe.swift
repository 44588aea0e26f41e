import CurriculumSyntax

/// Text from the input (file names, quoted values, ids) made safe to print on a terminal or into
/// a CI log: a file called `ESC[2J.yaml` must not clear the screen, and a name holding a line
/// break must not forge a line of output.
///
/// Every character that steers a terminal or a text viewer instead of showing as itself is
/// written as a visible escape, in the notation of YAML's double-quoted scalars:
/// - C0 controls, DEL and C1 controls (U+0000–U+001F, U+007F–U+009F): `\x1B`, `\x0A`, `\x9B`;
///   tab, line feed and carriage return included, so one finding stays one line;
/// - line and paragraph separators (U+2028, U+2029) and bidirectional formatting controls
///   (U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), which can reorder or split what a reader
///   sees: `\u2028`, `\u202E`.
///
/// Everything else, backslashes included, is left as it is, so ordinary text prints unchanged.
/// Machine formats (json, sarif) keep the exact text instead.
package enum TerminalSafe {
    /// `s` with every unsafe character escaped; `s` itself when it has none (the usual case,
    /// found with one pass over its UTF-8 bytes).
    package static func escape(_ s: String) -> String {
        guard needsEscaping(s) else { return s }
        var out = String.UnicodeScalarView()
        for scalar in s.unicodeScalars {
            if let escaped = escape(scalar) {
                out.append(contentsOf: escaped.unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// Multi-line output made safe line by line: line feeds stay, everything else is escaped.
    package static func escape(_ s: String, keepingLineBreaks: Bool) -> String {
        guard keepingLineBreaks else { return escape(s) }
        return s.split(separator: "\n", omittingEmptySubsequences: false).map { escape(String($0)) }.joined(separator: "\n")
    }

    /// The visible form of one scalar, or nil when it prints as itself.
    package static func escape(_ scalar: Unicode.Scalar) -> String? {
        let v = scalar.value
        switch v {
        case 0x00...0x1F, 0x7F...0x9F:
            return "\\x" + hex(v, digits: 2)
        case 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
            return "\\u" + hex(v, digits: 4)
        default:
            return nil
        }
    }

    /// Whether `s` holds a character `escape` rewrites. Only three kinds of UTF-8 byte can start
    /// one: an ASCII control or DEL, 0xC2 (C1 controls are C2 80…C2 9F) and 0xE2 (U+2000…U+2FFF).
    package static func needsEscaping(_ s: String) -> Bool {
        var s = s
        return s.withUTF8 { bytes in
            var i = 0
            let n = bytes.count
            while i < n {
                let b = bytes[i]
                if b < 0x20 || b == 0x7F { return true }
                if b == 0xC2, i + 1 < n, bytes[i + 1] >= 0x80, bytes[i + 1] <= 0x9F { return true }
                if b == 0xE2, i + 2 < n, bytes[i + 1] == 0x80 || bytes[i + 1] == 0x81 {
                    let scalar = Unicode.Scalar(0x2000 + (UInt32(bytes[i + 1] & 0x3F) << 6) + UInt32(bytes[i + 2] & 0x3F))
                    if let scalar, escape(scalar) != nil { return true }
                }
                i += 1
            }
            return false
        }
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
