/// "Did you mean" suggestions: which known names a misspelt one was probably meant to be.
///
/// Distance is Damerau-Levenshtein (optimal string alignment: insertions, deletions,
/// substitutions and swaps of two neighbours each cost 1), compared case-insensitively so that
/// `tenframe` finds `tenFrame`, over Unicode scalars.
package enum EditDistance {
    /// The optimal-string-alignment distance between two strings, ignoring case.
    package static func distance(_ a: String, _ b: String) -> Int {
        var rows = Rows()
        return distance(scalars(a), scalars(b), limit: Int.max, rows: &rows)
    }

    /// The candidates closest to `word`, best first; empty when none is close enough to be a
    /// plausible typo. A candidate is close enough within a third of the longer length (at least 1
    /// edit, so `promt` finds `prompt`); an exact match ignoring case always counts. Only the
    /// candidates at the smallest distance are returned, in their given order, without repeats.
    /// The word is compared with a bounded number of them (`SuggestionIndex`); a caller that
    /// looks up many words in one long list keeps a `SuggestionIndex` of it instead.
    package static func candidates(near word: String, in candidates: some Sequence<String>) -> [String] {
        SuggestionIndex(candidates).candidates(near: word)
    }

    /// `candidates(near:in:)` comparing the word with every one of `candidates`.
    package static func nearest(to word: String, among candidates: [String]) -> [String] {
        let w = scalars(word)
        var best = Int.max
        var result: [String] = []
        var rows = Rows()
        var c: [UInt32] = []
        var wordMiddle: [UInt32] = [], candidateMiddle: [UInt32] = []
        var difference = [Int](repeating: 0, count: 128)
        for s in w { difference[Int(s & 127)] += 1 }
        for candidate in candidates {
            scalars(candidate, into: &c)
            let limit = max(1, max(w.count, c.count) / 3)
            // A length difference alone can already rule a candidate out.
            guard abs(w.count - c.count) <= limit else { continue }
            // So can the letters one has and the other lacks: each edit mends at most one of
            // each side's, so their count is a lower bound of the distance, cheaper than it.
            var surplus = w.count, lack = 0
            for s in c {
                let i = Int(s & 127)
                if difference[i] > 0 { surplus -= 1 } else { lack += 1 }
                difference[i] -= 1
            }
            for s in c { difference[Int(s & 127)] += 1 }
            guard max(surplus, lack) <= min(limit, best) else { continue }
            // What the two share at the start and the end costs no edit: only the middle is
            // compared (keys such as `k.counting.count-objects.l1/i6.prompt` share most of it).
            var head = 0
            while head < w.count, head < c.count, w[head] == c[head] { head += 1 }
            var tail = 0
            while tail < w.count - head, tail < c.count - head, w[w.count - 1 - tail] == c[c.count - 1 - tail] { tail += 1 }
            wordMiddle.removeAll(keepingCapacity: true)
            wordMiddle.append(contentsOf: w[head..<(w.count - tail)])
            candidateMiddle.removeAll(keepingCapacity: true)
            candidateMiddle.append(contentsOf: c[head..<(c.count - tail)])
            let d = distance(wordMiddle, candidateMiddle, limit: min(limit, best), rows: &rows)
            guard d <= limit, d <= best else { continue }
            if d < best {
                best = d
                result.removeAll(keepingCapacity: true)
            }
            if !result.contains(candidate) { result.append(candidate) }
        }
        return result
    }

    /// The one nearest candidate, or nil when none is near or several are equally near: a fix-it
    /// is offered only when the fix is unambiguous.
    package static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let found = self.candidates(near: word, in: candidates)
        return found.count == 1 ? found[0] : nil
    }

    /// The tail of a message: `; did you mean 'a'?`, `; did you mean 'a' or 'b'?`, or nothing.
    package static func didYouMean(_ suggestions: [String]) -> String {
        switch suggestions.count {
        case 0: return ""
        case 1: return "; did you mean '\(suggestions[0])'?"
        default:
            let shown = suggestions.prefix(3).map { "'\($0)'" }
            return "; did you mean " + shown.dropLast().joined(separator: ", ") + " or " + (shown.last ?? "") + "?"
        }
    }

    /// `; did you mean 'a'?` for the one nearest candidate (`closest`), or nothing: the tail of
    /// a message about a misspelt name that offers a suggestion only when it is unambiguous.
    package static func didYouMean(closestTo word: String, in candidates: some Sequence<String>) -> String {
        didYouMean(closest(to: word, in: candidates).map { [$0] } ?? [])
    }

    /// Lower-cased scalar values. ASCII is lowered by hand, the rest through `lowercased()`.
    private static func scalars(_ s: String) -> [UInt32] {
        var out: [UInt32] = []
        scalars(s, into: &out)
        return out
    }

    /// `scalars(_:)` into a buffer a loop reuses.
    private static func scalars(_ s: String, into out: inout [UInt32]) {
        out.removeAll(keepingCapacity: true)
        out.reserveCapacity(s.utf8.count)
        for u in s.unicodeScalars {
            if u.isASCII {
                var v = u.value
                if v >= 0x41 && v <= 0x5A { v += 0x20 }
                out.append(v)
            } else {
                for l in String(u).lowercased().unicodeScalars { out.append(l.value) }
            }
        }
    }

    /// The three rows `distance` works in, kept by a caller that compares many names so that
    /// each comparison allocates nothing.
    struct Rows {
        var before: [Int] = []
        var previous: [Int] = []
        var current: [Int] = []
    }

    /// Three-row OSA dynamic programme; returns `limit + 1` as soon as no later row can come back
    /// under `limit` (every cell of this row above it, and of the row before at least it, since a
    /// swap reaches back two rows), so far-off candidates cost little. Under a limit only the
    /// band of cells within `limit` of the diagonal is computed: a cell further off costs more
    /// than `limit` whatever follows, so a lookup that has found a near name compares the rest
    /// in a few cells a row.
    private static func distance(_ a: [UInt32], _ b: [UInt32], limit: Int, rows: inout Rows) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let n = b.count
        let banded = limit < max(a.count, n)
        // Past the band a cell is "too far": limit + 1, which no minimum ever picks over a cell in it.
        let far = banded ? limit + 1 : Int.max / 2
        var before = rows.before, previous = rows.previous, current = rows.current
        rows = Rows()  // the arrays are unique here, so filling them does not copy
        defer { rows = Rows(before: before, previous: previous, current: current) }
        before.removeAll(keepingCapacity: true)
        before.append(contentsOf: repeatElement(far, count: n + 1))
        previous.removeAll(keepingCapacity: true)
        for j in 0...n { previous.append(j <= limit || !banded ? j : far) }
        current.removeAll(keepingCapacity: true)
        current.append(contentsOf: repeatElement(far, count: n + 1))
        var previousMin = 0
        for i in 1...a.count {
            let first = banded ? max(1, i - limit) : 1
            let last = banded ? min(n, i + limit) : n
            if first > last { return limit + 1 }
            current[first - 1] = first == 1 ? i : far
            if last < n { current[last + 1] = far }
            var rowMin = current[first - 1]
            for j in first...last {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var d = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d = min(d, before[j - 2] + 1)
                }
                current[j] = min(d, far)
                rowMin = min(rowMin, current[j])
            }
            if limit != Int.max && rowMin > limit && previousMin >= limit { return limit + 1 }
            previousMin = rowMin
            swap(&before, &previous)
            swap(&previous, &current)
        }
        return previous[n]
    }
}
