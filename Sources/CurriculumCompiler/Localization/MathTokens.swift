/// A number or math symbol a translation must keep: "8 + 6 = ?" is "8 + 6 = ?" in every language.
package enum MathToken: Hashable, Sendable {
    case number(Int)
    /// `+ − = < > ¢`; a hyphen used as minus is read as `−`.
    case symbol(String)

    package var text: String {
        switch self {
        case .number(let n): String(n)
        case .symbol(let s): s
        }
    }
}

/// Finds the numbers and math symbols of a text, with the copy tokenizer: numbers written as
/// digits (each run of digits of `3:30` or `5th`) or as number words of the text's language
/// (English, and Spanish for the es locales), and the symbols of arithmetic and money.
package enum MathTokens {
    static let symbols: Set<String> = ["+", "−", "=", "<", ">", "¢"]

    /// How a number was written: digits and symbols must survive translation as they are; a
    /// number word may become a digit or a word of the other language. An ambiguous word is
    /// only sometimes a number ("una" is also an article); a unit word names a number only as
    /// the unit it counts (Spanish "decena" is English "a ten"), so it may stand for the English
    /// word but never for its digits.
    enum Origin: Sendable { case written, word, ambiguousWord, unitWord }

    /// Spanish words for a unit of counting that English says as a number word.
    static let spanishUnitWords: [String: Int] = ["decena": 10]

    /// In order of appearance, without words that are only sometimes numbers ("each one") or
    /// name a unit ("decena").
    package static func extract(_ text: String, language: String) -> [MathToken] {
        kept(scan(text, language: language))
    }

    /// What of a scanned text a translation must keep: its digits, symbols and number words.
    static func kept(_ scanned: [(token: MathToken, origin: Origin)]) -> [MathToken] {
        scanned.filter { $0.origin == .written || $0.origin == .word }.map(\.token)
    }

    /// Every number and symbol with how it was written. English "one" and "a" and Spanish
    /// "un", "una" and "uno" are ambiguous: "each one", "a ten", "una decena" are words.
    static func scan(_ text: String, language: String) -> [(token: MathToken, origin: Origin)] {
        let tokens = CopyTokenizer.tokens(text)
        let words = NumberWordTable.for(language)
        let units = language.lowercased().hasPrefix("es") ? spanishUnitWords : [:]
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
            case .word where units[token.folded] != nil:
                out.append((.number(units[token.folded] ?? 0), .unitWord))
            case .word where words.mayStart(token.folded):
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
    package static func compare(english: String, translation: String, language: String) -> (lost: [MathToken], extra: [MathToken]) {
        compare(english: scan(english, language: "en"), translation: translation, language: language)
    }

    /// `compare` with the English already scanned, for a caller that scanned it for `extract`.
    static func compare(
        english scanned: [(token: MathToken, origin: Origin)], translation: String, language: String
    ) -> (lost: [MathToken], extra: [MathToken]) {
        let source = scanned.filter { $0.origin != .ambiguousWord }
        let target = scan(translation, language: language)
        // What the translation has, counted apart by how sure it is to be that number.
        var sure: [MathToken: Int] = [:], soft: [MathToken: Int] = [:], units: [MathToken: Int] = [:]
        for t in target {
            switch t.origin {
            case .written, .word: sure[t.token, default: 0] += 1
            case .ambiguousWord: soft[t.token, default: 0] += 1
            case .unitWord: units[t.token, default: 0] += 1
            }
        }
        func take(_ token: MathToken, from pool: inout [MathToken: Int]) -> Bool {
            guard let n = pool[token], n > 0 else { return false }
            pool[token] = n - 1
            return true
        }
        // Digits are matched first, so an English word never takes the digit the English also
        // writes ("make a ten … 10"); a word may be said by a unit word ("decena").
        var lostWritten: [MathToken] = [], lostWords: [MathToken] = []
        for s in source where s.origin == .written {
            if !take(s.token, from: &sure) { lostWritten.append(s.token) }
        }
        for s in source where s.origin != .written {
            if !take(s.token, from: &sure), !take(s.token, from: &units) { lostWords.append(s.token) }
        }
        // What is left over of the sure numbers, in the translation's order; ambiguous and unit words are never extra.
        var extra: [MathToken] = []
        for t in target where t.origin == .written || t.origin == .word {
            guard case .number = t.token, take(t.token, from: &sure) else { continue }
            extra.append(t.token)
        }
        // "un", "una" may say a 1 of the English ("1 bear" is "un oso"), unless a new number took
        // its place: then "una" is the article it usually is ("Una decena y 2 unidades").
        if extra.isEmpty {
            lostWritten = lostWritten.filter { !take($0, from: &soft) }
            lostWords = lostWords.filter { !take($0, from: &soft) }
        }
        // A changed digit is named alone; a number word counts only when nothing else explains the new number.
        let lost = !lostWritten.isEmpty || extra.isEmpty ? lostWritten : lostWords
        return (lost, extra)
    }

    /// `3:30` → 3, 30; `1,000` → 1000; `5th` → 5.
    static func digitRuns(_ text: String) -> [Int] {
        // Nearly every number is ASCII digits ("12", "3:30", "1,000"): read from the bytes.
        if let runs = text.utf8.withContiguousStorageIfAvailable(asciiDigitRuns) ?? nil { return runs }
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

    /// `digitRuns` of ASCII text, or nil when the text has other scalars (digits of other scripts
    /// are read by the general path). A run keeps its first 18 digits, as there.
    private static func asciiDigitRuns(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int]? {
        var runs: [Int] = []
        var value = 0, digits = 0
        func isDigit(_ i: Int) -> Bool { i < bytes.count && bytes[i] >= 0x30 && bytes[i] <= 0x39 }
        for (i, b) in bytes.enumerated() {
            if b >= 0x80 { return nil }
            if isDigit(i) {
                if digits < 18 { value = value * 10 + Int(b - 0x30) }
                digits += 1
            } else if b == UInt8(ascii: ","), digits > 0, isDigit(i + 1) {
                continue
            } else if digits > 0 {
                runs.append(value)
                value = 0
                digits = 0
            }
        }
        if digits > 0 { runs.append(value) }
        return runs
    }
}

/// Number words of a language, folded to lower case, for reading "seven" or "siete" as 7.
struct NumberWordTable {
    var value: (_ words: [String]) -> (value: Int, count: Int)?
    /// Whether a number may start at this word: most words are not numbers, and asking first
    /// saves gathering the words after each of them (a translation file holds thousands of lines).
    var mayStart: (_ word: String) -> Bool

    func value(of words: [String]) -> (Int, Int)? { value(words) }

    static func `for`(_ language: String) -> NumberWordTable {
        let startsEnglish: (String) -> Bool = { NumberWords.isNumberWord($0) || $0 == "a" }
        let english = NumberWordTable(
            value: { words in
                guard let first = words.first, startsEnglish(first) else { return nil }
                return NumberWords.value(of: words, at: 0)
            }, mayStart: startsEnglish)
        guard language.lowercased().hasPrefix("es") else { return english }
        // A translation may keep an English number word (a name, a rhyme): Spanish first, then English.
        let spanish = NumberWordTable(
            value: { words in
                guard let first = words.first, SpanishNumberWords.isNumberWord(first) else { return nil }
                return SpanishNumberWords.value(of: words, at: 0)
            }, mayStart: SpanishNumberWords.isNumberWord)
        return NumberWordTable(
            value: { words in spanish.value(words) ?? english.value(words) },
            mayStart: { spanish.mayStart($0) || english.mayStart($0) })
    }
}
