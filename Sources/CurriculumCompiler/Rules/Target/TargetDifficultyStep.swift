import CurriculumSyntax

package enum TargetDifficultyStep: CatalogRule {
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "TARGET-DIFFICULTY-STEP", severity: .warning,
        summary: "difficulty jumps more than two levels between neighbouring items",
        rationale: """
            Lessons grow harder gradually, and the app's adaptive difficulty moves one level at a time: up after two right answers in a row, down after two wrong ones (docs/design.md#assessment-and-mastery). A jump of more than two levels between neighbouring items (difficulty 1 when unset) skips the steps in between.
            """,
        triggering: [
            (.replacing("role: practiceSet", in: "k/01-counting/count-objects-l1.yaml", with: "role: practiceSet\nrubric: {maxDifficulty: 5}")
                + .replacing("difficulty: 3", in: "k/01-counting/count-objects-l1.yaml", with: "difficulty: ↓5"))
                .reports("difficulty jumps from 2 to 5 after item i8"),
        ],
        nonTriggering: [
            .replacing("role: practiceSet", in: "k/01-counting/count-objects-l1.yaml", with: "role: practiceSet\nrubric: {maxDifficulty: 5}")
                + .replacing("difficulty: 3", in: "k/01-counting/count-objects-l1.yaml", with: "difficulty: 4"),
        ])

    static let largestStep = 2

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
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
