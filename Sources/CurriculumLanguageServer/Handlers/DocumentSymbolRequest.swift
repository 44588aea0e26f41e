import CurriculumModel
import CurriculumCompiler

/// `textDocument/documentSymbol`: the outline of the document as the editor has it
/// (`DocumentSymbols`), so it follows the text on screen.
enum DocumentSymbolRequest: DocumentRequestHandler {
    static let method = "textDocument/documentSymbol"
    static let capabilities: JSONObject = ["documentSymbolProvider": true]

    struct Params: TextDocumentParams {
        var textDocument: TextDocumentIdentifier
    }

    /// LSP's `DocumentSymbol`, of one outline entry and its children.
    struct Symbol: JSONEncodable {
        var node: DocumentSymbolNode
        var positions: LSPPositions

        var encoded: JSONValue {
            var symbol: JSONObject = [
                "name": .string(node.name.isEmpty ? "(unnamed)" : node.name),
                "kind": .int(node.lspKind),
                "range": LSPRange(start: positions.position(line: node.range.start.line, column: node.range.start.column),
                                  end: positions.position(line: node.range.end.line, column: node.range.end.column)).encoded,
                "selectionRange": positions.range(node.selectionLocation, length: node.selectionLength).encoded,
            ]
            if let detail = node.detail { symbol["detail"] = .string(detail) }
            if !node.children.isEmpty { symbol["children"] = node.children.map { Symbol(node: $0, positions: positions) }.encoded }
            return .object(symbol)
        }
    }

    static func answer(_ params: Params, from document: DocumentSnapshot) -> [Symbol]? {
        DocumentSymbols.symbols(in: document.text).map { Symbol(node: $0, positions: document.positions) }
    }
}
