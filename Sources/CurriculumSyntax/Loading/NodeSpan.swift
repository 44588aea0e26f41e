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

    // MARK: - Where a node ends

    /// Just past the node's last character, from what the loader measured: a scalar's token (its
    /// quotes and escapes included), a mapping or list through its last entry (a flow list's
    /// closing bracket is not kept: the loader would need room a node does not have). A node that runs
    /// onto later lines ends at the end of its last line, written as column `Int32.max` there (the
    /// node knows its lines, not their lengths; `span(in:)` looks the length up). A block scalar
    /// ends with its last line of text, not the blank lines or comments after it.
    package var end: Mark {
        switch value {
        case .scalar(let scalar):
            guard scalar.linesAfterFirst == 0 else { return Mark(line: Int(mark.line) + scalar.linesAfterFirst, column: Int(Int32.max)) }
            return Mark(line: Int(mark.line), column: Int(mark.column) + span)
        case .sequence(let entries):
            guard let last = entries.last else { return Mark(line: Int(mark.line), column: Int(mark.column) + 2) }  // `[]`
            return later(than: last.end)
        case .mapping(let pairs):
            guard let last = pairs.last else { return Mark(line: Int(mark.line), column: Int(mark.column) + 2) }  // `{}`
            return later(than: max(last.key.end, last.value.end))
        }
    }

    /// An alias's copy keeps its entries where the anchor wrote them, before the alias itself:
    /// such a node ends after its own start.
    private func later(than end: Mark) -> Mark {
        end > mark ? end : Mark(line: Int(mark.line), column: Int(mark.column) + 1)
    }

    /// The stretch of `source` the node takes, its last line's length looked up when it runs
    /// onto later lines.
    package func span(in source: SourceFile) -> SourceSpan {
        let start = source.location(mark)
        var last = end
        if last.column == Int32.max {
            let text = source.line(Int(last.line)) ?? ""
            let length = text.unicodeScalars.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.count
            last = Mark(line: Int(last.line), column: length + 1)
        }
        return SourceSpan(start: start, end: source.location(last))
    }

    /// The last line a block scalar (`|`, `>`) has text on: libyaml ends the token where the next
    /// one starts, past blank lines and the next line's indentation.
    static func blockScalarLastLine(before end: Mark, in source: SourceFile) -> Int {
        var line = Int(end.line)
        let text = source.line(line) ?? ""
        let firstText = text.unicodeScalars.prefix { $0 == " " }.count + 1
        if Int(end.column) <= firstText || text.unicodeScalars.allSatisfy({ $0 == " " || $0 == "\t" }) { line -= 1 }
        while line > 1, let text = source.line(line), text.unicodeScalars.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) { line -= 1 }
        return line
    }
}

extension Mark: Comparable {
    package static func < (a: Mark, b: Mark) -> Bool { (a.line, a.column) < (b.line, b.column) }
}
