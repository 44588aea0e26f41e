/// Crawford's readability formula for Spanish text of the primary grades (Alan N. Crawford, "A
/// Spanish Language Fry-Type Readability Procedure: Elementary Level", 1984): the grade a text
/// reads at, from its syllables and sentences per 100 words,
/// grade = 0.049 × syllables per 100 words − 0.205 × sentences per 100 words − 3.407.
/// Spanish spelling says where its syllables are, so they are counted from the letters alone.
struct SpanishReadability: Sendable {
    /// The words a text needs for an estimate: Fry-type procedures such as Crawford's sample
    /// 100 words, and a few short strings say little about how a lesson reads.
    static let sample = 100

    private(set) var words = 0
    private(set) var sentences = 0
    private(set) var syllables = 0

    /// Adds a text: its words (numbers and symbols are not words to decode) and the sentences that have any.
    mutating func add(_ text: String) {
        var sentence = -1
        for token in CopyTokenizer.tokens(text) where token.kind == .word {
            if token.sentence != sentence {
                sentence = token.sentence
                sentences += 1
            }
            words += 1
            syllables += Self.syllables(in: token.folded)
        }
    }

    mutating func add(_ other: SpanishReadability) {
        words += other.words
        sentences += other.sentences
        syllables += other.syllables
    }

    /// The grade level; nil for a text without words.
    var grade: Double? {
        guard words > 0 else { return nil }
        let perHundred = 100 / Double(words)
        return 0.049 * Double(syllables) * perHundred - 0.205 * Double(sentences) * perHundred - 3.407
    }

    /// A Spanish word's syllables: one per vowel group, and one more where two strong vowels
    /// (a, e, o, or an accented i or u) meet, a hiatus ("le-ó-n", "dí-a"); a weak vowel
    /// beside another vowel is a diphthong ("cuen-ta", "hoy" with its final y). At least one.
    static func syllables(in word: String) -> Int {
        // By scalars, with no grapheme breaking or set lookups: a lesson's estimate reads every
        // word of every translation. A combining accent (decomposed "a\u{301}") goes the slow way.
        var count = 0
        var previousStrong: Bool?
        for scalar in word.unicodeScalars {
            let strong: Bool
            switch scalar {
            case "a", "e", "o", "\u{E1}", "\u{E9}", "\u{F3}", "\u{ED}", "\u{FA}": strong = true
            case "i", "u", "\u{FC}": strong = false
            case "\u{300}"..."\u{36F}": return syllablesByCharacter(word)
            default:
                previousStrong = nil
                continue
            }
            if let p = previousStrong {
                if p, strong { count += 1 }
            } else {
                count += 1
            }
            previousStrong = strong
        }
        return max(count, 1)
    }

    /// `syllables` by grapheme clusters, where accents may be separate scalars.
    static func syllablesByCharacter(_ word: String) -> Int {
        var count = 0
        var previous: Character?
        for c in word {
            guard vowels.contains(c) else {
                previous = nil
                continue
            }
            if let p = previous {
                if strong.contains(p), strong.contains(c) { count += 1 }
            } else {
                count += 1
            }
            previous = c
        }
        return max(count, 1)
    }

    private static let vowels: Set<Character> = ["a", "e", "i", "o", "u", "á", "é", "í", "ó", "ú", "ü"]
    private static let strong: Set<Character> = ["a", "e", "o", "á", "é", "ó", "í", "ú"]
}
