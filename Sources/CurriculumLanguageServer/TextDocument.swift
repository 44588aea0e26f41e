import CurriculumModel
import CurriculumCompiler
import CurriculumJSONRPC

/// An open document as the editor holds it, kept in step by LSP 3.17 text synchronisation
/// (`textDocument/didOpen`, then `textDocument/didChange` with full or incremental changes).
struct TextDocument: Sendable {
    var uri: String
    var version: Int
    var text: String
    /// Whether the text is the editor's. A batch of changes that cannot be read is refused whole
    /// and leaves the document out of step: the editor has applied changes the server has not,
    /// so a later range change would land on the wrong text. Only a whole text (a change
    /// without a range, or opening the file again) brings it back.
    private(set) var isInStep = true

    init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.version = version
        self.text = text
    }

    /// Applies one `TextDocumentContentChangeEvent`:
    /// - without a `range` (or with a null one), `text` replaces the whole text;
    /// - with one, `text` replaces that range, its positions in UTF-16 units as LSP counts them.
    ///
    /// Positions are clamped as LSP 3.17 says: a character past the end of its line means the end
    /// of the line, and a line past the last means the end of the text; a character inside a
    /// surrogate pair means the start of that character, so an edit never splits one. A range
    /// whose start comes after its end is read with the two swapped, the span between them being
    /// what both orders can only mean.
    ///
    /// A range change costs one pass over the text (its `LineTable`), as the compile it leads to
    /// does anyway.
    mutating func apply(_ change: TextDocumentContentChange) {
        guard let range = change.range else {
            text = change.text
            isInStep = true
            return
        }
        let table = LineTable(text)
        var lower = table.index(line: range.start.line, character: range.start.character)
        var upper = table.index(line: range.end.line, character: range.end.character)
        if lower > upper { swap(&lower, &upper) }
        // The indices are the table's text's, so the edit is made to that string. They are scalar
        // boundaries that may fall inside a character (between `e` and a combining accent, or
        // between a flag's two regional indicators), and the scalar view edits exactly there.
        var edited = table.text
        edited.unicodeScalars.replaceSubrange(lower..<upper, with: change.text.unicodeScalars)
        text = edited
    }

    /// Applies one change written as JSON; one that is not shaped like a change (no string
    /// `text`, a position without integer `line` and `character`) throws `invalidParams` naming
    /// the field, and leaves the text as it was.
    mutating func apply(_ change: JSONValue) throws(RPCError) {
        apply(try ParamsDecoder.decode(TextDocumentContentChange.self, from: change, at: [ParamsDecoder.Key("change")]))
    }

    /// Applies a `textDocument/didChange`'s content changes in order and takes its version: what
    /// the server runs for every edit.
    ///
    /// The batch is atomic. Every change is read before any is applied, and when one cannot be
    /// read (the error names it) none is: the text stays the last one both sides agreed on, with
    /// its version, rather than a text the editor never had (its changes before the bad one
    /// without the rest), and the document is out of step until a whole text comes. Out of step,
    /// only the changes from a batch's last whole text on apply; a batch with none is refused
    /// (`contentModified`), as its ranges are the editor's text's, not this one's.
    mutating func apply(changes: [JSONValue], version: Int) throws(RPCError) {
        let decoded: [TextDocumentContentChange]
        do throws(RPCError) {
            decoded = try ParamsDecoder.decode([TextDocumentContentChange].self, from: .array(changes), at: [ParamsDecoder.Key("contentChanges")])
        } catch {
            isInStep = false
            throw error
        }
        var applying = decoded[...]
        if !isInStep {
            guard let whole = decoded.lastIndex(where: { $0.range == nil }) else {
                throw RPCError(code: RPCError.contentModified, message: "the server's text is out of step with the editor's since an edit it could not read; it waits for the whole text")
            }
            applying = decoded[whole...]
        }
        for change in applying { apply(change) }
        self.version = version
    }
}

/// One `TextDocumentContentChangeEvent`: a range and its new text, or (no range) the whole new
/// text. `rangeLength`, deprecated, is not read.
struct TextDocumentContentChange: Decodable, Sendable {
    var range: LSPRange?
    var text: String
}
