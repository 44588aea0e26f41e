import CurriculumSyntax

package enum TargetItemsPerLesson: CatalogRule {
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "TARGET-ITEMS-PER-LESSON", severity: .warning,
        summary: "a lesson has fewer or more items than its grade's target",
        rationale: """
            A Kindergarten lesson holds 5–8 items, short enough to finish in about five minutes; a Grade 1 lesson holds 6–10 (docs/design.md#content-targets). The manifest's `targets.<grade>.itemsPerLesson` holds the numbers. Mastery checks, which combine a unit's skills, are sized by their rubric instead (ASSESS-MASTERY-REACHABLE).
            """,
        triggering: [
            .adding(RuleExample.kofiCars.replacingOccurrences(of: "- id: i7", with: "- id: i9"), after: "- id: i8", in: "k/01-counting/count-objects-l1.yaml")
                .reports("lesson has 9 items; Kindergarten lessons have 5–8", atLine: "id: ↓k.counting.count-objects.l1", in: "k/01-counting/count-objects-l1.yaml"),
        ],
        nonTriggering: [.adding(RuleExample.meiCars.replacingOccurrences(of: "- id: i7", with: "- id: i8").replacingOccurrences(of: "  standards: [NY-K.CC.4, NY-K.CC.4b]\n", with: ""), after: "- id: i7", in: "k/01-counting/count-objects-l2.yaml")])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
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
