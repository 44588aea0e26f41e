public enum ItemAnswerNotOption: CatalogRule {
    public static let description = RuleDescription(
        id: "ITEM-ANSWER-NOT-OPTION", severity: .error,
        summary: "an item's answer is not one of its options",
        rationale: """
            DESIGN.md (Item types): a multiple-choice answer is one of its options, and the app \
            scores a tap by comparing the chosen option with `answer`. An answer that is no option \
            marks every child wrong, whatever they choose.
            """,
        triggering: [.lesson("""
              - id: i1
                type: multipleChoice
                prompt: Which number is more than 5?
                options: [3, 8]
                answer: 9
                hints: [Count up from 5.]
                feedback: {incorrect: The number you say later is more.}

            """)],
        nonTriggering: [.lesson("""
              - id: i1
                type: multipleChoice
                prompt: Which number is more than 5?
                options: [3, 8]
                answer: 8
                hints: [Count up from 5.]
                feedback: {incorrect: The number you say later is more.}

            """)])

    public static func check(_ catalog: Catalog) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for lesson in catalog.lessons {
            for item in lesson.items {
                guard let options = item[field: "options"]?.sequence, let answerNode = item.answer, let answer = Answer(answerNode)
                else { continue }
                let values = options.compactMap(Answer.init)
                guard values.count == options.count, !values.contains(where: { $0.accepts(answer) }) else { continue }
                out.append(diagnostic(
                    at: item.location(of: answerNode), length: answerNode.span,
                    "answer \(answerNode.scalar?.text ?? answer.description) is not one of the options \(values.map(\.description).joined(separator: ", "))",
                    notes: [.init("the app scores a choice by comparing it with the answer, so the answer must be written as one of the options")]))
            }
        }
        return out
    }
}
