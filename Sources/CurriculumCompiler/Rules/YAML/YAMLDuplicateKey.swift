import CurriculumSyntax

/// a mapping repeats a key
package enum YAMLDuplicateKey: Rule {
    package static let description = RuleDescription(
        id: SyntaxCheck.duplicateKey.id,
        severity: SyntaxCheck.duplicateKey.severity,
        summary: "a mapping repeats a key",
        rationale: """
            YAML 1.2 requires the keys of a mapping to be unique, but libyaml accepts a repeated key and most loaders keep the last value, so one of the two edits silently vanishes. The second key is reported, with a note at the first.
            """,
        triggering: [
            .replacing("title: Count to 10", in: "k/01-counting/count-objects-l1.yaml", with: "title: Count to 10\n↓title: Count to 20")
                .reports("duplicate key 'title'"),
        ],
        nonTriggering: [.replacing("title: Count to 10", in: "k/01-counting/count-objects-l1.yaml", with: "title: Count to 10")]
    )
}
