/// The outline of one line of block YAML, read from its text alone: how far it is indented,
/// its `- ` markers, and the `key:` it starts with. Explaining a syntax error needs no more
/// than this, and it works on text libyaml could not parse.
///
/// Positions are 0-based indexes into `scalars`; a 1-based column is an index plus one.
package struct YAMLLineShape {
    let number: Int
    package let scalars: [Unicode.Scalar]
    /// Spaces and tabs before the first other character.
    package let leading: Int
    /// Whether a tab is among the leading blanks.
    let tabInIndent: Bool
    /// Nothing but blanks.
    let isBlank: Bool
    /// A comment and nothing else.
    package let isComment: Bool
    /// Where each `- ` list marker at the start of the line is (`- - a` has two).
    package let dashes: [Int]
    /// Where what follows the markers starts.
    package let contentStart: Int
    /// The `key:` the content starts with, if it starts with one.
    package let key: Key?

    package struct Key {
        /// The key as written, without quotes.
        package let name: String
        package let start: Int
        let colon: Int
        /// Where the value on this line starts; nil when only blanks or a comment follow the colon.
        package let valueStart: Int?
    }

    package init(number: Int, text: String) {
        self.number = number
        let s = Array(text.unicodeScalars)
        scalars = s
        var i = 0
        var tab = false
        while i < s.count, s[i] == " " || s[i] == "\t" {
            if s[i] == "\t" { tab = true }
            i += 1
        }
        leading = i
        tabInIndent = tab
        isBlank = i == s.count
        isComment = i < s.count && s[i] == "#"
        var dashes: [Int] = []
        while i < s.count, s[i] == "-", i + 1 == s.count || s[i + 1] == " " || s[i + 1] == "\t" {
            dashes.append(i)
            i += 1
            while i < s.count, s[i] == " " || s[i] == "\t" { i += 1 }
        }
        self.dashes = dashes
        contentStart = i
        key = Self.key(in: s, at: i)
    }

    /// The line starts a `- ` list entry.
    package var isListEntry: Bool { !dashes.isEmpty }
    /// Neither blank nor only a comment.
    package var isContent: Bool { !isBlank && !isComment }
    package var text: String { String(String.UnicodeScalarView(scalars)) }

    package func text(_ range: Range<Int>) -> String {
        let r = max(0, range.lowerBound)..<min(scalars.count, max(range.lowerBound, range.upperBound))
        return String(String.UnicodeScalarView(scalars[r]))
    }

    func scalar(at index: Int) -> Unicode.Scalar? { index >= 0 && index < scalars.count ? scalars[index] : nil }

    /// Where a trailing comment starts (a `#` after a blank), or the end of the line; trailing
    /// blanks before it are left out.
    package func endOfValue(from start: Int) -> Int {
        var end = scalars.count
        var i = start
        var quote: Unicode.Scalar?
        while i < scalars.count {
            let c = scalars[i]
            if let q = quote {
                if c == q { quote = nil }
            } else if i == start, c == "\"" || c == "'" {
                quote = c
            } else if c == "#", i > start, scalars[i - 1] == " " || scalars[i - 1] == "\t" {
                end = i
                break
            }
            i += 1
        }
        while end > start, scalars[end - 1] == " " || scalars[end - 1] == "\t" { end -= 1 }
        return end
    }

    /// A key at `i`: quoted text or plain text followed by `:` and a blank or the line's end.
    private static func key(in s: [Unicode.Scalar], at start: Int) -> Key? {
        guard start < s.count else { return nil }
        var i = start
        var name: String
        if s[i] == "\"" || s[i] == "'" {
            let q = s[i]
            i += 1
            while i < s.count, s[i] != q { i += 1 }
            guard i < s.count else { return nil }
            name = String(String.UnicodeScalarView(s[(start + 1)..<i]))
            i += 1
            while i < s.count, s[i] == " " { i += 1 }
            guard i < s.count, s[i] == ":", i + 1 == s.count || s[i + 1] == " " || s[i + 1] == "\t" else { return nil }
        } else {
            guard !"[]{}#&*!|>%@`,?".unicodeScalars.contains(s[i]) else { return nil }
            while i < s.count {
                if s[i] == ":", i + 1 == s.count || s[i + 1] == " " || s[i + 1] == "\t" { break }
                if s[i] == "#", i > start, s[i - 1] == " " || s[i - 1] == "\t" { return nil }
                i += 1
            }
            guard i < s.count else { return nil }
            name = String(String.UnicodeScalarView(s[start..<i]))
            while name.hasSuffix(" ") { name.removeLast() }
        }
        var v = i + 1
        while v < s.count, s[v] == " " || s[v] == "\t" { v += 1 }
        let valueStart: Int? = v < s.count && s[v] != "#" ? v : nil
        return Key(name: name, start: start, colon: i, valueStart: valueStart)
    }
}

extension YAMLLineShape.Key {
    /// Written like the keys of curriculum files: a lowercase letter, then letters and digits
    /// (`prompt`, `lessonType`), never prose.
    var looksLikeFieldName: Bool {
        guard let f = name.unicodeScalars.first, ("a"..."z").contains(f) else { return false }
        return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "-" }
    }
}
