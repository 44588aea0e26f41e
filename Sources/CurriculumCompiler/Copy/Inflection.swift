/// Cheap English inflection folding: the base forms a word may come from, so "apples", "counted"
/// and "counting" are known when "apple" and "count" are. Suffix rules only, no dictionary: a
/// candidate matters only if the word list (or an idiom, or an answer) has it, so a wrong guess
/// such as "bus" → "bu" costs nothing. Works on the UTF-8 bytes and returns at once for a word
/// with no inflection ending, since it runs for most words of every text.
package enum Inflection {
    /// Candidate base forms of a folded (lowercase) word, most likely first; never the word itself.
    package static func stems(_ word: String) -> [String] {
        var word = word
        return word.withUTF8 { stems(utf8: $0) }
    }

    private static func stems(utf8 u: UnsafeBufferPointer<UInt8>) -> [String] {
        let n = u.count
        guard n >= 3, let lastByte = u.last else { return [] }
        switch lastByte {
        case UInt8(ascii: "s"), UInt8(ascii: "d"), UInt8(ascii: "g"), UInt8(ascii: "r"), UInt8(ascii: "t"),
            UInt8(ascii: "y"), UInt8(ascii: "'"):
            break
        default:
            return []
        }
        var out: [String] = []
        func ends(_ suffix: StaticString) -> Bool {
            let k = suffix.utf8CodeUnitCount
            guard n > k else { return false }
            let p = suffix.utf8Start
            for j in 0..<k where u[n - k + j] != p[j] { return false }
            return true
        }
        func drop(_ k: Int, add: StaticString = "") {
            guard n - k >= 2 else { return }
            var bytes = Array(u[0..<(n - k)])
            let a = add.utf8Start
            for j in 0..<add.utf8CodeUnitCount { bytes.append(a[j]) }
            if bytes.count == n, bytes.elementsEqual(u) { return }
            let base = String(decoding: bytes, as: UTF8.self)
            if !out.contains(base) { out.append(base) }
        }
        /// "hopped" → "hop", "bigger" → "big": a doubled consonant before the suffix.
        func undouble(_ k: Int) {
            let m = n - k
            guard m >= 3, u[m - 1] == u[m - 2], !isVowel(u[m - 1]) else { return }
            drop(k + 1)
        }

        if ends("'s") || ends("s'") {
            drop(2)
            if ends("s'") { drop(1) }
            return out
        }
        if ends("ies") || ends("ied") { drop(3, add: "y") }
        if ends("iest") { drop(4, add: "y") }
        if ends("ier") { drop(3, add: "y") }
        if ends("ily") { drop(3, add: "y") }
        if ends("ves") {
            drop(3, add: "f")
            drop(3, add: "fe")
        }
        if ends("es") { drop(2) }
        if ends("s"), !ends("ss"), !ends("us"), !ends("is") { drop(1) }
        if ends("ing"), n >= 5 {
            drop(3)
            drop(3, add: "e")
            undouble(3)
        }
        if ends("ed"), n >= 4 {
            drop(2)
            drop(1)
            undouble(2)
        }
        if ends("est"), n >= 5 {
            drop(3)
            drop(2)
            undouble(3)
        }
        if ends("er"), n >= 4 {
            drop(2)
            drop(1)
            undouble(2)
        }
        if ends("ly"), n >= 5 { drop(2) }
        return out
    }

    /// True when `a` and `b` (both folded) are the same word or one is an inflection of the other.
    package static func sameWord(_ a: String, _ b: String) -> Bool {
        if a == b { return true }
        let sa = stems(a)
        if sa.contains(b) { return true }
        let sb = stems(b)
        return sb.contains(a) || sa.contains(where: sb.contains)
    }

    private static func isVowel(_ b: UInt8) -> Bool {
        b == UInt8(ascii: "a") || b == UInt8(ascii: "e") || b == UInt8(ascii: "i") || b == UInt8(ascii: "o")
            || b == UInt8(ascii: "u")
    }
}
