/// SplitMix64 (Steele, Lea and Flood, 2014): the template sampler's own generator, so which
/// variants ship depends on nothing but the template's full id — never on the system's random
/// source, the platform or another template (docs/authoring.md#item-templates).
struct TemplateRandom {
    private var state: UInt64

    /// Seeded with the FNV-1a hash of `seed` (UTF-8), mixed with a fixed constant.
    init(seed: String) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in seed.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        state = hash ^ 0x5eed_7e3a_1a7e_0036
    }

    mutating func next() -> UInt64 {
        state = state &+ 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }

    /// A number in 0..<bound (bound > 0), by rejection, so no number is likelier than another.
    mutating func below(_ bound: Int) -> Int {
        let b = UInt64(bound)
        let limit = UInt64.max - UInt64.max % b
        while true {
            let r = next()
            if r < limit { return Int(r % b) }
        }
    }

    /// `count` of the indices 0..<total, chosen by a partial Fisher–Yates shuffle, in ascending
    /// order so the variants keep the order their parameters were listed in.
    mutating func choose(_ count: Int, of total: Int) -> [Int] {
        var pool = Array(0..<total)
        for i in 0..<min(count, total) {
            let j = i + below(total - i)
            pool.swapAt(i, j)
        }
        return pool.prefix(count).sorted()
    }
}
