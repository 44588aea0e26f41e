/// Damerau–Levenshtein (optimal string alignment) distance, for "did you mean" suggestions.
public enum EditDistance {
    public static func distance(_ a: String, _ b: String) -> Int {
        let s = Array(a.unicodeScalars), t = Array(b.unicodeScalars)
        if s.isEmpty { return t.count }
        if t.isEmpty { return s.count }
        var previous2 = [Int](repeating: 0, count: t.count + 1)
        var previous = Array(0...t.count)
        var current = [Int](repeating: 0, count: t.count + 1)
        for i in 1...s.count {
            current[0] = i
            for j in 1...t.count {
                let cost = s[i - 1] == t[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, s[i - 1] == t[j - 2], s[i - 2] == t[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[t.count]
    }

    /// The candidate nearest to `word` (case-insensitively), if it is near enough to be a typo:
    /// within a third of the word's length, and unambiguous.
    public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let lowered = word.lowercased()
        let limit = max(1, (word.count + 2) / 3)
        var best: (String, Int)?
        var tie = false
        for candidate in candidates {
            let d = distance(lowered, candidate.lowercased())
            guard d <= limit else { continue }
            if let b = best {
                if d < b.1 { best = (candidate, d); tie = false } else if d == b.1 && candidate != b.0 { tie = true }
            } else {
                best = (candidate, d)
            }
        }
        guard let best, !tie || best.1 == 0 else { return nil }
        return best.0
    }
}
