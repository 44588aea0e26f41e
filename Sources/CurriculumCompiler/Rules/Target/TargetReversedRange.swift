import CurriculumSyntax

package enum TargetReversedRange: CatalogRule {
    package static let description = RuleDescription(
        id: "TARGET-REVERSED-RANGE", severity: .error,
        summary: "a [min, max] pair in the manifest has its minimum above its maximum",
        rationale: """
            The manifest's ranges (`targets.<grade>.lessonsPerSkill`, `targets.<grade>.itemsPerLesson`) \
            are written `[min, max]`. A reversed pair such as `[10, 9]` allows no count at all, so the \
            TARGET-* rules could not judge the grade and would stay silent: the target would be \
            ignored without a word. The pair is almost always two numbers typed in the wrong order; \
            the fix-it swaps them. See docs/design.md#content-targets.
            """,
        triggering: [
            .replacing("K: {lessonsPerSkill: [3, 4], itemsPerLesson: [5, 8], lessons: 40, items: 400}", in: "curriculum.yaml", with: "K: {lessonsPerSkill: ↓[4, 3], itemsPerLesson: [5, 8], lessons: 40, items: 400}")
                .reports("targets.K.lessonsPerSkill is [4, 3]: the minimum is above the maximum, so no count can meet it"),
            .replacing("K: {lessonsPerSkill: [3, 4], itemsPerLesson: [5, 8], lessons: 40, items: 400}", in: "curriculum.yaml", with: "K: {lessonsPerSkill: [3, 4], itemsPerLesson: ↓[8, 5], lessons: 40, items: 400}")
                .reports("targets.K.itemsPerLesson is [8, 5]: the minimum is above the maximum, so no count can meet it"),
        ],
        nonTriggering: [
            .replacing("K: {lessonsPerSkill: [3, 4], itemsPerLesson: [5, 8], lessons: 40, items: 400}", in: "curriculum.yaml", with: "K: {lessonsPerSkill: [3, 4], itemsPerLesson: [5, 8], lessons: 40, items: 400}"),
        ])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        guard let manifest = catalog.manifest else { return [] }
        return manifest.ranges.filter { $0.min > $0.max }.map { range in
            diagnostic(
                at: range.location, length: range.length,
                "\(range.field) is [\(range.min), \(range.max)]: the minimum is above the maximum, so no count can meet it",
                fixIts: range.length > 1 ? [.init(at: range.location, length: range.length, replacement: "[\(range.max), \(range.min)]")] : [])
        }
    }
}
