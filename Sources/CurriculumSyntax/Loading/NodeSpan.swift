extension Node {
    /// Columns the node takes on the line it starts on: how wide a caret underline under it is,
    /// and what a fix-it that replaces it whole replaces. This is the one place that decides.
    ///
    /// A scalar spans its token as written: its quotes, its escapes (`\u00e9`, `\"`, a doubled
    /// `''`) and an anchor or tag before it, in Unicode scalars like every column. One that runs
    /// onto later lines spans the rest of its first line. A block scalar (`|`, `>`), a list and a
    /// mapping span the one column where they start.
    package var span: Int {
        guard let scalar else { return 1 }
        switch scalar.style {
        case .literal, .folded: return 1
        case .plain, .singleQuoted, .doubleQuoted: return max(1, scalar.writtenColumns ?? Self.columns(writing: scalar))
        }
    }

    /// A plain scalar written as just its text on one line, with no anchor or tag before it: a
    /// fix-it may replace its span with other text.
    package var isPlainText: Bool {
        guard let scalar, scalar.style == .plain else { return false }
        return span == max(1, scalar.text.unicodeScalars.count)
    }

    /// What the loader records for a scalar: the columns from `start` to `end` (libyaml's marks
    /// around its token, which know every quote and escape) when they are on one line, else from
    /// `start` to the end of its first line.
    static func writtenColumns(from start: Mark, to end: Mark, in source: SourceFile) -> Int {
        if end.line == start.line { return Int(end.column) - Int(start.column) }
        guard let line = source.line(Int(start.line)) else { return 1 }
        let rest = line.unicodeScalars.dropFirst(max(0, Int(start.column) - 1))
        // Blanks before the line break are folded away, not part of the value.
        return rest.count - rest.reversed().prefix { $0 == " " || $0 == "\t" }.count
    }

    /// A scalar built in code was never written: the columns it would take in its style,
    /// escaping only what has to be.
    static func columns(writing scalar: Scalar) -> Int {
        let text = scalar.text.unicodeScalars
        guard !text.contains("\n") else { return 1 }  // where its first line would end is unknown
        switch scalar.style {
        case .plain: return text.count
        case .singleQuoted: return text.count + 2 + text.filter { $0 == "'" }.count
        case .doubleQuoted: return text.count + 2 + text.filter { $0 == "\"" || $0 == "\\" || $0.value < 0x20 }.count
        case .literal, .folded: return 1
        }
    }
}
