public enum ConfigUnknownRule: Rule {
    public static let description = RuleDescription(
        id: "CONFIG-UNKNOWN-RULE", severity: .error,
        summary: "a severity override or suppression names a rule that does not exist",
        rationale: """
            A misspelled rule id in configuration silently configures nothing; SwiftLint and yamllint \
            report the same mistake. The diagnostic suggests the nearest real id.
            """,
        triggering: [.lesson("""
              - id: i1
                type: numericInput
                prompt: What is 2 + 3?
                answer: 5
                hints: [Start at 2 and count on 3 more.]
                feedback: {incorrect: Count on from 2 with your fingers.}
                suppress: [{rule: ITEM-ANSWR, reason: Checked by hand.}]

            """)],
        nonTriggering: [.lesson("""
              - id: i1
                type: numericInput
                prompt: What is 2 + 3?
                answer: 5
                hints: [Start at 2 and count on 3 more.]
                feedback: {incorrect: Count on from 2 with your fingers.}

            """)])
}
