import CurriculumSchema

/// a number, a length or a count is outside the allowed range
package enum SchemaRange: SchemaRule {
    package static let description = RuleDescription(
        id: SchemaCheck.range.id,
        severity: SchemaCheck.range.severity,
        summary: "a number, a length or a count is outside the allowed range",
        rationale: """
            The schemas bound what an item can hold: difficulty from 1, 1–3 hints, 2–4 options (a 2×2 grid), unique options, text lengths (docs/authoring.md#fields-every-item-has). This covers minimum, maximum, multipleOf, string lengths (counted in Unicode characters), list and mapping sizes, `contains` and `uniqueItems`.
            """,
        triggering: [
            .replacing("difficulty: 1", in: "k/01-counting/count-objects-l1.yaml", with: "difficulty: ↓0")
                .reports("expected at least 1, found 0"),
        ],
        nonTriggering: [
            .replacing("difficulty: 1", in: "k/01-counting/count-objects-l1.yaml", with: "difficulty: 1"),
        ]
    )

    static let check = SchemaCheck.range
}
