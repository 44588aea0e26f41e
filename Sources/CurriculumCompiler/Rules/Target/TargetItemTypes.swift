public enum TargetItemTypes: CatalogRule {
    public static let description = RuleDescription(
        id: "TARGET-ITEM-TYPES", severity: .warning,
        summary: "a lesson uses only one item type",
        rationale: """
            Seed 003 (step 9): each lesson ensures "a variety of interaction types (drag-and-drop, \
            multiple choice, sorting)"; seed 000: practice sets are "varied item types". A lesson \
            uses at least two item types.
            """,
        triggering: [.lesson("""
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

            """)],
        nonTriggering: [.lesson("""
              - id: i1
                type: numericInput
                prompt: What is 2 + 3?
                answer: 5
                hints: [Start at 2 and count on 3 more.]
                feedback: {incorrect: Count on from 2 with your fingers.}
              - id: i2
                type: counting
                prompt: How many apples?
                objects: {name: apple, count: 4, arrangement: line}
                answer: 4
                hints: [Touch each apple as you count.]
                feedback: {incorrect: "Touch and count again, one apple at a time."}

            """)])

    public static func check(_ catalog: Catalog) -> [Diagnostic] {
        catalog.lessons.compactMap { lesson in
            let types = Set(lesson.items.map(\.type.value))
            guard types.count < 2, let only = types.first else { return nil }
            return diagnostic(
                at: lesson.id.location, length: lesson.id.length,
                "lesson uses one item type (\(only)); use at least two"
            ).following(catalog.damage.lesson(lesson.id.value))
        }
    }
}
