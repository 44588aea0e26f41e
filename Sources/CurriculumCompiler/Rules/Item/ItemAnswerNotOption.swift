import CurriculumSyntax

package enum ItemAnswerNotOption: CatalogRule {
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "ITEM-ANSWER-NOT-OPTION", severity: .error,
        summary: "an item's answer is not one of its options",
        rationale: """
            A multiple-choice item is scored by comparing the option the child taps with `answer` (docs/design.md#item-types-and-solvers). An answer that is none of the options marks every child wrong, whatever they choose.
            """,
        triggering: [
            .item("i7", in: "k/01-counting/count-objects-l1.yaml", RuleExample.kofiCars.replacingOccurrences(of: "answer: 5", with: "answer: ↓4"))
                .reports("answer 4 is not one of the options 1, 5, 6"),
        ],
        nonTriggering: [.item("i7", in: "k/01-counting/count-objects-l1.yaml", RuleExample.kofiCars)])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for lesson in catalog.lessons {
            for item in lesson.items {
                guard let options = item.options?.value, let answerNode = item.answer, let answer = Answer(answerNode)
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
