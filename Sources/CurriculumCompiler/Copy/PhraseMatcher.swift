/// Finds listed phrases (idioms, discouraging words) in tokenized copy as whole words, ignoring
/// case: "no!" matches only with its exclamation mark, "uh-oh" as one word, "wrong answer" as
/// two. With folding, a text word also matches a phrase word it inflects ("hangs in there",
/// "nailed it"). Phrases are indexed by their first word, so matching is linear in the text.
struct PhraseMatcher: Sendable {
    struct Match: Equatable {
        /// The phrase as listed.
        var phrase: String
        /// Token indices of the first and last matched token.
        var first: Int
        var last: Int
    }

    private let phrases: [(text: String, parts: [String])]
    private var byFirst: [String: [Int]] = [:]
    let folds: Bool

    init(_ list: [String], foldInflections: Bool) {
        phrases = list.compactMap { phrase in
            let parts = CopyTokenizer.tokens(phrase).map(\.folded)
            return parts.isEmpty ? nil : (phrase, parts)
        }
        folds = foldInflections
        for (i, p) in phrases.enumerated() { byFirst[p.parts[0], default: []].append(i) }
    }

    var isEmpty: Bool { phrases.isEmpty }

    /// The phrases that may start with `word` (folded): listed with it first, or, folding,
    /// with one of its stems first. Worked out once per distinct word (`WordTable`).
    func starts(_ word: String) -> [Int32] {
        guard !byFirst.isEmpty else { return [] }
        var out = (byFirst[word] ?? []).map(Int32.init)
        if folds {
            for stem in Inflection.stems(word) { out += (byFirst[stem] ?? []).map(Int32.init) }
        }
        return out
    }

    /// The longest phrase starting at each token, left to right, never overlapping.
    func matches(in tokens: [CopyToken]) -> [Match] {
        matches(in: tokens) { starts(tokens[$0].folded) }
    }

    /// The same, with the phrases that may start at each token given (from a `WordTable`).
    func matches(in tokens: [CopyToken], startingAt candidates: (Int) -> [Int32]) -> [Match] {
        guard !byFirst.isEmpty else { return [] }
        var out: [Match] = []
        var i = 0
        while i < tokens.count {
            var best: (phrase: Int, length: Int)?
            for p in candidates(i) {
                let parts = phrases[Int(p)].parts
                guard parts.count <= tokens.count - i, parts.count > (best?.length ?? 0) else { continue }
                var ok = true
                for k in 1..<max(1, parts.count) where !same(tokens[i + k].folded, parts[k]) {
                    ok = false
                    break
                }
                if ok { best = (Int(p), parts.count) }
            }
            if let best {
                out.append(Match(phrase: phrases[best.phrase].text, first: i, last: i + best.length - 1))
                i += best.length
            } else {
                i += 1
            }
        }
        return out
    }

    private func same(_ text: String, _ phrase: String) -> Bool {
        text == phrase || (folds && text.utf8.first == phrase.utf8.first && Inflection.stems(text).contains(phrase))
    }
}
