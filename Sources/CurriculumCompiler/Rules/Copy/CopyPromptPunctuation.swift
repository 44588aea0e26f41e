import CurriculumSyntax

package enum CopyPromptPunctuation: CopyLessonRule {
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "COPY-PROMPT-PUNCTUATION", severity: .warning,
        summary: "a prompt does not end with ?, . or !",
        rationale: """
            A prompt ends with `?`, `.` or `!` (docs/authoring.md#fields-every-item-has). Narration takes its intonation from the final mark (a question rises), and early readers learn that a sentence ends with one; a prompt that trails off reads as unfinished. The fix-it adds `?` to a prompt that opens with a question word and `.` to any other.
            """,
        triggering: [
            .replacing("prompt: How many ducks are in the pond?", in: "k/01-counting/count-objects-l1.yaml", with: "prompt: How many ducks are in the pon↓d")
                .reports("prompt does not end with '?', '.' or '!'"),
        ],
        nonTriggering: [.replacing("prompt: How many ducks are in the pond?", in: "k/01-counting/count-objects-l1.yaml", with: "prompt: Count the ducks in the pond. How many are there?")])

    static let questionWords: Set<String> = [
        "how", "what", "which", "who", "where", "when", "why", "is", "are", "can", "do", "does", "did", "will", "was", "were",
        "would", "could", "should", "has", "have",
    ]

    package static func check(_ catalog: Catalog) -> [Diagnostic] { CopyPass.diagnostics(self, in: catalog) }

    static func inspect(_ lesson: LessonCopy, _ context: CopySliceContext, _ out: inout [Diagnostic]) {
        for item in lesson.items {
            guard let prompt = item.prompt else { continue }
            let copy = prompt.copy
            let scalars = Array(copy.text.unicodeScalars)
            var end = scalars.count
            while end > 0, scalars[end - 1].properties.isWhitespace { end -= 1 }
            guard end > 0 else { continue }
            // Closing quotes and brackets may follow the mark: Say "ten!"
            var last = end - 1
            while last > 0, "\"')\u{2019}\u{201D}".unicodeScalars.contains(scalars[last]) { last -= 1 }
            if scalars[last] == "?" || scalars[last] == "." || scalars[last] == "!" { continue }
            let opensQuestion = prompt.tokens.first(where: { $0.kind == .word }).map { questionWords.contains($0.folded) } ?? false
            let at = copy.span(end - 1, 1)
            var fixIts: [Diagnostic.FixIt] = []
            if copy.isExact(end - 1, length: 1) {
                fixIts.append(.init(at: at.location, length: at.length, replacement: String(scalars[end - 1]) + (opensQuestion ? "?" : ".")))
            }
            out.append(diagnostic(at: at.location, length: at.length, "prompt does not end with '?', '.' or '!'", fixIts: fixIts))
        }
    }
}
