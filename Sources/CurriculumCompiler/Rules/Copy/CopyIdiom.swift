public enum CopyIdiom: CopyLessonRule {
    public static let description = RuleDescription(
        id: "COPY-IDIOM", severity: .warning,
        summary: "copy uses an idiom a young child may read literally",
        rationale: """
            Seed 003's copy checklist: avoid idioms. A five-year-old, or a child still learning \
            English, reads "piece of cake" as cake and "you're on a roll" as bread. The phrases are \
            the project's list, copy/idioms.yaml, matched as whole words ignoring case, with \
            inflections folded ("hangs in there", "nailed it"). A phrase that is literal in its \
            story can be kept with a `suppress` and a reason.
            """,
        triggering: [.lesson("""
              - id: i1
                type: numericInput
                prompt: What is 2 + 3?
                answer: 5
                hints: [Start at 2 and count on 3 more.]
                feedback:
                  correct: You're on a roll!
                  incorrect: Hang in there. Start at 2 and count on 3 more.

            """)],
        nonTriggering: [.lesson("""
              - id: i1
                type: numericInput
                prompt: What is 2 + 3?
                answer: 5
                hints: [Start at 2 and count on 3 more.]
                feedback:
                  correct: You counted on from 2. Well done!
                  incorrect: Start at 2. Count on 3 more, one finger at a time.

            """)])

    public static func check(_ catalog: Catalog) -> [Diagnostic] {
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

    static func inspect(_ lesson: LessonCopy, _ context: CopyPassContext, _ out: inout [Diagnostic]) {
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
