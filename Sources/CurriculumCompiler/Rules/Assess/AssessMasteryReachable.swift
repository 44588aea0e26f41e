import CurriculumSyntax
import CurriculumModel

package enum AssessMasteryReachable: CatalogRule {
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "ASSESS-MASTERY-REACHABLE", severity: .error,
        summary: "a lesson's rubric cannot be met with the items it has",
        rationale: """
            The mastery engine (Sources/CurriculumModel/Mastery/) averages the last `window` scores and needs that average at the threshold in `sessions` separate sessions (docs/design.md#assessment-and-mastery). So a lesson needs at least `window` scored items, and a child who answers everything right, with no hints or with one hint per item, must reach the threshold; otherwise the lesson can never be mastered. The rule runs the engine to prove it; `curriculum simulate` shows the same run step by step.
            """,
        triggering: [
            .replacing("role: practiceSet", in: "k/01-counting/count-objects-l1.yaml", with: "role: practiceSet\nrubric: {threshold: 0.95}")
                .reports("a learner using one hint per item scores 0.9, below the threshold 0.95", atLine: "id: ↓k.counting.count-objects.l1", in: "k/01-counting/count-objects-l1.yaml"),
            .replacing("role: practiceSet", in: "k/01-counting/count-objects-l1.yaml", with: "role: practiceSet\nrubric: {window: 8}")
                .reports("lesson has 7 scored items but mastery needs 8 in a session", atLine: "id: ↓k.counting.count-objects.l1", in: "k/01-counting/count-objects-l1.yaml"),
        ],
        nonTriggering: [.replacing("role: practiceSet", in: "k/01-counting/count-objects-l1.yaml", with: "role: practiceSet\nrubric: {threshold: 0.9}")])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for lesson in catalog.lessons {
            let rubric = catalog.rubric(for: lesson)
            // ASSESS-RUBRIC reports rubrics the engine cannot take at face value.
            guard rubric.problems.isEmpty else { continue }
            let reach = MasteryReachability(rubric: rubric)
            let at = lesson.id.location, length = lesson.id.length
            if !reach.isReachable(hintsPerItem: 1) {
                let score = reach.score(hintsPerItem: 1)
                out.append(diagnostic(
                    at: at, length: length,
                    "a learner using one hint per item scores \(format(score)), below the threshold \(format(rubric.threshold))",
                    notes: [.init("with hintPenalty \(format(rubric.hintPenalty)), lower the threshold or the penalty so a hint does not rule out mastery")]))
            }
            // Items a grown-up scores with a rubric give the engine no score.
            let scored = lesson.items.filter(ItemTypes.isAutoScored).count
            if scored < reach.minimumItemsPerSession {
                let noun = (scored == lesson.items.count ? "" : "scored ") + (scored == 1 ? "item" : "items")
                out.append(diagnostic(
                    at: at, length: length,
                    "lesson has \(scored) \(noun) but mastery needs \(reach.minimumItemsPerSession) in a session",
                    notes: [.init("mastery averages a child's last \(rubric.window) answers (the rubric's `window`) in each of \(reach.sessionsNeeded) sessions; add items, or lower `window`")]
                ).following(catalog.damage.lesson(lesson.id.value)))
            }
        }
        return out
    }

    static func format(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
