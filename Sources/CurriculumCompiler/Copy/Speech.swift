import CurriculumSyntax

/// The spoken form of a line of copy, and the symbols it contains that nothing can speak.
package struct SpokenResult: Sendable, Equatable {
    /// A symbol narration and VoiceOver have no words for, where it is in the text.
    package struct Symbol: Sendable, Equatable {
        package var text: String
        /// In Unicode scalars from the start of the text.
        package var offset: Int
        package var length: Int
        package init(_ text: String, offset: Int, length: Int) {
            self.text = text
            self.offset = offset
            self.length = length
        }
    }

    /// The text with every symbol in words: "8 + 6 = ?" → "8 plus 6 equals what?". Equal to the
    /// input when nothing needed saying differently.
    package var text: String
    package var unspeakable: [Symbol]

    package init(text: String, unspeakable: [Symbol] = []) {
        self.text = text
        self.unspeakable = unspeakable
    }

    package var isSpeakable: Bool { unspeakable.isEmpty }
}

/// How narration says a prompt, option, hint or feedback line. Children who cannot read yet
/// hear every line, and VoiceOver reads "3:30" and "25¢" unevenly, so the compiler derives the
/// spoken form once and the bundle carries it beside the text when the two differ.
///
/// Words, digits (VoiceOver reads digits well) and ordinary punctuation stay as written; the
/// mapped symbols become words; anything else is unspeakable (COPY-UNSPEAKABLE-SYMBOL). Pure and
/// cheap: a line with nothing to map (most lines) is checked in one pass over its bytes and
/// returned as it is, with no allocation.
package enum Speech {
    /// Symbols and their English words (the Spanish are in `SpanishSpeech.swift`). A `-` is a
    /// minus only between numbers (elsewhere it is a hyphen or a dash); `¢` and `$` read after
    /// their number ("25¢" → "25 cents"); a `?` beside an operator is the unknown ("what" at the
    /// end of a line, "blank" inside it or starting it: `SpeechVocabulary.unknownFirst`).
    package static let words: [String: String] = [
        "+": "plus", "-": "minus", "\u{2212}": "minus", "=": "equals", "\u{2260}": "does not equal",
        "<": "is less than", ">": "is greater than", "\u{00D7}": "times", "\u{00F7}": "divided by",
        "\u{00A2}": "cents", "$": "dollars",
        "\u{00BD}": "one half", "\u{00BC}": "one quarter", "\u{00BE}": "three quarters",
        "\u{2153}": "one third", "\u{2154}": "two thirds",
    ]

    /// Fractions written with a slash between digits: "1/2" reads "one half".
    static let slashFractions: [String: String] = [
        "1/2": "one half", "1/3": "one third", "2/3": "two thirds", "1/4": "one quarter",
        "2/4": "two quarters", "3/4": "three quarters",
    ]

    /// The spoken form in `language` (English unless told): "8 + 6 = ?" → "8 plus 6 equals
    /// what?", in Spanish "8 más 6 es igual a ¿cuánto?".
    package static func spoken(_ text: String, language: SpeechLanguage = .english) -> SpokenResult {
        let vocabulary = language.vocabulary
        if isPlain(text), !vocabulary.mayRespell(text) { return SpokenResult(text: text) }
        var renderer = Renderer(text, tokens: CopyTokenizer.tokens(text), vocabulary: vocabulary)
        return renderer.render()
    }

    /// Only the symbols narration cannot speak, for text already tokenized (the COPY rules'
    /// shared pass): what `spoken(_:).unspeakable` gives, without building the spoken text.
    static func unspeakable(_ text: String, tokens: [CopyToken]) -> [SpokenResult.Symbol] {
        if isPlain(text) { return [] }
        var out: [SpokenResult.Symbol] = []
        for (i, token) in tokens.enumerated() where token.kind == .symbol && words[token.text] == nil {
            // A slash is spoken only inside a fraction it reads ("1/2").
            if token.text == "/", i > 0, i + 1 < tokens.count, tokens[i - 1].kind == .number, tokens[i + 1].kind == .number,
                tokens[i - 1].end == token.offset, tokens[i + 1].offset == token.end,
                slashFractions[tokens[i - 1].text + "/" + tokens[i + 1].text] != nil
            {
                continue
            }
            out.append(.init(token.text, offset: token.offset, length: token.length))
        }
        return out
    }

    /// True when the text has nothing to map and nothing unspeakable: ASCII letters, digits,
    /// white space and ordinary punctuation, with no `:` or `-` touching digits, no `?` that
    /// could be an equation's unknown (there is no operator) and no ordinal abbreviation (`1.er`).
    static func isPlain(_ text: String) -> Bool {
        var previous: UInt8 = 0
        var beforePrevious: UInt8 = 0
        var sawDigit = false
        var sawHyphen = false
        for b in text.utf8 {
            switch b {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                if previous == UInt8(ascii: "."), beforePrevious >= UInt8(ascii: "0"), beforePrevious <= UInt8(ascii: "9") { return false }
            case UInt8(ascii: " "),
                UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: "'"),
                UInt8(ascii: "\""), UInt8(ascii: ";"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "\n"):
                break
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if previous == UInt8(ascii: ":") { return false }
                sawDigit = true
            case UInt8(ascii: ":"):
                if previous >= UInt8(ascii: "0") && previous <= UInt8(ascii: "9") { return false }
            case UInt8(ascii: "-"):
                sawHyphen = true
            default:
                return false
            }
            beforePrevious = previous
            previous = b
        }
        return !(sawHyphen && sawDigit)
    }

    /// Walks the tokens, copying the text between them and saying the symbols.
    private struct Renderer {
        let text: String
        let vocabulary: SpeechVocabulary
        let scalars: [Unicode.Scalar]
        let tokens: [CopyToken]
        var out = String.UnicodeScalarView()
        var unspeakable: [SpokenResult.Symbol] = []
        /// A word was put where a symbol was: the next token needs a space before it.
        var spaceNext = false
        var cursor = 0

        init(_ text: String, tokens: [CopyToken], vocabulary: SpeechVocabulary) {
            self.text = text
            self.vocabulary = vocabulary
            scalars = Array(text.unicodeScalars)
            self.tokens = tokens
        }

        mutating func render() -> SpokenResult {
            var i = 0
            while i < tokens.count {
                let token = tokens[i]
                copyGap(to: token.offset)
                let used = say(i)
                cursor = tokens[i + used - 1].end
                i += used
            }
            copyGap(to: scalars.count)
            let spoken = String(out)
            return SpokenResult(text: spoken == text ? text : spoken, unspeakable: unspeakable)
        }

        /// A "¿" has been said and its "?" not yet.
        var insideQuestion: Bool {
            guard let open = out.lastIndex(of: "\u{00BF}") else { return false }
            return !out[open...].contains("?")
        }

        /// `words`, capitalised where they start a sentence: "¡Sí! 1 decena…" is said "¡Sí! Una
        /// decena…", as the digit that stood there needed no capital.
        func startingSentence(_ words: String) -> String {
            let last = out.last(where: { !$0.properties.isWhitespace })
            guard last.map({ ".!?\u{2026}\u{00A1}\u{00BF}".unicodeScalars.contains($0) }) ?? true else { return words }
            return words.prefix(1).uppercased() + words.dropFirst()
        }

        /// Says token `i` (and any it reads together with); returns how many tokens it used.
        mutating func say(_ i: Int) -> Int {
            let token = tokens[i]
            let next = i + 1 < tokens.count ? tokens[i + 1] : nil
            let attached = next.map { $0.offset == token.end } ?? false
            switch token.kind {
            case .word:
                raw(token, as: vocabulary.loanwords[token.text])
                return 1
            case .punctuation:
                raw(token)
                return 1
            case .number:
                if token.text == "1", let next, !attached, next.kind == .word, let one = vocabulary.one(before: next.folded),
                    i == 0 || tokens[i - 1].end < token.offset
                {
                    raw(token, as: startingSentence(one))
                    return 1
                }
                if attached, let next, next.text == "\u{00A2}" {
                    raw(token)
                    word(vocabulary.cents(token.text))
                    return 2
                }
                if attached, let next, next.text == "/", i + 2 < tokens.count, tokens[i + 2].kind == .number,
                    tokens[i + 2].offset == next.end, let words = vocabulary.slashFractions[token.text + "/" + tokens[i + 2].text]
                {
                    word(words)
                    return 3
                }
                if attached, let next, next.kind == .symbol, ["\u{00BD}", "\u{00BC}", "\u{00BE}", "\u{2153}", "\u{2154}"].contains(next.text),
                    let words = vocabulary.symbols[next.text]
                {
                    raw(token)
                    word(vocabulary.and + " " + words)
                    return 2
                }
                if let ordinal = ordinalAbbreviation(at: i) {
                    word(startingSentence(ordinal.words))
                    return ordinal.used
                }
                if var time = vocabulary.time(token.text) {
                    // "Son las 7:05" says "las" once.
                    if i > 0, tokens[i - 1].kind == .word, vocabulary.timeArticles.contains(tokens[i - 1].folded),
                        let space = time.firstIndex(of: " "), vocabulary.timeArticles.contains(String(time[..<space]))
                    {
                        time.removeSubrange(...space)
                    }
                    word(time)
                    return 1
                }
                raw(token)
                return 1
            case .blank:
                // At the end of its sentence the unknown is the question: "8 + 6 = ?" → "… equals what?".
                let last = next == nil || next!.sentence != token.sentence || (next!.kind == .word && next!.startsSentence)
                if last {
                    word(vocabulary.unknownAtEnd)
                } else if startsEquation(i) {
                    // "? - 9 = 9": Spanish "un número menos 9 …", not "cuánto menos 9" ("how much less than 9").
                    word(vocabulary.unknownFirst)
                } else if let asked = vocabulary.unknownInsideQuestion, insideQuestion {
                    word(asked)
                } else {
                    word(vocabulary.unknownInside)
                }
                return 1
            case .symbol:
                if token.text == "$", attached, let next, next.kind == .number {
                    word(vocabulary.dollars(next.text))
                    return 2
                }
                if var words = vocabulary.symbols[token.text] {
                    // "Is 3 < 5?" says "is" once.
                    let copula = vocabulary.copula + " "
                    if words.hasPrefix(copula), let previous = previousWord(before: i), previous == vocabulary.copula {
                        words.removeFirst(copula.count)
                    }
                    word(words)
                } else {
                    unspeakable.append(.init(token.text, offset: token.offset, length: token.length))
                    raw(token)
                }
                return 1
            }
        }

        /// An ordinal abbreviation at `i` in words, and how many tokens it takes: "1.º" (the
        /// number, the stop and the raised ending, written together) or "1º" (one token).
        func ordinalAbbreviation(at i: Int) -> (words: String, used: Int)? {
            guard let ordinal = vocabulary.ordinal else { return nil }
            let token = tokens[i]
            let digits = token.text.prefix { $0.isASCII && $0.isNumber }
            guard let number = Int(digits) else { return nil }
            var ending = String(token.text.dropFirst(digits.count)), used = 1
            if ending.isEmpty {
                guard i + 2 < tokens.count, tokens[i + 1].text == ".", tokens[i + 1].offset == token.end,
                    tokens[i + 2].kind == .word, tokens[i + 2].offset == tokens[i + 1].end
                else { return nil }
                ending = tokens[i + 2].text
                used = 3
            }
            // The word after, when only spaces stand between: "1.º lugar".
            let last = tokens[i + used - 1]
            var next: String?
            if i + used < tokens.count, tokens[i + used].kind == .word, tokens[i + used].offset > last.end,
                scalars[last.end..<tokens[i + used].offset].allSatisfy({ $0 == " " })
            {
                next = tokens[i + used].text
            }
            return ordinal(number, ending, next).map { ($0, used) }
        }

        /// Whether the unknown at `i` is the first term of its equation: nothing of an equation (a
        /// number, an operator, another unknown, a closing bracket) comes right before it, as in
        /// "? - 9 = 9", "Solve: ? - 2 = 4." or "(? + 3)"; not in "8 + ? = 11" or "7 = ? + 2".
        func startsEquation(_ i: Int) -> Bool {
            guard i > 0 else { return true }
            let previous = tokens[i - 1]
            switch previous.kind {
            case .number, .blank, .symbol: return false
            case .punctuation: return previous.text != ")"
            case .word: return true
            }
        }

        /// The word before the left side of the comparison at `i`: "Is 3 < 5?" → "is".
        func previousWord(before i: Int) -> String? {
            var j = i - 1
            while j >= 0, tokens[j].kind == .number || tokens[j].kind == .blank { j -= 1 }
            return j >= 0 && j < i - 1 && tokens[j].kind == .word ? tokens[j].folded : nil
        }

        mutating func copyGap(to end: Int) {
            if cursor < end {
                out.append(contentsOf: scalars[cursor..<end])
                spaceNext = false
            }
            cursor = max(cursor, end)
        }

        /// The token as written, or `respelled` in its place.
        mutating func raw(_ token: CopyToken, as respelled: String? = nil) {
            if spaceNext, !(token.kind == .punctuation && isCloserOrPause(scalars[token.offset])) { out.append(" ") }
            spaceNext = false
            if let respelled {
                out.append(contentsOf: respelled.unicodeScalars)
            } else {
                out.append(contentsOf: scalars[token.offset..<token.end])
            }
        }

        mutating func word(_ words: String) {
            if let last = out.last, !last.properties.isWhitespace, last != "(", last != "\u{00BF}", last != "\u{00A1}" {
                out.append(" ")
            }
            out.append(contentsOf: words.unicodeScalars)
            spaceNext = true
        }

        func isCloserOrPause(_ c: Unicode.Scalar) -> Bool {
            switch c {
            case ".", ",", "!", "?", ";", ":", ")", "'", "\"", "\u{2019}", "\u{201D}", "\u{2026}", "\u{00BB}": return true
            default: return false
            }
        }
    }

    /// A time of day in words: "3:30" → "three thirty", in Spanish "las tres y media"; nil when
    /// the text is not a time of day.
    package static func time(_ text: String, language: SpeechLanguage = .english) -> String? {
        language.vocabulary.time(text)
    }

    /// The hour and minute of "3:30" (0:00–23:59), or nil.
    static func clock(_ text: String) -> (hour: Int, minute: Int)? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].count == 2, (1...2).contains(parts[0].count),
            let h = Int(parts[0]), let m = Int(parts[1]), (0...23).contains(h), (0...59).contains(m)
        else { return nil }
        return (h, m)
    }

    /// "3:30" → "three thirty", "8:00" → "eight o'clock", "3:05" → "three oh five".
    static func englishTime(_ text: String) -> String? {
        guard let (h, m) = clock(text) else { return nil }
        let hour = NumberWords.words(h)
        if m == 0 { return hour + " o'clock" }
        if m < 10 { return hour + " oh " + NumberWords.words(m) }
        return hour + " " + NumberWords.words(m)
    }

    /// "5" → "5 dollars", "1" → "1 dollar", "1.25" → "1 dollar and 25 cents".
    static func dollars(_ amount: String) -> String {
        let parts = amount.split(separator: ".", omittingEmptySubsequences: false)
        let whole = String(parts[0])
        var words = whole + (whole == "1" ? " dollar" : " dollars")
        if parts.count == 2, let cents = Int(parts[1]), cents > 0 {
            words += " and \(cents) " + (cents == 1 ? "cent" : "cents")
        }
        return words
    }
}
