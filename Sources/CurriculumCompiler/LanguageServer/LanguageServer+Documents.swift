import Foundation

/// Text synchronisation, workspace changes, and publishing findings.
extension LanguageServer {
    func initialize(_ params: JSONValue?) {
        var folders: [URL] = []
        for folder in params?["workspaceFolders"]?.array ?? [] {
            if let uri = folder["uri"]?.string, let path = DocumentURI.path(fromFileURI: uri) { folders.append(URL(fileURLWithPath: path)) }
        }
        if folders.isEmpty {
            if let uri = params?["rootUri"]?.string, let path = DocumentURI.path(fromFileURI: uri) {
                folders.append(URL(fileURLWithPath: path))
            } else if let path = params?["rootPath"]?.string {
                folders.append(URL(fileURLWithPath: path))
            }
        }
        for folder in folders { workspace.addFolder(folder) }
    }

    func initialized() {
        hasBeenInitialized = true
        // Editors that can watch files for us are asked to; the others get what they send.
        if clientCapabilities["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.bool == true {
            let watchers: JSONValue = [["globPattern": "**/*.{yaml,yml,YAML,YML}"]]
            let registration: JSONValue = [
                "id": "curriculum-watch-yaml", "method": "workspace/didChangeWatchedFiles",
                "registerOptions": ["watchers": watchers],
            ]
            send(RPCMessage.requestJSON(id: .string("curriculum-register-1"), method: "client/registerCapability", params: ["registrations": [registration]]))
        }
        if workspace.roots.isEmpty {
            log("curriculum: no curriculum.yaml in the workspace folders; files are checked when one inside a curriculum is opened")
        }
    }

    /// Whether to compile when the queue runs dry: not before `initialized`, since the editor
    /// sends its first `didOpen` right after it, and compiling once with that buffer is the
    /// quickest way to the first findings.
    var hasPendingCompile: Bool { hasBeenInitialized && workspace.roots.contains { $0.dirty } }

    func didOpen(_ params: JSONValue) {
        guard let item = params["textDocument"], let uri = item["uri"]?.string, let text = item["text"]?.string,
            let path = DocumentURI.path(fromFileURI: uri), ServerWorkspace.isCurriculumFile(path)
        else { return }
        workspace.documents[path] = TextDocument(uri: uri, version: item["version"]?.int ?? 0, text: text)
        guard let root = workspace.root(for: path) else { return }
        root.session.setBuffer(SourceFile(path: path, text: text))
        root.dirty = true
    }

    func didChange(_ params: JSONValue) {
        guard let uri = params["textDocument"]?["uri"]?.string, let path = DocumentURI.path(fromFileURI: uri),
            var document = workspace.documents[path]
        else { return }
        do {
            for change in params["contentChanges"]?.array ?? [] { try document.apply(change) }
        } catch {
            // The editor and the server no longer agree on the text: say so, and keep the last
            // text that applied; the next full sync (reopening the file) mends it.
            log("curriculum: could not apply an edit to \(path): \(error)", type: 1)
            return
        }
        document.version = params["textDocument"]?["version"]?.int ?? document.version + 1
        workspace.documents[path] = document
        guard let root = workspace.root(for: path) else { return }
        root.session.setBuffer(SourceFile(path: path, text: document.text))
        root.dirty = true
    }

    func didSave(_ params: JSONValue) {
        guard let uri = params["textDocument"]?["uri"]?.string, let path = DocumentURI.path(fromFileURI: uri),
            let root = workspace.knownRoot(for: path)
        else { return }
        root.session.rescan()
        root.dirty = true
    }

    func didClose(_ params: JSONValue) {
        guard let uri = params["textDocument"]?["uri"]?.string, let path = DocumentURI.path(fromFileURI: uri) else { return }
        workspace.documents.removeValue(forKey: path)
        guard let root = workspace.knownRoot(for: path) else { return }
        guard workspace.isInUse(root) else {
            // Its findings go with it, as a removed workspace folder's do.
            for file in Set(root.compilation?.diagnostics.map(\.location.path) ?? []) { publish(file, diagnostics: [], root: nil) }
            workspace.remove(root)
            return
        }
        root.session.removeBuffer(path)
        root.session.rescan()
        root.dirty = true
    }

    func didChangeWatchedFiles(_ params: JSONValue) {
        for change in params["changes"]?.array ?? [] {
            guard let uri = change["uri"]?.string, let path = DocumentURI.path(fromFileURI: uri) else { continue }
            if let root = workspace.knownRoot(for: path) {
                root.session.rescan()
                root.dirty = true
            }
        }
    }

    func didChangeWorkspaceFolders(_ params: JSONValue) {
        for folder in params["event"]?["removed"]?.array ?? [] {
            guard let uri = folder["uri"]?.string, let path = DocumentURI.path(fromFileURI: uri) else { continue }
            let url = URL(fileURLWithPath: path).standardizedFileURL
            for root in workspace.roots where root.path == url.path || root.contains(url.path) {
                // Its findings go with it.
                for file in Set(root.compilation?.diagnostics.map(\.location.path) ?? []) { publish(file, diagnostics: [], root: nil) }
            }
            workspace.removeFolder(url)
        }
        for folder in params["event"]?["added"]?.array ?? [] {
            guard let uri = folder["uri"]?.string, let path = DocumentURI.path(fromFileURI: uri) else { continue }
            workspace.addFolder(URL(fileURLWithPath: path))?.dirty = true
        }
    }

    /// Compiles every curriculum with edits not yet compiled, and publishes the findings of
    /// every file whose findings changed — in any file, not only the one edited.
    func compileAndPublish() {
        for root in workspace.roots where root.dirty {
            let result: (before: Compilation?, after: Compilation)
            do {
                result = try root.compile()
            } catch {
                root.dirty = false
                log("curriculum: cannot compile \(root.path): \(error)", type: 1)
                continue
            }
            let byFile = Dictionary(grouping: result.after.diagnostics, by: \.location.path)
            for path in CompileSession.changedFiles(from: result.before, to: result.after) {
                publish(path, diagnostics: byFile[path] ?? [], root: root)
            }
        }
    }

    /// Sends one file's findings (all of them: the protocol replaces a file's list each time).
    func publish(_ path: String, diagnostics: [Diagnostic], root: ServerWorkspace.Root?) {
        // A file's text is needed only to place findings; clearing a file's list needs none.
        let positions = diagnostics.isEmpty ? LSPPositions(nil, path: path) : LSPPositions(workspace.text(of: path, in: root), path: path)
        var others: [String: LSPPositions] = [:]
        let items = diagnostics.map { d in
            LSPDiagnostics.json(d, positions: positions, other: { other in
                if let known = others[other] { return known }
                let p = LSPPositions(self.workspace.text(of: other, in: root), path: other)
                others[other] = p
                return p
            }, rules: root?.rulesReference)
        }
        var params: JSONObject = ["uri": .string(DocumentURI.fileURI(path: path)), "diagnostics": .array(items)]
        if let version = workspace.documents[path]?.version { params["version"] = .int(version) }
        notifyClient("textDocument/publishDiagnostics", .object(params))
    }
}
