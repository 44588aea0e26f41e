public enum RefDuplicateID: CatalogRule {
    public static let description = RuleDescription(
        id: "REF-DUPLICATE-ID", severity: .error,
        summary: "an id is defined twice",
        rationale: """
            Ids are the identity of units, skills, lessons, items, standards, badges and events: the \
            app keys learner progress on them (seed 001, content spec; DESIGN.md, Identity). Two \
            definitions of one id make every reference to it ambiguous.
            """,
        triggering: [.lesson("""
              - id: i1
                type: numericInput
                prompt: What is 2 + 3?
                answer: 5
                hints: [Start at 2 and count on 3 more.]
                feedback: {incorrect: Count on from 2 with your fingers.}
              - id: i1
                type: numericInput
                prompt: What is 1 + 3?
                answer: 4
                hints: [Start at 1 and count on 3 more.]
                feedback: {incorrect: Count on from 1 with your fingers.}

            """)],
        nonTriggering: [.lesson("""
              - id: i1
                type: numericInput
                prompt: What is 2 + 3?
                answer: 5
                hints: [Start at 2 and count on 3 more.]
                feedback: {incorrect: Count on from 2 with your fingers.}
              - id: i2
                type: numericInput
                prompt: What is 1 + 3?
                answer: 4
                hints: [Start at 1 and count on 3 more.]
                feedback: {incorrect: Count on from 1 with your fingers.}

            """)])

    public static func check(_ catalog: Catalog) -> [Diagnostic] {
        catalog.duplicates.map { dup in
            diagnostic(
                at: dup.id.location, length: dup.id.length, "'\(dup.id.value)' is already defined",
                notes: [.init("first defined here", at: dup.first)])
        }
    }
}
