public enum ItemAnswer: CatalogRule {
    public static let description = RuleDescription(
        id: "ITEM-ANSWER", severity: .error,
        summary: "an item's answer is not what the item works out to",
        rationale: """
            Seed 003 (step 16, content verification): "ensure all items are solvable and produce \
            correct scoring". A child marked wrong for a right answer learns the wrong lesson. Each \
            auto-scored item type has a solver (DESIGN.md, Item types) that works the item out from \
            its own fields — the prompt's or `expression`'s arithmetic, the objects counted, the \
            number line's hops, the coins' total — and the authored `answer` must agree.
            """,
        triggering: [
            .lesson("""
                  - id: i1
                    type: numericInput
                    prompt: What is 8 + 6?
                    answer: 15
                    hints: [Make 10 first.]
                    feedback: {incorrect: "Take 2 from the 6 to make 10, then add the rest."}

                """),
            .lesson("""
                  - id: i1
                    type: missingNumber
                    prompt: What number is missing?
                    equation: "8 + ? = 11"
                    answer: 4
                    hints: [Count on from 8 to 11.]
                    feedback: {incorrect: Count on from 8 and keep track of the jumps.}

                """),
            .lesson("""
                  - id: i1
                    type: counting
                    prompt: How many apples?
                    objects: {name: apple, count: 7, arrangement: line}
                    answer: 8
                    hints: [Touch each apple as you count.]
                    feedback: {incorrect: "Touch and count again, one apple at a time."}

                """),
        ],
        nonTriggering: [
            .lesson("""
                  - id: i1
                    type: numericInput
                    prompt: What is 8 + 6?
                    answer: 14
                    hints: [Make 10 first.]
                    feedback: {incorrect: "Take 2 from the 6 to make 10, then add the rest."}

                """),
            .lesson("""
                  - id: i1
                    type: missingNumber
                    prompt: What number is missing?
                    equation: "8 + ? = 11"
                    answer: 3
                    hints: [Count on from 8 to 11.]
                    feedback: {incorrect: Count on from 8 and keep track of the jumps.}

                """),
        ])

    public static func check(_ catalog: Catalog) -> [Diagnostic] {
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
