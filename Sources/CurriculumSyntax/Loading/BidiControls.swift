/// Bidirectional control characters (YAML-BIDI): invisible, and they reorder the text around
/// them, so the loader reports each one wherever it is, with a fix-it deleting it.
package enum BidiControls {
    /// The character's code point, as findings name it, when `bytes[at...]` starts with one.
    package static func control(in bytes: [UInt8], at i: Int) -> String? {
        guard bytes[i] == 0xE2, i + 2 < bytes.count else { return nil }
        switch (bytes[i + 1], bytes[i + 2]) {
        case (0x80, 0x8E): return "U+200E (left-to-right mark)"
        case (0x80, 0x8F): return "U+200F (right-to-left mark)"
        case (0x80, 0xAA): return "U+202A (left-to-right embedding)"
        case (0x80, 0xAB): return "U+202B (right-to-left embedding)"
        case (0x80, 0xAC): return "U+202C (pop directional formatting)"
        case (0x80, 0xAD): return "U+202D (left-to-right override)"
        case (0x80, 0xAE): return "U+202E (right-to-left override)"
        case (0x81, 0xA6): return "U+2066 (left-to-right isolate)"
        case (0x81, 0xA7): return "U+2067 (right-to-left isolate)"
        case (0x81, 0xA8): return "U+2068 (first strong isolate)"
        case (0x81, 0xA9): return "U+2069 (pop directional isolate)"
        default: return nil
        }
    }

    /// Each bidirectional control in a file that is valid UTF-8, with a fix-it deleting it.
    package static func findings(in source: SourceFile) -> [Diagnostic] {
        let bytes = source.bytes
        var out: [Diagnostic] = []
        var i = 0
        // Every control is an E2 lead byte: the scan skips to those.
        while let lead = ByteScan.first(0xE2, in: bytes, from: i) {
            i = lead + 1
            guard let name = control(in: bytes, at: lead) else { continue }
            let at = source.location(ofByte: lead)
            out.append(SyntaxCheck.bidiControl.diagnostic(
                at: at, "the invisible character \(name) reorders the text around it",
                fixIts: [.init(at: at, length: 1, replacement: "")]))
        }
        return out
    }
}
