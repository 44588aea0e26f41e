/// Multiple-choice options for a fact, chosen deterministically so the same sources give the same
/// bundle; the app shows them in a 2×2 grid, so 2–4 options (docs/design.md#fluency-facts).
///
/// The rule:
/// 1. Distractors come from the mistakes children make, most likely first: off by one
///    (answer − 1, answer + 1); the wrong operation (|a − b| for an addition, a + b for a
///    subtraction); a near double (a + a and b + b for an addition); off by two; a slip of ten
///    (answer ± 10). After those, numbers ever further from the answer (±3, ±4, …) so that any
///    range holding `count` numbers yields `count` options.
/// 2. Each must lie within `min…max`, differ from the answer and from the others.
/// 3. The options are shown in ascending order (numbers in numerical order, the usual item-writing
///    guideline), and the answer's place among them comes from a hash of the fact's id: slot
///    `FNV-1a-64(id) mod count`. The distractors below the answer are the first `slot` of the
///    candidates smaller than it, the rest the first candidates larger than it (falling back to
///    the other side near the ends of the range). So the answer is not always in the middle, and
///    the same fact gets the same options in every build, on every platform.
enum FactOptions {
    /// The most options ever made, whatever the (schema-checked) count says.
    static let limit = 10

    static func choose(for key: Fact.Key, answer: Int, id: String, spec: FactSet.Options) -> [Int] {
        let count = max(1, min(spec.count, limit))
        let need = count - 1
        guard need > 0, spec.min <= spec.max else { return [answer] }
        var seen: Set<Int> = [answer]
        var below: [Int] = [], above: [Int] = []
        func offer(_ value: Int?) {
            guard let value, value >= spec.min, value <= spec.max, seen.insert(value).inserted else { return }
            if value < answer { below.append(value) } else { above.append(value) }
        }
        func shifted(_ base: Int, _ d: Int) -> Int? {
            let (v, overflow) = base.addingReportingOverflow(d)
            return overflow ? nil : v
        }
        offer(shifted(answer, -1))
        offer(shifted(answer, 1))
        switch key.op {
        case .add:
            offer(FactOp.sub.apply(max(key.a, key.b), min(key.a, key.b)))
            offer(FactOp.add.apply(key.a, key.a))
            offer(FactOp.add.apply(key.b, key.b))
        case .sub:
            offer(FactOp.add.apply(key.a, key.b))
        }
        offer(shifted(answer, -2))
        offer(shifted(answer, 2))
        offer(shifted(answer, -10))
        offer(shifted(answer, 10))
        // Then outward from the answer (or the nearest end of the range when the answer lies
        // outside it), until both sides have enough or have left the range.
        let center = min(max(answer, spec.min), spec.max)
        var d = 0
        while true {
            let low = shifted(center, -d), high = shifted(center, d)
            let lowDone = below.count >= need || low.map { $0 < spec.min } ?? true
            let highDone = above.count >= need || high.map { $0 > spec.max } ?? true
            if lowDone && highDone { break }
            offer(low)
            offer(high)
            d += 1
        }
        let slot = Int(fnv1a(id) % UInt64(count))
        let fromBelow = min(slot, below.count)
        var chosen = Array(below.prefix(fromBelow))
        chosen += above.prefix(need - chosen.count)
        if chosen.count < need { chosen += below.dropFirst(fromBelow).prefix(need - chosen.count) }
        return (chosen + [answer]).sorted()
    }

    /// FNV-1a, 64-bit, over UTF-8: stable everywhere, unlike Swift's per-process seeded Hasher.
    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }
}
