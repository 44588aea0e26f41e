import CurriculumSyntax

package enum CopyFewerNumbers: CopyLessonRule {
    package static let description = RuleDescription(
        id: "COPY-FEWER-NUMBERS", severity: .warning,
        summary: "copy says a number is 'fewer': numbers are less or greater, groups of things fewer or more",
        rationale: """
            Kindergarten compares groups of things with "more" and "fewer" (NY-K.CC.6) and numbers with "greater" and "less" (NY-K.CC.7), and a teacher keeps the words apart: "6 is less than 9, so Rafi has fewer trains". Copy that says "4 is fewer than 7" or "the number you say first is fewer" teaches the two as one. Reported when "fewer" has a bare number for its subject — a number and "is fewer than" a number with no thing after it, or "the number … is fewer" — and the fix-it says "less". "4 ducks is fewer than 6 ducks" counts things and is fine.
            """,
        triggering: [
            .replacing("correct: Yes! 4 is less than 7. That group has fewer leaves.", in: "k/06-data/count-and-order-groups-l4.yaml",
                       with: "correct: Yes! 4 is ↓fewer than 7. That group has fewer leaves.")
                .reports("correct-answer feedback says '4 is fewer than 7': say 'less' for a number"),
            .replacing("incorrect: Count from 1. The number you say first is less. That group has fewer.", in: "k/06-data/count-and-order-groups-l4.yaml",
                       with: "incorrect: Count from 1. The number you say first is ↓fewer. That group has fewer.")
                .reports("incorrect-answer feedback says 'The number you say first is fewer': say 'less' for a number"),
        ],
        nonTriggering: [
            .replacing("correct: Yes! 4 is less than 7. That group has fewer leaves.", in: "k/06-data/count-and-order-groups-l4.yaml",
                       with: "correct: Yes! 4 leaves are fewer than 7 leaves."),
            .replacing("correct: Yes! 4 is less than 7. That group has fewer leaves.", in: "k/06-data/count-and-order-groups-l4.yaml",
                       with: "correct: Yes! 4 is less than 7, so that group has fewer."),
        ])

    package static func check(_ catalog: Catalog) -> [Diagnostic] { CopyPass.diagnostics(self, in: catalog) }

    static func inspect(_ lesson: LessonCopy, _ context: CopySliceContext, _ out: inout [Diagnostic]) {
        lesson.forEachCopy { copy in
            let tokens = copy.tokens
            for (index, token) in tokens.enumerated() where token.kind == .word && token.folded == "fewer" {
                guard let start = subject(of: index, in: tokens) else { continue }
                let at = copy.copy.span(token.offset, token.length)
                let fixIts: [Diagnostic.FixIt] = copy.copy.isExact(token.offset, length: token.length)
                    ? [.init(at: at.location, length: at.length, replacement: "less")] : []
                let end = index + 2 < tokens.count && tokens[index + 1].folded == "than" ? tokens[index + 2].end : token.end
                let said = CopyFeedbackDiscouraging.spelled(copy.text, tokens[start].offset, end)
                out.append(diagnostic(
                    at: at.location, length: at.length, "\(copy.field.name) says '\(said)': say 'less' for a number",
                    notes: [.init("a number is less or greater; a group of things has fewer or more (\"6 is less than 9, so Rafi has fewer trains\")")],
                    fixIts: fixIts))
            }
        }
    }

    /// Where the sentence's bare-number subject of the "fewer" at `index` starts, or nil when
    /// its subject is things: "4 is fewer than 7" (a number, then "is", then "than" a number
    /// with no thing after it) or "the number … is fewer".
    static func subject(of index: Int, in tokens: [CopyToken]) -> Int? {
        guard index >= 2, tokens[index - 1].folded == "is" else { return nil }
        let sentence = tokens[index].sentence
        func isWord(_ i: Int, _ word: String) -> Bool { i < tokens.count && tokens[i].kind == .word && tokens[i].folded == word }
        if tokens[index - 2].kind == .number, isWord(index + 1, "than"), index + 2 < tokens.count, tokens[index + 2].kind == .number {
            let after = index + 3
            if after >= tokens.count || tokens[after].kind != .word || tokens[after].sentence != sentence { return index - 2 }
            return nil
        }
        // "The number you say first is fewer." — "fewer" ends the sentence, its subject "number".
        guard index + 1 >= tokens.count || tokens[index + 1].kind == .punctuation else { return nil }
        var i = index - 2
        while i >= 0, tokens[i].sentence == sentence {
            if tokens[i].kind == .word, tokens[i].folded == "number" {
                return i > 0 && tokens[i - 1].sentence == sentence && tokens[i - 1].kind == .word ? i - 1 : i
            }
            i -= 1
        }
        return nil
    }
}
