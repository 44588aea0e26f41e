/// Resolves plain scalars by the YAML 1.2 core schema (yaml.org/spec/1.2.2, 10.3.2).
///
/// YAML 1.1's extra forms are deliberately absent: `yes`, `no`, `on`, `off` are strings (the
/// Norway problem), and `3:30` is a string rather than a base-60 number.
enum CoreSchema {
    static func resolve(plain text: String) -> Scalar.Resolved {
        var utf8 = text.utf8
        guard let first = utf8.first else { return .null }
        // Most scalars are words: only these first bytes can start a non-string.
        switch first {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
            UInt8(ascii: "~"), UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "t"), UInt8(ascii: "T"),
            UInt8(ascii: "f"), UInt8(ascii: "F"):
            break
        default:
            return .string
        }
        if utf8.count > 5 && first > UInt8(ascii: "9") { return .string }
        switch text {
        case "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .float(.infinity)
        case "-.inf", "-.Inf", "-.INF": return .float(-.infinity)
        case ".nan", ".NaN", ".NAN": return .float(.nan)
        default: break
        }
        // Only digits, signs, dots, e/E, x/o and hex letters can make a number; bail early otherwise.
        guard first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: ".")
            || (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9"))
        else { return .string }
        if utf8.count > 2, first == UInt8(ascii: "0") {
            let second = utf8[utf8.index(after: utf8.startIndex)]
            if second == UInt8(ascii: "x") || second == UInt8(ascii: "o") {
                let digits = text.dropFirst(2)
                let radix = second == UInt8(ascii: "x") ? 16 : 8
                guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isHexDigit && Int(String($0), radix: radix) != nil })
                else { return .string }
                if let value = Int(digits, radix: radix) { return .int(value) }
                return .bigInt
            }
        }
        if isDecimalInteger(&utf8) {
            if let value = Int(text) { return .int(value) }
            return .bigInt
        }
        if isFloat(text), let value = Double(text) { return .float(value) }
        return .string
    }

    /// `[-+]?[0-9]+`
    private static func isDecimalInteger(_ utf8: inout String.UTF8View) -> Bool {
        var sawDigit = false
        for (offset, byte) in utf8.enumerated() {
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                sawDigit = true
            } else if offset == 0 && (byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")) {
                continue
            } else {
                return false
            }
        }
        return sawDigit
    }

    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`
    private static func isFloat(_ text: String) -> Bool {
        var bytes = Array(text.utf8)[...]
        if let f = bytes.first, f == UInt8(ascii: "-") || f == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        func digits() -> Int {
            var n = 0
            while let b = bytes.first, b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") {
                bytes = bytes.dropFirst()
                n += 1
            }
            return n
        }
        let whole = digits()
        var fraction = 0
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            fraction = digits()
            if whole == 0 && fraction == 0 { return false }
        } else if whole == 0 {
            return false
        }
        if let e = bytes.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if let s = bytes.first, s == UInt8(ascii: "-") || s == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
            if digits() == 0 { return false }
        }
        return bytes.isEmpty
    }
}
