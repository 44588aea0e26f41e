public enum CopyPromptLength: CopyLessonRule {
    public static let description = RuleDescription(
        id: "COPY-PROMPT-LENGTH", severity: .warning,
        summary: "a prompt has more words than the manifest allows",
        rationale: """
            A prompt is what the child must read, or hear and remember, before acting (seed 003, \
            language level; seed 001, narrated mini-stories). The manifest sets the limits: \
            `copy.promptWords` (20) and, for word problems whose story needs a few more words, \
            `copy.wordProblemWords` (30). Numbers count as words; the diagnostic points at the first \
            word past the limit.
            """,
        triggering: [.lesson("""
              - id: i1
                type: numericInput
                prompt: Mei has 2 red apples. Kofi gives her 3 more. Then she finds 1 on the ground. How many apples does Mei have now?
                answer: 6
                hints: [Start at 2. Count on 3 and then 1 more.]
                feedback: {incorrect: Put 2 and 3 and 1 together. Count them all.}

            """)],
        nonTriggering: [.lesson("""
              - id: i1
                type: wordProblem
                prompt: Mei has 2 red apples. Kofi gives her 3 more. Then she finds 1 on the ground. How many apples does Mei have now?
                equation: "2 + 3 + 1 = ?"
                answer: 6
                hints: [Start at 2. Count on 3 and then 1 more.]
                feedback: {incorrect: Put 2 and 3 and 1 together. Count them all.}

            """)])

    public static func check(_ catalog: Catalog) -> [Diagnostic] { CopyPass.diagnostics(self, in: catalog) }

    static func inspect(_ lesson: LessonCopy, _ context: CopyPassContext, _ out: inout [Diagnostic]) {
        for item in lesson.items {
            guard let prompt = item.prompt else { continue }
            let wordProblem = item.item.type.value == "wordProblem"
            let limit = wordProblem ? context.limits.wordProblemWords : context.limits.promptWords
            let words = prompt.tokens.filter(\.isWordLike)
            guard words.count > limit, let last = words.last else { continue }
            let first = words[limit]
            let at = prompt.copy.span(first.offset, last.end - first.offset)
            out.append(diagnostic(
                at: at.location, length: at.length,
                "prompt has \(words.count) words; \(wordProblem ? "a word problem's prompt" : "a prompt") has at most \(limit)",
                notes: [.init("say less in the prompt; a hint can carry a second step")]))
        }
    }
}
