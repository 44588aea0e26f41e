/// Known names indexed for "did you mean", so that one lookup costs the same however many names
/// there are. Without it, every unknown translation key was compared with every key of the
/// curriculum, and a renamed unit made lint fifty times slower.
///
/// A misspelt name is compared (`EditDistance`) only with a shortlist of at most `maxCompared`
/// names, each found by a lookup that costs the same however long the list:
/// - those sharing the longest beginning with it, and those sharing the longest end: its
///   neighbours in the names sorted forwards and sorted backwards (binary search). A typo at the
///   end (`k.counting.add-within-5.l1/i1.promt`) leaves the beginning intact, a renamed unit
///   (`k.counting.count-objects.l1/i6.prompt` for `k.numbers.count-objects.l1/i6.prompt`) the end;
/// - those equal to it but for one path segment (between `.` and `/`), wherever it is: a typo
///   in the middle (`k.counting.count-objcts.l1/i6.prompt`), found by hashing the name with that
///   segment left out.
///
/// A list of at most `fullSearchLimit` names is compared whole, so short lists (options, rule
/// ids, units) suggest exactly what a full search would.
package struct SuggestionIndex: Sendable {
    /// Names in their given order, without repeats.
    package let names: [String]
    /// Name indices sorted by the lower-cased name, and by the lower-cased name reversed.
    private let forwards: [Int]
    private let backwards: [Int]
    private let lowered: [String]
    /// The lower-cased names' UTF-8 backwards: byte order is all the sorting needs.
    private let reversed: [[UInt8]]
    /// By a lower-cased name with one segment left out: the names it is part of (a few at most).
    private let oneSegmentOut: [Signature: [Int]]

    /// Lists this long or shorter are compared whole.
    package static let fullSearchLimit = 64
    /// Neighbours taken on each side in each sorted order.
    static let neighbours = 3
    /// Names kept per segment left out.
    static let perSegment = 6
    /// The most names one lookup in a longer list compares with the word.
    package static let maxCompared = 24

    package init(_ names: some Sequence<String>) {
        var unique: [String] = []
        var seen = Set<String>()
        for name in names where seen.insert(name).inserted { unique.append(name) }
        self.names = unique
        guard unique.count > Self.fullSearchLimit else {
            (forwards, backwards, lowered, reversed, oneSegmentOut) = ([], [], [], [], [:])
            return
        }
        let lowered = unique.map { $0.lowercased() }
        let reversed = lowered.map { Array($0.utf8.reversed()) }
        forwards = lowered.indices.sorted { lowered[$0].utf8.lexicographicallyPrecedes(lowered[$1].utf8) }
        backwards = reversed.indices.sorted { reversed[$0].lexicographicallyPrecedes(reversed[$1]) }
        var oneSegmentOut: [Signature: [Int]] = [:]
        for (i, name) in lowered.enumerated() {
            for signature in Self.signatures(name) where oneSegmentOut[signature, default: []].count < Self.perSegment {
                oneSegmentOut[signature, default: []].append(i)
            }
        }
        self.lowered = lowered
        self.reversed = reversed
        self.oneSegmentOut = oneSegmentOut
    }

    /// The names closest to `word`, best first, as `EditDistance.candidates(near:in:)` defines
    /// them, among the names this index compares it with; equally near names in their given order.
    package func candidates(near word: String) -> [String] {
        let shortlist = shortlist(for: word)
        let found = EditDistance.nearest(to: word, among: shortlist.map { names[$0] })
        guard found.count > 1 else { return found }
        var position: [String: Int] = [:]
        for i in shortlist { position[names[i]] = i }
        return found.sorted { (position[$0] ?? 0) < (position[$1] ?? 0) }
    }

    /// The one nearest name, or nil when none is near or several are equally near.
    package func closest(to word: String) -> String? {
        let found = candidates(near: word)
        return found.count == 1 ? found[0] : nil
    }

    /// `; did you mean 'a'?` for the one nearest name, or nothing.
    package func didYouMean(closestTo word: String) -> String {
        EditDistance.didYouMean(closest(to: word).map { [$0] } ?? [])
    }

    /// The indices of the names a lookup compares `word` with: every name of a short list, in
    /// order; else at most `maxCompared`, the nearest neighbours first, so that the first
    /// comparisons find a near name and bound the cost of the others (`EditDistance`).
    package func shortlist(for word: String) -> [Int] {
        guard names.count > Self.fullSearchLimit else { return Array(names.indices) }
        let lower = word.lowercased()
        var chosen: [Int] = []
        chosen.reserveCapacity(Self.maxCompared)
        func choose(_ i: Int, upTo limit: Int = Self.maxCompared) {
            if chosen.count < limit, !chosen.contains(i) { chosen.append(i) }
        }
        // Names equal but for one segment first: most often the nearest, whose distance then
        // bounds the cost of comparing the others. Half the shortlist is kept for neighbours.
        for signature in Self.signatures(lower) {
            for i in oneSegmentOut[signature] ?? [] { choose(i, upTo: Self.maxCompared - 4 * Self.neighbours) }
        }
        // Where the word would be in each sorted order; its neighbours there share the most with it.
        var low = 0, high = forwards.count
        while low < high {
            let mid = (low + high) / 2
            if lowered[forwards[mid]].utf8.lexicographicallyPrecedes(lower.utf8) { low = mid + 1 } else { high = mid }
        }
        let forwardsAt = low
        let backwardsWord = Array(lower.utf8.reversed())
        (low, high) = (0, backwards.count)
        while low < high {
            let mid = (low + high) / 2
            if reversed[backwards[mid]].lexicographicallyPrecedes(backwardsWord) { low = mid + 1 } else { high = mid }
        }
        let backwardsAt = low
        for k in 0..<Self.neighbours {
            for (order, at) in [(forwards, forwardsAt), (backwards, backwardsAt)] {
                for j in [at + k, at - 1 - k] where j >= 0 && j < order.count { choose(order[j]) }
            }
        }
        return chosen
    }

    /// A name with one segment left out: what comes before it and what comes after.
    struct Signature: Hashable {
        var before: Substring
        var after: Substring
    }

    /// The name with each of its segments in turn left out: `a.b/c` gives (``, `.b/c`),
    /// (`a.`, `/c`) and (`a.b/`, ``). None for a name of one segment, whose signature would match
    /// every other such name.
    static func signatures(_ name: String) -> [Signature] {
        var starts = [name.startIndex]
        var ends: [String.Index] = []
        var i = name.utf8.startIndex
        while i != name.utf8.endIndex {
            let byte = name.utf8[i]
            let next = name.utf8.index(after: i)
            if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "/") {
                ends.append(i)
                starts.append(next)
            }
            i = next
        }
        ends.append(name.endIndex)
        guard starts.count > 1 else { return [] }
        return zip(starts, ends).map { Signature(before: name[..<$0], after: name[$1...]) }
    }
}
