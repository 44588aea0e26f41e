/// Whether a hint or an alt text gives an item's answer away.
///
/// A number answer is given away by any standalone mention of it, in digits or in words ("Count
/// to 7 and stop", "There are seven apples"), unless the item already shows that number: it is
/// in the prompt or in a field the item's type shows as written (`CopyTraits.shownFields`: an
/// equation or expression, a number bond's whole and parts). Saying "one" as a pronoun ("each
/// one", "one at a time") is not the number. A word answer ("triangle", "red", "dime") is given
/// away when the text names it and none of the other choices the item offers, unless the prompt
/// names it too: "A triangle has 3 sides" tells, "Line up the pencil and the crayon" compares.
/// Yes/no answers, orderings and the answers a type calls judgements (`CopyTraits`: a
/// comparison's left, right, same) are not words a hint could say, so they are not checked.
///
/// Reading the item's answer is cheap; what the item shows and offers is worked out only when a
/// hint or alt text mentions the answer at all, which most do not.
final class AnswerReveal {
    enum Answer: Equatable {
        case numbers([Int])
        case words(String)
    }

    let answers: Answer
    private let item: Item
    /// What the item's type says of its fields and answer; nothing for a type the compiler
    /// does not know.
    private let traits: CopyTraits
    private let promptTokens: [CopyToken]

    init?(_ item: Item, promptTokens: [CopyToken]? = nil) {
        guard let node = item.answer else { return nil }
        let traits = ItemTypes.type(of: item)?.copy ?? CopyTraits()
        var answer: Answer?
        switch node.value {
        case .scalar(let s):
            if case .int(let n) = s.resolved {
                answer = .numbers([n])
            } else if case .string = s.resolved {
                let text = s.text.trimmingCharacters(in: .whitespaces)
                if let n = Int(text) {
                    answer = .numbers([n])
                } else if traits.judgementAnswers.contains(text.lowercased()) {
                    answer = nil
                } else if !text.isEmpty {
                    answer = .words(text)
                }
            }
        case .sequence(let items):
            let numbers = items.compactMap(\.int)
            if !numbers.isEmpty, numbers.count == items.count { answer = .numbers(numbers) }
        case .mapping:
            break
        }
        guard let answer else { return nil }
        answers = answer
        self.item = item
        self.traits = traits
        self.promptTokens = promptTokens ?? item.prompt.map { CopyTokenizer.tokens($0.value) } ?? []
    }

    private var ordinal: Bool { traits.ordinalAnswers }

    /// Single words that may begin a mention of a number answer in words: "seven", "twenty",
    /// "one" (of "one hundred"), "a", and ordinals for ordinal items.
    private lazy var numberWordCandidates: [String] = {
        guard case .numbers(let targets) = answers else { return [] }
        var words: [String] = []
        for n in targets {
            if let first = NumberWords.words(n).split(whereSeparator: { $0 == " " || $0 == "-" }).first { words.append(String(first)) }
            if n >= 100 { words += ["a", "one"] }
            if n >= 21, n < 100 { words.append(NumberWords.words(n)) }
            if ordinal, let word = NumberWords.ordinal(n) { words.append(word) }
            words += QuantityWords.starts(naming: n)
        }
        return words
    }()

    /// Numbers the item shows the child anyway: in its prompt, and in the fields its type shows
    /// as written (an equation or expression's numbers, a number bond's whole and parts).
    private lazy var shown: Set<Int> = {
        var shown: Set<Int> = []
        for token in promptTokens where token.kind == .number { if let n = Int(token.text) { shown.insert(n) } }
        shown.formUnion(AnswerReveal.numberWords(in: promptTokens).map(\.value))
        for key in traits.shownFields + traits.workingFields {
            guard let field = item.syntax(ofOwnField: key) else { continue }
            for node in field.sequence ?? [field] {
                if let n = node.int {
                    shown.insert(n)
                } else if let text = node.string {
                    for token in CopyTokenizer.tokens(text) where token.kind == .number { if let n = Int(token.text) { shown.insert(n) } }
                }
            }
        }
        return shown
    }()

    /// The other choices the item offers (folded words): other numeric options for a number
    /// answer; the item's other labels (options, objects, categories…) for a word answer.
    private lazy var alternatives: [[String]] = {
        var alternatives: [[String]] = []
        switch answers {
        case .numbers(let ns):
            for option in item.options?.value ?? [] {
                if let n = option.int, !ns.contains(n) { alternatives.append([String(n)]) }
            }
        case .words(let w):
            let answerWords = CopyTokenizer.tokens(w).map(\.folded)
            for label in ItemData.labels(of: item) {
                let words = CopyTokenizer.tokens(label).filter(\.isWordLike).map(\.folded)
                if !words.isEmpty, words != answerWords { alternatives.append(words) }
            }
        }
        return alternatives
    }()

    /// A word answer's words (folded), and for a time its spoken words too: "3:30" is also
    /// "three thirty".
    private lazy var answerForms: [[String]] = {
        guard case .words(let text) = answers else { return [] }
        var forms = [CopyTokenizer.tokens(text).map(\.folded)]
        if let spoken = Speech.time(text) { forms.append(CopyTokenizer.tokens(spoken).map(\.folded)) }
        return forms
    }()

    /// A word answer the prompt already says ("4 small squares … what big shape?").
    private lazy var promptSaysAnswer: Bool = {
        guard case .words(let w) = answers else { return false }
        return AnswerReveal.find(CopyTokenizer.tokens(w).map(\.folded), in: promptTokens) != nil
    }()

    /// The token range and the answer as said, when `tokens` give the answer away.
    func reveal(in tokens: [CopyToken]) -> (first: Int, last: Int, said: String)? {
        guard let found = mention(in: tokens) else { return nil }
        switch answers {
        case .numbers:
            guard let value = found.value, !shown.contains(value) else { return nil }
        case .words:
            guard !promptSaysAnswer else { return nil }
        }
        return mentionsAlternative(tokens) ? nil : (found.first, found.last, found.said)
    }

    /// Where the tokens mention the answer at all.
    private func mention(in tokens: [CopyToken]) -> (first: Int, last: Int, said: String, value: Int?)? {
        switch answers {
        case .numbers(let targets):
            for (i, token) in tokens.enumerated() where token.kind == .number {
                if let n = Int(token.text), targets.contains(n), !isShown(n) { return (i, i, token.text, n) }
            }
            // Most hints say no number in words: compare the single words first, parse only then.
            guard tokens.contains(where: { $0.kind == .word && numberWordCandidates.contains($0.folded) }) else { return nil }
            for found in AnswerReveal.numberWords(in: tokens) where targets.contains(found.value) && !isShown(found.value) {
                let phrase = tokens[found.first...found.last].map(\.folded)
                // A quantity phrase ("a couple") is said with the number it names.
                let said = NumberWords.value(of: phrase, at: 0)?.count == phrase.count
                    ? (found.value == 1 ? "one" : NumberWords.words(found.value))
                    : "\(found.value) (\"\(tokens[found.first...found.last].map(\.text).joined(separator: " "))\")"
                return (found.first, found.last, said, found.value)
            }
            if ordinal {
                for (i, token) in tokens.enumerated() where token.kind == .word {
                    for n in targets where NumberWords.ordinal(n) == token.folded && !isShown(n) { return (i, i, token.folded, n) }
                }
            }
            return nil
        case .words(let text):
            for words in answerForms {
                if let start = AnswerReveal.find(words, in: tokens) { return (start, start + words.count - 1, text, nil) }
            }
            return nil
        }
    }

    /// With several answers (a number chart's missing cells), a shown one is skipped for the next.
    private func isShown(_ n: Int) -> Bool {
        if case .numbers(let ns) = answers, ns.count == 1 { return false }
        return shown.contains(n)
    }

    /// When the answer is the missing half of a double whose other half and whole the item
    /// shows (8 + ? = 16, a whole of 16 with a part of 8, 16 - 8 = ?), the half and the whole:
    /// "a double" then tells the child the missing part is the part they see.
    var halfOfShownDouble: (half: Int, whole: Int)? {
        guard case .numbers(let ns) = answers, ns.count == 1, let n = ns.first, n > 0,
            shown.contains(n), shown.contains(2 * n)
        else { return nil }
        return (n, 2 * n)
    }

    private func mentionsAlternative(_ tokens: [CopyToken]) -> Bool {
        alternatives.contains { AnswerReveal.find($0, in: tokens) != nil }
    }

    /// The first index where `words` (folded) occur as consecutive tokens, inflections folded.
    static func find(_ words: [String], in tokens: [CopyToken]) -> Int? {
        guard !words.isEmpty, words.count <= tokens.count else { return nil }
        outer: for i in 0...(tokens.count - words.count) {
            for (k, w) in words.enumerated() {
                let t = tokens[i + k].folded
                if t == w { continue }
                // Inflections share their first letter: test that before folding.
                guard tokens[i + k].kind == .word, t.utf8.first == w.utf8.first, Inflection.sameWord(t, w) else { continue outer }
            }
            return i
        }
        return nil
    }

    /// Numbers said in words or named by a quantity phrase ("a couple", `QuantityWords`),
    /// skipping "one" used as a pronoun ("each one", "one at a time").
    /// Without `quantities`, only number words count: "both sides" names no option 2.
    static func numberWords(in tokens: [CopyToken], quantities: Bool = true) -> [(first: Int, last: Int, value: Int)] {
        // Most copy says no number in words: skip building the word list then.
        guard tokens.contains(where: {
            $0.kind == .word && (NumberWords.values[$0.folded] != nil || quantities && QuantityWords.starts.contains($0.folded))
        })
        else { return [] }
        let words = tokens.map { $0.kind == .word ? $0.folded : "" }
        var out: [(Int, Int, Int)] = []
        var i = 0
        while i < words.count {
            guard let found = (quantities ? QuantityWords.value(of: words, at: i) : nil) ?? NumberWords.value(of: words, at: i) else {
                i += 1
                continue
            }
            if found.count == 1, words[i] == "one", isPronounOne(words, i) {
                i += 1
                continue
            }
            out.append((i, i + found.count - 1, found.value))
            i += found.count
        }
        return out
    }

    private static let determiners: Set<String> = [
        "each", "every", "this", "that", "which", "the", "any", "another", "no", "other", "next", "last", "first",
        "same", "big", "small", "little", "new", "right", "only",
    ]

    private static func isPronounOne(_ words: [String], _ i: Int) -> Bool {
        if i > 0, determiners.contains(words[i - 1]) { return true }
        if i + 1 < words.count, words[i + 1] == "at" || words[i + 1] == "by" || words[i + 1] == "another" { return true }
        return false
    }
}
