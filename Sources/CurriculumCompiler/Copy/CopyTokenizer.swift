import CurriculumSyntax

/// One token of a piece of copy: a word, a number, a symbol, a punctuation mark, or the `?` that
/// stands for the unknown in an equation. Offsets count Unicode scalars, as source columns do, so
/// a rule can point at the token inside the string it came from.
package struct CopyToken: Sendable, Equatable {
    package enum Kind: Sendable, Equatable {
        /// Letters, with inner apostrophes and hyphens: `Let's`, `o'clock`, `uh-oh`.
        case word
        /// Digits, with an inner `:` (a time), `,` (thousands) or `.` (decimals) and letters
        /// after them: `7`, `3:30`, `5th`.
        case number
        /// Anything else that is not white space or ordinary punctuation: `+`, `=`, `¢`, `#`, 🍎.
        /// A `-` between numbers is a symbol (minus); elsewhere it is punctuation.
        case symbol
        /// `. , ! ? ¿ ¡ ' " ; : ( ) – — …`, curly quotes and `« »`, and a hyphen that is not a minus.
        case punctuation
        /// A `?` standing for a number in an equation: `8 + ? = 11`.
        case blank
    }

    package var kind: Kind
    package var text: String
    /// The text folded for comparison: lowercased, curly apostrophes made straight.
    package var folded: String
    /// Where the token starts, in Unicode scalars from the start of the text.
    package var offset: Int
    /// How many Unicode scalars it spans.
    package var length: Int
    /// Which sentence of the text it belongs to, from 0.
    package var sentence: Int
    /// True for the first word or number of a sentence.
    package var startsSentence: Bool

    package init(_ kind: Kind, _ text: String, offset: Int, length: Int, sentence: Int = 0, startsSentence: Bool = false) {
        self.init(kind, text, folded: kind == .word ? CopyTokenizer.fold(text) : text, offset: offset, length: length,
            sentence: sentence, startsSentence: startsSentence)
    }

    init(_ kind: Kind, _ text: String, folded: String, offset: Int, length: Int, sentence: Int = 0, startsSentence: Bool = false) {
        self.kind = kind
        self.text = text
        self.folded = folded
        self.offset = offset
        self.length = length
        self.sentence = sentence
        self.startsSentence = startsSentence
    }

    /// Words and numbers are what sentence lengths and reading estimates count.
    package var isWordLike: Bool { kind == .word || kind == .number }
    package var end: Int { offset + length }
    /// Starts with a capital letter.
    package var isCapitalized: Bool { text.unicodeScalars.first?.properties.isUppercase ?? false }
}

/// Splits copy into tokens and sentences in one linear pass over its Unicode scalars, with no
/// regular expressions: every COPY rule, the speech derivation and the reading estimate read
/// the same tokens.
package enum CopyTokenizer {
    package static func tokens(_ text: String) -> [CopyToken] {
        var text = text
        return text.withUTF8 { tokens(utf8: $0) }
    }

    private static func tokens(utf8 bytes: UnsafeBufferPointer<UInt8>) -> [CopyToken] {
        // ASCII text (most copy) is read straight from its bytes; other text is decoded into
        // scalars once, remembering where each starts in the UTF-8 (token text is cut from the bytes).
        if bytes.contains(where: { $0 >= 0x80 }) {
            var s: [Unicode.Scalar] = []
            s.reserveCapacity(bytes.count)
            var starts: [Int] = []
            starts.reserveCapacity(bytes.count + 1)
            var i = 0
            while i < bytes.count {
                starts.append(i)
                let (scalar, width) = decode(bytes, at: i)
                s.append(scalar)
                i += width
            }
            starts.append(bytes.count)
            return scan(s, bytes) { starts[$0] }
        }
        return scan(ASCIIScalars(bytes: bytes), bytes) { $0 }
    }

    private static func scan<S: ScalarSource>(
        _ s: S, _ bytes: UnsafeBufferPointer<UInt8>, byte: (Int) -> Int
    ) -> [CopyToken] {
        var tokens: [CopyToken] = []
        tokens.reserveCapacity(s.count / 4 + 1)
        var i = 0
        var sentence = 0
        var sentenceHasWords = false
        var pendingBreak = false

        func add(_ kind: CopyToken.Kind, _ start: Int, _ end: Int) {
            let slice = UnsafeBufferPointer(rebasing: bytes[byte(start)..<byte(end)])
            let text = String(decoding: slice, as: UTF8.self)
            var token = CopyToken(kind, text, folded: kind == .word ? fold(slice, text) : text, offset: start, length: end - start)
            if kind == .word || kind == .number {
                if pendingBreak && sentenceHasWords && !(kind == .word && startsLowercase(s[start])) {
                    sentence += 1
                    sentenceHasWords = false
                }
                pendingBreak = false
                token.startsSentence = !sentenceHasWords
                sentenceHasWords = true
            }
            token.sentence = sentence
            tokens.append(token)
        }

        while i < s.count {
            let c = s[i]
            if isSpace(c) {
                // A blank line ends a sentence even without a full stop (block scalars).
                if c == "\n", i + 1 < s.count, s[i + 1] == "\n" || (s[i + 1] == "\r" && i + 2 < s.count && s[i + 2] == "\n") {
                    pendingBreak = true
                }
                i += 1
                continue
            }
            let start = i
            if isLetter(c) {
                i += 1
                while i < s.count {
                    if isLetter(s[i]) || isMark(s[i]) {
                        i += 1
                    } else if isWordJoiner(s[i]), i + 1 < s.count, isLetter(s[i + 1]) {
                        i += 2
                    } else {
                        break
                    }
                }
                add(.word, start, i)
            } else if isDigit(c) {
                i += 1
                while i < s.count {
                    if isDigit(s[i]) {
                        i += 1
                    } else if (s[i] == ":" || s[i] == "."), i + 1 < s.count, isDigit(s[i + 1]) {
                        i += 2
                    } else if s[i] == ",", i + 3 < s.count, isDigit(s[i + 1]), isDigit(s[i + 2]), isDigit(s[i + 3]),
                        i + 4 >= s.count || !isDigit(s[i + 4])
                    {
                        i += 4
                    } else if isLetter(s[i]) {
                        i += 1  // 5th, 2nd
                    } else {
                        break
                    }
                }
                add(.number, start, i)
            } else if c == "?" && isEquationBlank(s, i, tokens) {
                i += 1
                add(.blank, start, i)
                // "8 + 6 = ? Tap the answer.": a blank that ends its equation ends the question too.
                var j = i
                while j < s.count, s[j] == " " { j += 1 }
                if j == s.count || !(isOperator(s[j]) || s[j] == "-" || isDigit(s[j])) { pendingBreak = true }
            } else if c == "-" && isMinus(s, i, tokens) {
                i += 1
                add(.symbol, start, i)
            } else if isOrdinaryPunctuation(c) {
                i += 1
                add(.punctuation, start, i)
                if c == "." || c == "!" || c == "?" {
                    // Ends the sentence when white space or the end follows (after closing quotes).
                    var j = i
                    while j < s.count, isCloser(s[j]) { j += 1 }
                    if j == s.count || isSpace(s[j]) { pendingBreak = true }
                }
            } else {
                i = symbolEnd(s, from: i)
                add(.symbol, start, i)
            }
        }
        return tokens
    }

    /// `fold` for a word whose UTF-8 is at hand: most words are lowercase ASCII and fold to
    /// themselves without a second look at the string.
    private static func fold(_ bytes: UnsafeBufferPointer<UInt8>, _ text: String) -> String {
        var upper = false
        for b in bytes {
            if b >= 0x80 { return fold(text) }
            if b >= 65 && b <= 90 { upper = true }
        }
        guard upper else { return text }
        return String(unsafeUninitializedCapacity: bytes.count) { buffer in
            for (i, b) in bytes.enumerated() { buffer[i] = b >= 65 && b <= 90 ? b + 32 : b }
            return bytes.count
        }
    }

    /// One scalar of valid UTF-8 (Swift strings always are) and its width in bytes.
    private static func decode(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> (Unicode.Scalar, Int) {
        let b0 = UInt32(b[i])
        var value: UInt32
        var width: Int
        switch b0 {
        case 0..<0x80: return (Unicode.Scalar(UInt8(b0)), 1)
        case 0xC0..<0xE0: value = b0 & 0x1F; width = 2
        case 0xE0..<0xF0: value = b0 & 0x0F; width = 3
        default: value = b0 & 0x07; width = 4
        }
        for k in 1..<width where i + k < b.count { value = value << 6 | (UInt32(b[i + k]) & 0x3F) }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", width)
    }

    /// Lowercased, with curly apostrophes straightened, for comparing words.
    package static func fold(_ word: String) -> String {
        var upper = false
        var curly = false
        var other = false
        for b in word.utf8 {
            if b >= 65 && b <= 90 { upper = true } else if b >= 0x80 { other = true }
        }
        guard upper || other else { return word }
        if !other {
            // ASCII: lowercase the bytes.
            let utf8 = word.utf8
            return String(unsafeUninitializedCapacity: utf8.count) { buffer in
                var i = 0
                for b in utf8 {
                    buffer[i] = b >= 65 && b <= 90 ? b + 32 : b
                    i += 1
                }
                return i
            }
        }
        let lower = word.lowercased()
        for scalar in lower.unicodeScalars where scalar == "\u{2019}" {
            curly = true
            break
        }
        guard curly else { return lower }
        var view = String.UnicodeScalarView()
        for scalar in lower.unicodeScalars { view.append(scalar == "\u{2019}" ? "'" : scalar) }
        return String(view)
    }

    /// Token index ranges of each sentence that holds at least one word or number.
    package static func sentences(_ tokens: [CopyToken]) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var start = 0
        var index = 0
        while index < tokens.count {
            let sentence = tokens[index].sentence
            start = index
            while index < tokens.count, tokens[index].sentence == sentence { index += 1 }
            if tokens[start..<index].contains(where: \.isWordLike) { out.append(start..<index) }
        }
        return out
    }

    // MARK: - Character classes

    static func isSpace(_ c: Unicode.Scalar) -> Bool {
        if c.isASCII { return c == " " || c == "\n" || c == "\t" || c == "\r" || c == "\u{0B}" || c == "\u{0C}" }
        return c.properties.isWhitespace
    }

    static func isLetter(_ c: Unicode.Scalar) -> Bool {
        if c.isASCII { return (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") }
        switch c.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: return true
        default: return false
        }
    }

    static func isMark(_ c: Unicode.Scalar) -> Bool {
        if c.isASCII { return false }
        switch c.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    static func isDigit(_ c: Unicode.Scalar) -> Bool {
        if c.isASCII { return c >= "0" && c <= "9" }
        return c.properties.generalCategory == .decimalNumber
    }

    static func startsLowercase(_ c: Unicode.Scalar) -> Bool {
        c.isASCII ? (c >= "a" && c <= "z") : c.properties.isLowercase
    }

    /// Apostrophes and hyphens join letters into one word.
    static func isWordJoiner(_ c: Unicode.Scalar) -> Bool {
        c == "'" || c == "\u{2019}" || c == "-"
    }

    /// The punctuation narration reads as pauses or intonation, never as a word; Spanish opens a
    /// question or exclamation with `¿` and `¡` and may quote with `« »`.
    package static func isOrdinaryPunctuation(_ c: Unicode.Scalar) -> Bool {
        switch c {
        case ".", ",", "!", "?", "'", "\"", ";", ":", "(", ")", "-",
            "\u{2013}", "\u{2014}", "\u{2026}", "\u{2018}", "\u{2019}", "\u{201C}", "\u{201D}", "\u{00BF}", "\u{00A1}",
            "\u{00AB}", "\u{00BB}":
            return true
        default:
            return false
        }
    }

    static func isCloser(_ c: Unicode.Scalar) -> Bool {
        c == "\"" || c == "'" || c == ")" || c == "\u{2019}" || c == "\u{201D}" || c == "\u{00BB}"
    }

    /// The operators of an equation; a `?` beside one is the unknown, not a question mark.
    static func isOperator(_ c: Unicode.Scalar) -> Bool {
        switch c {
        case "+", "=", "<", ">", "\u{2212}", "\u{00D7}", "\u{00F7}", "\u{2260}": return true
        default: return false
        }
    }

    private static func isEquationBlank<S: ScalarSource>(_ s: S, _ i: Int, _ tokens: [CopyToken]) -> Bool {
        // Written right after a word or number, `?` ends a question: "What is 8 + 6?".
        if i > 0, isLetter(s[i - 1]) || isDigit(s[i - 1]) { return false }
        if let last = tokens.last, last.kind == .symbol, let first = last.text.unicodeScalars.first,
            isOperator(first) || first == "-"
        {
            return true
        }
        var j = i + 1
        while j < s.count, s[j] == " " { j += 1 }
        guard j < s.count else { return false }
        if isOperator(s[j]) { return true }
        if s[j] == "-" {
            var k = j + 1
            while k < s.count, s[k] == " " { k += 1 }
            return k < s.count && (isDigit(s[k]) || s[k] == "?")
        }
        return false
    }

    /// A hyphen between numbers (or a number and the unknown) is a minus sign: `9 - 3`, `9-3`.
    private static func isMinus<S: ScalarSource>(_ s: S, _ i: Int, _ tokens: [CopyToken]) -> Bool {
        guard let last = tokens.last, last.kind == .number || last.kind == .blank || last.text == ")" else { return false }
        var j = i + 1
        while j < s.count, s[j] == " " { j += 1 }
        return j < s.count && (isDigit(s[j]) || s[j] == "?" || s[j] == "(")
    }

    /// A symbol with what belongs to it: combining marks, variation selectors, emoji modifiers,
    /// tag characters, zero-width-joined parts and regional-indicator pairs, so 👍🏽 is one token.
    private static func symbolEnd<S: ScalarSource>(_ s: S, from start: Int) -> Int {
        var i = start + 1
        let regional: ClosedRange<UInt32> = 0x1F1E6...0x1F1FF
        if regional.contains(s[start].value), i < s.count, regional.contains(s[i].value) { return i + 1 }
        while i < s.count {
            let v = s[i].value
            if v == 0x200D, i + 1 < s.count {
                i += 2
            } else if (0xFE00...0xFE0F).contains(v) || (0x1F3FB...0x1F3FF).contains(v) || (0xE0020...0xE007F).contains(v)
                || v == 0x20E3 || isMark(s[i])
            {
                i += 1
            } else {
                break
            }
        }
        return i
    }
}

/// Scalars the tokenizer reads by index: decoded ones, or ASCII bytes as they are.
protocol ScalarSource {
    var count: Int { get }
    subscript(_ index: Int) -> Unicode.Scalar { get }
}

extension Array: ScalarSource where Element == Unicode.Scalar {}

struct ASCIIScalars: ScalarSource {
    let bytes: UnsafeBufferPointer<UInt8>
    var count: Int { bytes.count }
    subscript(_ index: Int) -> Unicode.Scalar { Unicode.Scalar(bytes[index]) }
}
