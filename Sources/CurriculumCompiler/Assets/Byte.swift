/// The bytes XML's and CSS's syntax is made of, for the readers of pictures, which work on
/// a file's bytes rather than its characters.
enum Byte {
    static let lt = UInt8(ascii: "<"), gt = UInt8(ascii: ">"), slash = UInt8(ascii: "/")
    static let quote = UInt8(ascii: "\""), apostrophe = UInt8(ascii: "'"), equals = UInt8(ascii: "=")

    // The predicates compare with literals: a static constant from another file costs a call
    // and a once-check at each use in a debug build, and these run for every byte.

    static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D }

    static func isLetter(_ b: UInt8) -> Bool { (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) }

    static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    /// A-Z a-z _ : and any byte of a non-ASCII scalar.
    static func isNameStart(_ b: UInt8) -> Bool { isLetter(b) || b == 0x5F || b == 0x3A || b >= 0x80 }

    /// A name start, 0-9, - and .
    static func isNameChar(_ b: UInt8) -> Bool { isNameStart(b) || isDigit(b) || b == 0x2D || b == 0x2E }

    /// The value of a decimal or hexadecimal digit.
    static func digit(_ b: UInt8, hex: Bool) -> UInt32? {
        if isDigit(b) { return UInt32(b - 0x30) }
        guard hex else { return nil }
        let lower = b | 0x20
        guard lower >= 0x61, lower <= 0x66 else { return nil }  // a-f
        return UInt32(lower - 0x61 + 10)
    }
}
