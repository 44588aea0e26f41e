import CurriculumSyntax

package enum ItemAnswer: CatalogRule {
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "ITEM-ANSWER", severity: .error,
        summary: "an item's answer is not what the item works out to",
        rationale: """
            A child marked wrong for a right answer learns the wrong lesson, so every item must be solvable and scored correctly. Each auto-scored item type has a solver that works the item out from its own fields (the arithmetic of the prompt or `expression`, the number a dictation's prompt says, the objects counted, the number line's hops, the coins' total), and the authored `answer` must agree (docs/design.md#item-types-and-solvers). The fix-it writes the solver's answer.
            """,
        triggering: [
            .item("i2", in: "k/02-operations/fluency-within-5-l1.yaml", RuleExample.fourAndOne.replacingOccurrences(of: "answer: 5", with: "answer: ↓6"))
                .reports("answer 6 does not match 4 + 1 = 5"),
            .item("i3", in: "k/02-operations/fluency-within-5-l2.yaml", RuleExample.twoAndWhat.replacingOccurrences(of: "answer: 3", with: "answer: ↓7"))
                .reports("answer 7 does not match 2 + 3 = 5"),
            .item("i2", in: "k/01-counting/count-objects-l1.yaml", RuleExample.pondDucks.replacingOccurrences(of: "answer: 6", with: "answer: ↓7"))
                .reports("answer 7 does not match the 6 ducks shown"),
            .item("i5", in: "k/01-counting/count-objects-l3.yaml", RuleExample.writeFourteen.replacingOccurrences(of: "answer: 14", with: "answer: ↓57"))
                .reports("answer 57 does not match the number the prompt says, fourteen (14)"),
        ],
        nonTriggering: [
            .item("i2", in: "k/02-operations/fluency-within-5-l1.yaml", RuleExample.fourAndOne),
            .item("i3", in: "k/02-operations/fluency-within-5-l2.yaml", RuleExample.twoAndWhat),
            .item("i5", in: "k/01-counting/count-objects-l3.yaml", RuleExample.writeFourteen),
        ])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for lesson in catalog.lessons {
            for item in lesson.items {
                guard let type = ItemTypes.type(of: item), let answerNode = item.answer else { continue }
                guard let solution = catalog.solutions.solution(of: item) else { continue }
                guard !solution.isImpossible, let expected = solution.answer, let given = type.answerValue(answerNode),
                    !expected.accepts(given)
                else { continue }
                let location = item.location(of: answerNode)
                let written = answerNode.scalar?.text ?? given.description
                var fixIts: [Diagnostic.FixIt] = []
                if let replacement = expected.yamlScalar, answerNode.scalar != nil {
                    fixIts.append(.init(at: location, length: answerNode.span, replacement: replacement))
                }
                out.append(diagnostic(
                    at: location, length: answerNode.span, "answer \(written) does not match \(solution.working)",
                    notes: solution.notes.map { .init($0) }, fixIts: fixIts))
            }
        }
        return out
    }
}
