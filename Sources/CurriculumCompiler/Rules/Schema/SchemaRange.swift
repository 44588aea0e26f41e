/// a number, a length or a count is outside the allowed range
public enum SchemaRange: Rule {
    public static let description = RuleDescription(
        id: "SCHEMA-RANGE",
        severity: .error,
        summary: "a number, a length or a count is outside the allowed range",
        rationale: """
            The schemas bound what an item can hold: difficulty from 1, 1–3 hints, 2–4 options (a 2×2 grid), unique options, text lengths (docs/authoring.md, "Fields every item has" and "Item types"). This covers minimum, maximum, multipleOf, string lengths (counted in Unicode characters), list and mapping sizes, `contains` and `uniqueItems`.
            """,
        triggering: [
            SchemaExamples.lesson(replacing: "    difficulty: 1\n", with: "    difficulty: 0\n"),
        ],
        nonTriggering: [
            SchemaExamples.valid,
            SchemaExamples.lesson(replacing: "    difficulty: 1\n", with: "    difficulty: 2\n"),
        ]
    )
}
