import CurriculumModel
import CurriculumCompiler
import CurriculumSyntax
import Foundation

/// Compiling the curricula the editor changed, on the compile thread, and publishing findings.
extension LanguageServer {
    /// Whether to compile when the queue runs dry: not before `initialized`, since the editor
    /// sends its first `didOpen` right after it, and compiling once with that buffer is the
    /// quickest way to the first findings; not a curriculum already compiling, whose next
    /// compile starts when it is done.
    var hasEditsToCompile: Bool { hasBeenInitialized && workspace.roots.contains { $0.dirty && !$0.isCompiling } }

    /// How long to wait for another message before compiling, or nil with nothing to compile:
    /// `settle` while a curriculum that has never compiled has no open document yet, so
    /// `initialized` and the editor's first `didOpen` compile once; else nothing, since edits
    /// that come while a compile runs are taken together by the next one anyway, and an edit's
    /// findings should not wait on a timer.
    var compileDelay: TimeInterval? {
        guard hasEditsToCompile else { return nil }
        let awaitingFirstDocument = workspace.roots.contains {
            $0.dirty && !$0.isCompiling && $0.compilation == nil && !workspace.documents.hasDocument(under: $0)
        }
        return awaitingFirstDocument ? Self.settle : 0
    }

    /// Starts a compile of every curriculum edited since its last one started.
    func compileEditedCurricula() {
        for root in workspace.roots where root.dirty && !root.isCompiling { startCompile(root) }
    }

    /// Starts a compile of `root` with its open documents' texts as they are now.
    func startCompile(_ root: ServerWorkspace.Root) {
        let job = root.startCompile(buffers: workspace.documents.buffers(under: root))
        compiles.submit { [inbox] in inbox.put(.compiled(job.run())) }
    }

    /// A compile came back: publishes the findings of every file whose findings changed — in
    /// any file, not only the one edited — and answers the requests that waited for it.
    func finish(_ outcome: CompileJob.Outcome) {
        let root = outcome.root
        let before = root.finish(outcome)
        // A curriculum let go while it compiled has had its findings cleared already.
        guard workspace.roots.contains(where: { $0 === root }) else { return answerWaitingRequests() }
        switch outcome.result {
        case .failed(let why):
            log("curriculum: cannot compile \(root.path): \(why)", type: 1)
        case .compiled(let after):
            var timer = StageTimer()
            let byFile = Dictionary(grouping: after.diagnostics, by: \.location.path)
            let changed = CompileSession.changedFiles(from: before, to: after)
            for path in changed { publish(path, diagnostics: byFile[path] ?? [], of: after, in: root) }
            timer.lap("publish findings (\(changed.count) files)")
        }
        answerWaitingRequests()
    }

    /// Sends one file's findings (all of them: the protocol replaces a file's list each time),
    /// placed in the text that compilation read, for the version of it that it read.
    ///
    /// To-dos such as pictures still to draw (`FindingTally`) are one finding per file, at the
    /// first of them, with their count: 166 of them on the asset catalog would fill the
    /// editor's problem list whenever any file opens. `lsp --rule ID=warning` lists each.
    func publish(_ path: String, diagnostics all: [Diagnostic], of compilation: Compilation, in root: ServerWorkspace.Root) {
        let tallied = TalliedFindings(all, rules: RuleRegistry.all)
        var diagnostics = tallied.shown
        for tally in tallied.tallies {
            guard var first = tally.findings.first else { continue }
            if tally.findings.count > 1 {
                first.message = "\(tally.line), the first here; \(tally.tally.listedBy)"
                first.notes = []
                first.fixIts = []
            }
            diagnostics.append(first)
        }
        // A file's text is needed only to place findings; clearing a file's list needs none.
        let positions = LSPPositions(diagnostics.isEmpty ? nil : compilation.source(path), path: path)
        var others: [String: LSPPositions] = [:]
        let items = diagnostics.map { d in
            LSPDiagnostic(d, positions: positions, other: { other in
                if let known = others[other] { return known }
                let p = LSPPositions(compilation.source(other), path: other)
                others[other] = p
                return p
            }, rules: root.rulesReference)
        }
        var params: JSONObject = ["uri": .string(DocumentURI.fileURI(path: path)), "diagnostics": items.encoded]
        if let version = root.compiledVersions[path] { params["version"] = .int(version) }
        notifyClient("textDocument/publishDiagnostics", .object(params))
    }

    /// Clears the findings of a curriculum the server lets go, as they go with it.
    func clearFindings(of root: ServerWorkspace.Root) {
        for path in Set(root.compilation?.diagnostics.map(\.location.path) ?? []).sorted() {
            var params: JSONObject = ["uri": .string(DocumentURI.fileURI(path: path)), "diagnostics": []]
            if let version = workspace.documents.document(at: path)?.version { params["version"] = .int(version) }
            notifyClient("textDocument/publishDiagnostics", .object(params))
        }
    }
}
