public enum TargetDifficultyStep: CatalogRule {
    public static let description = RuleDescription(
        id: "TARGET-DIFFICULTY-STEP", severity: .warning,
        summary: "difficulty jumps more than two levels between neighbouring items",
        rationale: """
            Seed 003 (step 5): adaptive difficulty "increases by one level after two consecutive \
            correct answers", and step 9 asks lessons to be "gradually increasing complexity". A jump \
            of more than two levels between neighbouring items (difficulty 1 when unset) skips the \
            steps in between.
            """,
        triggering: [.lesson("""
              - id: i1
                type: numericInput
                difficulty: 1
                prompt: What is 2 + 3?
                answer: 5
                hints: [Start at 2 and count on 3 more.]
                feedback: {incorrect: Count on from 2 with your fingers.}
              - id: i2
                type: numericInput
                difficulty: 5
                prompt: What is 1 + 3?
                answer: 4
                hints: [Start at 1 and count on 3 more.]
                feedback: {incorrect: Count on from 1 with your fingers.}

            """, header: "rubric: {maxDifficulty: 5}")],
        nonTriggering: [.lesson("""
              - id: i1
                type: numericInput
                difficulty: 1
                prompt: What is 2 + 3?
                answer: 5
                hints: [Start at 2 and count on 3 more.]
                feedback: {incorrect: Count on from 2 with your fingers.}
              - id: i2
                type: numericInput
                difficulty: 3
                prompt: What is 1 + 3?
                answer: 4
                hints: [Start at 1 and count on 3 more.]
                feedback: {incorrect: Count on from 1 with your fingers.}

            """)])

    static let largestStep = 2

    public static func check(_ catalog: Catalog) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for lesson in catalog.lessons {
            for (before, item) in zip(lesson.items, lesson.items.dropFirst()) {
                let a = before.difficulty?.value ?? 1, b = item.difficulty?.value ?? 1
                let (step, overflow) = b.subtractingReportingOverflow(a)
                guard overflow || step.magnitude > largestStep else { continue }
                out.append(diagnostic(
                    at: item.difficulty?.location ?? item.id.location, length: item.difficulty == nil ? item.id.length : 1,
                    "difficulty jumps from \(a) to \(b) after item \(before.id.value)",
                    notes: [.init("neighbouring items differ by at most \(largestStep) levels")]
                ).following(catalog.damage.lesson(lesson.id.value)))
            }
        }
        return out
    }
}
