import CurriculumSyntax

package enum CopyFeedbackMissing: CopyLessonRule {
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "COPY-FEEDBACK-MISSING", severity: .error,
        summary: "an auto-scored item has no incorrect-answer feedback",
        rationale: """
            After a miss the app shows an encouraging message that says what to try and lets the child answer again (docs/design.md#hints-and-feedback). Without `feedback.incorrect`, a child who answers wrong hears nothing that helps. Required of every auto-scored item: all types but openResponse and drawing, which a grown-up scores.
            """,
        triggering: [
            .replacing("incorrect: Start at the duck on the left. Touch each duck once as you count.", in: "k/01-counting/count-objects-l1.yaml", with: "# incorrect: Start at the duck on the left. Touch each duck once as you count.")
                .reports("counting item 'i2' has no incorrect-answer feedback", atLine: "feedback:", after: "- id: i2", in: "k/01-counting/count-objects-l1.yaml"),
        ],
        nonTriggering: [.replacing("incorrect: Start at the duck on the left. Touch each duck once as you count.", in: "k/01-counting/count-objects-l1.yaml", with: "incorrect: Start at the duck on the left. Touch each duck once as you count.")])

    package static func check(_ catalog: Catalog) -> [Diagnostic] { CopyPass.diagnostics(self, in: catalog) }

    static func inspect(_ lesson: LessonCopy, _ context: CopySliceContext, _ out: inout [Diagnostic]) {
        for copy in lesson.items {
            let item = copy.item
            guard ItemTypes.isAutoScored(item), CopyPolicy.isBlank(item.feedbackIncorrect?.value) else { continue }
            let key = item.keySyntax(of: .feedback)
            let at = key.map { SourceLocation(path: item.path, line: Int($0.mark.line), column: Int($0.mark.column)) }
            out.append(diagnostic(
                at: at ?? item.id.location, length: at == nil ? item.id.length : 8,
                "\(item.type.value) item '\(item.id.value)' has no incorrect-answer feedback",
                notes: [.init("add `feedback: {incorrect: …}` naming a way to check, such as \"Count again and touch each apple.\"")]))
        }
    }
}
