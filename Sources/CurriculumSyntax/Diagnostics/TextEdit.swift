/// One replacement in one file: on `line`, the `length` Unicode scalars from `column` become
/// `replacement`. The replaced text lies inside the line (never its line break), as a fix-it's
/// does; `replacement` may hold line breaks, which `TextEditApplier` writes as the line's own.
///
/// Lines and columns count as everywhere in the compiler (`SourceLocation`): 1-based, columns
/// in Unicode scalars, a byte order mark being line 1's first scalar. A language server turns
/// an edit into its own positions with `utf16Range(onLine:)` (LSP's default) or
/// `TextEditApplier.byteRange(of:in:)`; an editor that hides a byte order mark shows line 1
/// one column shorter.
///
///     let edit = TextEdit(fixIt)  // answer: 15 → answer: 14
package struct TextEdit: Hashable, Sendable, Comparable, CustomStringConvertible {
    package var path: String
    package var line: Int
    package var column: Int
    /// Unicode scalars replaced; 0 inserts `replacement` before `column`.
    package var length: Int
    package var replacement: String

    package init(path: String, line: Int, column: Int, length: Int, replacement: String) {
        self.path = path
        self.line = line
        self.column = column
        self.length = length
        self.replacement = replacement
    }


    package var start: SourceLocation { SourceLocation(path: path, line: line, column: column) }

    /// The column just past the replaced text.
    package var endColumn: Int { column + length }

    /// The replaced text as UTF-16 offsets into its line (`text`, without its line break), as
    /// LSP positions count by default; nil when the edit does not fit in the line.
    package func utf16Range(onLine text: String) -> Range<Int>? {
        let scalars = Array(text.unicodeScalars)
        guard column >= 1, length >= 0, column - 1 + length <= scalars.count else { return nil }
        let start = scalars[..<(column - 1)].reduce(0) { $0 + $1.utf16.count }
        let width = scalars[(column - 1)..<(column - 1 + length)].reduce(0) { $0 + $1.utf16.count }
        return start..<(start + width)
    }

    /// Whether applying both edits would be ambiguous: they replace some of the same text, or
    /// insert at the same place, or one inserts inside or at the start of what the other
    /// replaces. Edits that only touch end to start do not overlap; nor do identical ones,
    /// which are one edit.
    package func overlaps(_ other: TextEdit) -> Bool {
        guard path == other.path, line == other.line, self != other else { return false }
        if column == other.column { return true }
        return column < other.endColumn && other.column < endColumn
    }

    /// By file, then position, so edits and the diffs made from them read top to bottom.
    package static func < (a: TextEdit, b: TextEdit) -> Bool {
        (a.path, a.line, a.column, a.length, a.replacement) < (b.path, b.line, b.column, b.length, b.replacement)
    }

    package var description: String { "\(start)+\(length) → \(replacement.debugDescription)" }
}
