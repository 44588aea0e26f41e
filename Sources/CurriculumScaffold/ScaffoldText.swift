import CurriculumCompiler
import CurriculumSyntax
import Foundation

/// Ids, YAML scalars and edits of existing YAML text, as `curriculum new` writes them.
extension Scaffold {
    /// A kebab-case slug: given with --id (checked), or made from a title.
    static func slug(_ given: String?, from title: String) throws -> String {
        if let given {
            guard given.range(of: "^[a-z0-9]+(-[a-z0-9]+)*$", options: .regularExpression) != nil else {
                throw UsageError("--id expects lowercase kebab-case words such as 'count-to-20', got '\(given)'")
            }
            return given
        }
        var slug = ""
        for scalar in title.lowercased().unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                slug.unicodeScalars.append(scalar)
            } else if !slug.isEmpty, !slug.hasSuffix("-"), scalar != "'", scalar != "’" {
                slug += "-"
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        guard !slug.isEmpty else { throw UsageError("cannot make an id from '\(title)'; pass --id") }
        return slug
    }

    /// `id`, or when it is taken and was not given explicitly, `id-2`, `id-3`, …
    static func nextFree(_ id: String, explicit: Bool, taken: (String) -> Bool) -> String? {
        guard taken(id) else { return id }
        guard !explicit else { return nil }
        var n = 2
        while taken("\(id)-\(n)") { n += 1 }
        return "\(id)-\(n)"
    }

    static func unknown(_ what: String, _ id: String, in ids: some Sequence<String>) -> String {
        "unknown \(what) '\(id)'" + EditDistance.didYouMean(closestTo: id, in: ids)
    }

    static func choice(_ value: String, among allowed: [String], option: String) throws -> String {
        if let match = allowed.first(where: { $0.lowercased() == value.lowercased() }) { return match }
        throw UsageError("\(option) expects \(allowed.joined(separator: ", ")), got '\(value)'" + EditDistance.didYouMean(closestTo: value, in: allowed))
    }

    /// A character no title, name or id needs, and that would hide in the file `new` writes:
    /// controls (U+0000–U+001F, U+007F–U+009F), line and paragraph separators, and invisible
    /// formatting such as bidirectional overrides (U+202E) and zero-width spaces.
    package static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }

    /// A YAML scalar for a title, name or piece of copy: plain when that reads back as the same
    /// string, double-quoted otherwise.
    static func scalar(_ s: String) -> String {
        let special: Set<String> = ["true", "false", "yes", "no", "on", "off", "null", "~", "y", "n"]
        // Checked scalar by scalar: a regular expression's `$` also matches before a final line
        // break (U+0085 among them), which a plain YAML scalar would drop.
        let plainSafe = s.unicodeScalars.first.map { $0.isASCII && $0.properties.isAlphabetic } == true
            && s.unicodeScalars.allSatisfy { ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || " ,.!?()'’–-".unicodeScalars.contains($0) }
        if plainSafe, !special.contains(s.lowercased()), !s.hasSuffix(" "), !s.contains(" #") { return s }
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            // Controls, line separators and other invisible formatting are written as escapes,
            // so the file still parses (YAML 1.2 allows none of them raw) and shows what it holds.
            case _ where isInvisible(scalar):
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += scalar.value <= 0xFF ? "\\x" + String(repeating: "0", count: 2 - hex.count) + hex
                    : "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// `text` with `entry` (lines of one list entry, unindented) added after the last entry of
    /// the top-level block list `key`, indented like the entries already there. Everything else
    /// is left byte for byte, line endings included.
    static func appending(_ entry: [String], toListAt key: String, in text: String, file: String) throws -> String {
        let newline = text.contains("\r\n") ? "\r\n" : "\n"
        var lines = text.components(separatedBy: newline)
        guard let start = lines.firstIndex(where: { $0.hasPrefix(key + ":") }) else {
            throw Failure(message: "\(file) has no top-level '\(key):' list to add to")
        }
        let rest = lines[start].dropFirst(key.count + 1).trimmingCharacters(in: .whitespaces)
        guard rest.isEmpty || rest.hasPrefix("#") else {
            throw Failure(message: "\(file): '\(key):' is written inline; make it a block list (one '- ' per line) or add the entry by hand")
        }
        // The block runs until the next line that starts in column 1 (another top-level key).
        var end = start + 1
        var lastContent = start
        var indent: String?
        while end < lines.count {
            let line = lines[end]
            if let first = line.first, first != " ", first != "#", first != "\t" {
                // A block list may also start in column 1, under its key.
                guard first == "-", line.hasPrefix("- ") || line == "-" else { break }
            }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if !trimmed.isEmpty && !trimmed.hasPrefix("#") {
                lastContent = end
                if indent == nil, trimmed.hasPrefix("-") { indent = String(line.prefix { $0 == " " }) }
            }
            end += 1
        }
        let pad = indent ?? "  "
        lines.insert(contentsOf: entry.map { $0.isEmpty ? $0 : pad + $0 }, at: lastContent + 1)
        return lines.joined(separator: newline)
    }
}
