/// An open document as the editor holds it, kept in step by LSP 3.17 text synchronisation
/// (`textDocument/didOpen`, then `textDocument/didChange` with full or incremental changes).
struct TextDocument: Sendable {
    var uri: String
    var version: Int
    var text: String

    init(uri: String, version: Int, text: String) {
        self.uri = uri
        self.version = version
        self.text = text
    }

    /// Applies one `TextDocumentContentChangeEvent`:
    /// - `{"text": …}` (no `range`, or a null one) replaces the whole text;
    /// - `{"range": {"start": …, "end": …}, "text": …}` replaces that range, its positions in
    ///   UTF-16 units as LSP counts them. `rangeLength` (deprecated) is ignored.
    ///
    /// Positions are clamped as LSP 3.17 says: a character past the end of its line means the end
    /// of the line, and a line past the last means the end of the text; a character inside a
    /// surrogate pair means the start of that character, so an edit never splits one. A range
    /// whose start comes after its end is read with the two swapped, the span between them being
    /// what both orders can only mean. A change that is not shaped like one (no string `text`, a
    /// position without integer `line` and `character`) throws `invalidParams` and leaves the
    /// text as it was.
    ///
    /// A range change costs one pass over the text (its `LineTable`), as the compile it leads to
    /// does anyway.
    mutating func apply(_ change: JSONValue) throws(RPCError) {
        guard case .object(let object) = change else { throw Self.invalid("a content change must be an object") }
        guard let newText = object["text"]?.string else { throw Self.invalid("a content change must have a string \"text\"") }
        guard let range = object["range"], !range.isNull else {
            text = newText
            return
        }
        let start = try Self.position(range["start"], "start")
        let end = try Self.position(range["end"], "end")
        let table = LineTable(text)
        var lower = table.index(line: start.line, character: start.character)
        var upper = table.index(line: end.line, character: end.character)
        if lower > upper { swap(&lower, &upper) }
        // The indices are the table's text's, so the edit is made to that string. They are scalar
        // boundaries that may fall inside a character (between `e` and a combining accent, or
        // between a flag's two regional indicators), and the scalar view edits exactly there.
        var edited = table.text
        edited.unicodeScalars.replaceSubrange(lower..<upper, with: newText.unicodeScalars)
        text = edited
    }

    /// Applies a `textDocument/didChange`'s content changes in order, then takes its version.
    /// When one change fails, the ones before it stay applied (as the client applied them) and
    /// the version is not taken.
    mutating func apply(changes: [JSONValue], version: Int) throws(RPCError) {
        for change in changes { try apply(change) }
        self.version = version
    }

    /// A `Position`: `line` and `character`, both integers. Negative values are clamped to 0 by
    /// `LineTable`.
    private static func position(_ value: JSONValue?, _ name: String) throws(RPCError) -> (line: Int, character: Int) {
        guard let value, let line = value["line"]?.int, let character = value["character"]?.int else {
            throw invalid("a content change's range must have a \"\(name)\" with integer \"line\" and \"character\"")
        }
        return (line, character)
    }

    private static func invalid(_ message: String) -> RPCError {
        RPCError(code: RPCError.invalidParams, message: message)
    }
}
