import Foundation

/// Hover, go to definition, find references, completion and the outline: what the compiler
/// knows about the text under the cursor.
extension LanguageServer {
    /// The file a request is about, its curriculum, its text as the editor has it, and the
    /// position asked about (when the request has one).
    struct DocumentContext {
        var path: String
        var root: ServerWorkspace.Root
        var compilation: Compilation
        var source: SourceFile
        var positions: LSPPositions
        var location: SourceLocation?
    }

    func context(_ params: JSONValue) throws -> DocumentContext? {
        guard let uri = params["textDocument"]?["uri"]?.string else {
            throw RPCError(code: RPCError.invalidParams, message: "textDocument.uri is missing")
        }
        guard let path = DocumentURI.path(fromFileURI: uri), let root = workspace.root(for: path) else { return nil }
        if root.dirty { compileAndPublish() }
        guard let compilation = root.compilation, let source = workspace.text(of: path, in: root) else { return nil }
        let positions = LSPPositions(source, path: path)
        return DocumentContext(
            path: path, root: root, compilation: compilation, source: source, positions: positions,
            location: positions.location(params["position"]))
    }

    func hover(_ params: JSONValue) throws -> JSONValue {
        guard let c = try context(params), let at = c.location else { return .null }
        var sections: [String] = []
        var range: JSONValue?
        // A finding under the cursor: what its rule is for.
        for d in c.compilation.diagnostics where d.location.path == c.path && d.location.line == at.line
            && (d.location.column...(d.location.column + d.length)).contains(at.column) {
            guard let rule = RuleRegistry.description(of: d.ruleID) else { continue }
            // The rule's own words are written in Markdown (code in backticks): shown as written.
            sections.append("**\(d.ruleID)** (\(d.severity.rawValue)): \(rule.summary)\n\n\(rule.rationale)")
            range = range ?? c.positions.range(d.location, length: d.length)
        }
        if let index = c.root.index, let found = Hover.markdown(at: at, index: index, compilation: c.compilation, source: c.source) {
            sections.append(found.markdown)
            range = c.positions.range(found.location, length: found.length)
        }
        guard !sections.isEmpty else { return .null }
        var result: JSONObject = ["contents": ["kind": "markdown", "value": .string(sections.joined(separator: "\n\n---\n\n"))]]
        if let range { result["range"] = range }
        return .object(result)
    }

    func definition(_ params: JSONValue) throws -> JSONValue {
        guard let c = try context(params), let at = c.location, let index = c.root.index,
            let found = index.symbol(at: at), let target = index.definition(of: found.symbol)
        else { return .null }
        return lspLocation(target.location, length: target.length, root: c.root)
    }

    func references(_ params: JSONValue) throws -> JSONValue {
        guard let c = try context(params), let at = c.location, let index = c.root.index,
            let found = index.symbol(at: at)
        else { return .null }
        let include = params["context"]?["includeDeclaration"]?.bool ?? true
        return .array(index.references(to: found.symbol, includeDeclaration: include).map {
            lspLocation($0.location, length: $0.length, root: c.root)
        })
    }

    func completion(_ params: JSONValue) throws -> JSONValue {
        guard let c = try context(params), let at = c.location, let index = c.root.index else { return .null }
        let items: [JSONValue] = Completion.candidates(at: at, in: c.source, index: index).map { candidate in
            var item: JSONObject = ["label": .string(candidate.label), "kind": .int(candidate.kind.lspKind)]
            if let detail = candidate.detail { item["detail"] = .string(detail) }
            if let documentation = candidate.documentation {
                item["documentation"] = ["kind": "markdown", "value": .string(documentation)]
            }
            // The edit replaces the whole word under the cursor, so completing in the middle of
            // an id does not leave its old tail behind.
            item["textEdit"] = [
                "range": c.positions.range(candidate.replaceLocation, length: candidate.replaceLength),
                "newText": .string(candidate.insertText ?? candidate.label),
            ]
            return .object(item)
        }
        return ["isIncomplete": false, "items": .array(items)]
    }

    func documentSymbols(_ params: JSONValue) throws -> JSONValue {
        guard let c = try context(params) else { return .null }
        func json(_ node: DocumentSymbolNode) -> JSONValue {
            var symbol: JSONObject = [
                "name": .string(node.name.isEmpty ? "(unnamed)" : node.name),
                "kind": .int(node.lspKind),
                "range": ["start": c.positions.position(line: node.range.start.line, column: node.range.start.column),
                          "end": c.positions.position(line: node.range.end.line, column: node.range.end.column)],
                "selectionRange": c.positions.range(node.selectionLocation, length: node.selectionLength),
            ]
            if let detail = node.detail { symbol["detail"] = .string(detail) }
            if !node.children.isEmpty { symbol["children"] = .array(node.children.map(json)) }
            return .object(symbol)
        }
        return .array(DocumentSymbols.symbols(in: c.compilation, path: c.path).map(json))
    }

    /// An LSP `Location` for a place in any file of the curriculum.
    func lspLocation(_ location: SourceLocation, length: Int, root: ServerWorkspace.Root) -> JSONValue {
        LSPPositions(workspace.text(of: location.path, in: root), path: location.path).lspLocation(location, length: length)
    }
}
