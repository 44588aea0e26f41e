import Foundation

/// A `pattern` or `patternProperties` regular expression, compiled once per schema.
///
/// JSON Schema patterns are ECMA-262 regular expressions; NSRegularExpression speaks ICU. The
/// differences that matter for schemas are bridged: `\d` and `\w` are ASCII-only in ECMA-262,
/// `$` matches only at the very end (ICU also matches before a final newline), `[` is literal
/// inside a class, and `[^]` means any character. Patterns are not anchored (ECMA `test`).
///
/// Matching is the validator's hottest path (every id, code and line of copy), so `\S` — "not
/// blank" — is answered without ICU, and other patterns remember the strings they have seen:
/// ids and codes repeat across a curriculum.
package final class SchemaRegex: @unchecked Sendable {  // NSRegularExpression is immutable; `seen` is locked
    let source: String
    private let regex: NSRegularExpression
    private let notBlank: Bool
    private var seen: [String: Bool] = [:]
    private let lock = NSLock()
    private static let memoryLimit = 8192

    package init(_ pattern: String) throws {
        source = pattern
        regex = try NSRegularExpression(pattern: Self.icuPattern(pattern), options: [])
        notBlank = pattern == "\\S"
    }

    package func matches(_ text: String) -> Bool {
        if notBlank { return text.unicodeScalars.contains { !$0.properties.isWhitespace } }
        if let known = lock.withLock({ seen[text] }) { return known }
        let range = NSRange(location: 0, length: text.utf16.count)
        let result = regex.firstMatch(in: text, options: [], range: range) != nil
        lock.withLock {
            if seen.count >= Self.memoryLimit { seen.removeAll(keepingCapacity: true) }
            seen[text] = result
        }
        return result
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
