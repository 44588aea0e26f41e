import CurriculumSyntax

package enum CopyIdiom: CopyLessonRule {
    package static let description = RuleDescription(
        id: "COPY-IDIOM", severity: .warning,
        summary: "copy uses an idiom a young child may read literally",
        rationale: """
            A five-year-old, or a child still learning English, reads "piece of cake" as cake and "you're on a roll" as bread, so child-facing copy avoids idioms (docs/design.md#early-reader-copy). The phrases are the project's list, curriculum/copy/idioms.yaml, matched as whole words ignoring case, with inflections folded ("hangs in there", "nailed it"). A phrase that is literal in its story can be kept with a `suppress` and a reason.
            """,
        triggering: [
            .replacing("correct: Yes! You touched each duck once. The last number you said was 6.", in: "k/01-counting/count-objects-l1.yaml", with: "correct: You're ↓on a roll! There are 6 ducks.")
                .reports("correct-answer feedback uses the idiom 'on a roll'"),
        ],
        nonTriggering: [.replacing("correct: Yes! You touched each duck once. The last number you said was 6.", in: "k/01-counting/count-objects-l1.yaml", with: "correct: Yes! You counted 6 ducks.")])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        var out = CopyPass.diagnostics(self, in: catalog)
        let list = catalog.wordLists[.idioms]?.words ?? []
        guard !list.isEmpty else { return out }
        let matcher = PhraseMatcher(list, foldInflections: true)
        for badge in catalog.badges?.badges ?? [] where badge.name.value != badge.id.value {
            let copy = CopyString(badge.name, field: .badgeName)
            let tokens = CopyTokenizer.tokens(copy.text)
            report(copy, tokens, matcher.matches(in: tokens), &out)
        }
        return out
    }

    static func inspect(_ lesson: LessonCopy, _ context: CopySliceContext, _ out: inout [Diagnostic]) {
        let idioms = context.shared.idioms, table = context.table
        guard !idioms.isEmpty else { return }
        lesson.forEachCopy { copy in
            let matches = idioms.matches(in: copy.tokens) { copy.words[$0] < 0 ? [] : table.idiomStarts[Int(copy.words[$0])] }
            report(copy, matches, &out)
        }
    }

    static func report(_ copy: AnalyzedCopy, _ matches: [PhraseMatcher.Match], _ out: inout [Diagnostic]) {
        report(copy.copy, copy.tokens, matches, &out)
    }

    static func report(_ copy: CopyString, _ tokens: [CopyToken], _ matches: [PhraseMatcher.Match], _ out: inout [Diagnostic]) {
        for match in matches {
            let first = tokens[match.first], last = tokens[match.last]
            let at = copy.span(first.offset, last.end - first.offset)
            out.append(diagnostic(
                at: at.location, length: at.length,
                "\(copy.field.name) uses the idiom '\(CopyFeedbackDiscouraging.spelled(copy.text, first.offset, last.end))'",
                notes: [.init("say it plainly, in words a young child takes literally")]))
        }
    }
}
