import CurriculumSyntax

package enum CopyFractionBeyondGrade: CopyLessonRule {
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "COPY-FRACTION-BEYOND-GRADE", severity: .warning,
        summary: "K–1 copy names a fraction of several shares, such as '3 fourths'",
        rationale: """
            NY-1.G.3 has a child cut a circle or rectangle into two or four equal shares, name one share a half, a fourth or a quarter ("half of", "a fourth of"), and describe the whole as two of, or four of, the shares. Naming a part made of several shares as a fraction ("You shaded 3 fourths.", "2 quarters of the pizza") is a non-unit fraction, which NY-3.NF.1 brings in two grades later: a first grader told it learns a name the standards have not taught, and a teacher asks for the shares to be counted instead ("You shaded 3 of the 4 equal shares. Each one is a fourth."). So copy in Kindergarten and Grade 1 is reported where a count other than the whole's (2 halves, 4 fourths, 4 quarters make the whole, which NY-1.G.3 asks for) comes before "halves", "fourths" or "quarters". English only; a translation is read against its English.
            """,
        triggering: [
            .replacing("correct: Yes! The paper has 4 equal shares. 4 fourths make a whole.", in: "1/06-fractions/fourths-l1.yaml",
                       with: "correct: Yes! You folded the paper. ↓3 fourths are blue.")
                .reports("'3 fourths' names a fraction of several shares, which NY-3.NF.1 teaches; Grade 1 names one share and the whole (NY-1.G.3)"),
        ],
        nonTriggering: [
            // The whole as four of the shares is what NY-1.G.3 asks a child to say.
            .replacing("correct: Yes! The paper has 4 equal shares. 4 fourths make a whole.", in: "1/06-fractions/fourths-l1.yaml",
                       with: "correct: Yes! Each share is a quarter. 4 quarters make a whole."),
        ])

    /// How many shares make the whole, by the name of one share.
    private static let whole: [String: Int] = ["halves": 2, "fourths": 4, "quarters": 4]
    private static let counts: [String: Int] = ["one": 1, "two": 2, "three": 3, "four": 4]

    package static func check(_ catalog: Catalog) -> [Diagnostic] { CopyPass.diagnostics(self, in: catalog) }

    static func inspect(_ lesson: LessonCopy, _ context: CopySliceContext, _ out: inout [Diagnostic]) {
        for item in lesson.items {
            for copy in item.strings where copy.field.isReading {
                let tokens = copy.tokens
                for (i, token) in tokens.enumerated().dropFirst() where token.kind == .word {
                    guard let shares = whole[token.folded] else { continue }
                    let before = tokens[i - 1]
                    let count = before.kind == .number ? Int(before.text) : before.kind == .word ? counts[before.folded] : nil
                    guard let count, count != shares else { continue }
                    let at = copy.copy.span(before.offset, token.offset + token.length - before.offset)
                    out.append(diagnostic(
                        at: at.location, length: at.length,
                        "'\(before.text) \(token.text)' names a fraction of several shares, which NY-3.NF.1 teaches; Grade 1 names one share and the whole (NY-1.G.3)",
                        notes: [.init("count the shares instead: \"\(before.text) of the \(shares) equal shares\"")]))
                }
            }
        }
    }
}
