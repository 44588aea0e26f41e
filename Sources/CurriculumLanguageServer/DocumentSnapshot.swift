import CurriculumCompiler
import CurriculumSyntax

/// What a request about one document reads: the last finished compilation of its curriculum,
/// and the document's text as the editor has it now (as compiled, when the editor does not
/// have it open).
///
/// The two may differ by the edits made while that compilation ran, so each position is
/// converted with the text it belongs to: the request's own position, and what is worked out
/// from the text now (a hover's parse, a completion's word), with `positions`; the findings and
/// ids the compilation holds with `compiledPositions(of:)`, the text it read.
struct DocumentSnapshot {
    let path: String
    let root: ServerWorkspace.Root
    let compilation: Compilation
    let text: SourceFile
    let positions: LSPPositions
    private let tables: PositionTables

    init(path: String, root: ServerWorkspace.Root, compilation: Compilation, text: SourceFile) {
        self.path = path
        self.root = root
        self.compilation = compilation
        self.text = text
        positions = LSPPositions(text, path: path)
        tables = PositionTables(compilation: compilation)
        // Unchanged since it was compiled (the same buffer): one table serves both.
        if compilation.sources[path] === text { tables.known[path] = positions }
    }

    /// The ids of the compilation, where each is defined and used.
    var symbols: SymbolIndex { root.symbols ?? SymbolIndex(compilation) }

    /// The request's position in the compiler's terms; nil when it is negative.
    func location(_ position: LSPPosition) -> SourceLocation? { positions.location(position) }

    /// Positions in `path`'s text as the compilation read it.
    func compiledPositions(of path: String) -> LSPPositions { tables.positions(of: path) }

    /// An LSP `Location` for a place the compilation knows, in any file of the curriculum.
    func lspLocation(_ location: SourceLocation, length: Int) -> LSPLocation {
        compiledPositions(of: location.path).lspLocation(location, length: length)
    }

    /// Each file's table built once per request: references can name hundreds of places in a
    /// few files.
    private final class PositionTables {
        let compilation: Compilation
        var known: [String: LSPPositions] = [:]

        init(compilation: Compilation) { self.compilation = compilation }

        func positions(of path: String) -> LSPPositions {
            if let table = known[path] { return table }
            let table = LSPPositions(compilation.source(path) ?? (try? SourceFile.read(path: path, displayPath: path)), path: path)
            known[path] = table
            return table
        }
    }
}
