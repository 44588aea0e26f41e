import CurriculumModel
import CurriculumCompiler
import CurriculumSyntax

/// LSP 3.17's basic structures, as the server reads them from params and writes them in
/// results. Prefixed `LSP` where the compiler has a type of the same idea (`SourceLocation`,
/// `TextEdit`), whose positions count differently (see `LineTable`).

/// A place in a document: 0-based line, 0-based character in UTF-16 code units.
struct LSPPosition: Decodable, Hashable, Sendable, JSONEncodable {
    var line: Int
    var character: Int

    var encoded: JSONValue { ["line": .int(line), "character": .int(character)] }
}

/// A span of a document, from `start` up to, not including, `end`.
struct LSPRange: Decodable, Hashable, Sendable, JSONEncodable {
    var start: LSPPosition
    var end: LSPPosition

    var encoded: JSONValue { ["start": start.encoded, "end": end.encoded] }
}

/// A span of some document.
struct LSPLocation: Hashable, Sendable, JSONEncodable {
    var uri: String
    var range: LSPRange

    var encoded: JSONValue { ["uri": .string(uri), "range": range.encoded] }
}

/// Which document a request is about.
struct TextDocumentIdentifier: Decodable, Sendable {
    var uri: String
}

/// A document and the version of its text the message speaks of.
struct VersionedTextDocumentIdentifier: Decodable, Sendable {
    var uri: String
    var version: Int
}

/// A document as the editor opened it (its `languageId` is not read: the file's extension says
/// what the compiler reads).
struct TextDocumentItem: Decodable, Sendable {
    var uri: String
    var version: Int
    var text: String
}

/// Params that name one document: what the server needs to know which curriculum answers.
protocol TextDocumentParams: Decodable {
    var textDocument: TextDocumentIdentifier { get }
}

/// Params that name a document and a place in it (`TextDocumentPositionParams`).
struct TextDocumentPositionParams: TextDocumentParams {
    var textDocument: TextDocumentIdentifier
    var position: LSPPosition
}

/// Text for the editor to show: Markdown, as every hover and documentation the server writes is.
struct MarkdownContent: Sendable, JSONEncodable {
    var value: String

    var encoded: JSONValue { ["kind": "markdown", "value": .string(value)] }
}

/// One replacement in a document.
struct LSPTextEdit: Hashable, Sendable, JSONEncodable {
    var range: LSPRange
    var newText: String

    var encoded: JSONValue { ["range": range.encoded, "newText": .string(newText)] }
}

/// Edits to several documents, by URI, in the order given (the server gives them in path
/// order, so the same edit is the same bytes).
struct LSPWorkspaceEdit: Sendable, JSONEncodable {
    var changes: [(uri: String, edits: [LSPTextEdit])]

    var encoded: JSONValue {
        var byDocument: JSONObject = [:]
        for (uri, edits) in changes { byDocument[uri] = edits.encoded }
        return ["changes": .object(byDocument)]
    }
}
