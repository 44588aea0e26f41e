import CurriculumSyntax

package enum CopyWordList: CopyLessonRule {
    package static let description = RuleDescription(
        id: "COPY-WORD-LIST", severity: .info,
        summary: "a word in child-facing copy is not on the early-reader word list",
        rationale: """
            English only: translations are checked by the L10N rules (docs/localization.md#rules). Prompts, hints and feedback use words K–1 readers know (docs/design.md#early-reader-copy). The project keeps them in curriculum/copy/early-reader.yaml: the Dolch sight words, Fry's first 300 instant words, K–1 math vocabulary and everyday concrete words. Inflections of listed words (apples, counted, counting), numbers and number words, names (capitalised words, and story names the curriculum uses) and the item's own object names (`objects.name`, options, categories) count as known. Each unknown word is reported once per string, at its column. Info, not a warning: one new word in a story ("waffle") is how children meet words, and what makes copy too hard is the density of such words, which COPY-READING-LEVEL gates per lesson. The fix, where one is needed, is a simpler word, a new entry in the list, or a `suppress` with a reason.
            """,
        triggering: [
            .replacing("prompt: How many ducks are in the pond?", in: "k/01-counting/count-objects-l1.yaml", with: "prompt: How many ducks are in the ↓lagoon?")
                .reports("word 'lagoon' is not on the early-reader list"),
        ],
        nonTriggering: [.replacing("prompt: How many ducks are in the pond?", in: "k/01-counting/count-objects-l1.yaml", with: "prompt: How many ducks are in the pond?")])

    package static func check(_ catalog: Catalog) -> [Diagnostic] { CopyPass.diagnostics(self, in: catalog) }

    static func inspect(_ lesson: LessonCopy, _ context: CopySliceContext, _ out: inout [Diagnostic]) {
        guard !context.lexicon.isEmpty else { return }
        for item in lesson.items {
            for (s, copy) in item.strings.enumerated() where copy.field.isReading {
                var reported: Set<String> = []
                for (t, token) in copy.tokens.enumerated() where token.kind == .word {
                    let familiarity = item.familiarity[s][t]
                    guard familiarity != .familiar, reported.insert(token.folded).inserted else { continue }
                    let at = copy.copy.span(token)
                    let diagnostic = diagnostic(
                        at: at.location, length: at.length, "word '\(token.text)' is not on the early-reader list",
                        notes: [.init("use a word early readers know, add it to copy/early-reader.yaml, or suppress COPY-WORD-LIST on this item with a reason")])
                    if familiarity == .unfamiliar {
                        out.append(diagnostic)
                    } else {
                        // A capitalised word starting a sentence: fine if the curriculum uses it as a name.
                        let word = token.folded
                        context.later.add(self) { Lexicon.isName(word, in: $0) ? [] : [diagnostic] }
                    }
                }
            }
        }
    }
}
