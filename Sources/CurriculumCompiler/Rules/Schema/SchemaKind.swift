/// a file's `kind` is missing or unknown
public enum SchemaKind: Rule {
    public static let description = RuleDescription(
        id: "SCHEMA-KIND",
        severity: .error,
        summary: "a file's kind is missing or unknown",
        rationale: """
            Each file says what it is with a top-level `kind`, which picks the schema it is checked against (DESIGN.md, "Authored content"). Without a known kind nothing else in the file can be checked, so this is reported alone, with the closest known kind.
            """,
        triggering: [
            SchemaExamples.lesson(replacing: "kind: Lesson\n", with: "kind: Lessen\n"),
            SchemaExamples.lesson(replacing: "kind: Lesson\n", with: ""),
        ],
        nonTriggering: [SchemaExamples.valid]
    )
}
