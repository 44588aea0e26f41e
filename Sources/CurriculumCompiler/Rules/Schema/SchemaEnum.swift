/// a value is not one of the values its field allows
public enum SchemaEnum: Rule {
    public static let description = RuleDescription(
        id: "SCHEMA-ENUM",
        severity: .error,
        summary: "a value is not one of the values its field allows",
        rationale: """
            Item types, CRA stages, lesson roles and the like are closed lists (docs/authoring.md); the app and the solvers only know those values. The message names the closest allowed value ("unknown item type 'tenframe'; did you mean 'tenFrame'?") and lists the allowed values when there are few. Fixed values (`const`) report here too.
            """,
        triggering: [
            SchemaExamples.lesson(replacing: "    type: tenFrame\n", with: "    type: tenframe\n"),
            SchemaExamples.lesson(replacing: "stage: concrete\n", with: "stage: concret\n"),
        ],
        nonTriggering: [
            SchemaExamples.valid,
            SchemaExamples.lesson(replacing: "stage: concrete\n", with: "stage: representational\n"),
        ]
    )
}
