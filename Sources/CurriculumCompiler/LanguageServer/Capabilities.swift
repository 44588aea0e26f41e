/// What the server tells the client it can do, in answer to `initialize`.
enum Capabilities {
    static var initializeResult: JSONValue {
        let capabilities: JSONValue = [
            // UTF-16, the protocol's default and the one every client supports.
            "positionEncoding": "utf-16",
            // Incremental sync: an edit sends the changed range, not the whole file.
            "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
            "hoverProvider": true,
            "definitionProvider": true,
            "referencesProvider": true,
            "documentSymbolProvider": true,
            "completionProvider": ["triggerCharacters": [":", " ", "-", "."], "resolveProvider": false],
            "codeActionProvider": ["codeActionKinds": [.string(CodeActions.quickFix), .string(CodeActions.fixAll)]],
            "workspace": ["workspaceFolders": ["supported": true, "changeNotifications": true]],
        ]
        return ["capabilities": capabilities, "serverInfo": ["name": "curriculum", "version": .string(CurriculumVersion.tool)]]
    }
}
