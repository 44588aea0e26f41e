package enum ConfigUnusedSuppression: Rule {
    package static let description = RuleDescription(
        id: "CONFIG-UNUSED-SUPPRESSION", severity: .warning,
        summary: "a suppression suppresses nothing",
        rationale: """
            A suppression left behind after its item was fixed would hide the next real finding of that rule on the item (docs/design.md#diagnostics-and-configuration). It is reported so it can be removed.
            """,
        triggering: [
            .item("i2", in: "k/01-counting/count-objects-l1.yaml", RuleExample.pondDucks + "  suppress: [{rule: ↓COPY-WORD-LIST, reason: The picture shows a lagoon; the narrator says the word.}]\n")
                .reports("suppression of COPY-WORD-LIST suppresses nothing"),
        ],
        nonTriggering: [.item("i2", in: "k/01-counting/count-objects-l1.yaml", RuleExample.lagoonDucks + "  suppress: [{rule: COPY-WORD-LIST, reason: The picture shows a lagoon; the narrator says the word.}]\n")])
}
