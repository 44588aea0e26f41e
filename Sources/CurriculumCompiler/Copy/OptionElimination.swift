import CurriculumSyntax

/// Whether a hint rules out every wrong choice of an item with `options`, which leaves the
/// answer as surely as naming it. A hint eliminates when it
///
/// - names every wrong option and not the answer, there are at least two wrong options, and the
///   prompt names none of them ("A rectangle has 4 sides. A triangle has 3." for a 6-sided
///   shape). With one wrong option, naming it is how a pattern ("What comes after a clap?") or a
///   contrast is taught; and options the prompt names are what the item is about ("Ben has 6
///   balls. Mia has 6 balls." with options Ben, Mia, the same: "Count Ben's balls. Then count
///   Mia's."), so in neither case is naming enough; or
/// - names every wrong option in a sentence that negates ("It is not 8 or 10", "A circle has no
///   straight sides"), whatever else it says: "It is 9, not 8" weighs the answer against another
///   choice only to rule that choice out.
///
/// An option is named by its words (inflections folded, a leading article dropped), a number
/// option by its value in digits or words, and an option that differs from the answer only by a
/// color or a size word ("it is red", "it is big") by the attribute's name: "Color and size do
/// not change a shape's name" rules out both. Only these two attributes are known
/// (`attributeValues`); options that differ in other ways ("it is turned") are named only by
/// their words. Yes/no and true/false options are judgements, not choices a hint could name.
struct OptionElimination {
    /// What the hint names, for the message: the wrong options as written.
    let ruledOut: [String]

    private struct Option {
        let text: String
        let number: Int?
        /// The option's words and numbers (folded), without a leading article.
        let words: [String]
    }

    /// The hint's verdict for the item, or nil when it leaves a real choice.
    static func check(_ item: Item, hint: [CopyToken], prompt: [CopyToken]) -> OptionElimination? {
        guard let answerNode = item.answer, let optionNodes = item.options?.value, optionNodes.count >= 2 else { return nil }
        let options = optionNodes.compactMap(option)
        guard options.count == optionNodes.count, let answer = option(answerNode) else { return nil }
        guard !options.allSatisfy({ judgements.contains($0.text.lowercased()) }) else { return nil }
        let wrong = options.filter { !same($0, answer) }
        // An answer that is none of the options is ITEM-ANSWER's to report.
        guard wrong.count < options.count, !wrong.isEmpty else { return nil }

        let numbers = AnswerReveal.numberWords(in: hint, quantities: false)
        let answerWords = Set(answer.words)
        var negatedAll = true
        for option in wrong {
            guard let sentences = mentions(option, answerWords: answerWords, in: hint, numbers: numbers) else { return nil }
            if !sentences.contains(where: { negates(hint, sentence: $0) }) { negatedAll = false }
        }
        guard !negatedAll else { return OptionElimination(ruledOut: wrong.map(\.text)) }
        guard wrong.count >= 2, mentions(answer, answerWords: [], in: hint, numbers: numbers) == nil else { return nil }
        let promptNumbers = AnswerReveal.numberWords(in: prompt, quantities: false)
        guard !wrong.contains(where: { mentions($0, answerWords: answerWords, in: prompt, numbers: promptNumbers) != nil }) else { return nil }
        return OptionElimination(ruledOut: wrong.map(\.text))
    }

    private static let judgements: Set<String> = ["yes", "no", "true", "false"]
    private static let articles: Set<String> = ["a", "an", "the"]
    /// Words that carry no attribute in an option such as "it is red".
    private static let fillers: Set<String> = ["a", "an", "the", "it", "is", "it's", "its", "and", "of", "are", "they"]

    /// The attributes a hint may name, each with the words for its values.
    static let attributeValues: [(names: Set<String>, values: Set<String>)] = [
        (["color", "colors", "colour", "colours"],
         ["red", "blue", "green", "yellow", "orange", "purple", "pink", "brown", "black", "white", "gray", "grey"]),
        (["size", "sizes"], ["big", "bigger", "small", "smaller", "tiny", "large", "little", "long", "short", "tall", "huge"]),
    ]

    private static func option(_ node: Node) -> Option? {
        if let n = node.int { return Option(text: String(n), number: n, words: [String(n)]) }
        guard let text = node.string?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        var words = CopyTokenizer.tokens(text).filter { $0.kind != .punctuation }.map(\.folded)
        if words.count > 1, let first = words.first, articles.contains(first) { words.removeFirst() }
        return Option(text: text, number: Int(text), words: words)
    }

    private static func same(_ a: Option, _ b: Option) -> Bool {
        if let x = a.number, let y = b.number { return x == y }
        return a.words == b.words
    }

    /// The sentences where the hint names the option; nil when it never does.
    private static func mentions(_ option: Option, answerWords: Set<String>, in hint: [CopyToken],
                                 numbers: [(first: Int, last: Int, value: Int)]) -> [Int]? {
        var sentences: [Int] = []
        if let n = option.number {
            for token in hint where token.kind == .number && Int(token.text) == n { sentences.append(token.sentence) }
            for found in numbers where found.value == n { sentences.append(hint[found.first].sentence) }
            return sentences.isEmpty ? nil : sentences
        }
        if let start = AnswerReveal.find(option.words, in: hint) { sentences.append(hint[start].sentence) }
        // "it is red" beside "3 sides and 3 corners" differs only by a color: "color" names it.
        let own = option.words.filter { !fillers.contains($0) && !answerWords.contains($0) }
        if !own.isEmpty {
            for attribute in attributeValues where own.allSatisfy(attribute.values.contains) {
                for token in hint where token.kind == .word && attribute.names.contains(token.folded) { sentences.append(token.sentence) }
            }
        }
        return sentences.isEmpty ? nil : sentences
    }

    private static func negates(_ hint: [CopyToken], sentence: Int) -> Bool {
        hint.contains { token in
            token.sentence == sentence && token.kind == .word
                && (negations.contains(token.folded) || token.folded.hasSuffix("n't"))
        }
    }

    private static let negations: Set<String> = ["not", "no", "never", "cannot", "nor"]
}
