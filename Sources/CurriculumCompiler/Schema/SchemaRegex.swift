import Foundation

/// A `pattern` or `patternProperties` regular expression, compiled once per schema.
///
/// JSON Schema patterns are ECMA-262 regular expressions; NSRegularExpression speaks ICU. The
/// differences that matter for schemas are bridged: `\d` and `\w` are ASCII-only in ECMA-262,
/// `$` matches only at the very end (ICU also matches before a final newline), `[` is literal
/// inside a class, and `[^]` means any character. Patterns are not anchored (ECMA `test`).
final class SchemaRegex: @unchecked Sendable {  // NSRegularExpression is immutable and thread-safe
    let source: String
    private let regex: NSRegularExpression

    init(_ pattern: String) throws {
        source = pattern
        regex = try NSRegularExpression(pattern: Self.icuPattern(pattern), options: [])
    }

    func matches(_ text: String) -> Bool {
        let range = NSRange(location: 0, length: text.utf16.count)
        return regex.firstMatch(in: text, options: [], range: range) != nil
    }

    /// Rewrites the ECMA-262 constructs ICU reads differently.
    static func icuPattern(_ ecma: String) -> String {
        var out = ""
        var inClass = false
        var chars = Array(ecma.unicodeScalars)[...]
        while let c = chars.popFirst() {
            if c == "\\", let next = chars.popFirst() {
                switch (next, inClass) {
                case ("d", false): out += "[0-9]"
                case ("D", false): out += "[^0-9]"
                case ("w", false): out += "[A-Za-z0-9_]"
                case ("W", false): out += "[^A-Za-z0-9_]"
                case ("d", true): out += "0-9"
                case ("w", true): out += "A-Za-z0-9_"
                default:
                    out.unicodeScalars.append(c)
                    out.unicodeScalars.append(next)
                }
                continue
            }
            if inClass {
                if c == "]" { inClass = false }
                if c == "[" { out += "\\[" } else { out.unicodeScalars.append(c) }
                continue
            }
            switch c {
            case "[":
                if chars.starts(with: "^]".unicodeScalars) {
                    chars = chars.dropFirst(2)
                    out += "[\\s\\S]"
                } else if chars.first == "]" {
                    chars = chars.dropFirst()
                    out += "(?!)"
                } else {
                    inClass = true
                    out += "["
                    // A `]` right after `[` or `[^` is literal in ICU but closes the class in ECMA;
                    // the ECMA reading was handled above, so nothing else to do here.
                }
            case "$": out += "\\z"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }
}
