public enum TargetItemsPerLesson: CatalogRule {
    public static let description = RuleDescription(
        id: "TARGET-ITEMS-PER-LESSON", severity: .warning,
        summary: "a lesson has fewer or more items than its grade's target",
        rationale: """
            Seed 003's content build plans: "each lesson contains 5–8 items" in Kindergarten (step 9, \
            "completed within 5 minutes") and 6–10 in Grade 1 (step 16). The manifest's \
            `targets.<grade>.itemsPerLesson` holds the numbers. Mastery checks, which combine a \
            unit's skills, are sized by their rubric instead (ASSESS-MASTERY-REACHABLE).
            """,
        triggering: [.lesson("""
              - id: i1
                type: numericInput
                quickCheck: true
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
              - id: i2
                type: counting
                prompt: How many apples?
                objects: {name: apple, count: 4, arrangement: line}
                answer: 4
                hints: [Touch each apple as you count.]
                feedback: {incorrect: "Touch and count again, one apple at a time."}

            """)])

    public static func check(_ catalog: Catalog) -> [Diagnostic] {
        guard let targets = catalog.manifest?.targets else { return [] }
        return catalog.lessons.compactMap { lesson in
            guard lesson.unit == nil, lesson.role?.value != .masteryCheck, let target = targets[lesson.grade]?.itemsPerLesson,
                !target.contains(lesson.items.count)
            else { return nil }
            return diagnostic(
                at: lesson.id.location, length: lesson.id.length,
                "lesson has \(lesson.items.count) \(lesson.items.count == 1 ? "item" : "items"); \(lesson.grade.displayName) lessons have \(target.lowerBound)–\(target.upperBound)"
            ).following(catalog.damage.lesson(lesson.id.value))
        }
    }
}
