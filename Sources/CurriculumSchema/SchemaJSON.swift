import CurriculumSyntax

/// JSON's view of a `Node`: its type, numbers, equality and hashing, as JSON Schema defines
/// them (1 equals 1.0, mappings are unordered, strings compare code point by code point).

/// The JSON types as a bit set; `number` includes `integer` when matching.
package struct JSONTypes: OptionSet, Sendable {
    package let rawValue: UInt8
    static let null = JSONTypes(rawValue: 1)
    package static let boolean = JSONTypes(rawValue: 2)
    package static let object = JSONTypes(rawValue: 4)
    package static let array = JSONTypes(rawValue: 8)
    package static let number = JSONTypes(rawValue: 16)
    package static let integer = JSONTypes(rawValue: 32)
    package static let string = JSONTypes(rawValue: 64)

    package init(rawValue: UInt8) { self.rawValue = rawValue }

    init?(name: String) {
        switch name {
        case "null": self = .null
        case "boolean": self = .boolean
        case "object": self = .object
        case "array": self = .array
        case "number": self = .number
        case "integer": self = .integer
        case "string": self = .string
        default: return nil
        }
    }

    /// "text or a number", for "expected …" messages, in an author's words. Only a number
    /// with a fraction, where a whole one is needed, is told "a whole number".
    var phrase: String { phrase(found: nil) }

    func phrase(found: Node?) -> String {
        var names: [String] = []
        if contains(.string) { names.append("text") }
        if contains(.number) {
            names.append("a number")
        } else if contains(.integer) {
            var fraction = false
            if let found, case .scalar(let s) = found.value, case .float = s.resolved { fraction = true }
            names.append(fraction ? "a whole number" : "a number")
        }
        if contains(.boolean) { names.append("true or false") }
        if contains(.object) { names.append("a mapping") }
        if contains(.array) { names.append("a list") }
        if contains(.null) { names.append("null") }
        switch names.count {
        case 0: return "nothing"
        case 1: return names[0]
        default: return names.dropLast().joined(separator: ", ") + " or " + names.last!
        }
    }
}

/// A number as JSON Schema compares it: exact for integers that fit, Double otherwise.
enum JSONNumber {
    case int(Int)
    case double(Double)

    var double: Double {
        switch self {
        case .int(let i): return Double(i)
        case .double(let d): return d
        }
    }

    /// nil when either side is NaN: NaN satisfies no bound.
    static func compare(_ a: JSONNumber, _ b: JSONNumber) -> Int? {
        if case .int(let x) = a, case .int(let y) = b { return x < y ? -1 : (x == y ? 0 : 1) }
        let x = a.double, y = b.double
        if x.isNaN || y.isNaN { return nil }
        return x < y ? -1 : (x == y ? 0 : 1)
    }
}

/// A finite decimal `mantissa × 10^exponent` read exactly from a number's text, for
/// `multipleOf` without binary floating-point error (0.0075 is a multiple of 0.0001).
struct ExactDecimal {
    var mantissa: UInt64
    var exponent: Int

    init?(text: String) {
        var mantissa: UInt64 = 0
        var exponent = 0
        var digits = 0
        var sawDot = false
        var utf8 = Array(text.utf8)[...]
        if let f = utf8.first, f == UInt8(ascii: "-") || f == UInt8(ascii: "+") { utf8 = utf8.dropFirst() }
        while let b = utf8.first {
            if b == UInt8(ascii: ".") {
                guard !sawDot else { return nil }
                sawDot = true
            } else if b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") {
                if mantissa == 0 && b == UInt8(ascii: "0") {
                    if sawDot { exponent -= 1 }
                } else {
                    digits += 1
                    guard digits <= 18 else { return nil }
                    mantissa = mantissa * 10 + UInt64(b - UInt8(ascii: "0"))
                    if sawDot { exponent -= 1 }
                }
            } else {
                break
            }
            utf8 = utf8.dropFirst()
        }
        if let e = utf8.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            guard let value = Int(String(decoding: utf8.dropFirst(), as: UTF8.self)), abs(value) < 10_000 else { return nil }
            exponent += value
        } else if !utf8.isEmpty {
            return nil
        }
        self.mantissa = mantissa
        self.exponent = exponent
    }

    init(_ value: Int) {
        mantissa = UInt64(value.magnitude)
        exponent = 0
    }

    /// Whether `self` is an integer multiple of `divisor`, exactly, for any exponents: with
    /// `self = a·10^p` and `divisor = b·10^q`, either b divides a·10^(p−q) (computed modulo b, so
    /// nothing overflows), or p < q and b·10^(q−p) must divide a, which it cannot once it is larger.
    func isMultiple(of divisor: ExactDecimal) -> Bool {
        let b = divisor.mantissa
        guard b != 0 else { return false }
        if mantissa == 0 { return true }
        let shift = exponent - divisor.exponent
        if shift >= 0 {
            return Self.mulmod(mantissa % b, Self.powmod(10, shift, b), b) == 0
        }
        var scaled = b
        for _ in 0 ..< -shift {
            let (r, overflow) = scaled.multipliedReportingOverflow(by: 10)
            if overflow || r > mantissa { return false }
            scaled = r
        }
        return mantissa % scaled == 0
    }

    private static func mulmod(_ x: UInt64, _ y: UInt64, _ m: UInt64) -> UInt64 {
        let product = x.multipliedFullWidth(by: y)  // x, y < m, so the high half is < m
        return m.dividingFullWidth(product).remainder
    }

    private static func powmod(_ base: UInt64, _ exponent: Int, _ m: UInt64) -> UInt64 {
        var result: UInt64 = 1 % m
        var b = base % m
        var e = exponent
        while e > 0 {
            if e & 1 == 1 { result = mulmod(result, b, m) }
            b = mulmod(b, b, m)
            e >>= 1
        }
        return result
    }
}

/// One scalar classified the way JSON sees it.
enum JSONScalar {
    case null
    case bool(Bool)
    case number(JSONNumber, bigText: String?)
    case string(String)

    init(_ s: Scalar) {
        switch s.resolved {
        case .null: self = .null
        case .bool(let b): self = .bool(b)
        case .int(let i): self = .number(.int(i), bigText: nil)
        case .float(let d): self = .number(.double(d), bigText: nil)
        case .bigInt: self = .number(.double(SchemaJSON.bigIntValue(s.text)), bigText: s.text)
        case .string: self = .string(s.text)
        }
    }
}

enum SchemaJSON {
    /// A too-large integer as a Double; a hex or octal one is past any bound, so ±infinity.
    static func bigIntValue(_ text: String) -> Double {
        if let d = Double(text) { return d }
        return text.hasPrefix("-") ? -.infinity : .infinity
    }

    static func number(_ s: Scalar) -> JSONNumber? {
        switch s.resolved {
        case .int(let i): return .int(i)
        case .float(let d): return .double(d)
        case .bigInt: return .double(bigIntValue(s.text))
        default: return nil
        }
    }

    /// Whether a scalar is an integer in JSON's sense (1.0 is).
    static func isInteger(_ s: Scalar) -> Bool {
        switch s.resolved {
        case .int, .bigInt: return true
        case .float(let d): return d.isFinite && d.rounded(.towardZero) == d
        default: return false
        }
    }

    /// JSON equality. With `coercing`, a YAML plain number in `a` also equals a string `b` with
    /// the same text (`grade: 1` matches `"1"`), the way a string-typed field reads it.
    static func equal(_ a: Node, _ b: Node, coercing: Bool = false) -> Bool {
        switch (a.value, b.value) {
        case (.scalar(let x), .scalar(let y)):
            return equal(x, y, coercing: coercing)
        case (.sequence(let xs), .sequence(let ys)):
            guard xs.count == ys.count else { return false }
            for i in xs.indices where !equal(xs[i], ys[i], coercing: coercing) { return false }
            return true
        case (.mapping(let xs), .mapping(let ys)):
            guard xs.count == ys.count else { return false }
            outer: for x in xs {
                guard let key = x.key.scalar?.text else { return false }
                for y in ys where y.key.scalar.map({ sameText($0.text, key) }) == true {
                    if equal(x.value, y.value, coercing: coercing) { continue outer }
                    return false
                }
                return false
            }
            return true
        default:
            return false
        }
    }

    static func equal(_ x: Scalar, _ y: Scalar, coercing: Bool = false) -> Bool {
        switch (JSONScalar(x), JSONScalar(y)) {
        case (.null, .null): return true
        case (.bool(let p), .bool(let q)): return p == q
        case (.string(let p), .string(let q)): return sameText(p, q)
        case (.number(let p, let pb), .number(let q, let qb)):
            if let pb, let qb { return normalizedDigits(pb) == normalizedDigits(qb) }
            if pb != nil || qb != nil { return p.double == q.double }
            return JSONNumber.compare(p, q) == 0
        case (.number, .string(let q)) where coercing && x.coercibleToString:
            return sameText(x.text, q)
        default: return false
        }
    }

    /// Code point equality; Swift's `==` would equate "ä" and "a\u{308}", JSON does not.
    @inline(__always)
    static func sameText(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        var a = a, b = b  // `withUTF8` is mutating; native strings are not copied
        return a.withUTF8 { x in b.withUTF8 { y in x.elementsEqual(y) } }
    }

    private static func normalizedDigits(_ text: String) -> String {
        var t = Substring(text)
        var negative = false
        if t.hasPrefix("+") { t = t.dropFirst() } else if t.hasPrefix("-") { t = t.dropFirst(); negative = true }
        t = t.drop { $0 == "0" }
        return (negative ? "-" : "") + t
    }

    /// A hash consistent with `equal` (without coercion), for `uniqueItems` on long lists.
    static func hash(_ node: Node, into hasher: inout Hasher) {
        switch node.value {
        case .scalar(let s):
            switch JSONScalar(s) {
            case .null: hasher.combine(0 as UInt8)
            case .bool(let b): hasher.combine(b)
            case .string(let t): hasher.combine(t.utf8.count); hasher.combine(t)
            case .number(let n, _):
                let d = n.double
                if d.isFinite, d == d.rounded(), abs(d) < 9.0e18 { hasher.combine(Int(d)) } else { hasher.combine(d) }
            }
        case .sequence(let items):
            hasher.combine(items.count)
            for item in items { hash(item, into: &hasher) }
        case .mapping(let pairs):
            var sum = 0
            for pair in pairs {
                var h = Hasher()
                h.combine(pair.key.scalar?.text ?? "")
                hash(pair.value, into: &h)
                sum &+= h.finalize()
            }
            hasher.combine(pairs.count)
            hasher.combine(sum)
        }
    }

    /// Text in single quotes for a message, control characters escaped, clipped to `limit`.
    static func quote(_ text: String, limit: Int = 60) -> String {
        var out = "'"
        var count = 0
        for u in text.unicodeScalars {
            count += 1
            if count > limit {
                out += "…"
                break
            }
            switch u {
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case _ where u.value < 0x20 || u.value == 0x7F: out += "\\u{" + String(u.value, radix: 16) + "}"
            default: out.unicodeScalars.append(u)
            }
        }
        return out + "'"
    }

    /// A short rendering of a value for messages: strings quoted, collections elided.
    static func render(_ node: Node) -> String {
        switch node.value {
        case .scalar(let s):
            switch s.resolved {
            case .string: return quote(s.text, limit: 40)
            case .null: return "null"
            default: return s.text
            }
        case .sequence(let items): return items.isEmpty ? "[]" : "[…]"
        case .mapping(let pairs): return pairs.isEmpty ? "{}" : "{…}"
        }
    }
}
