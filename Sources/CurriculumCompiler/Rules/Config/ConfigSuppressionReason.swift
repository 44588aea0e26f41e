public enum ConfigSuppressionReason: Rule {
    public static let description = RuleDescription(
        id: "CONFIG-SUPPRESSION-REASON", severity: .error,
        summary: "a suppression gives no reason",
        rationale: """
            DESIGN.md (Diagnostics): a single item may suppress a rule only with a written reason, so a \
            reviewer can judge the exception and it never hides a real defect unexplained.
            """,
        triggering: [.lesson("""
              - id: i1
                type: numericInput
                prompt: What is 2 + 3?
                answer: 5
                hints: [Start at 2 and count on 3 more.]
                feedback: {incorrect: Count on from 2 with your fingers.}
                skill: k.counting.nope
                suppress: [{rule: REF-UNKNOWN}]

            """)],
        nonTriggering: [.lesson("""
              - id: i1
                type: numericInput
                prompt: What is 2 + 3?
                answer: 5
                hints: [Start at 2 and count on 3 more.]
                feedback: {incorrect: Count on from 2 with your fingers.}
                skill: k.counting.nope
                suppress: [{rule: REF-UNKNOWN, reason: The skill arrives in the next release.}]

            """)])
}
