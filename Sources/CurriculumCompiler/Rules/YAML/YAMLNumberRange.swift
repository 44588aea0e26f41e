import CurriculumSyntax

/// an integer is too large to represent
package enum YAMLNumberRange: Rule {
    package static let description = RuleDescription(
        id: SyntaxCheck.numberRange.id,
        severity: SyntaxCheck.numberRange.severity,
        summary: "an integer is too large to represent",
        rationale: """
            Whole numbers are stored in 64 bits; a larger one cannot be stored or compared exactly, and no K–1 item needs one (docs/design.md#bad-input-and-safety).
            """,
        triggering: [
            .replacing("order: 1", in: "k/01-counting/count-objects-l1.yaml", with: "order: ↓99999999999999999999999")
                .reports("integer 99999999999999999999999 is too large"),
        ],
        nonTriggering: [.replacing("order: 1", in: "k/01-counting/count-objects-l1.yaml", with: "order: 1")]
    )
}
