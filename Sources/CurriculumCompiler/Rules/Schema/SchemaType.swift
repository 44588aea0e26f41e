/// a value has the wrong type for its field
public enum SchemaType: Rule {
    public static let description = RuleDescription(
        id: "SCHEMA-TYPE",
        severity: .error,
        summary: "a value has the wrong type for its field",
        rationale: """
            Every file kind and item type has a JSON Schema in schemas/ (DESIGN.md, "Shape"); a number where a list is expected, or text where a number is expected, would otherwise surface as a crash or a silently wrong item in the app. YAML plain scalars that look like numbers (`08`, `1.10`) count as text where the schema expects text, so YAML 1.1 surprises do not bite (DESIGN.md, "Authored content").
            """,
        triggering: [
            SchemaExamples.lesson(replacing: "    answer: 7\n", with: "    answer: seven\n"),
            SchemaExamples.lesson(replacing: "    hints:\n      - Touch each apple as you count.\n", with: "    hints: Touch each apple as you count.\n"),
        ],
        nonTriggering: [
            SchemaExamples.valid,
            // A YAML plain number is text where the schema expects text.
            SchemaExamples.lesson(replacing: "title: Count the apples\n", with: "title: 10\n"),
        ]
    )
}
