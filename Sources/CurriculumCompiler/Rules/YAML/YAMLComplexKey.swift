import CurriculumSyntax

/// a mapping key is a list or a mapping
package enum YAMLComplexKey: Rule {
    package static let description = RuleDescription(
        id: SyntaxCheck.complexKey.id,
        severity: SyntaxCheck.complexKey.severity,
        summary: "a mapping key is a list or a mapping",
        rationale: """
            The keys of curriculum files are field names. YAML allows a list or a mapping as a key (`? [a, b]`), but such a key has no meaning in the format and no JSON form, so the bundle could not hold it (docs/design.md#authored-content).
            """,
        triggering: [
            .replacing("title: Count to 10", in: "k/01-counting/count-objects-l1.yaml", with: "title: Count to 10\n? ↓[count, to]\n: 10")
                .reports("mapping key is a list; keys must be plain text"),
        ],
        nonTriggering: [.replacing("title: Count to 10", in: "k/01-counting/count-objects-l1.yaml", with: "title: Count to 10")]
    )
}
