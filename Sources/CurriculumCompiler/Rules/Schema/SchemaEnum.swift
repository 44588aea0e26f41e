import CurriculumSchema

/// a value is not one of the values its field allows
package enum SchemaEnum: SchemaRule {
    package static let description = RuleDescription(
        id: SchemaCheck.enumeration.id,
        severity: SchemaCheck.enumeration.severity,
        summary: "a value is not one of the values its field allows",
        rationale: """
            Item types, CRA stages, lesson roles and the like are closed lists (docs/authoring.md#lesson); the app and the solvers know only those values. The message names the closest allowed value ("unknown item type 'tenframe'; did you mean 'tenFrame'?") and lists the allowed values when there are few. Fixed values (`const`) are reported here too.
            """,
        triggering: [
            .replacing("type: tenFrame", in: "k/01-counting/count-objects-l1.yaml", with: "type: ↓tenframe")
                .reports("unknown item type 'tenframe'; did you mean 'tenFrame'?"),
            .replacing("stage: concrete", in: "k/01-counting/count-objects-l1.yaml", with: "stage: ↓concret")
                .reports("'concret' is not one of 'concrete', 'representational', 'abstract'; did you mean 'concrete'?"),
        ],
        nonTriggering: [
            .replacing("type: tenFrame", in: "k/01-counting/count-objects-l1.yaml", with: "type: tenFrame"),
            .replacing("stage: concrete", in: "k/01-counting/count-objects-l1.yaml", with: "stage: representational"),
        ]
    )

    static let check = SchemaCheck.enumeration
}
