import CurriculumSyntax

/// An item a child can answer by matching sounds instead of knowing the mathematics.
///
/// The app says every option and tile aloud (docs/design.md#pictures-and-speech), which is what
/// lets a non-reader do an item at all. It also means a numeral is heard as its word: "14" is
/// said "fourteen" and "3rd" is said "third". A tile "fourteen" to match with "14", or "Which
/// number is fourteen?" with 14 among the options, is then answered by listening for the same
/// sound twice — the numeral the item means to test is never read.
package enum CopyAnswerHeard: CatalogRule {
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "COPY-ANSWER-HEARD", severity: .warning,
        summary: "the answer is heard in the question: a tile and its target, or the prompt and the answer, say the same number",
        rationale: """
            The app reads every option and tile aloud so that a child who cannot read can do the item (docs/design.md#pictures-and-speech), and a numeral is heard as its word: "14" sounds like "fourteen", "3rd" like "third". A drag-and-drop pair whose tile and target are one number written two ways ("fourteen" and "14", "3rd" and "third"), or a prompt that says in words the number the answer writes in digits ("Which number is fourteen?" with 14 among the options), is answered by matching the same sound twice; the numeral it means to test is never looked at. To test reading or writing numerals (NY-K.CC.3), ask the child to write the number they hear (`numericInput`: "Write the number fourteen."), or to show how many with objects; to test position words (NY-K.CC.4d), ask which thing in a line is third.
            """,
        triggering: [
            .item("i7", in: "k/01-counting/count-objects-l1.yaml", RuleExample.whichIsFourteen.marking("prompt: ↓Which"))
                .reports("the prompt says \"fourteen\" and the answer is read aloud as \"fourteen\", so a child finds it by ear"),
            // A number past 100 starts with "one", which alone would be a pronoun.
            .item("i7", in: "k/01-counting/count-objects-l1.yaml", RuleExample.whichIsFourteen
                .replacingOccurrences(of: "fourteen?", with: "one hundred four?")
                .replacingOccurrences(of: "options: [4, 14, 40]", with: "options: [14, 104, 140]")
                .replacingOccurrences(of: "answer: 14", with: "answer: 104")
                .marking("prompt: ↓Which"))
                .reports("the prompt says \"one hundred four\" and the answer is read aloud as \"one hundred four\", so a child finds it by ear"),
            .item("i7", in: "k/01-counting/count-objects-l1.yaml", """
                - id: i7
                  type: dragDrop
                  difficulty: 2
                  prompt: Match each place to its word.
                  pairs:
                    - {item: ↓1st, target: first}
                    - {item: 2nd, target: second}
                  hints:
                    - Say the places in order.
                  feedback:
                    correct: Yes! Each place matches its word.
                    incorrect: Say the places in order. Then match each one.

                """).reports("every tile is said the same as its target (\"1st\" and \"first\" are both \"first\"), so a child matches them by ear"),
        ],
        nonTriggering: [
            // Writing the number heard is the numeral work itself.
            .item("i7", in: "k/01-counting/count-objects-l1.yaml", RuleExample.whichIsFourteen
                .replacingOccurrences(of: "type: multipleChoice", with: "type: numericInput")
                .replacingOccurrences(of: "prompt: Which number is fourteen?", with: "prompt: Write the number fourteen.")
                .replacingOccurrences(of: "fourteen", with: "seventeen")
                .replacingOccurrences(of: "a 1 and a 4", with: "a 1 and a 7")
                .replacingOccurrences(of: "answer: 14", with: "answer: 17")
                .replacingOccurrences(of: "  options: [4, 14, 40]\n", with: "")),
            // A tile that must be worked out ("10 and 4") is not heard in its target.
            .item("i7", in: "k/01-counting/count-objects-l1.yaml", """
                - id: i7
                  type: dragDrop
                  difficulty: 2
                  prompt: Match each ten and ones to its number.
                  pairs:
                    - {item: "10 and 3", target: "13"}
                    - {item: "10 and 6", target: "16"}
                  hints:
                    - Start at 10 each time.
                  feedback:
                    correct: Yes! Each ten and ones matches its number.
                    incorrect: Start at 10 and count on the ones.

                """),
        ])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for lesson in catalog.lessons {
            for item in lesson.items {
                let pairs = item.fields(DragDropItem.Fields.self)?.pairs?.value ?? []
                let heard = pairs.compactMap { pair -> (tile: Field<String>, target: String, said: String)? in
                    guard let tile = pair.value.item, let target = pair.value.target?.value,
                        let said = heardTheSame(tile.value, target)
                    else { return nil }
                    return (tile, target, said)
                }
                if let first = heard.first {
                    let which = heard.count == pairs.count ? "every tile is" : "\(heard.count) of \(pairs.count) tiles are"
                    out.append(diagnostic(
                        at: item.location(of: first.tile.node), length: first.tile.node.span,
                        "\(which) said the same as its target (\"\(first.tile.value)\" and \"\(first.target)\" are both \"\(first.said)\"), so a child matches them by ear",
                        notes: [.init("make each tile something to work out (\"10 and 4\" for 14), or ask the child to write the number they hear")]))
                }
                if let said = answerSaidInPrompt(item), let prompt = item.syntax(of: .prompt) {
                    out.append(diagnostic(
                        at: item.location(of: prompt), length: prompt.span,
                        "the prompt says \"\(said)\" and the answer is read aloud as \"\(said)\", so a child finds it by ear",
                        notes: [.init("to test the numeral, ask the child to write the number they hear (numericInput), or to show how many")]))
                }
            }
        }
        return out
    }

    /// The shared spoken form when two texts are one number written two ways.
    static func heardTheSame(_ a: String?, _ b: String?) -> String? {
        guard let a, let b, let x = HeardNumber(a), let y = HeardNumber(b), x == y, x.isDigits != y.isDigits else { return nil }
        return x.spoken
    }

    /// The words of the prompt that say the answer, when the item has options and its answer is
    /// written in digits.
    static func answerSaidInPrompt(_ item: Item) -> String? {
        guard item.options != nil, let text = item.answer?.string,
            let answer = HeardNumber(text), answer.isDigits, let prompt = item.prompt?.value
        else { return nil }
        let tokens = CopyTokenizer.tokens(prompt)
        // Where the prompt says the answer's number: its first and last token.
        let said: [(first: Int, last: Int)] =
            if answer.isOrdinal {
                tokens.indices.filter { tokens[$0].kind == .word && NumberWords.ordinals.firstIndex(of: tokens[$0].folded) == answer.value }
                    .map { ($0, $0) }
            } else {
                // "one" alone is a pronoun far more often than a number ("Which one…"); "one
                // hundred seven" is a number.
                AnswerReveal.numberWords(in: tokens, quantities: false)
                    .filter { $0.value == answer.value && ($0.first < $0.last || tokens[$0.first].folded != "one") }
                    .map { ($0.first, $0.last) }
            }
        for found in said {
            // A number that counts something in the story ("Four friends share a pie") is the
            // story, not the answer said aloud; a number named on its own ("Which number is
            // forty-two?", "the number eighty.") is.
            let next = found.last + 1
            if next < tokens.count, tokens[next].kind == .word, tokens[next].sentence == tokens[found.first].sentence { continue }
            return answer.spoken
        }
        return nil
    }
}
