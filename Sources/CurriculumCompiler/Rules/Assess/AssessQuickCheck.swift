public enum AssessQuickCheck: CatalogRule {
    public static let description = RuleDescription(
        id: "ASSESS-QUICK-CHECK", severity: .error,
        summary: "a lesson has no quick-check item",
        rationale: """
            Seed 000 (assessment blueprint): "each Kindergarten unit includes at least one quick \
            check per lesson" — very short checks embedded in the lesson — and Grade 1 follows the \
            same pattern. A lesson's quick check is the items marked `quickCheck: true`; mastery \
            checks are assessments themselves and need none.
            """,
        triggering: [.lesson("""
              - id: i1
                type: numericInput
                prompt: What is 2 + 3?
                answer: 5
                hints: [Start at 2 and count on 3 more.]
                feedback: {incorrect: Count on from 2 with your fingers.}

            """)],
        nonTriggering: [.lesson("""
              - id: i1
                type: numericInput
                quickCheck: true
                prompt: What is 2 + 3?
                answer: 5
                hints: [Start at 2 and count on 3 more.]
                feedback: {incorrect: Count on from 2 with your fingers.}

            """)])

    public static func check(_ catalog: Catalog) -> [Diagnostic] {
        catalog.lessons.filter { lesson in
            lesson.unit == nil && lesson.role?.value != .masteryCheck && !lesson.items.isEmpty && !lesson.items.contains { $0.quickCheck }
        }.map { lesson in
            diagnostic(
                at: lesson.id.location, length: lesson.id.length, "lesson has no quick-check item",
                notes: [.init("add `quickCheck: true` to the item or items that check the lesson's idea right after it is taught")]
            ).following(catalog.damage.lesson(lesson.id.value))
        }
    }
}
