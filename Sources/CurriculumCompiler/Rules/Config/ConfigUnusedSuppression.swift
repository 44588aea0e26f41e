public enum ConfigUnusedSuppression: Rule {
    public static let description = RuleDescription(
        id: "CONFIG-UNUSED-SUPPRESSION", severity: .warning,
        summary: "a suppression suppresses nothing",
        rationale: """
            A suppression left behind after the content was fixed would hide the next real problem of \
            that rule on the item; it is reported so it can be removed (DESIGN.md, Diagnostics).
            """,
        triggering: [.lesson("""
              - id: i1
                type: numericInput
                prompt: What is 2 + 3?
                answer: 5
                hints: [Start at 2 and count on 3 more.]
                feedback: {incorrect: Count on from 2 with your fingers.}
                suppress: [{rule: REF-UNKNOWN, reason: Left over from an old draft.}]

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
