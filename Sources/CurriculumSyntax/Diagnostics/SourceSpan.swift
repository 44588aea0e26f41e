/// A stretch of one file, from `start` up to, not including, `end`; both count as every
/// position in the compiler does (1-based lines, columns in Unicode scalars). A span that runs
/// onto later lines ends where its last line's text ends, so an editor can select all of it.
package struct SourceSpan: Hashable, Sendable, Comparable, CustomStringConvertible {
    package var start: SourceLocation
    package var end: SourceLocation

    /// `end` before `start`, or in another file, is taken as the start: a span is never inverted.
    package init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end.path == start.path && end >= start ? end : start
    }

    /// The `columns` scalars from `location` on its line; at least one, so a caret has something
    /// to stand under.
    package init(at location: SourceLocation, columns: Int) {
        self.start = location
        self.end = SourceLocation(path: location.path, line: location.line, column: location.column + max(1, columns))
    }

    package var path: String { start.path }

    /// Columns from the start to the end when both are on one line; nil for a span over several.
    package var columnsOnOneLine: Int? { end.line == start.line ? end.column - start.column : nil }

    package var description: String {
        columnsOnOneLine != nil ? "\(start)-\(end.column)" : "\(start)-\(end.line):\(end.column)"
    }

    package static func < (a: SourceSpan, b: SourceSpan) -> Bool {
        (a.start, a.end) < (b.start, b.end)
    }
}
