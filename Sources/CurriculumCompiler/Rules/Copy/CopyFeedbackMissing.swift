public enum CopyFeedbackMissing: CopyLessonRule {
    public static let description = RuleDescription(
        id: "COPY-FEEDBACK-MISSING", severity: .error,
        summary: "an auto-scored item has no incorrect-answer feedback",
        rationale: """
            Seed 003's copy checklist: each item provides immediate, specific feedback; seed 001's \
            lesson view shows encouraging messages on a miss and lets the child retry. Without \
            `feedback.incorrect`, a child who answers wrong hears nothing that helps. Required of \
            every auto-scored item (all types but openResponse, drawing and dragDrop).
            """,
        triggering: [.lesson("""
              - id: i1
                type: numericInput
                prompt: What is 2 + 3?
                answer: 5
                hints: [Start at 2 and count on 3 more.]
                feedback: {correct: Yes! 2 and 3 make 5.}

            """)],
        nonTriggering: [.lesson("""
              - id: i1
                type: numericInput
                prompt: What is 2 + 3?
                answer: 5
                hints: [Start at 2 and count on 3 more.]
                feedback:
                  correct: Yes! 2 and 3 make 5.
                  incorrect: Hold up 2 fingers and 3 more. Count them all.

            """)])

    public static func check(_ catalog: Catalog) -> [Diagnostic] { CopyPass.diagnostics(self, in: catalog) }

    static func inspect(_ lesson: LessonCopy, _ context: CopyPassContext, _ out: inout [Diagnostic]) {
        for copy in lesson.items {
            let item = copy.item
            guard CopyPolicy.isAutoScored(item), CopyPolicy.isBlank(item.feedbackIncorrect?.value) else { continue }
            let key = item.node.pair("feedback")?.key
            let at = key.map { SourceLocation(path: item.path, line: Int($0.mark.line), column: Int($0.mark.column)) }
            out.append(diagnostic(
                at: at ?? item.id.location, length: at == nil ? item.id.length : 8,
                "\(item.type.value) item '\(item.id.value)' has no incorrect-answer feedback",
                notes: [.init("add `feedback: {incorrect: …}` naming a way to check, such as \"Count again and touch each apple.\"")]))
        }
    }
}
