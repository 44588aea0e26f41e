/// a value matches none, or more than one, of the forms its field allows
public enum SchemaComposition: Rule {
    public static let description = RuleDescription(
        id: "SCHEMA-COMPOSITION",
        severity: .error,
        summary: "a value matches none, or more than one, of the forms its field allows",
        rationale: """
            Some fields take one of several forms (`oneOf`), and some forms are ruled out (`not`): a fact-set step lists `pairs`, walks a `range`, or is the `fill` step, exactly one of them (docs/authoring.md, `FactSet`). When a value matches no form, the mistakes of the form it comes closest to are reported under their own rules; this rule reports what remains: several forms matching at once, a `not`, or a value no form explains.
            """,
        triggering: [
            RuleExample("facts/extra.yaml", """
                # yaml-language-server: $schema=../../../../../schemas/fact-set.schema.json
                kind: FactSet
                id: facts.extra
                count: 1
                options: {count: 4, min: 0, max: 20}
                steps:
                  - {name: both, tags: [doubles], op: add, pairs: [[1, 1]], fill: true}

                """),
        ],
        nonTriggering: [SchemaExamples.valid, RuleExample("facts/extra.yaml", """
            # yaml-language-server: $schema=../../../../../schemas/fact-set.schema.json
            kind: FactSet
            id: facts.extra
            count: 1
            options: {count: 4, min: 0, max: 20}
            steps:
              - {name: doubles, tags: [doubles], op: add, pairs: [[1, 1]]}

            """)]
    )
}
