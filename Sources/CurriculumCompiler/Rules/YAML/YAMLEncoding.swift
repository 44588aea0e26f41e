import CurriculumSyntax

/// the file is not UTF-8 text
package enum YAMLEncoding: Rule {
    package static let description = RuleDescription(
        id: SyntaxCheck.encoding.id,
        severity: SyntaxCheck.encoding.severity,
        summary: "the file is not UTF-8 text",
        rationale: """
            Curriculum files are UTF-8 (YAML 1.2, section 5.2), so every editor, diff and tool sees the same characters and the bundle's JSON can hold them. Invalid bytes, NUL bytes and UTF-16 or UTF-32 files are reported at the first bad byte.
            """,
        triggering: [
            .replacing("title: Count to 10", in: "k/01-counting/count-objects-l1.yaml", with: "title: Count to 10↓\u{0}")
                .reports("file contains a NUL byte"),
        ],
        nonTriggering: [.replacing("title: Count to 10", in: "k/01-counting/count-objects-l1.yaml", with: "title: Count to ten")]
    )
}
