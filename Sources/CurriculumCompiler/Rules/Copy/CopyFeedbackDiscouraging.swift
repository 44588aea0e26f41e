import CurriculumSyntax

package enum CopyFeedbackDiscouraging: CopyLessonRule {
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "COPY-FEEDBACK-DISCOURAGING", severity: .error,
        summary: "feedback or a hint uses a discouraging word or phrase",
        rationale: """
            A miss is part of learning. Feedback that labels a child or an answer a failure ("wrong", "fail"), calls a task "easy", or puts the child down teaches a five-year-old that they are bad at math; research on praise and mindset (Carol Dweck's) and the early-childhood practice built on it say to name the next step instead (docs/design.md#hints-and-feedback). The words and phrases are the project's list, curriculum/copy/discouraging.yaml, matched as whole words or phrases, ignoring case ("no!" only with its exclamation mark). An error: it hurts the child the app is for.
            """,
        triggering: [
            .replacing("incorrect: Start at the duck on the left. Touch each duck once as you count.", in: "k/01-counting/count-objects-l1.yaml", with: "incorrect: ↓Wrong! Start at the duck on the left. Touch each duck once as you count.")
                .reports("incorrect-answer feedback says 'Wrong', which can discourage a young child"),
            .replacing("- Start with the duck on the left.", in: "k/01-counting/count-objects-l1.yaml", with: "- This one is ↓easy. Start with the duck on the left.")
                .reports("hint says 'easy', which can discourage a young child"),
        ],
        nonTriggering: [.replacing("incorrect: Start at the duck on the left. Touch each duck once as you count.", in: "k/01-counting/count-objects-l1.yaml", with: "incorrect: Almost! Start at the duck on the left. Touch each duck once as you count.")])

    package static func check(_ catalog: Catalog) -> [Diagnostic] { CopyPass.diagnostics(self, in: catalog) }

    static func inspect(_ lesson: LessonCopy, _ context: CopySliceContext, _ out: inout [Diagnostic]) {
        let discouraging = context.shared.discouraging, table = context.table
        guard !discouraging.isEmpty else { return }
        for item in lesson.items {
            for copy in item.strings {
                switch copy.field {
                case .hint, .feedbackCorrect, .feedbackIncorrect: break
                default: continue
                }
                let matches = discouraging.matches(in: copy.tokens) {
                    copy.words[$0] < 0 ? [] : table.discouragingStarts[Int(copy.words[$0])]
                }
                for match in matches {
                    let first = copy.tokens[match.first], last = copy.tokens[match.last]
                    let at = copy.copy.span(first.offset, last.end - first.offset)
                    out.append(diagnostic(
                        at: at.location, length: at.length,
                        "\(copy.field.name) says '\(spelled(copy.text, first.offset, last.end))', which can discourage a young child",
                        notes: [.init("name what to try next instead, such as \"Let's count again together.\"")]))
                }
            }
        }
    }

    /// The text between two scalar offsets, as written.
    static func spelled(_ text: String, _ start: Int, _ end: Int) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: text.unicodeScalars.dropFirst(start).prefix(end - start))
        return String(view)
    }
}
