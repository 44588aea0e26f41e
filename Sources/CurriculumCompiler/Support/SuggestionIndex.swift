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
public struct SuggestionIndex: Sendable {
    /// Names in their given order, without repeats.
    public let names: [String]
    /// Name indices sorted by the lower-cased name, and by the lower-cased name reversed.
    private let forwards: [Int]
    private let backwards: [Int]
    private let lowered: [String]
    private let reversed: [String]
    /// By a lower-cased name with one segment left out: the names it is part of (a few at most).
    private let oneSegmentOut: [String: [Int]]

    /// Lists this long or shorter are compared whole.
    public static let fullSearchLimit = 64
    /// Neighbours taken on each side in each sorted order.
    static let neighbours = 4
    /// Names kept per segment left out.
    static let perSegment = 6
    /// The most names one lookup in a longer list compares with the word.
    public static let maxCompared = 32

    public init(_ names: some Sequence<String>) {
        var unique: [String] = []
        var seen = Set<String>()
        for name in names where seen.insert(name).inserted { unique.append(name) }
        self.names = unique
        guard unique.count > Self.fullSearchLimit else {
            (forwards, backwards, lowered, reversed, oneSegmentOut) = ([], [], [], [], [:])
            return
        }
        let lowered = unique.map { $0.lowercased() }
        let reversed = lowered.map { String($0.reversed()) }
        forwards = lowered.indices.sorted { Self.precedes(lowered[$0], lowered[$1]) }
        backwards = reversed.indices.sorted { Self.precedes(reversed[$0], reversed[$1]) }
        var oneSegmentOut: [String: [Int]] = [:]
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
    public func candidates(near word: String) -> [String] {
        let shortlist = shortlist(for: word)
        let found = EditDistance.nearest(to: word, among: shortlist.map { names[$0] })
        guard found.count > 1 else { return found }
        var position: [String: Int] = [:]
        for i in shortlist { position[names[i]] = i }
        return found.sorted { (position[$0] ?? 0) < (position[$1] ?? 0) }
    }

    /// The one nearest name, or nil when none is near or several are equally near.
    public func closest(to word: String) -> String? {
        let found = candidates(near: word)
        return found.count == 1 ? found[0] : nil
    }

    /// `; did you mean 'a'?` for the one nearest name, or nothing.
    public func didYouMean(closestTo word: String) -> String {
        EditDistance.didYouMean(closest(to: word).map { [$0] } ?? [])
    }

    /// The indices of the names a lookup compares `word` with: every name of a short list, in
    /// order; else at most `maxCompared`, the nearest neighbours first, so that the first
    /// comparisons find a near name and bound the cost of the others (`EditDistance`).
    func shortlist(for word: String) -> [Int] {
        guard names.count > Self.fullSearchLimit else { return Array(names.indices) }
        let lower = word.lowercased()
        var chosen: [Int] = []
        chosen.reserveCapacity(Self.maxCompared)
        func choose(_ i: Int) {
            if chosen.count < Self.maxCompared, !chosen.contains(i) { chosen.append(i) }
        }
        let probes = [(forwards, lowered, lower), (backwards, reversed, String(lower.reversed()))]
        let at = probes.map { order, keys, probe in
            var low = 0, high = order.count
            while low < high {
                let mid = (low + high) / 2
                if Self.precedes(keys[order[mid]], probe) { low = mid + 1 } else { high = mid }
            }
            return low
        }
        for k in 0..<Self.neighbours {
            for (p, probe) in probes.enumerated() {
                for j in [at[p] + k, at[p] - 1 - k] where j >= 0 && j < probe.0.count { choose(probe.0[j]) }
            }
        }
        for signature in Self.signatures(lower) {
            for i in oneSegmentOut[signature] ?? [] { choose(i) }
        }
        return chosen
    }

    /// The name with each of its segments in turn replaced by a NUL: `a.b/c` gives `\0.b/c`,
    /// `a.\0/c` and `a.b/\0`. None for a name of one segment, whose signature would match every
    /// other such name.
    static func signatures(_ name: String) -> [String] {
        let scalars = Array(name.unicodeScalars)
        var bounds = [0]
        for (i, s) in scalars.enumerated() where s == "." || s == "/" { bounds += [i, i + 1] }
        bounds.append(scalars.count)
        guard bounds.count > 2 else { return [] }
        var out: [String] = []
        for k in stride(from: 0, to: bounds.count, by: 2) {
            var signature = String.UnicodeScalarView()
            signature.append(contentsOf: scalars[..<bounds[k]])
            signature.append("\u{0}")
            signature.append(contentsOf: scalars[bounds[k + 1]...])
            out.append(String(signature))
        }
        return out
    }

    /// Byte order of UTF-8: the same order for sorting and searching, and cheaper than `<`.
    private static func precedes(_ a: String, _ b: String) -> Bool {
        a.utf8.lexicographicallyPrecedes(b.utf8)
    }
}
