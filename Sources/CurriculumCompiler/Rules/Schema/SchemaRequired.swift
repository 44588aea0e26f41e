/// a required field is missing
public enum SchemaRequired: Rule {
    public static let description = RuleDescription(
        id: "SCHEMA-REQUIRED",
        severity: .error,
        summary: "a required field is missing",
        rationale: """
            The schemas in schemas/ name the fields each kind and item type needs (docs/authoring.md, "Fields every item has": `id`, `type`, `prompt`, `feedback`, and `answer` and `hints` for auto-scored types). The diagnostic points at the mapping that lacks the field. A misspelt field is reported once, as an unknown field with its correction, not again as missing.
            """,
        triggering: [
            SchemaExamples.lesson(replacing: "    answer: 7\n", with: ""),
            SchemaExamples.lesson(replacing: "title: Count the apples\n", with: ""),
        ],
        nonTriggering: [SchemaExamples.valid]
    )
}
