public enum AssessPracticeThreshold: CatalogRule {
    public static let description = RuleDescription(
        id: "ASSESS-PRACTICE-THRESHOLD", severity: .error,
        summary: "a practice set's mastery threshold is below 80 %",
        rationale: """
            Seed 000 (assessment blueprint): practice sets succeed when the student "achieves ≥ 80 % \
            accuracy on varied item types". A practice-set lesson's threshold — its own rubric's, \
            else the manifest's — must be at least 0.8.
            """,
        triggering: [.lesson("""
              - id: i1
                type: numericInput
                prompt: What is 2 + 3?
                answer: 5
                hints: [Start at 2 and count on 3 more.]
                feedback: {incorrect: Count on from 2 with your fingers.}

            """, header: "rubric: {threshold: 0.7}")],
        nonTriggering: [.lesson("""
              - id: i1
                type: numericInput
                prompt: What is 2 + 3?
                answer: 5
                hints: [Start at 2 and count on 3 more.]
                feedback: {incorrect: Count on from 2 with your fingers.}

            """, header: "rubric: {threshold: 0.85}")])

    static let minimum = 0.8

    public static func check(_ catalog: Catalog) -> [Diagnostic] {
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
