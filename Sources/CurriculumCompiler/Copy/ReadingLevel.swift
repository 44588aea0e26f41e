/// A Spache-style readability estimate for primary-grade copy (the revised Spache formula,
/// 1974): grade = 0.121 × average sentence length + 0.082 × percentage of unfamiliar words
/// + 0.659. Unfamiliar words are counted once each, as Spache counts them; familiar means known
/// to the `Lexicon` (the early-reader list with inflections, numbers, number words, names) or
/// one of the item's own object names. The formula was fitted to grade 1–3 text, so values
/// below 1 are extrapolation: read them as "easier than early grade 1".
package enum ReadingLevel {
    package struct Analysis: Sendable, Equatable {
        package var words: Int
        package var sentences: Int
        /// Each unfamiliar word once, folded, in order of first use.
        package var unfamiliarWords: [String]

        package var averageSentenceLength: Double { sentences == 0 ? 0 : Double(words) / Double(sentences) }
        package var percentUnfamiliar: Double { words == 0 ? 0 : 100 * Double(unfamiliarWords.count) / Double(words) }
        /// The estimated grade level; 0 for text with no words.
        package var grade: Double {
            words == 0 ? 0 : ReadingLevel.grade(averageSentenceLength: averageSentenceLength, percentUnfamiliar: percentUnfamiliar)
        }
    }

    /// A grade as a finding prints it: in tenths, as readability is quoted, but in hundredths
    /// where tenths would print a level over its ceiling as equal to it ("reads at grade 1.9;
    /// the ceiling is 1.9" tells an author nothing).
    package static func text(_ grade: Double, over ceiling: Double? = nil) -> String {
        let tenths = fixed(grade, places: 1)
        guard let ceiling, grade > ceiling, tenths == fixed(ceiling, places: 1) else { return tenths }
        return fixed(grade, places: 2)
    }

    private static func fixed(_ value: Double, places: Int) -> String {
        let scale = places == 1 ? 10 : 100
        let n = Int((value * Double(scale)).rounded())
        let digits = String(abs(n % scale))
        return (n < 0 ? "-" : "") + "\(abs(n) / scale)." + String(repeating: "0", count: places - digits.count) + digits
    }

    /// The revised Spache formula.
    package static func grade(averageSentenceLength: Double, percentUnfamiliar: Double) -> Double {
        0.121 * averageSentenceLength + 0.082 * percentUnfamiliar + 0.659
    }

    /// The estimated grade of `texts` read together; each text is at least one sentence.
    package static func estimate(_ texts: [String], known: Lexicon, extra: Set<String> = []) -> Double {
        analyze(texts, known: known, extra: extra).grade
    }

    package static func analyze(_ texts: [String], known: Lexicon, extra: Set<String> = []) -> Analysis {
        var tally = Tally()
        for text in texts { tally.add(CopyTokenizer.tokens(text), known: known, extra: extra) }
        return tally.analysis
    }

    /// Adds texts up one at a time, for a lesson read as a whole whose items know different
    /// object names.
    package struct Tally: Sendable {
        private var words = 0
        private var sentences = 0
        /// Each unfamiliar word once, in order; `pending` ones are unfamiliar unless a name.
        private var entries: [(word: String, pending: Bool)] = []
        private var seen: [String: Int] = [:]

        package init() {}

        package mutating func add(_ tokens: [CopyToken], known: Lexicon, extra: Set<String> = []) {
            add(tokens) { known.isFamiliar(tokens[$0], extra: extra) ? .familiar : .unfamiliar }
        }

        /// The same, with each token's familiarity already known (the COPY rules' shared pass).
        mutating func add(_ tokens: [CopyToken], familiarity: [Lexicon.Familiarity]) {
            add(tokens) { $0 < familiarity.count ? familiarity[$0] : .familiar }
        }

        private mutating func add(_ tokens: [CopyToken], _ familiarity: (Int) -> Lexicon.Familiarity) {
            var sentence = -1
            for (index, token) in tokens.enumerated() where token.isWordLike {
                words += 1
                if token.sentence != sentence {
                    sentences += 1
                    sentence = token.sentence
                }
                let f = familiarity(index)
                guard f != .familiar else { continue }
                if let at = seen[token.folded] {
                    if f == .unfamiliar { entries[at].pending = false }
                } else {
                    seen[token.folded] = entries.count
                    entries.append((token.folded, f == .unlessName))
                }
            }
        }

        /// Adds a tally of the texts that come after this one's, as if they had been added here.
        mutating func join(_ next: Tally) {
            words += next.words
            sentences += next.sentences
            for entry in next.entries {
                if let at = seen[entry.word] {
                    if !entry.pending { entries[at].pending = false }
                } else {
                    seen[entry.word] = entries.count
                    entries.append(entry)
                }
            }
        }

        /// True when some word's familiarity waits on the curriculum's names.
        var hasPending: Bool { entries.contains { $0.pending } }

        package var analysis: Analysis { analysis(names: []) }

        /// The analysis once the names are known: a pending word that is a name is familiar.
        func analysis(names: Set<String>) -> Analysis {
            Analysis(
                words: words, sentences: sentences,
                unfamiliarWords: entries.filter { !$0.pending || !Lexicon.isName($0.word, in: names) }.map(\.word))
        }
    }
}
