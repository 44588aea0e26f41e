import CurriculumModel

public enum AssessMasteryReachable: CatalogRule {
    public static let description = RuleDescription(
        id: "ASSESS-MASTERY-REACHABLE", severity: .error,
        summary: "a lesson's rubric cannot be met with the items it has",
        rationale: """
            Seed 003 (step 5, test conditions): "simulate a series of correct answers with one hint \
            and confirm that mastery is granted". The mastery engine (MasteryReachability) averages \
            the last `window` scores in each of `sessions` sessions, so a lesson needs at least \
            `window` scored items, and a learner who answers everything right — with no hints, or \
            with one hint per item — must reach the threshold. Otherwise the lesson can never be \
            mastered.
            """,
        triggering: [
            .lesson("""
                  - id: i1
                    type: numericInput
                    prompt: What is 2 + 3?
                    answer: 5
                    hints: [Start at 2 and count on 3 more.]
                    feedback: {incorrect: Count on from 2 with your fingers.}

                """),
            .lesson("""
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

                """, header: "rubric: {threshold: 0.95}"),
        ],
        nonTriggering: [.lesson("""
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

            """)])

    public static func check(_ catalog: Catalog) -> [Diagnostic] {
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
            let scored = lesson.items.filter { ItemTypes.type(of: $0)?.isAutoScored ?? true }.count
            if scored < reach.minimumItemsPerSession {
                let noun = (scored == lesson.items.count ? "" : "scored ") + (scored == 1 ? "item" : "items")
                out.append(diagnostic(
                    at: at, length: length,
                    "lesson has \(scored) \(noun) but its rubric needs \(reach.minimumItemsPerSession) (window \(rubric.window))",
                    notes: [.init("mastery averages the last \(rubric.window) scores in each of \(reach.sessionsNeeded) sessions; add items or shrink the window")]
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
