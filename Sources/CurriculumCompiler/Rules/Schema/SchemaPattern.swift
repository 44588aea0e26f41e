import CurriculumSchema

/// a text value does not have the required form
package enum SchemaPattern: SchemaRule {
    package static let description = RuleDescription(
        id: SchemaCheck.pattern.id,
        severity: SchemaCheck.pattern.severity,
        summary: "a text value does not have the required form",
        rationale: """
            Ids are lowercase slugs that begin with their grade (pattern `^(k|1)(\\.[a-z0-9]+(-[a-z0-9]+)*)+$`), item ids are `i1`, `i2`, … and standard codes are written as NYSED writes them, lettered parts without a dot (`NY-K.CC.4a`). Ids become file names, string keys and UUIDs, so their form is checked before anything uses them (docs/design.md#identity). The message says what the value should be in the schema's words; a standard code or id that is near one the item may use leads with "did you mean", with a fix-it.
            """,
        triggering: [
            .replacing("id: k.counting.count-objects.l1", in: "k/01-counting/count-objects-l1.yaml", with: "id: ↓K.Counting.count-objects.l1")
                .reports("'K.Counting.count-objects.l1' is not written as a lesson id"),
            .replacing("standards: [NY-K.CC.4, NY-K.CC.4a, NY-K.CC.5a]", in: "k/01-counting/count-objects-l1.yaml", with: "standards: [NY-K.CC.4, ↓NY-K.CC.4.a, NY-K.CC.5a]")
                .reports("'NY-K.CC.4.a' is not written as a NY Next Generation standard code; did you mean 'NY-K.CC.4a'?"),
            // The fix first: the standard the item's skill teaches, with its fix-it.
            .item("i1", in: "k/02-operations/fluency-within-5-l1.yaml", RuleExample.twoAndOne(standards: "[↓NY-K.OA5]"))
                .reports("'NY-K.OA5' is not written as a NY Next Generation standard code; did you mean 'NY-K.OA.5'?"),
        ],
        nonTriggering: [.replacing("id: k.counting.count-objects.l1", in: "k/01-counting/count-objects-l1.yaml", with: "id: k.counting.count-objects.l1")]
    )

    static let check = SchemaCheck.pattern
}
