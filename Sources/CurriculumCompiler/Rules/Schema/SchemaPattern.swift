/// a text value does not have the required form
public enum SchemaPattern: SchemaRule {
    public static let description = RuleDescription(
        id: "SCHEMA-PATTERN",
        severity: .error,
        summary: "a text value does not have the required form",
        rationale: """
            Ids are lowercase slugs that begin with their grade (pattern `^(k|1)(\\.[a-z0-9]+(-[a-z0-9]+)*)+$`), item ids are `i1`, `i2`, … and standard codes are written as NYSED writes them, lettered parts without a dot (`NY-K.CC.4a`). Ids become file names, string keys and UUIDs, so their form is checked before anything uses them (docs/design.md#identity).
            """,
        triggering: [
            .replacing("id: k.counting.count-objects.l1", in: "k/01-counting/count-objects-l1.yaml", with: "id: ↓K.Counting.count-objects.l1")
                .reports(#"'K.Counting.count-objects.l1' does not have the required form ^(k|1)\.[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*\.l[1-9][0-9]*|\.mastery)$"#),
            .replacing("standards: [NY-K.CC.4, NY-K.CC.4a, NY-K.CC.5a]", in: "k/01-counting/count-objects-l1.yaml", with: "standards: [NY-K.CC.4, ↓NY-K.CC.4.a, NY-K.CC.5a]")
                .reports(#"'NY-K.CC.4.a' does not have the required form ^NY-(K|1)\.(CC|OA|NBT|MD|G)\.[0-9]+[a-d]?$"#),
        ],
        nonTriggering: [.replacing("id: k.counting.count-objects.l1", in: "k/01-counting/count-objects-l1.yaml", with: "id: k.counting.count-objects.l1")]
    )

    static let claims: Set<SchemaKeyword> = [.pattern, .format]
}
