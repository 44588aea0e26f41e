package enum ConfigSuppressionReason: Rule {
    package static let description = RuleDescription(
        id: "CONFIG-SUPPRESSION-REASON", severity: .error,
        summary: "a suppression gives no reason",
        rationale: """
            An item may switch a rule off for itself only with a written reason (docs/design.md#diagnostics-and-configuration), so a reviewer can judge the exception and it never hides a real defect unexplained. A suppression without a reason suppresses nothing.
            """,
        triggering: [
            .item("i2", in: "k/01-counting/count-objects-l1.yaml", RuleExample.lagoonDucks + "  suppress: [{rule: ↓COPY-WORD-LIST}]\n")
                .reports("suppression of COPY-WORD-LIST gives no reason"),
        ],
        nonTriggering: [.item("i2", in: "k/01-counting/count-objects-l1.yaml", RuleExample.lagoonDucks + "  suppress: [{rule: COPY-WORD-LIST, reason: The picture shows a lagoon; the narrator says the word.}]\n")])
}
