/// A piece of copy and its tokens, tokenized once for every COPY rule, each word numbered in
/// the slice's word table so facts about it are looked up by index, not by hashing again.
/// A class: the rules pass each one around many times, and a copy of a struct holding two
/// arrays and a string costs three retains where a reference costs one.
final class AnalyzedCopy {
    let copy: CopyString
    let tokens: [CopyToken]
    /// The word-table number of each token; -1 for tokens that are not words.
    let words: [Int32]

    init(_ copy: CopyString, table: WordTable) {
        self.copy = copy
        tokens = CopyTokenizer.tokens(copy.text)
        words = tokens.map { $0.kind == .word ? table.id($0.folded) : -1 }
    }

    var text: String { copy.text }
    var field: CopyString.Field { copy.field }
}
