/// a text value does not have the required form
public enum SchemaPattern: Rule {
    public static let description = RuleDescription(
        id: "SCHEMA-PATTERN",
        severity: .error,
        summary: "a text value does not have the required form",
        rationale: """
            Ids are lowercase slugs that begin with their grade (DESIGN.md, "Identity"; pattern `^(k|1)(\\.[a-z0-9]+(-[a-z0-9]+)*)+$`), item ids are `i1`, `i2`, … and standard codes are NYSED's; they become file names and UUIDs, so their form is checked before anything else uses them.
            """,
        triggering: [
            SchemaExamples.lesson(replacing: "id: k.counting.count-to-10.l9\n", with: "id: K.Counting.count-to-10.l9\n"),
            SchemaExamples.lesson(replacing: "  - id: i1\n", with: "  - id: item1\n"),
        ],
        nonTriggering: [SchemaExamples.valid]
    )
}
