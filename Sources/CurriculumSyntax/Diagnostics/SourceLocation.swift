/// A position in an authored file: 1-based line, and 1-based column counted in Unicode scalars.
package struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    package var path: String
    package var line: Int
    package var column: Int

    package init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// The start of a file, for problems that belong to the file as a whole.
    package static func file(_ path: String) -> SourceLocation {
        SourceLocation(path: path, line: 1, column: 1)
    }

    package var description: String { "\(path):\(line):\(column)" }

    package static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.path, a.line, a.column) < (b.path, b.line, b.column)
    }
}
