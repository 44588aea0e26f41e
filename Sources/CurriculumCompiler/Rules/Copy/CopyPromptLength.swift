import CurriculumSyntax

package enum CopyPromptLength: CopyLessonRule {
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "COPY-PROMPT-LENGTH", severity: .warning,
        summary: "a prompt has more words than the manifest allows",
        rationale: """
            A prompt is what the child must read, or hear and remember, before acting (docs/design.md#early-reader-copy). The manifest sets the limits: `copy.promptWords` (20) and, for word problems whose story needs a few more words, `copy.wordProblemWords` (30). Numbers count as words; the finding points at the first word past the limit.
            """,
        triggering: [
            .replacing("prompt: How many ducks are in the pond?", in: "k/01-counting/count-objects-l1.yaml",
                       with: "prompt: The ducks swim in the pond by the barn. Some ducks are yellow and some are brown. How many ducks ↓are in the pond?")
                .reports("prompt has 24 words; a prompt has at most 20"),
        ],
        nonTriggering: [.replacing("prompt: Ana sees 3 ducks in the pond. 2 more ducks swim over. How many ducks are in the pond now?", in: "k/02-operations/story-problems-l1.yaml", with: "prompt: Ana sees 3 ducks in the pond. 2 more ducks swim over from the lake. How many ducks are in the pond now?")])

    package static func check(_ catalog: Catalog) -> [Diagnostic] { CopyPass.diagnostics(self, in: catalog) }

    static func inspect(_ lesson: LessonCopy, _ context: CopySliceContext, _ out: inout [Diagnostic]) {
        for item in lesson.items {
            guard let prompt = item.prompt else { continue }
            let wordProblem = ItemTypes.type(of: item.item) == WordProblemItem.self
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
