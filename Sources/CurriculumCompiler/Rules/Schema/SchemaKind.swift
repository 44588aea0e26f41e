import CurriculumSchema

/// a file's `kind` is missing or unknown
package enum SchemaKind: SchemaRule {
    package static let description = RuleDescription(
        id: SchemaCheck.kind.id,
        severity: SchemaCheck.kind.severity,
        summary: "a file's kind is missing or unknown",
        rationale: """
            Each file says what it is with a top-level `kind`, which picks the schema it is checked against (docs/design.md#authored-content). Without a known kind nothing else in the file can be checked, so this is reported with the closest known kind.
            """,
        triggering: [
            .replacing("kind: Lesson", in: "k/01-counting/count-objects-l1.yaml", with: "kind: ↓Lessen")
                .reports("unknown kind 'Lessen'; did you mean 'Lesson'?"),
            // At the file's first key.
            .replacing("kind: Lesson", in: "k/01-counting/count-objects-l1.yaml", with: "# kind: Lesson")
                .reports("missing 'kind'; every file says what it is", atLine: "id: k.counting.count-objects.l1", in: "k/01-counting/count-objects-l1.yaml"),
        ],
        nonTriggering: [.replacing("kind: Lesson", in: "k/01-counting/count-objects-l1.yaml", with: "kind: Lesson")]
    )

    static let check = SchemaCheck.kind
}
