import CurriculumSyntax

package enum CopySentenceLength: CopyLessonRule {
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "COPY-SENTENCE-LENGTH", severity: .warning,
        summary: "a sentence of child-facing copy has more words than its grade allows",
        rationale: """
            Five- and six-year-olds decode word by word and lose a long sentence before its end, so copy is written in short sentences of common words (docs/design.md#early-reader-copy). The limits are the manifest's `copy.<grade>.wordsPerSentence` (Kindergarten 10, Grade 1 12), counted over prompts, hints and feedback; numbers count as words. The finding points at the first word past the limit.
            """,
        triggering: [
            .replacing("- Start with the duck on the left.", in: "k/01-counting/count-objects-l1.yaml", with: "- Start with the duck on the left and touch each ↓one as you count them all.")
                .reports("sentence has 16 words; kindergarten sentences have at most 10"),
        ],
        nonTriggering: [.replacing("- Start with the duck on the left.", in: "k/01-counting/count-objects-l1.yaml", with: "- Start with the duck on the left. Touch each one as you count.")])

    package static func check(_ catalog: Catalog) -> [Diagnostic] { CopyPass.diagnostics(self, in: catalog) }

    static func inspect(_ lesson: LessonCopy, _ context: CopySliceContext, _ out: inout [Diagnostic]) {
        let grade = lesson.lesson.grade
        let limit = context.limits.wordsPerSentence[grade] ?? CopyLimits().wordsPerSentence[grade] ?? 12
        for item in lesson.items {
            for copy in item.strings where copy.field.isReading {
                // One pass: count each sentence's words, remembering the first past the limit.
                let tokens = copy.tokens
                var sentence = -1, count = 0, over = -1, last = -1
                func close() {
                    guard count > limit, over >= 0, last >= 0 else { return }
                    let at = copy.copy.span(tokens[over].offset, tokens[last].end - tokens[over].offset)
                    out.append(diagnostic(
                        at: at.location, length: at.length,
                        "sentence has \(count) words; \(CopyPolicy.gradeName(grade)) sentences have at most \(limit)",
                        notes: [.init("split it into shorter sentences")]))
                }
                for i in tokens.indices where tokens[i].isWordLike {
                    if tokens[i].sentence != sentence {
                        close()
                        sentence = tokens[i].sentence
                        count = 0
                        over = -1
                    }
                    count += 1
                    if count == limit + 1 { over = i }
                    last = i
                }
                close()
            }
        }
    }
}
