import CurriculumSyntax

package enum ItemOptions: CatalogRule {
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "ITEM-OPTIONS", severity: .error,
        summary: "an item's options are not 2–4 different choices that include the right answer",
        rationale: """
            Choices are laid out in a 2×2 grid, so an item offers 2 to 4 of them; two identical choices make one of them a trap; and when the item can be worked out (an `expression`, a counted set), the right answer must be among the choices or no child can get it right (docs/design.md#item-types-and-solvers).
            """,
        triggering: [
            .replacing("options: [2, 3, 4]", in: "k/02-operations/fluency-within-5-l1.yaml", with: "options: ↓[2, 4, 5]")
                .reports("the options do not include the right answer 3"),
            .replacing("options: [2, 3, 4]", in: "k/02-operations/fluency-within-5-l1.yaml", with: "options: [2, 3, ↓\"3\"]")
                .reports("option 3 is listed twice"),
        ],
        nonTriggering: [.replacing("options: [2, 3, 4]", in: "k/02-operations/fluency-within-5-l1.yaml", with: "options: [2, 3, 4]")])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for lesson in catalog.lessons {
            for item in lesson.items {
                guard let optionsNode = item.options?.node, let options = item.options?.value else { continue }
                let at = item.location(of: optionsNode)
                if !(2...4).contains(options.count) {
                    out.append(diagnostic(at: at, "an item offers 2 to 4 options, not \(options.count)",
                        notes: [.init("options are shown as a 2×2 grid")]))
                }
                var seen: [Answer] = []
                var firstAt: [SourceLocation] = []
                for option in options {
                    guard let value = Answer(option) else { continue }
                    if let index = seen.firstIndex(where: { $0.accepts(value) }) {
                        out.append(diagnostic(
                            at: item.location(of: option), length: option.span, "option \(value) is listed twice",
                            notes: [.init("first listed here", at: firstAt[index])]))
                    } else {
                        seen.append(value)
                        firstAt.append(item.location(of: option))
                    }
                }
                guard let type = ItemTypes.type(of: item) else { continue }
                guard let solution = catalog.solutions.solution(of: item) else { continue }
                guard !solution.isImpossible, let expected = solution.answer else { continue }
                let offered = options.compactMap(type.answerValue)
                if !offered.contains(where: { expected.accepts($0) }) {
                    out.append(diagnostic(
                        at: at, "the options do not include the right answer \(expected)",
                        notes: [.init("the answer is \(expected): \(solution.working)")]))
                }
            }
        }
        return out
    }
}
