import CurriculumSyntax

/// Why an item could not be answered without its picture: what only the art would show the
/// child. A picture with no art yet ships as a placeholder card, and the app says its alt text,
/// which is written not to give the answer away (COPY-ALT-REVEALS-ANSWER); so an item whose answer
/// lives in the picture alone cannot be answered at all until the art exists.
///
/// What the child has without the art: the prompt and options said aloud, the fields the item
/// shows as written (an equation, an expression), and the scene the app draws from the type's own
/// fields (the counting objects, base-ten blocks, coins, ten frames, bars, a clock's hands). A
/// solver works the answer out from exactly those fields, so an item its solver answers is
/// answerable, save where the solver reads the author's working, which is never shown: a word
/// problem's equation must be told by its story. An item no solver answers is judged by its
/// words: a number answer needs some number in them, and a word answer must not hang on the
/// prompt pointing at the picture ("What is this shape?") without naming it. Words can hide a
/// dependence these checks do not see; the preview shows each placeholder as the app will, its
/// card and the alt text, for a reviewer to judge the rest.
struct PictureDependence: Sendable {
    enum Reason: Sendable, Equatable {
        /// The working uses numbers the prompt never says: the story tells them only in the picture.
        case unsaidNumbers([Int])
        /// No number is said or shown, yet the answer is one: it can only be counted in the picture.
        case nothingToCount(answer: String)
        /// The prompt points at the picture ("this shape") for an answer the item never names.
        case pointsAtPicture(phrase: String, offset: Int, length: Int, answer: String)
    }

    var reason: Reason

    /// What the item's answer needs from its picture, or nil when its words and drawn fields suffice.
    static func of(_ item: Item, solution: ItemSolution?) -> PictureDependence? {
        guard let type = ItemTypes.type(of: item), type.isAutoScored, let answerNode = item.answer else { return nil }
        if let solution, solution.isImpossible { return nil }
        let promptTokens = item.prompt.map { CopyTokenizer.tokens($0.value) } ?? []
        if solution?.answer != nil {
            // The solver read the item's fields; only working the child never sees can hide a number.
            guard !type.copy.workingFields.isEmpty else { return nil }
            let heard = numbers(in: promptTokens)
            var unsaid: [Int] = []
            for key in type.copy.workingFields {
                guard let text = item.syntax(ofOwnField: key)?.string else { continue }
                for token in CopyTokenizer.tokens(text) where token.kind == .number {
                    if let n = Int(token.text), !heard.contains(n), !unsaid.contains(n) { unsaid.append(n) }
                }
            }
            return unsaid.isEmpty ? nil : PictureDependence(reason: .unsaidNumbers(unsaid))
        }
        guard let answer = Answer(answerNode) else { return nil }
        switch answer {
        case .number(let n):
            var heard = numbers(in: promptTokens)
            for key in type.copy.shownFields + type.copy.labelFields {
                guard let field = item.syntax(ofOwnField: key) else { continue }
                for node in field.sequence ?? [field] {
                    if let n = node.int { heard.insert(n) } else if let text = node.string { heard.formUnion(numbers(in: CopyTokenizer.tokens(text))) }
                }
            }
            return heard.isEmpty ? PictureDependence(reason: .nothingToCount(answer: String(n))) : nil
        case .word(let words):
            guard let pointer = pointer(in: promptTokens),
                AnswerReveal.find(CopyTokenizer.tokens(words).map(\.folded), in: promptTokens) == nil
            else { return nil }
            return PictureDependence(reason: .pointsAtPicture(phrase: pointer.phrase, offset: pointer.offset, length: pointer.length, answer: words))
        case .truth(let value):
            guard let pointer = pointer(in: promptTokens) else { return nil }
            return PictureDependence(reason: .pointsAtPicture(
                phrase: pointer.phrase, offset: pointer.offset, length: pointer.length, answer: value ? "true" : "false"))
        case .list, .anyOf:
            return nil
        }
    }

    /// The numbers the tokens say, in digits or words, and those a quantity names ("no eggs" is 0).
    static func numbers(in tokens: [CopyToken]) -> Set<Int> {
        var out: Set<Int> = []
        for token in tokens where token.kind == .number { if let n = Int(token.text) { out.insert(n) } }
        out.formUnion(AnswerReveal.numberWords(in: tokens).map(\.value))
        return out
    }

    /// Words that point at something in front of the child ("this shape", "these blocks").
    static let demonstratives: Set<String> = ["this", "these"]
    /// Nouns that name the picture itself ("the picture", "in the drawing").
    static let pictureNouns: Set<String> = ["picture", "pictures", "drawing", "photo"]
    /// Words after "this" that do not name a thing to look at: "Is this true?", "this one", "this
    /// time", "this way".
    static let notThings: Set<String> = [
        "is", "are", "was", "one", "ones", "time", "way", "true", "false", "number", "sentence", "equation", "fact",
        "story", "problem", "question", "word",
    ]

    /// The first phrase of the prompt that points at the picture, and where it is (in scalars).
    static func pointer(in tokens: [CopyToken]) -> (phrase: String, offset: Int, length: Int)? {
        for (i, token) in tokens.enumerated() where token.kind == .word {
            if pictureNouns.contains(token.folded) {
                let start = i > 0 && tokens[i - 1].kind == .word ? tokens[i - 1] : token
                return (start.offset == token.offset ? token.text : start.text + " " + token.text, start.offset, token.end - start.offset)
            }
            guard demonstratives.contains(token.folded), i + 1 < tokens.count else { continue }
            let next = tokens[i + 1]
            guard next.kind == .word, next.sentence == token.sentence, !notThings.contains(next.folded) else { continue }
            return (token.text + " " + next.text, token.offset, next.end - token.offset)
        }
        return nil
    }
}
