import CurriculumSyntax

package enum AssessQuickCheck: CatalogRule {
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "ASSESS-QUICK-CHECK", severity: .error,
        summary: "a lesson has no quick-check item",
        rationale: """
            Every lesson embeds a quick check: a few items that tell the app at once whether the child followed the lesson (docs/design.md#assessment-and-mastery). A lesson's quick check is its items marked `quickCheck: true`; a mastery check is an assessment itself and needs none.
            """,
        triggering: [
            (.replacing("quickCheck: true", in: "k/01-counting/count-objects-l1.yaml", with: "quickCheck: false")
                + .replacing("quickCheck: true", in: "k/01-counting/count-objects-l1.yaml", with: "quickCheck: false"))
                .reports("lesson has no quick-check item", atLine: "id: ↓k.counting.count-objects.l1", in: "k/01-counting/count-objects-l1.yaml"),
        ],
        nonTriggering: [
            .replacing("quickCheck: true", in: "k/01-counting/count-objects-l1.yaml", with: "quickCheck: false"),
        ])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
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
