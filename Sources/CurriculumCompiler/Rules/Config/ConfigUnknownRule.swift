package enum ConfigUnknownRule: Rule {
    package static let description = RuleDescription(
        id: "CONFIG-UNKNOWN-RULE", severity: .error,
        summary: "a severity override or suppression names a rule that does not exist",
        rationale: """
            A misspelt rule id in the manifest's `rules:`, in `--rule` or in a suppression silently configures nothing, so the rule the author meant to change keeps its old severity. SwiftLint and yamllint report the same mistake. The finding names the nearest real id.
            """,
        triggering: [
            .replacing("rules: {}", in: "curriculum.yaml", with: "rules: {↓COPY-READING-LEVL: info}")
                .reports("unknown rule 'COPY-READING-LEVL'; did you mean 'COPY-READING-LEVEL'?"),
            .item("i2", in: "k/01-counting/count-objects-l1.yaml", RuleExample.lagoonDucks + "  suppress: [{rule: ↓COPY-WORDLIST, reason: The picture shows a lagoon; the narrator says the word.}]\n")
                .reports("unknown rule 'COPY-WORDLIST'; did you mean 'COPY-WORD-LIST'?"),
        ],
        nonTriggering: [.replacing("rules: {}", in: "curriculum.yaml", with: "rules: {COPY-READING-LEVEL: info}")])
}
