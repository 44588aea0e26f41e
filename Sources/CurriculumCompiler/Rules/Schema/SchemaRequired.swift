import CurriculumSchema

/// a required field is missing
package enum SchemaRequired: SchemaRule {
    package static let description = RuleDescription(
        id: SchemaCheck.required.id,
        severity: SchemaCheck.required.severity,
        summary: "a required field is missing",
        rationale: """
            The schemas in schemas/ name the fields each kind and item type needs (docs/authoring.md#fields-every-item-has: `id`, `type`, `prompt`, `feedback`, and `answer` and `hints` for auto-scored types). The finding points at the mapping that lacks the field. A misspelt field is reported once, as an unknown field with its correction, not again as missing.
            """,
        triggering: [
            // At the mapping that lacks the field: the item, then the lesson.
            .replacing("answer: 4", in: "k/01-counting/count-objects-l1.yaml", with: "# answer: 4")
                .reports("missing required field 'answer'", atLine: "- ↓id: i1", in: "k/01-counting/count-objects-l1.yaml"),
            .replacing("title: Count to 10", in: "k/01-counting/count-objects-l1.yaml", with: "# title: Count to 10")
                .reports("missing required field 'title'", atLine: "kind: Lesson", in: "k/01-counting/count-objects-l1.yaml"),
        ],
        nonTriggering: [.replacing("answer: 4", in: "k/01-counting/count-objects-l1.yaml", with: "answer: 4")]
    )

    static let check = SchemaCheck.required
}
