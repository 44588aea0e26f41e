/// A number or math symbol a translation must keep: "8 + 6 = ?" is "8 + 6 = ?" in every language.
public enum MathToken: Hashable, Sendable {
    case number(Int)
    /// `+ − = < > ¢`; a hyphen used as minus is read as `−`.
    case symbol(String)

    public var text: String {
        switch self {
        case .number(let n): String(n)
        case .symbol(let s): s
        }
    }
}

/// Finds the numbers and math symbols of a text, with the copy tokenizer: numbers written as
/// digits (each run of digits of `3:30` or `5th`) or as number words of the text's language
/// (English, and Spanish for the es locales), and the symbols of arithmetic and money.
public enum MathTokens {
    static let symbols: Set<String> = ["+", "−", "=", "<", ">", "¢"]

    /// How a number was written: digits and symbols must survive translation as they are; a
    /// number word may become a digit or a word of the other language.
    enum Origin: Sendable { case written, word, ambiguousWord }

    /// In order of appearance, without words that are only sometimes numbers ("each one").
    public static func extract(_ text: String, language: String) -> [MathToken] {
        scan(text, language: language).filter { $0.origin != .ambiguousWord }.map(\.token)
    }

    /// Every number and symbol with how it was written. English "one" and "a" and Spanish
    /// "un", "una" and "uno" are ambiguous: "each one", "a ten", "una decena" are words.
    static func scan(_ text: String, language: String) -> [(token: MathToken, origin: Origin)] {
        let tokens = CopyTokenizer.tokens(text)
        let words = NumberWordTable.for(language)
        var out: [(MathToken, Origin)] = []
        var i = 0
        while i < tokens.count {
            let token = tokens[i]
            switch token.kind {
            case .number:
                out += digitRuns(token.text).map { (MathToken.number($0), Origin.written) }
            case .symbol:
                let s = token.text == "-" ? "−" : token.text
                if symbols.contains(s) { out.append((.symbol(s), .written)) }
            case .word:
                // A run of words from here, for "twenty one" and "treinta y dos".
                var run: [String] = []
                var j = i
                while j < tokens.count, tokens[j].kind == .word, run.count < 5 {
                    run.append(tokens[j].folded)
                    j += 1
                }
                if let (value, count) = words.value(of: run) {
                    let ambiguous = count == 1 && ["one", "a", "un", "una", "uno"].contains(run[0])
                    out.append((.number(value), ambiguous ? .ambiguousWord : .word))
                    i += count
                    continue
                }
            default:
                break
            }
            i += 1
        }
        return out
    }

    /// What a translation lost of the English's numbers and symbols, and the numbers it has
    /// that the English does not. Digits and symbols must all be there; a number the English
    /// writes as a word may be missing ("a ten" is "una decena"), but not replaced by another
    /// number ("five" must not become "seis"), so it counts as lost only beside a number the
    /// English does not have.
    public static func compare(english: String, translation: String, language: String) -> (lost: [MathToken], extra: [MathToken]) {
        let source = scan(english, language: "en").filter { $0.origin != .ambiguousWord }
        let target = scan(translation, language: language)
        var have: [MathToken: Int] = [:]
        for t in target { have[t.token, default: 0] += 1 }
        var lostWritten: [MathToken] = [], lostWords: [MathToken] = []
        for s in source {
            if let n = have[s.token], n > 0 {
                have[s.token] = n - 1
            } else if s.origin == .written {
                lostWritten.append(s.token)
            } else {
                lostWords.append(s.token)
            }
        }
        // What is left over, once, in the translation's order; ambiguous words are never extra.
        var extra: [MathToken] = []
        for t in target where t.origin != .ambiguousWord {
            guard case .number = t.token, let n = have[t.token], n > 0 else { continue }
            have[t.token] = n - 1
            extra.append(t.token)
        }
        // A changed digit is named alone; a number word counts only when nothing else explains the new number.
        let lost = !lostWritten.isEmpty || extra.isEmpty ? lostWritten : lostWords
        return (lost, extra)
    }

    /// `3:30` → 3, 30; `1,000` → 1000; `5th` → 5.
    static func digitRuns(_ text: String) -> [Int] {
        var runs: [Int] = []
        var current = ""
        let scalars = Array(text.unicodeScalars)
        for (i, c) in scalars.enumerated() {
            if c.properties.numericType == .decimal, let d = c.properties.numericValue {
                current += String(Int(d))
            } else if c == ",", !current.isEmpty, i + 1 < scalars.count, scalars[i + 1].properties.numericType == .decimal {
                continue
            } else if !current.isEmpty {
                runs.append(Int(current.prefix(18)) ?? 0)
                current = ""
            }
        }
        if !current.isEmpty { runs.append(Int(current.prefix(18)) ?? 0) }
        return runs
    }
}

/// Number words of a language, folded to lower case, for reading "seven" or "siete" as 7.
struct NumberWordTable {
    var value: (_ words: [String]) -> (value: Int, count: Int)?

    func value(of words: [String]) -> (Int, Int)? { value(words) }

    static func `for`(_ language: String) -> NumberWordTable {
        let english = NumberWordTable { words in
            guard let first = words.first, NumberWords.isNumberWord(first) || first == "a" else { return nil }
            return NumberWords.value(of: words, at: 0)
        }
        guard language.lowercased().hasPrefix("es") else { return english }
        // A translation may keep an English number word (a name, a rhyme): Spanish first, then English.
        let spanish = NumberWordTable { words in
            guard let first = words.first, SpanishNumberWords.isNumberWord(first) else { return nil }
            return SpanishNumberWords.value(of: words, at: 0)
        }
        return NumberWordTable { words in spanish.value(words) ?? english.value(words) }
    }
}
