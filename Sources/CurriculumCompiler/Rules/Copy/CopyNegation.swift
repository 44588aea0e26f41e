import CurriculumSyntax

package enum CopyNegation: CopyLessonRule {
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "COPY-NEGATION", severity: .warning,
        summary: "a Kindergarten prompt asks for the one that is not, or Kindergarten copy leaves out what 'not' denies",
        rationale: """
            Five-year-olds understand what is long before what is not: asked "Which coin is not silver?", a child hears "silver" and picks a silver coin, and one who hears the prompt rather than reads it has no second look at the "not" (docs/design.md#early-reader-copy). So a Kindergarten prompt asks for what is ("Which coin is brown?"): a sentence of it that asks a question or tells the child what to find, tell, show or choose is reported when it holds "not", "cannot" or a word ending in "n't" ("Which one does not go with the rest?", "How many cubes are not in the stick?"). A story may still say what did not happen ("Ana did not add any shells."), since the question that follows asks for what is. And in any Kindergarten prompt, hint or feedback, a sentence that ends in its negation ("A rock is heavy. A leaf is not.") is reported: it leaves the child to carry the first sentence's word into the second and turn it around. Grade 1 copy is not checked.
            """,
        triggering: [
            .replacing("prompt: A rock is heavy. A leaf flies in the wind. Which word tells about a leaf?", in: "k/05-measurement/describe-attributes-l3.yaml",
                       with: "prompt: A rock is heavy. A leaf is ↓not. Which word tells about a leaf?")
                .reports("sentence 'A leaf is not.' leaves out what 'not' denies"),
            .replacing("prompt: Kai has two coins. One is silver. One is brown. What is the brown coin called?", in: "k/07-coins/name-coins-l3.yaml",
                       with: "prompt: Kai has two coins. One is silver. Which coin is ↓not silver?")
                .reports("kindergarten prompt asks for the one that is not: 'Which coin is not silver?'"),
        ],
        nonTriggering: [
            // A story may say what did not happen; the question asks for what is.
            .replacing("prompt: How many ducks are in the pond?", in: "k/01-counting/count-objects-l1.yaml",
                       with: "prompt: The ducks do not move. How many ducks are in the pond?"),
            // Grade 1 copy is not checked.
            .replacing("prompt: Ravi measures a crayon. It is 5 cubes long. It is 3 paper clips long. Why are the numbers different?",
                       in: "1/07-measurement/measure-length-l3.yaml",
                       with: "prompt: A crayon is 5 cubes long. It is 3 paper clips long. Why are the numbers not the same?"),
        ])

    /// Words that start a sentence telling the child what to look for.
    private static let asking: Set<String> = [
        "find", "tell", "show", "point", "pick", "choose", "name", "circle", "tap", "touch", "put", "draw", "match", "say", "color",
        "mark", "count",
    ]

    package static func check(_ catalog: Catalog) -> [Diagnostic] { CopyPass.diagnostics(self, in: catalog) }

    static func inspect(_ lesson: LessonCopy, _ context: CopySliceContext, _ out: inout [Diagnostic]) {
        guard lesson.lesson.grade == .kindergarten else { return }
        for item in lesson.items {
            for copy in item.strings where copy.field.isReading {
                let tokens = copy.tokens
                for sentence in CopyTokenizer.sentences(tokens) {
                    guard let negation = sentence.first(where: { isNegation(tokens[$0]) }) else { continue }
                    let words = sentence.filter { tokens[$0].isWordLike }
                    let text = spelled(copy.text, tokens, sentence)
                    let at = copy.copy.span(tokens[negation])
                    if let last = words.last, isNegation(tokens[last]) {
                        let at = copy.copy.span(tokens[last])
                        out.append(diagnostic(
                            at: at.location, length: at.length, "sentence '\(text)' leaves out what 'not' denies",
                            notes: [.init("say what it is instead, such as \"A leaf is light.\"")]))
                    } else if copy.field == .prompt, asks(sentence, in: tokens, words: words) {
                        out.append(diagnostic(
                            at: at.location, length: at.length, "kindergarten prompt asks for the one that is not: '\(text)'",
                            notes: [.init("ask for what is, such as \"Which coin is brown?\": a child who hears \"silver\" looks for silver")]))
                    }
                }
            }
        }
    }

    /// "not", "cannot", and words ending in "n't" ("isn't", "doesn't", "can't").
    static func isNegation(_ token: CopyToken) -> Bool {
        token.kind == .word && (token.folded == "not" || token.folded == "cannot" || token.folded.hasSuffix("n't"))
    }

    /// A question, or a sentence that tells the child what to find, show or choose.
    private static func asks(_ sentence: Range<Int>, in tokens: [CopyToken], words: [Int]) -> Bool {
        if sentence.contains(where: { tokens[$0].kind == .punctuation && tokens[$0].text == "?" }) { return true }
        guard let first = words.first else { return false }
        return asking.contains(tokens[first].folded)
    }

    /// The sentence as written, from its first token to its last.
    private static func spelled(_ text: String, _ tokens: [CopyToken], _ sentence: Range<Int>) -> String {
        guard let first = sentence.first, let last = sentence.last else { return "" }
        return CopyFeedbackDiscouraging.spelled(text, tokens[first].offset, tokens[last].end)
    }
}
