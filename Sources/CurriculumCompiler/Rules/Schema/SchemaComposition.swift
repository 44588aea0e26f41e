/// a value matches none, or more than one, of the forms its field allows
public enum SchemaComposition: Rule {
    public static let description = RuleDescription(
        id: "SCHEMA-COMPOSITION",
        severity: .error,
        summary: "a value matches none, or more than one, of the forms its field allows",
        rationale: """
            Some fields take one of several forms (`oneOf`), and some forms are ruled out (`not`): a lesson names its `skill`, or, as a mastery check, its `unit`, never both (docs/authoring.md, `Lesson`). When a value matches no form, the mistakes of the form it comes closest to are reported under their own rules; this rule reports what remains: several forms matching at once, a `not`, or a value no form explains.
            """,
        triggering: [
            SchemaExamples.lesson(replacing: "skill: k.counting.count-to-10\n", with: "skill: k.counting.count-to-10\nunit: k.counting\n"),
        ],
        nonTriggering: [SchemaExamples.valid]
    )
}
