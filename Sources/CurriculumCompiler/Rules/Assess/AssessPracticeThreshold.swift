import CurriculumSyntax

package enum AssessPracticeThreshold: CatalogRule {
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "ASSESS-PRACTICE-THRESHOLD", severity: .error,
        summary: "a practice set's mastery threshold is below 80 %",
        rationale: """
            A practice set is passed with at least 80 % accuracy on varied item types (docs/design.md#assessment-and-mastery); below that, a child who misses one item in four would move on without the skill. A practice-set lesson's threshold (its own rubric's, else the manifest's) must be at least 0.8.
            """,
        triggering: [
            .replacing("role: practiceSet", in: "k/01-counting/count-objects-l1.yaml", with: "role: practiceSet\nrubric: {threshold: ↓0.7}")
                .reports("practice set threshold 0.7 is below 0.8 (80 %)"),
        ],
        nonTriggering: [.replacing("role: practiceSet", in: "k/01-counting/count-objects-l1.yaml", with: "role: practiceSet\nrubric: {threshold: 0.85}")])

    static let minimum = 0.8

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for lesson in catalog.lessons where lesson.role?.value == .practiceSet {
            let threshold = catalog.rubric(for: lesson).threshold
            guard threshold + 1e-9 < minimum else { continue }
            if let own = lesson.rubric.threshold {
                out.append(diagnostic(at: own.location, "practice set threshold \(threshold) is below \(minimum) (80 %)"))
            } else {
                let inherited = catalog.manifest?.rubric.threshold.map { Diagnostic.Note("inherited from the manifest's rubric", at: $0.location) }
                let at = lesson.role?.location ?? lesson.id.location
                out.append(diagnostic(
                    at: at, length: lesson.role?.length ?? lesson.id.length,
                    "practice set threshold \(threshold) is below \(minimum) (80 %)", notes: inherited.map { [$0] } ?? []))
            }
        }
        return out
    }
}
