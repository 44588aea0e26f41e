import CurriculumSyntax

/// A child who answered "No" and hears "Yes!" hears the other answer.
package enum CopyYesForNo: CopyLessonRule {
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "COPY-YES-FOR-NO", severity: .warning,
        summary: "right-answer feedback opens with \"Yes\" where the right answer is no",
        rationale: """
            A five-year-old hears "yes" and "no" as answers, not as praise. When the right answer to a question is "no" ("Can you see all of Kofi?" "No, the tree is in the way."), feedback that opens "Yes!" sounds like the other choice, and a child who chose well may think they were wrong, or one who guessed may take "yes" for the answer (docs/design.md#hints-and-feedback). Open with "Right!" or "That's right!" and say why. Reported when the answer is the word "no" or a choice starting with it, and `feedback.correct` starts with "Yes". A True/False item answered false is not reported: its buttons say true and false, not yes and no.
            """,
        triggering: [
            .replacing("correct: That's right! The tree is in front of Kofi. It hides him.", in: "k/08-geometry/position-words-l3.yaml",
                       with: "correct: ↓Yes! The tree is in front of Kofi. It hides him.")
                .reports("the answer is \"No, the tree is in the way.\", but the right-answer feedback opens with 'Yes'"),
        ],
        nonTriggering: [
            .replacing("correct: That's right! The tree is in front of Kofi. It hides him.", in: "k/08-geometry/position-words-l3.yaml",
                       with: "correct: Right! The tree is in front of Kofi. It hides him."),
        ])

    package static func check(_ catalog: Catalog) -> [Diagnostic] { CopyPass.diagnostics(self, in: catalog) }

    static func inspect(_ lesson: LessonCopy, _ context: CopySliceContext, _ out: inout [Diagnostic]) {
        for item in lesson.items {
            guard let answer = item.item.answer?.string, saysNo(answer),
                let feedback = item.strings.first(where: { $0.field == .feedbackCorrect }),
                let opening = feedback.tokens.first(where: { $0.kind == .word }), opening.folded == "yes"
            else { continue }
            let at = feedback.copy.span(opening)
            out.append(diagnostic(
                at: at.location, length: at.length, "the answer is \"\(answer)\", but the right-answer feedback opens with '\(opening.text)'",
                notes: [.init("open with \"Right!\" or \"That's right!\" and say why")]))
        }
    }

    /// "no", or a choice that starts with it ("No, the tree is in the way.").
    static func saysNo(_ answer: String) -> Bool {
        let first = answer.lowercased().prefix { $0.isLetter }
        return first == "no"
    }
}
