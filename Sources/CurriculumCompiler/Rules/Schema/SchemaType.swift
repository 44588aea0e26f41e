import CurriculumSchema

/// a value has the wrong type for its field
package enum SchemaType: SchemaRule {
    package static let description = RuleDescription(
        id: SchemaCheck.type.id,
        severity: SchemaCheck.type.severity,
        summary: "a value has the wrong type for its field",
        rationale: """
            Every file kind and item type has a JSON Schema in schemas/; a number where a list is expected, or text where a number is expected, would otherwise reach the app as a crash or a silently wrong item. A plain scalar that looks like a number (`08`, `1.10`) is text where the schema expects text, so YAML 1.1's surprises do not bite (docs/design.md#authored-content).
            """,
        triggering: [
            .replacing("answer: 4", in: "k/01-counting/count-objects-l1.yaml", with: "answer: ↓four")
                .reports("expected a number, found the text \"four\""),
            .replacing("hints:", in: "k/01-counting/count-objects-l1.yaml", with: "hints: ↓Touch each apple as you count.")
                .reports("expected a list, found the text \"Touch each apple as you count.\""),
        ],
        nonTriggering: [
            .replacing("answer: 4", in: "k/01-counting/count-objects-l1.yaml", with: "answer: 4"),
            // A YAML plain number is text where the schema expects text.
            .replacing("title: Count to 10", in: "k/01-counting/count-objects-l1.yaml", with: "title: 10"),
        ]
    )

    static let check = SchemaCheck.type
}
