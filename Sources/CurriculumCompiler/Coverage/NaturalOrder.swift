/// Orders codes the way people read them: `NY-K.CC.2` before `NY-K.CC.10`, `NY-K.OA.2a` before
/// `NY-K.OA.2b`. Runs of digits compare as numbers, everything else as text.
enum NaturalOrder {
    static func less(_ a: String, _ b: String) -> Bool {
        let x = runs(a), y = runs(b)
        for (p, q) in zip(x, y) where p != q {
            switch (p, q) {
            case (.number(let m), .number(let n)): return m < n
            case (.number, .text): return true
            case (.text, .number): return false
            case (.text(let s), .text(let t)): return s < t
            }
        }
        return x.count != y.count ? x.count < y.count : a < b
    }

    private enum Run: Equatable {
        case number(Int)
        case text(String)
    }

    private static func runs(_ s: String) -> [Run] {
        var out: [Run] = []
        var current = ""
        var inDigits = false
        func flush() {
            guard !current.isEmpty else { return }
            out.append(inDigits ? .number(Int(current.prefix(18)) ?? 0) : .text(current))
            current = ""
        }
        for ch in s {
            let digit = ch.isASCII && ch.isNumber
            if digit != inDigits { flush(); inDigits = digit }
            current.append(ch)
        }
        flush()
        return out
    }
}
