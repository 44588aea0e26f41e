/// a field is not one the schema declares
public enum SchemaUnknownField: Rule {
    public static let description = RuleDescription(
        id: "SCHEMA-UNKNOWN-FIELD",
        severity: .error,
        summary: "a field is not one the schema declares",
        rationale: """
            A misspelt field (`promt`) is not an extra field but a missing one, and the app would never show it. The schemas close every mapping (`additionalProperties: false`), and the diagnostic points at the key with the closest declared field name ("did you mean", DESIGN.md "Bad input and safety") and a fix-it when there is exactly one.
            """,
        triggering: [
            SchemaExamples.lesson(replacing: "    prompt: How many apples?\n", with: "    promt: How many apples?\n"),
            SchemaExamples.lesson(replacing: "stage: concrete\n", with: "stage: concrete\ncolour: red\n"),
        ],
        nonTriggering: [SchemaExamples.valid]
    )
}
