/// One item's copy as the COPY rules read it, with what several of them need worked out once.
final class ItemCopy {
    let item: Item
    let strings: [AnalyzedCopy]
    private let table: WordTable
    private let lexicon: Lexicon

    init(_ item: Item, table: WordTable, lexicon: Lexicon) {
        self.item = item
        self.table = table
        self.lexicon = lexicon
        strings = CopyString.strings(of: item).map { AnalyzedCopy($0, table: table) }
    }

    /// The item's prompt, hints and feedback: what the child reads while playing.
    var prompt: AnalyzedCopy? { strings.first { $0.field == .prompt } }
    var alt: AnalyzedCopy? { strings.first { $0.field == .alt } }
    var incorrectFeedback: AnalyzedCopy? { strings.first { $0.field == .feedbackIncorrect } }

    /// The names and labels the item shows (object names, options, categories…).
    lazy var labels: [String] = ItemData.labels(of: item)
    /// The item's own object names, folded: known words in its copy.
    lazy var vocabulary: Set<String> = ItemData.vocabulary(labels)
    /// For each string the child reads, how familiar each token is to an early reader (empty
    /// for other strings): COPY-WORD-LIST and COPY-READING-LEVEL ask the same question.
    lazy var familiarity: [[Lexicon.Familiarity]] = strings.map { copy in
        guard copy.field.isReading, !lexicon.isEmpty else { return [] }
        return zip(copy.tokens, copy.words).map { token, word in
            word < 0 || table.known[Int(word)] ? .familiar : lexicon.familiarity(token, known: false, extra: vocabulary)
        }
    }
    /// How a hint or alt text could give the answer away; nil when there is nothing to check.
    lazy var reveal: AnswerReveal? = AnswerReveal(item, promptTokens: prompt?.tokens ?? [])
}
