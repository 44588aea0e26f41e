/// The fix-its: quotes and indentation.
extension SyntaxErrorExplainer {
    /// Puts a value in quotes: double quotes unless the text holds `"` or `\`.
    mutating func quoteFix(_ l: YAMLLineShape, from start: Int) -> [Diagnostic.FixIt] {
        let end = l.endOfValue(from: start)
        guard end > start, singleLine(l) else { return [] }
        let text = l.text(start..<end)
        return [.init(at: location(l.number, start), length: end - start, replacement: quoted(text))]
    }

    func quoted(_ text: String) -> String {
        if !text.contains("\"") && !text.contains("\\") { return "\"\(text)\"" }
        return "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
    }

    func doubleQuoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// Replaces a line's indentation with `n` spaces.
    func reindent(_ l: YAMLLineShape, to n: Int) -> Diagnostic.FixIt {
        .init(at: location(l.number, 0), length: l.leading, replacement: String(repeating: " ", count: n))
    }

    /// How wide the line's indentation looks with tabs every `width` columns.
    func expandedIndent(_ l: YAMLLineShape, tabWidth width: Int) -> Int {
        var col = 0
        for c in l.scalars.prefix(l.leading) { col = c == "\t" ? (col / width + 1) * width : col + 1 }
        return col
    }
}
