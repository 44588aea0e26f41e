import CurriculumSchema

/// a field is not one the schema declares
package enum SchemaUnknownField: SchemaRule {
    package static let description = RuleDescription(
        id: SchemaCheck.unknownField.id,
        severity: SchemaCheck.unknownField.severity,
        summary: "a field is not one the schema declares",
        rationale: """
            A misspelt field (`promt`) is not an extra field but a missing one, and the app would never show it. The schemas in schemas/ close every mapping (`additionalProperties: false`); the finding points at the key, names the closest declared field, and offers a fix-it when there is exactly one.
            """,
        triggering: [
            .replacing("prompt: How many apples?", in: "k/01-counting/count-objects-l1.yaml", with: "↓promt: How many apples?")
                .reports("unknown field 'promt'; did you mean 'prompt'?"),
            .replacing("stage: concrete", in: "k/01-counting/count-objects-l1.yaml", with: "stage: concrete\n↓colour: red")
                .reports("unknown field 'colour'"),
        ],
        nonTriggering: [.replacing("prompt: How many apples?", in: "k/01-counting/count-objects-l1.yaml", with: "prompt: How many apples?")]
    )

    static let check = SchemaCheck.unknownField
}
