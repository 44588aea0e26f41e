import CurriculumSyntax
import Foundation

/// What CSS in a picture may do (a `<style>`'s text, a `style` attribute, a presentation
/// attribute such as `fill`): name colours, transforms, lengths and parts of the same file, and
/// nothing else. An allowlist of functions, since CSS keeps adding ways to load things (`url()`,
/// `image()`, `image-set()`, `src()`, `element()`, at-rules); every `url()` must be `#id`.
/// Read as CSS reads it (CSS Syntax Level 3): comments are dropped and escapes decoded first,
/// so `u\72l(` is `url(` and `ur/**/l(` is no function at all.
enum SVGStyleCheck {
    struct Problem {
        /// The byte in the checked text where it starts.
        var index: Int
        var message: String
    }

    /// Functions that compute a colour, a transform or a length and load nothing.
    static let functions: Set<String> = [
        "rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color",
        "matrix", "matrix3d", "translate", "translatex", "translatey", "translatez", "translate3d",
        "scale", "scalex", "scaley", "scalez", "scale3d", "rotate", "rotatex", "rotatey", "rotatez", "rotate3d",
        "skew", "skewx", "skewy", "perspective",
        "calc", "min", "max", "clamp",
        "blur", "brightness", "contrast", "drop-shadow", "grayscale", "hue-rotate", "invert", "opacity", "saturate", "sepia",
    ]

    static func problems(in text: XMLText) -> [Problem] {
        text.bytes.withUnsafeBufferPointer { bytes in
            // CSS loads nothing without a function's '(' or an at-rule's '@', which escapes
            // cannot spell: most values (`3`, `#E0362C`) have neither.
            guard let base = bytes.baseAddress, !bytes.isEmpty,
                memchr(base, 0x28, bytes.count) != nil || memchr(base, 0x40, bytes.count) != nil
            else { return [] }
            var scanner = Scanner(bytes: bytes)
            return scanner.run()
        }
    }

    /// CSS names (functions, at-rules) are ASCII case-insensitive.
    static func asciiLowercased(_ s: String) -> String {
        String(decoding: s.utf8.map { Byte.isLetter($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    /// A CSS tokenizer that keeps only what can load: functions and at-keywords. It reads
    /// through a buffer pointer and compares with literals for the same reason as
    /// `XMLTokenizer`, and stops after as many problems as a file may have.
    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        let count: Int
        var i = 0
        var out: [Problem] = []

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            count = bytes.count
        }

        mutating func run() -> [Problem] {
            // An if-chain, not a `switch`, for the same reason as `XMLTokenizer.declaration`.
            let limit = XMLTokenizer.maxProblems
            while i < count, out.count < limit {
                let b = bytes[i]
                if b >= 0x80 || Byte.isLetter(b) || b == 0x5F || b == 0x2D || b == 0x5C {  // a name, - or \
                    guard startsIdentifier(at: i) else {
                        i += 1
                        continue
                    }
                    let start = i
                    let written = identifier()
                    // A function is a name followed at once by '(': no space, no comment.
                    guard at(i) == 0x28 else { continue }
                    i += 1
                    if isURL(written) {
                        url(at: start)
                    } else {
                        function(string(written), at: start)
                    }
                } else if b == 0x2F, at(i + 1) == 0x2A {  // /*
                    skipComment()
                } else if b == 0x22 || b == 0x27 {  // " '
                    _ = string(keeping: false)
                } else if b == 0x40 {  // @
                    let start = i
                    i += 1
                    let name = startsIdentifier(at: i) ? string(identifier()) : ""
                    out.append(Problem(index: start, message: "CSS '@\(BoundedText.middle(name, limit: 40))' in a picture: at-rules can load stylesheets and fonts from outside the file (@import, @font-face) or animate it (@keyframes); remove it"))
                } else {
                    i += 1
                }
            }
            return out
        }

        /// Whether a name is `url`, in any case, as written; compared byte by byte, since
        /// `url(#id)` is the function pictures use most.
        func isURL(_ name: Name) -> Bool {
            guard case .plain(let range) = name, range.count == 3 else { return string(name).lowercased() == "url" }
            return bytes[range.lowerBound] | 0x20 == 0x75 && bytes[range.lowerBound + 1] | 0x20 == 0x72 && bytes[range.lowerBound + 2] | 0x20 == 0x6C
        }

        /// After `url(`: it must point inside the file.
        mutating func url(at start: Int) {
            if skipPlainFragment() { return }
            let target = urlArgument()
            if !SVGAllowlist.isFragment(target) {
                out.append(Problem(index: start, message: SVGAllowlist.outsideReference("url(\(BoundedText.middle(target, limit: 60)))", target: target)))
            }
        }

        /// After any other `name(`: the function must be one that loads nothing.
        mutating func function(_ name: String, at start: Int) {
            // Most are written in lower case already, and need no second string.
            let lower = name.utf8.contains { $0 >= 0x41 && $0 <= 0x5A } ? SVGStyleCheck.asciiLowercased(name) : name
            if !SVGStyleCheck.functions.contains(lower) {
                out.append(Problem(index: start, message: "the CSS function \(BoundedText.middle(name, limit: 40))() is not one a picture may use: colours (rgb(), hsl()), transforms, calc() and url(#id) are"))
            }
        }

        func at(_ k: Int) -> UInt8? { k < count ? bytes[k] : nil }

        mutating func skipComment() {
            i += 2
            while i < count {
                if bytes[i] == 0x2A, at(i + 1) == 0x2F {  // */
                    i += 2
                    return
                }
                i += 1
            }
        }

        /// CSS white space: space, tab, line feed, carriage return, form feed.
        static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x09 || b == 0x0D || b == 0x0C }

        static func isLineBreak(_ b: UInt8) -> Bool { b == 0x0A || b == 0x0D || b == 0x0C }

        /// CSS Syntax 4.3.8: a backslash not followed by a line break.
        func isEscape(at k: Int) -> Bool {
            guard at(k) == 0x5C, let next = at(k + 1) else { return false }
            return !Self.isLineBreak(next)
        }

        /// A-Z a-z _ and any byte of a non-ASCII scalar.
        static func isNameStart(_ b: UInt8) -> Bool { Byte.isLetter(b) || b == 0x5F || b >= 0x80 }

        static func isName(_ b: UInt8) -> Bool { isNameStart(b) || Byte.isDigit(b) || b == 0x2D }

        /// CSS Syntax 4.3.9: whether an identifier starts at `k`.
        func startsIdentifier(at k: Int) -> Bool {
            guard let b = at(k) else { return false }
            if b == 0x2D {  // -
                guard let next = at(k + 1) else { return false }
                return Self.isNameStart(next) || next == 0x2D || isEscape(at: k + 1)
            }
            return Self.isNameStart(b) || isEscape(at: k)
        }

        /// An identifier as written (its bytes), or with its escapes decoded.
        enum Name {
            case plain(Range<Int>)
            case decoded([UInt8])
        }

        func string(_ name: Name) -> String {
            switch name {
            case .plain(let range): return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
            case .decoded(let bytes): return String(decoding: bytes, as: UTF8.self)
            }
        }

        /// Moves past an identifier. Most have no escape and are only skipped: a name is made
        /// only for the few a '(' follows.
        mutating func identifier() -> Name {
            let start = i
            while i < count {
                // Spelt out: three calls a byte are most of a debug build's time here.
                let c = bytes[i]
                guard (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || (c >= 0x30 && c <= 0x39) || c == 0x2D || c == 0x5F || c >= 0x80 else { break }
                i += 1
            }
            guard isEscape(at: i) else { return .plain(start..<i) }
            var name = Array(bytes[start..<i])
            while i < count {
                if Self.isName(bytes[i]) {
                    name.append(bytes[i])
                    i += 1
                } else if isEscape(at: i) {
                    name += escape()
                } else {
                    break
                }
            }
            return .decoded(name)
        }

        /// At a backslash: the character it stands for (CSS Syntax 4.3.7). Up to six hex digits
        /// and one white space after them, or the next character as it is.
        mutating func escape() -> [UInt8] {
            i += 1
            var value: UInt32 = 0
            var digits = 0
            while digits < 6, let b = at(i), let digit = Byte.digit(b, hex: true) {
                value = value * 16 + digit
                digits += 1
                i += 1
            }
            guard digits > 0 else {
                // Any other character stands for itself, all of its UTF-8 bytes.
                let start = i
                i += 1
                while let b = at(i), b & 0xC0 == 0x80 { i += 1 }
                return Array(bytes[start..<i])
            }
            if at(i) == 0x0D, at(i + 1) == 0x0A {
                i += 2
            } else if let b = at(i), Self.isSpace(b) {
                i += 1
            }
            let scalar = value == 0 || (0xD800...0xDFFF).contains(value) ? nil : Unicode.Scalar(value)
            return Array(String(Character(scalar ?? "\u{FFFD}")).utf8)
        }

        /// A quoted string from its quote, escapes decoded when `keeping` (else only skipped);
        /// a backslash before a line break continues it, and an unescaped line break ends it
        /// (CSS Syntax 4.3.5).
        mutating func string(keeping: Bool) -> String {
            let quote = bytes[i]
            i += 1
            var value: [UInt8] = []
            while i < count {
                let b = bytes[i]
                if b == quote {
                    i += 1
                    break
                }
                if Self.isLineBreak(b) { break }
                guard b == 0x5C else {  // \
                    if keeping { value.append(b) }
                    i += 1
                    continue
                }
                guard let next = at(i + 1) else {
                    i += 1
                    continue
                }
                if Self.isLineBreak(next) {
                    i += next == 0x0D && at(i + 2) == 0x0A ? 3 : 2
                } else {
                    let decoded = escape()
                    if keeping { value += decoded }
                }
            }
            return String(decoding: value, as: UTF8.self)
        }

        /// After `url(`: past the usual `#id)` (no quote, space or escape), read without
        /// decoding anything; false, not moving, for anything else.
        mutating func skipPlainFragment() -> Bool {
            guard at(i) == 0x23 else { return false }  // #
            var k = i + 1
            while k < count {
                let b = bytes[k]
                guard b > 0x20, b != 0x29, b != 0x5C, b != 0x22, b != 0x27 else { break }  // ) \ " '
                k += 1
            }
            guard k > i + 1, at(k) == 0x29 else { return false }
            i = k
            return true
        }

        /// After `url(`: its target, quoted or not, escapes decoded; up to its `)`.
        mutating func urlArgument() -> String {
            while let b = at(i), Self.isSpace(b) { i += 1 }
            var target: String
            if let b = at(i), b == 0x22 || b == 0x27 {
                target = string(keeping: true)
            } else {
                var value: [UInt8] = []
                while let b = at(i), b != 0x29, !Self.isSpace(b) {  // )
                    if isEscape(at: i) {
                        value += escape()
                    } else {
                        value.append(b)
                        i += 1
                    }
                }
                target = String(decoding: value, as: UTF8.self)
            }
            // Whatever follows up to ')' is part of the same function; a URL has one target.
            while let b = at(i), b != 0x29 {
                if Self.isSpace(b) {
                    i += 1
                } else {
                    target += "…"
                    break
                }
            }
            return target
        }
    }
}
