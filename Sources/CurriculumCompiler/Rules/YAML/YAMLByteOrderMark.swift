import CurriculumSyntax

/// the file starts with a byte order mark
package enum YAMLByteOrderMark: Rule {
    package static let description = RuleDescription(
        id: SyntaxCheck.byteOrderMark.id,
        severity: SyntaxCheck.byteOrderMark.severity,
        summary: "the file starts with a byte order mark",
        rationale: """
            UTF-8 needs no byte order mark (YAML 1.2, section 5.2, allows one but does not need it), and some tools show it as stray characters or refuse the file. The file is still read. Editors save without one when told to (docs/authoring.md#editor-setup).
            """,
        triggering: [
            .replacing("# yaml-language-server: $schema=../../../schemas/lesson.schema.json", in: "k/01-counting/count-objects-l1.yaml",
                       with: "↓\u{FEFF}# yaml-language-server: $schema=../../../schemas/lesson.schema.json")
                .reports("file starts with a byte order mark"),
        ],
        nonTriggering: [.replacing("# yaml-language-server: $schema=../../../schemas/lesson.schema.json", in: "k/01-counting/count-objects-l1.yaml", with: "# yaml-language-server: $schema=../../../schemas/lesson.schema.json")]
    )
}
