/// Code action kinds the server offers.
enum CodeActions {
    static let quickFix = "quickfix"
    /// Every single-obvious fix in the file at once: what `lint --fix` does, for one file.
    static let fixAll = "source.fixAll.curriculum"
}

/// Quick fixes (each fix-it), "suppress with a reason", and fix-all for a file.
extension LanguageServer {
    func codeActions(_ params: JSONValue) throws -> JSONValue {
        guard let c = try context(params) else { return [] }
        let only = params["context"]?["only"]?.array?.compactMap(\.string)
        func wanted(_ kind: String) -> Bool {
            // `only: ["source"]` asks for every source action; a kind covers its sub-kinds.
            only.map { $0.contains { kind == $0 || kind.hasPrefix($0 + ".") } } ?? true
        }
        let start = c.positions.location(params["range"]?["start"])
        let end = c.positions.location(params["range"]?["end"]) ?? start
        let inFile = c.compilation.diagnostics.filter { $0.location.path == c.path }
        var actions: [JSONValue] = []

        if wanted(CodeActions.quickFix), let start, let end {
            for d in inFile where Self.overlaps(d, start, end) {
                let lsp = LSPDiagnostics.json(d, positions: c.positions, other: { LSPPositions(self.workspace.text(of: $0, in: c.root), path: $0) }, rules: c.root.rulesReference)
                for fix in d.fixIts {
                    let shown = fix.replacement.isEmpty ? "remove it" : "replace with '\(fix.replacement)'"
                    actions.append([
                        "title": .string("Fix \(d.ruleID): \(shown)"), "kind": .string(CodeActions.quickFix),
                        "diagnostics": [lsp], "isPreferred": .bool(d.fixIts.count == 1),
                        "edit": workspaceEdit([(fix.location, fix.length, fix.replacement)], root: c.root),
                    ])
                }
                if let suppression = SuppressionEdit.make(for: d, in: c.source, catalog: c.compilation.catalog) {
                    let at = SourceLocation(path: c.path, line: suppression.line, column: suppression.column)
                    actions.append([
                        "title": .string("Suppress \(d.ruleID) on item \(suppression.itemID) (then write the reason)"),
                        "kind": .string(CodeActions.quickFix), "diagnostics": [lsp],
                        "edit": workspaceEdit([(at, 0, suppression.text)], root: c.root),
                    ])
                }
            }
        }
        if wanted(CodeActions.fixAll) {
            let edits = FixPlan.edits(for: inFile, in: c.path)
            if !edits.isEmpty {
                actions.append([
                    "title": .string("Apply every single-obvious fix in this file (\(edits.count))"),
                    "kind": .string(CodeActions.fixAll),
                    "edit": workspaceEdit(edits.map { (SourceLocation(path: $0.path, line: $0.line, column: $0.column), $0.length, $0.replacement) }, root: c.root),
                ])
            }
        }
        return .array(actions)
    }

    /// Whether a finding's span touches the range asked about (a cursor is an empty range).
    static func overlaps(_ d: Diagnostic, _ start: SourceLocation, _ end: SourceLocation) -> Bool {
        let from = d.location, to = SourceLocation(path: d.location.path, line: d.location.line, column: d.location.column + d.length)
        return !(to < start) && !(end < from)
    }

    /// A `WorkspaceEdit` replacing `length` scalars at each place, grouped by file.
    func workspaceEdit(_ edits: [(location: SourceLocation, length: Int, replacement: String)], root: ServerWorkspace.Root) -> JSONValue {
        var byFile: JSONObject = [:]
        for (path, group) in Dictionary(grouping: edits, by: \.location.path).sorted(by: { $0.key < $1.key }) {
            let positions = LSPPositions(workspace.text(of: path, in: root), path: path)
            byFile[DocumentURI.fileURI(path: path)] = .array(group.map {
                ["range": positions.range($0.location, length: $0.length), "newText": .string($0.replacement)]
            })
        }
        return ["changes": .object(byFile)]
    }
}
