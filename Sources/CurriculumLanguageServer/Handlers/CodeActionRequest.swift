import CurriculumModel
import CurriculumCompiler
import CurriculumSyntax

/// `textDocument/codeAction`: a quick fix for each fix-it of the findings in the range, a
/// suppression with an empty reason to write, and every single-obvious fix of the file at once
/// (what `lint --fix` does, for one file). Its edits must land on the text the editor has, so
/// it waits for a compilation of that text rather than answering from an older one.
enum CodeActionRequest: DocumentRequestHandler {
    static let method = "textDocument/codeAction"
    static let quickFix = "quickfix"
    static let fixAll = "source.fixAll.curriculum"
    static let capabilities: JSONObject = ["codeActionProvider": ["codeActionKinds": [.string(quickFix), .string(fixAll)]]]
    static let needs = CompilationNeed.currentText
    static let unavailable: [Action] = []

    struct Params: TextDocumentParams {
        struct Context: Decodable {
            /// The kinds asked for; all when absent.
            var only: [String]?
        }

        var textDocument: TextDocumentIdentifier
        var range: LSPRange
        var context: Context
    }

    /// LSP's `CodeAction` with its edit.
    struct Action: JSONEncodable {
        var title: String
        var kind: String
        var diagnostics: [LSPDiagnostic]?
        var isPreferred: Bool?
        var edit: LSPWorkspaceEdit

        var encoded: JSONValue {
            var object: JSONObject = ["title": .string(title), "kind": .string(kind)]
            if let diagnostics { object["diagnostics"] = diagnostics.encoded }
            if let isPreferred { object["isPreferred"] = .bool(isPreferred) }
            object["edit"] = edit.encoded
            return .object(object)
        }
    }

    static func answer(_ params: Params, from document: DocumentSnapshot) -> [Action] {
        let only = params.context.only
        func wanted(_ kind: String) -> Bool {
            // `only: ["source"]` asks for every source action; a kind covers its sub-kinds.
            only.map { $0.contains { kind == $0 || kind.hasPrefix($0 + ".") } } ?? true
        }
        let inFile = document.compilation.diagnostics.filter { $0.location.path == document.path }
        var actions: [Action] = []

        if wanted(quickFix), let start = document.location(params.range.start), let end = document.location(params.range.end) {
            for d in inFile where overlaps(d, start, end) {
                let lsp = LSPDiagnostic(d, positions: document.compiledPositions(of: document.path), other: document.compiledPositions(of:), rules: document.root.rulesReference)
                for fix in d.fixIts {
                    actions.append(Action(
                        title: "Fix \(d.ruleID): \(fix.title)", kind: quickFix, diagnostics: [lsp], isPreferred: d.fixIts.count == 1,
                        edit: workspaceEdit(fix.edits.map { ($0.start, $0.length, $0.replacement) }, document)))
                }
                if let suppression = SuppressionEdit.make(for: d, in: document.text, catalog: document.compilation.catalog) {
                    let at = SourceLocation(path: document.path, line: suppression.line, column: suppression.column)
                    actions.append(Action(
                        title: "Suppress \(d.ruleID) on item \(suppression.itemID) (then write the reason)", kind: quickFix, diagnostics: [lsp],
                        edit: workspaceEdit([(at, 0, suppression.text)], document)))
                }
            }
        }
        if wanted(fixAll) {
            let edits = FixPlan.edits(for: inFile, in: document.path)
            if !edits.isEmpty {
                actions.append(Action(
                    title: "Apply every single-obvious fix in this file (\(edits.count))", kind: fixAll,
                    edit: workspaceEdit(edits.map { (SourceLocation(path: $0.path, line: $0.line, column: $0.column), $0.length, $0.replacement) }, document)))
            }
        }
        return actions
    }

    /// Whether a finding's span touches the range asked about (a cursor is an empty range).
    static func overlaps(_ d: Diagnostic, _ start: SourceLocation, _ end: SourceLocation) -> Bool {
        !(d.span.end < start) && !(end < d.span.start)
    }

    /// A `WorkspaceEdit` replacing `length` scalars at each place, grouped by file, in the
    /// texts the compilation read (the editor's, since code actions wait for that).
    static func workspaceEdit(_ edits: [(location: SourceLocation, length: Int, replacement: String)], _ document: DocumentSnapshot) -> LSPWorkspaceEdit {
        LSPWorkspaceEdit(changes: Dictionary(grouping: edits, by: \.location.path).sorted { $0.key < $1.key }.map { path, group in
            let positions = document.compiledPositions(of: path)
            return (DocumentURI.fileURI(path: path), group.map { LSPTextEdit(range: positions.range($0.location, length: $0.length), newText: $0.replacement) })
        })
    }
}
