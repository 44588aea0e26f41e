import CurriculumSyntax
import Foundation

/// Markdown for hovers, briefs, scripts and reports, built so that author text can never turn
/// into markup (a Markdown viewer renders inline HTML, and an image link loads from the
/// network as the page opens): a prompt that holds `*`, `_`, a backtick or `<b>` reads exactly
/// as written (CommonMark lets any ASCII punctuation be escaped with a backslash, and a code
/// span is fenced with more backticks than it holds).
package enum Markdown {
    /// Author text as inline Markdown: every punctuation character that could start markup is
    /// escaped, and line breaks become spaces so the text stays one paragraph.
    package static func text(_ raw: String) -> String { escaped(raw, markup) }

    /// Escaping is always safe in CommonMark, so everything that can open or close markup
    /// (emphasis, code, links, headings, lists, tables, HTML, entities) is escaped.
    private static let markup = Set("\\`*_{}[]()#+-.!|<>~&".unicodeScalars)

    /// Author text inside a line that already has its own start (a table cell, a heading, a
    /// list item): only what can open markup mid-line is escaped — emphasis, code, links and
    /// images, inline HTML, entities, table pipes —, so ids and standards such as `1.OA.1`
    /// read as written in the Markdown source too. Line breaks become spaces.
    package static func inline(_ raw: String) -> String { escaped(raw, inlineMarkup) }

    private static let inlineMarkup = Set("\\`*_[]<>&|!~".unicodeScalars)

    private static func escaped(_ raw: String, _ special: Set<Unicode.Scalar>) -> String {
        var out = String.UnicodeScalarView()
        for c in raw.unicodeScalars {
            if c == "\n" || c == "\r" || c == "\t" {
                out.append(" ")
                continue
            }
            if special.contains(c) { out.append("\\") }
            out.append(c)
        }
        return String(out)
    }

    /// Text as a code span: fenced with one backtick more than the longest run inside it, and
    /// padded when it starts or ends with a backtick.
    package static func code(_ raw: String) -> String {
        let flat = raw.replacingOccurrences(of: "\n", with: " ")
        var longest = 0, run = 0
        for c in flat.unicodeScalars {
            if c == "`" { run += 1; longest = max(longest, run) } else { run = 0 }
        }
        let fence = String(repeating: "`", count: longest + 1)
        let pad = flat.hasPrefix("`") || flat.hasSuffix("`") ? " " : ""
        return fence + pad + flat + pad + fence
    }

    /// At most `limit` characters of `text`, cut at a word with an ellipsis.
    package static func shortened(_ text: String, to limit: Int) -> String {
        // Short one-line text (most of it) is returned as it is, without splitting it.
        if text.utf8.count <= limit, !text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) { return text }
        let flat = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        guard flat.count > limit else { return flat }
        var cut = flat.prefix(limit - 1)
        if let space = cut.lastIndex(of: " "), cut.distance(from: cut.startIndex, to: space) > limit / 2 { cut = cut[..<space] }
        return cut.trimmingCharacters(in: .whitespaces) + "…"
    }

    /// `1.9` rather than `1.8999999`.
    package static func number(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
