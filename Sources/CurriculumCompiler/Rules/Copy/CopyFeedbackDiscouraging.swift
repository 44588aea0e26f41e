public enum CopyFeedbackDiscouraging: CopyLessonRule {
    public static let description = RuleDescription(
        id: "COPY-FEEDBACK-DISCOURAGING", severity: .error,
        summary: "feedback or a hint uses a discouraging word or phrase",
        rationale: """
            Seed 001: error states display encouraging messages and allow retries; seed 003: \
            feedback is specific and supportive. Growth-mindset guidance (Dweck's research on \
            praise, and early-childhood practice built on it) says a miss is part of learning: \
            labels such as "wrong" or "fail", calling a task "easy", and put-downs teach a young \
            child that they are bad at math. The words and phrases are the project's list, \
            copy/discouraging.yaml, matched as whole words or phrases, ignoring case ("no!" only \
            with its exclamation mark). An error: it hurts the child the app is for.
            """,
        triggering: [.lesson("""
              - id: i1
                type: numericInput
                prompt: What is 2 + 3?
                answer: 5
                hints: [This one is easy. Start at 2 and count on.]
                feedback: {incorrect: Wrong! Start at 2 and count on 3 more.}

            """)],
        nonTriggering: [.lesson("""
              - id: i1
                type: numericInput
                prompt: What is 2 + 3?
                answer: 5
                hints: [Start at 2 and count on 3 more.]
                feedback:
                  correct: Yes! You counted on from 2.
                  incorrect: Almost! Start at 2 and count on 3 more.

            """)])

    public static func check(_ catalog: Catalog) -> [Diagnostic] { CopyPass.diagnostics(self, in: catalog) }

    static func inspect(_ lesson: LessonCopy, _ context: CopyPassContext, _ out: inout [Diagnostic]) {
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
