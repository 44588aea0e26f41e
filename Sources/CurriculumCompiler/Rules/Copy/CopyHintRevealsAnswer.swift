public enum CopyHintRevealsAnswer: CopyLessonRule {
    public static let description = RuleDescription(
        id: "COPY-HINT-REVEALS-ANSWER", severity: .error,
        summary: "a hint states the item's answer",
        rationale: """
            Hints help without giving the answer away (seed 003, hint availability; authoring.md): \
            a hint that says the answer turns practice into copying, and the mastery rules then \
            credit a skill the child has not shown (seed 001: mastery from the last five scores). \
            A number answer is given away by any standalone mention of it, in digits or words \
            ("There are seven apples", and also "Count to 7 and stop"), unless the item already \
            shows that number (in its prompt, equation or number bond) or the hint weighs it \
            against another option. A word answer is given away when the hint names it and none of \
            the item's other choices, unless the prompt names it too. Yes/no answers, orderings and the sides of a comparison are \
            not checked.
            """,
        triggering: [.lesson("""
              - id: i1
                type: counting
                prompt: How many apples?
                objects: {name: apple, count: 7, arrangement: line}
                answer: 7
                hints: [There are seven apples in the row.]
                feedback: {incorrect: Touch each apple as you count.}

            """)],
        nonTriggering: [.lesson("""
              - id: i1
                type: counting
                prompt: How many apples?
                objects: {name: apple, count: 7, arrangement: line}
                answer: 7
                hints: [Touch each apple as you count. Say one number for each one.]
                feedback: {incorrect: Touch each apple as you count.}
              - id: i2
                type: numericInput
                prompt: What is 4 + 4?
                answer: 8
                hints: [Start at 4 and count on 4 more.]
                feedback: {incorrect: Hold up 4 fingers and 4 more. Count them all.}

            """)])

    public static func check(_ catalog: Catalog) -> [Diagnostic] { CopyPass.diagnostics(self, in: catalog) }

    static func inspect(_ lesson: LessonCopy, _ context: CopyPassContext, _ out: inout [Diagnostic]) {
        for item in lesson.items where !item.item.hints.isEmpty {
            guard let reveal = item.reveal else { continue }
            for hint in item.strings {
                guard case .hint = hint.field else { continue }
                guard let found = reveal.reveal(in: hint.tokens) else { continue }
                let first = hint.tokens[found.first], last = hint.tokens[found.last]
                let at = hint.copy.span(first.offset, last.end - first.offset)
                out.append(diagnostic(
                    at: at.location, length: at.length, "hint states the answer \(found.said)",
                    notes: [.init("give a first step instead, such as what to touch, count or compare")]))
            }
        }
    }
}
