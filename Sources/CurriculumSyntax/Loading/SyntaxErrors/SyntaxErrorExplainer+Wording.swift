/// Wording and the kinds of characters the explanations speak of.
extension SyntaxErrorExplainer {
    func location(_ line: Int, _ index: Int) -> SourceLocation {
        SourceLocation(path: source.path, line: line, column: index + 1)
    }

    func spaces(_ n: Int) -> String { n == 1 ? "1 space" : "\(n) spaces" }

    /// "is indented 4 spaces", or "starts at the beginning of the line".
    func isIndented(_ n: Int) -> String { n == 0 ? "starts at the beginning of the line" : "is indented \(spaces(n))" }

    /// "indent it 4 spaces", or "move it to the beginning of the line".
    func indentIt(_ n: Int) -> String { n == 0 ? "move it to the beginning of the line" : "indent it \(spaces(n))" }

    func isOneToken(_ s: String) -> Bool { !s.isEmpty && !s.contains(" ") }

    func endsASentence(_ s: String) -> Bool { s.hasSuffix(".") || s.hasSuffix("?") || s.hasSuffix("!") }

    func looksLikeFieldName(_ s: String) -> Bool {
        YAMLLineShape.Key(name: s, start: 0, colon: 0, valueStart: nil).looksLikeFieldName
    }

    func isWordScalar(_ c: Unicode.Scalar) -> Bool {
        c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "_" || c == "-" || c == "."
    }

    func endsAnEntry(_ c: Unicode.Scalar) -> Bool { "\"']}".unicodeScalars.contains(c) || isLetterOrDigit(c) }

    func startsAnEntry(_ c: Unicode.Scalar) -> Bool { "\"'[{".unicodeScalars.contains(c) || isLetterOrDigit(c) }

    func isLetter(_ c: Unicode.Scalar?) -> Bool { c?.properties.isAlphabetic ?? false }

    func isLetterOrDigit(_ c: Unicode.Scalar?) -> Bool {
        guard let c else { return false }
        return c.properties.isAlphabetic || ("0"..."9").contains(c)
    }

    func isHexDigit(_ c: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(c) || ("a"..."f").contains(c) || ("A"..."F").contains(c)
    }

    /// The word around index `i` of a line, apostrophes included: `Mei's`.
    func word(in l: YAMLLineShape, around i: Int) -> String {
        var a = i, b = i
        while a > 0, isLetter(l.scalar(at: a - 1)) || l.scalar(at: a - 1) == "'" && isLetter(l.scalar(at: a - 2)) { a -= 1 }
        while b + 1 < l.scalars.count, isLetter(l.scalar(at: b + 1)) { b += 1 }
        return l.text(a..<(b + 1))
    }

    func lowercasedFirst(_ s: String) -> String {
        guard let f = s.first else { return s }
        return f.lowercased() + s.dropFirst()
    }
}
