import CurriculumSchema

/// a value matches none, or more than one, of the forms its field allows
package enum SchemaComposition: SchemaRule {
    package static let description = RuleDescription(
        id: SchemaCheck.composition.id,
        severity: SchemaCheck.composition.severity,
        summary: "a value matches none, or more than one, of the forms its field allows",
        rationale: """
            Some fields take one of several forms (`oneOf` in schemas/), and some forms are ruled out (`not`): a fact-set step lists `pairs`, walks a `range`, or is the `fill` step, exactly one of them (docs/authoring.md#factset). When a value matches no form, the mistakes of the form it comes closest to are reported under their own rules; this rule reports what remains: several forms matching at once, a `not`, or a value no form explains.
            """,
        triggering: [
            .replacing("- {name: commutative,", in: "facts/starter.yaml", with: "- {name: commutative, tags: [commutative, band4], op: add, pairs: [[6, 8], [8, 6], [7, 9], [9, 7], [4, 6], [6, 4]], ↓fill: true}")
                .reports("give only one of 'pairs' and 'fill', not both"),
        ],
        nonTriggering: [
            .replacing("- {name: commutative,", in: "facts/starter.yaml", with: "- {name: commutative, tags: [commutative, band4], op: add, pairs: [[6, 8], [8, 6], [7, 9], [9, 7], [4, 6], [6, 4]]}"),
        ]
    )

    static let check = SchemaCheck.composition
}
