import CurriculumSyntax
import Foundation

/// Our positions (1-based lines, columns in Unicode scalars) as LSP's (0-based lines,
/// characters in UTF-16 code units) for one file's text, and back.
struct LSPPositions {
    let path: String
    let table: LineTable

    init(_ source: SourceFile?, path: String) {
        self.path = path
        table = LineTable(source.map { String(decoding: $0.bytes, as: UTF8.self) } ?? "")
    }

    func position(line: Int, column: Int) -> LSPPosition {
        let p = table.lspPosition(line: line, column: column)
        return LSPPosition(line: p.line, character: p.character)
    }

    /// The range a value spans: `length` scalars on its line.
    func range(_ location: SourceLocation, length: Int) -> LSPRange {
        LSPRange(start: position(line: location.line, column: location.column),
                 end: position(line: location.line, column: location.column + max(0, length)))
    }

    /// Where an LSP position is in our terms; nil for a negative one.
    func location(_ position: LSPPosition) -> SourceLocation? {
        guard position.line >= 0, position.character >= 0 else { return nil }
        let p = table.sourcePosition(line: position.line, character: position.character)
        return SourceLocation(path: path, line: p.line, column: p.column)
    }

    /// An LSP `Location`: this file's URI and a range in it.
    func lspLocation(_ location: SourceLocation, length: Int) -> LSPLocation {
        LSPLocation(uri: DocumentURI.fileURI(path: location.path), range: range(location, length: length))
    }
}
