/// What `Speech` says for each symbol in one language. The renderer decides where a symbol is
/// (a `-` between numbers, a `?` at the end of an equation, `¢` after its number); this says it.
struct SpeechVocabulary: Sendable {
    /// Symbols and their words; every language has the same keys.
    var symbols: [String: String]
    /// Fractions written with a slash between digits: "1/2".
    var slashFractions: [String: String]
    /// The unknown at the end of an equation, with its question mark: "what?".
    var unknownAtEnd: String
    /// The unknown inside an equation: "blank".
    var unknownInside: String
    /// The unknown inside an equation that is itself inside a question ("¿8 más cuánto da 16?"),
    /// where a second pair of question marks would nest; nil when it is `unknownInside`.
    var unknownInsideQuestion: String? = nil
    /// The unknown that starts an equation ("? - 9 = 9"): English "blank", as inside; Spanish
    /// "un número", since "cuánto menos 9" sounds like "how much less than 9".
    var unknownFirst: String
    /// The verb a comparison starts with, said once when the question already has it ("Is 3 < 5?").
    var copula: String
    /// Joins a whole number and a fraction glyph: "1½" → "1 and one half".
    var and: String
    /// A number of cents, after the digits: "1" → "cent".
    var cents: @Sendable (String) -> String
    /// "$5" → "5 dollars"; the amount as written after the `$`.
    var dollars: @Sendable (String) -> String
    /// A time of day in words, or nil when the text is not one.
    var time: @Sendable (String) -> String?
    /// Articles a time starts with ("las tres"), said once when the text already has one ("Son las 3:00").
    var timeArticles: Set<String> = []
    /// An ordinal written as digits and an abbreviation's ending ("1.º", "2.ª", "1.er"): the
    /// number, the ending and the word after it, to the ordinal in words; nil when the language
    /// writes no such abbreviation (English "3rd" reads as written) or the ending is not one.
    var ordinal: (@Sendable (_ number: Int, _ ending: String, _ next: String?) -> String?)? = nil
    /// Borrowed words a voice of the language would read by its own spelling, respelled as the
    /// classroom says them (Spanish "un dime" is said "un daim", not the verb "dime"). Matched
    /// as written, lower case, so a capitalised word (the verb "Dime, …") is left alone.
    var loanwords: [String: String] = [:]

    /// Nouns before which the digit 1 is said in its feminine form, and that form: Spanish
    /// "1 decena" is "una decena", which a voice reading the digit says "uno".
    var feminineOne: (word: String, nouns: Set<String>)? = nil
    /// The same for masculine nouns: "1 dime" is "un daim", "1 centavo" is "un centavo", where a
    /// voice reading the digit says "uno".
    var masculineOne: (word: String, nouns: Set<String>)? = nil

    /// The word said for a 1 before `noun`, if the noun is listed.
    func one(before noun: String) -> String? {
        if let one = feminineOne, one.nouns.contains(noun) { return one.word }
        if let one = masculineOne, one.nouns.contains(noun) { return one.word }
        return nil
    }

    /// Whether `text` may hold a loanword to respell or a 1 to say as a word: a quick test
    /// before walking its tokens.
    func mayRespell(_ text: String) -> Bool {
        if !loanwords.isEmpty, loanwords.keys.contains(where: { text.contains($0) }) { return true }
        return (feminineOne != nil || masculineOne != nil) && text.contains("1 ")
    }

    static let english = SpeechVocabulary(
        symbols: Speech.words, slashFractions: Speech.slashFractions, unknownAtEnd: "what?", unknownInside: "blank",
        unknownFirst: "blank",
        copula: "is", and: "and", cents: { $0 == "1" ? "cent" : "cents" }, dollars: Speech.dollars,
        time: { Speech.englishTime($0) })
}
