import CurriculumSyntax

package enum CopyHintDoubleFirst: CopyLessonRule {
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "COPY-HINT-DOUBLE-FIRST", severity: .warning,
        summary: "the first hint points to a double when the answer is the half of it the child already sees",
        rationale: """
            Hints come in order, each a little more help than the one before (docs/design.md#hints-and-feedback). When the missing number is the half of a double whose other half and whole the item shows (8 + ? = 16, a whole of 16 with a part of 8, 16 - 8 = ?), "Think of a double you know" all but says the answer: the only double that makes 16 is 8 + 8, and the child is looking at the 8. As a first hint it takes away the work the item is for, so the first hint teaches a way to work it out (count up from 8 to 16) and a double may come after it. A first hint is reported when it says "double" in any form and the answer, its other half and the whole are all shown; where the double is the strategy rather than the answer ("What is 6 + 6?") nothing is reported. COPY-HINT-REVEALS-ANSWER does not count "double" at all, since "double 4" is arithmetic the child still does; this rule is only about the order of hints.
            """,
        triggering: [
            .replacing("- Say 8. Count up to 16. Put up a finger for each number you say after 8.", in: "1/03-strategies/make-ten-l4.yaml",
                       with: "- Think of a ↓double you know.\n- Say 8. Count up to 16. Put up a finger for each number you say after 8.")
                .reports("first hint points to a double, which all but gives the answer: the item shows 8 and 16, and 8 + 8 = 16"),
        ],
        nonTriggering: [
            .replacing("- How many fingers did you put up?", in: "1/03-strategies/make-ten-l4.yaml", with: "- Or think of a double you know."),
            // "What is 6 + 6?": the double is the strategy, not the answer.
            .replacing("- Each row has 6 eggs. 6 is 5 and 1 more.", in: "1/03-strategies/make-ten-l3.yaml",
                       with: "- This is a double. Both numbers are the same."),
        ])

    package static func check(_ catalog: Catalog) -> [Diagnostic] { CopyPass.diagnostics(self, in: catalog) }

    static func inspect(_ lesson: LessonCopy, _ context: CopySliceContext, _ out: inout [Diagnostic]) {
        for item in lesson.items {
            guard let hint = item.strings.first(where: { $0.field == .hint(0) }),
                let double = hint.tokens.firstIndex(where: { $0.kind == .word && isDouble($0.folded) }),
                let found = item.reveal?.halfOfShownDouble
            else { continue }
            let at = hint.copy.span(hint.tokens[double])
            out.append(diagnostic(
                at: at.location, length: at.length,
                "first hint points to a double, which all but gives the answer: the item shows \(found.half) and \(found.whole), and \(found.half) + \(found.half) = \(found.whole)",
                notes: [.init("teach a way to work it out first, such as \"Start at \(found.half) and count up to \(found.whole).\"; the double can be a later hint")]))
        }
    }

    private static func isDouble(_ word: String) -> Bool {
        word == "double" || Inflection.stems(word).contains("double")
    }
}
