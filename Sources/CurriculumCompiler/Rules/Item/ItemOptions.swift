public enum ItemOptions: CatalogRule {
    public static let description = RuleDescription(
        id: "ITEM-OPTIONS", severity: .error,
        summary: "an item's options are not 2–4 different choices that include the right answer",
        rationale: """
            Seed 004 lays multiple choice out as a 2×2 grid, so an item offers 2 to 4 choices; two \
            identical choices make one of them a trap; and when the item can be worked out (DESIGN.md, \
            Item types: "expression answers evaluated"), the right answer must be among the choices \
            or no child can get it right.
            """,
        triggering: [
            .lesson("""
                  - id: i1
                    type: multipleChoice
                    prompt: What is 3 + 4?
                    options: [5, 6, 8, 9]
                    answer: 6
                    hints: [Start at 3 and count on 4 more.]
                    feedback: {incorrect: Count on from 3 with your fingers.}

                """),
            .lesson("""
                  - id: i1
                    type: multipleChoice
                    prompt: Which number is more than 5?
                    options: [3, 8, "8"]
                    answer: 8
                    hints: [Count up from 5.]
                    feedback: {incorrect: The number you say later is more.}

                """),
        ],
        nonTriggering: [.lesson("""
              - id: i1
                type: multipleChoice
                prompt: What is 3 + 4?
                options: [5, 6, 7, 9]
                answer: 7
                hints: [Start at 3 and count on 4 more.]
                feedback: {incorrect: Count on from 3 with your fingers.}

            """)])

    public static func check(_ catalog: Catalog) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for lesson in catalog.lessons {
            for item in lesson.items {
                guard let optionsNode = item[field: "options"], let options = optionsNode.sequence else { continue }
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
