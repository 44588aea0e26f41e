import CurriculumSyntax

/// the file holds a bidirectional control character
package enum YAMLBidiControl: Rule {
    package static let description = RuleDescription(
        id: SyntaxCheck.bidiControl.id,
        severity: SyntaxCheck.bidiControl.severity,
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
            .replacing("description: Solve one-step adding and subtracting story problems within 20 (adding to, taking from, putting together, taking apart, comparing) with the unknown in any place.", in: "standards/1.yaml",
                       with: "description: Solve one-step ↓\u{200F}adding and subtracting story problems within 20 (adding to, taking from, putting together, taking apart, comparing) with the unknown in any place.")
                .reports("the invisible character U+200F (right-to-left mark) reorders the text around it"),
        ],
        nonTriggering: [.replacing("title: Counting and numerals", in: "k/01-counting/unit.yaml", with: "title: Counting and numerals")]
    )
}
