import CurriculumSyntax

/// An item a child who cannot read yet could not answer from what the app says and shows.
///
/// The app says the prompt, the options, and every tile, category, label and shown equation
/// (their spoken forms are in the bundle, docs/design.md#pictures-and-speech). Two things still
/// leave a non-reader stuck:
///
/// - the prompt points at written text ("Is this number sentence true?", "Read the word.") and
///   the item neither shows such text nor says it in the prompt, so there is nothing to hear;
/// - the child must pick the true one of three or more statements ("45 > 54", "45 < 54",
///   "45 = 54"): heard one after another, each must be held in mind while the next is read,
///   which is a test of memory, not of comparing. Two choices, or a direct question ("Which
///   number is greater?"), can be answered by ear.
///
/// Number words on tiles ("eleven" to match with 11) are not reading either: both sides are
/// said, so the pair is matched by ear, which COPY-ANSWER-HEARD reports.
package enum CopyReadingRequired: CopyLessonRule {
    package static let scope = RuleScope.lesson
    package static let description = RuleDescription(
        id: "COPY-READING-REQUIRED", severity: .warning,
        summary: "a child who cannot read could not answer the item from what is said and shown",
        rationale: """
            Most five- and six-year-olds cannot read yet, so the app says every prompt, option, tile, category, label and shown equation (docs/design.md#pictures-and-speech). An item must be answerable with the sound on and the words unread. It is not when the prompt points at written text the item neither shows nor says ("Is this number sentence true?" with no number sentence; "Read the word." with no word), or when the child must pick the true statement from three or more: heard one after another, "45 > 54", "45 < 54", "45 = 54" must all be held in mind, which tests memory rather than comparing. Say the equation in the prompt ("3 + 2 = 5. Is this true or false?"), give two choices, or ask directly ("Which number is greater?"). Tiles that say the same number as their targets ("eleven" and 11) are matched by ear, which COPY-ANSWER-HEARD reports.
            """,
        triggering: [
            .replacing(
                "prompt: Kofi counts his cars. He says 1, 2, 3, 4, 5. How many cars does he have?", in: "k/01-counting/count-objects-l1.yaml",
                with: "prompt: Kofi counts his cars. Which number makes ↓this number sentence true?")
                .reports("prompt points at a number sentence the item neither shows nor says, so a child who cannot read has nothing to hear"),
            RuleExample.squareAndRectangle(
                ["Both are long and thin.", "Both have 4 sides.", "Both have 3 corners."], prompt: "↓Think of a square and a rectangle. Which sentence is true?")
                .reports("the child must hold 3 spoken statements in mind to find the true one"),
        ],
        nonTriggering: [
            .replacing("prompt: 3 + 2 = 5. Is this true or false?", in: "1/04-equations/equal-sign-l1.yaml", with: "prompt: Is this number sentence true or false?"),
            // Two statements are told apart by ear.
            RuleExample.squareAndRectangle(
                ["Both are long and thin.", "Both have 4 sides."], prompt: "Think of a square and a rectangle. Which sentence is true?"),
        ])

    package static func check(_ catalog: Catalog) -> [Diagnostic] { CopyPass.diagnostics(self, in: catalog) }

    static func inspect(_ lesson: LessonCopy, _ context: CopySliceContext, _ out: inout [Diagnostic]) {
        for copy in lesson.items {
            guard let prompt = copy.prompt else { continue }
            if let pointer = unsaidReferent(prompt, copy.item) {
                let at = prompt.copy.span(pointer.offset, pointer.length)
                out.append(diagnostic(
                    at: at.location, length: at.length,
                    "prompt points at \(pointer.what) the item neither shows nor says, so a child who cannot read has nothing to hear",
                    notes: [.init("say it in the prompt (\"3 + 2 = 5. Is this true or false?\"), or show it in the item's `equation` or `expression`")]))
            }
            if let (count, judged) = statementsToHold(prompt, copy.item) {
                let at = prompt.copy.span(0, 0)
                out.append(diagnostic(
                    at: at.location, length: at.length,
                    "the child must hold \(count) spoken statements in mind to find the \(judged) one",
                    notes: [.init("give 2 choices, or ask directly (\"Which number is greater?\")")]))
            }
        }
    }

    // MARK: - Pointing at text that is not there

    /// The kinds of written text a prompt can point at, and how the item could hold one.
    enum Referent {
        /// A number sentence, equation or fact: said in the prompt, or shown.
        case sentence
        /// A word or words.
        case word

        static let nouns: [String: Referent] = [
            "sentence": .sentence, "sentences": .sentence, "equation": .sentence, "equations": .sentence,
            "word": .word, "words": .word,
        ]
    }

    /// Words that point at something on screen.
    static let pointers: Set<String> = ["this", "that", "these", "those", "the"]

    /// The first place the prompt points at written text the item does not have.
    static func unsaidReferent(_ prompt: AnalyzedCopy, _ item: Item) -> (offset: Int, length: Int, what: String)? {
        let tokens = prompt.tokens
        for (i, token) in tokens.enumerated() where token.kind == .word && (pointers.contains(token.folded) || token.folded == "read") {
            // "this number sentence", "the word", "Read this sentence"
            var j = i + 1
            if j < tokens.count, ["number", "math"].contains(tokens[j].folded), tokens[j].sentence == token.sentence { j += 1 }
            if token.folded == "read", j < tokens.count, pointers.contains(tokens[j].folded) { j += 1 }
            guard j < tokens.count, tokens[j].kind == .word, tokens[j].sentence == token.sentence,
                let referent = Referent.nouns[tokens[j].folded]
            else { continue }
            // "Use the word longer": the word is said right after it.
            if referent == .word, j + 1 < tokens.count, tokens[j + 1].kind == .word, tokens[j + 1].sentence == token.sentence,
                !tokens[j + 1].startsSentence, !linkWords.contains(tokens[j + 1].folded)
            {
                continue
            }
            guard !has(referent, prompt, item) else { continue }
            let end = tokens[j].end
            return (token.offset, end - token.offset, referent == .sentence ? "a number sentence" : "written words")
        }
        return nil
    }

    /// Words that may follow "the words" without being the words themselves ("Match the words to …").
    static let linkWords: Set<String> = ["to", "on", "in", "that", "with", "and", "you", "we", "is", "are", "below", "above", "here"]

    /// Whether the item says or shows text of the kind the prompt points at.
    static func has(_ referent: Referent, _ prompt: AnalyzedCopy, _ item: Item) -> Bool {
        let shown = ItemData.shownText(of: item).map(\.text) + options(of: item)
        switch referent {
        case .sentence:
            return isEquation(prompt.tokens) || shown.contains { isEquation(CopyTokenizer.tokens($0)) }
        case .word:
            return shown.contains { $0.contains(where: \.isLetter) }
        }
    }

    /// The item's options as text.
    static func options(of item: Item) -> [String] {
        (item.options?.value ?? []).compactMap(\.string)
    }

    /// An operator, relation or unknown between numbers: "3 + 2", "45 > 54", "8 + ? = 11".
    static func isEquation(_ tokens: [CopyToken]) -> Bool {
        tokens.contains { $0.kind == .blank || ($0.kind == .symbol && relations.contains($0.text)) }
    }

    static let relations: Set<String> = ["+", "-", "\u{2212}", "=", "\u{2260}", "<", ">"]

    // MARK: - Many statements to hold in mind

    /// How many statement options there are, and whether the true or the false one is asked
    /// for, when the child must pick one from three or more; nil otherwise.
    static func statementsToHold(_ prompt: AnalyzedCopy, _ item: Item) -> (count: Int, judged: String)? {
        guard let last = prompt.tokens.last?.sentence,
            let judged = prompt.tokens.first(where: { $0.sentence == last && ($0.folded == "true" || $0.folded == "false") })
        else { return nil }
        let statements = options(of: item).filter(isStatement)
        return statements.count >= 3 ? (statements.count, judged.folded) : nil
    }

    /// A choice that says something can be true or false: a relation ("45 > 54", "5 + 2 = 7") or
    /// a sentence of three words or more ("Maya has more").
    static func isStatement(_ option: String) -> Bool {
        let tokens = CopyTokenizer.tokens(option)
        if tokens.contains(where: { $0.kind == .symbol && ["=", "\u{2260}", "<", ">"].contains($0.text) }) { return true }
        return tokens.filter { $0.kind == .word || $0.kind == .number }.count >= 3 && tokens.contains { $0.kind == .word }
    }
}
