/// the file holds a bidirectional control character
public enum YAMLBidiControl: Rule {
    public static let description = RuleDescription(
        id: "YAML-BIDI",
        severity: .error,
        summary: "the file holds an invisible bidirectional control character",
        rationale: """
            Bidirectional controls (U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) are invisible, and they reorder the text around them: a unit title holding U+202E shows its letters backwards in the app, and a line of YAML can read differently in a review than it is parsed (the "Trojan Source" attack, CVE-2021-42574). No curriculum text needs one, in English or Spanish, so each is an error wherever it is — a title, a skill's name, a standard's description, a comment — with a fix-it that deletes it (docs/design.md#bad-input-and-safety).
            """,
        triggering: [
            .replacing("title: Counting and numerals", in: "k/01-counting/unit.yaml", with: "title: Counting and ↓\u{202E}numerals")
                .reports("the invisible character U+202E (right-to-left override) reorders the text around it"),
            .replacing("name: Count to 100 by ones and by tens", in: "k/01-counting/unit.yaml", with: "name: Count to 100 by ones and by ↓\u{2067}tens↓\u{2069}")
                .reports(
                    "the invisible character U+2067 (right-to-left isolate) reorders the text around it",
                    "the invisible character U+2069 (pop directional isolate) reorders the text around it"),
            .replacing("description: Solve one-step adding", in: "standards/1.yaml", with: "description: Solve one-step ↓\u{200F}adding")
                .reports("the invisible character U+200F (right-to-left mark) reorders the text around it"),
        ],
        nonTriggering: [.replacing("title: Counting and numerals", in: "k/01-counting/unit.yaml", with: "title: Counting and numerals")]
    )

    /// The character's code point, as findings name it, when `bytes[at...]` starts with one.
    static func control(in bytes: [UInt8], at i: Int) -> String? {
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
    static func findings(in source: SourceFile) -> [Diagnostic] {
        let bytes = source.bytes
        var out: [Diagnostic] = []
        var i = 0
        // Every control is an E2 lead byte: the scan skips to those.
        while let lead = bytes[i...].firstIndex(of: 0xE2) {
            i = lead + 1
            guard let name = control(in: bytes, at: lead) else { continue }
            let at = source.location(ofByte: lead)
            out.append(diagnostic(
                at: at, "the invisible character \(name) reorders the text around it",
                fixIts: [.init(at: at, length: 1, replacement: "")]))
        }
        return out
    }
}
