import CurriculumSyntax

package enum CopyHintRevealsAnswer: CopyLessonRule {
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "COPY-HINT-REVEALS-ANSWER", severity: .error,
        summary: "a hint states the item's answer",
        rationale: """
            Hints help without giving the answer away (docs/design.md#hints-and-feedback): a hint that says the answer turns practice into copying, and the mastery engine then credits a skill the child has not shown. A number answer is given away by any standalone mention of it, in digits or words ("There are six ducks", and also "Count to 6 and stop"), or by a phrase that names an exact number: "a couple" and "a pair" (2), "both" (2), "twice" (2, but not "twice as"), "a single" (1), "a dozen" (12), "half a dozen" (6), "none", "nothing" and "no" before a word (0), and a skip-count step ("count by tens" says a dime is 10). Vague amounts ("a few", "a handful", "some", "many") name no number. "Double" is not counted: it names the doubles strategy, and "double 4" is arithmetic the child still does, like "4 + 4"; nor is "once" ("count each one once"). It is not given away when the item already shows that number (in its prompt, equation or number bond), or when the hint weighs it against another choice ("Is it 8 or 9?"; one that rules the others out, "It is 9, not 8", is COPY-HINT-ELIMINATES's). A word answer is given away when the hint names it and none of the item's other choices, unless the prompt names it too. Yes/no answers, orderings and the sides of a comparison are not checked.
            """,
        triggering: [
            .replacing("- Touch each duck and say a number.", in: "k/01-counting/count-objects-l1.yaml", with: "- There are ↓six ducks in the line.")
                .reports("hint states the answer six"),
            .replacing("- Touch each duck and say a number.", in: "k/01-counting/count-objects-l1.yaml", with: "- There are ↓half a dozen ducks.")
                .reports("hint states the answer 6 (\"half a dozen\")"),
            // "How much is a dime worth?": the question is the fact itself.
            .replacing("- Touch each penny and count. Each penny is 1 cent.", in: "k/07-coins/penny-and-dime-l1.yaml",
                       with: "- Count ↓by tens when you count dimes.")
                .reports("hint states the answer 10 (\"by tens\")"),
        ],
        nonTriggering: [
            .replacing("- Touch each duck and say a number.", in: "k/01-counting/count-objects-l1.yaml", with: "- Touch each duck and say a number."),
            .replacing("- Touch each duck and say a number.", in: "k/01-counting/count-objects-l1.yaml", with: "- A few ducks are at the front."),
            // "How many halves make the whole cookie?": the prompt says halves already.
            .replacing("- Point to each half of the cookie and count.", in: "1/06-fractions/halves-l1.yaml", with: "- Halves are equal shares."),
        ])

    package static func check(_ catalog: Catalog) -> [Diagnostic] { CopyPass.diagnostics(self, in: catalog) }

    static func inspect(_ lesson: LessonCopy, _ context: CopySliceContext, _ out: inout [Diagnostic]) {
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
