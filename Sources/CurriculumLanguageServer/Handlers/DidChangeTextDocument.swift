import CurriculumJSONRPC

/// `textDocument/didChange`: the edits go through `TextDocument.apply(changes:version:)`, the
/// tested code. A batch is applied whole or not at all (see there): when a change cannot be
/// read, the document keeps the last text both sides agreed on, its findings stay those of that
/// text, and the author is told to reopen the file, which sends its whole text again. Until a
/// whole text comes, range changes are refused, as they would land on the wrong text.
enum DidChangeTextDocument: NotificationHandler {
    static let method = "textDocument/didChange"

    struct Params: Decodable {
        var textDocument: VersionedTextDocumentIdentifier
        /// Read by `TextDocument.apply(changes:version:)`, all before any is applied.
        var contentChanges: [UndecodedJSON]
    }

    static func handle(_ params: Params, server: LanguageServer) {
        guard let path = DocumentURI.path(fromFileURI: params.textDocument.uri), let document = server.workspace.documents.document(at: path) else { return }
        do throws(RPCError) {
            try server.workspace.documents.edit(path) { (document: inout TextDocument) throws(RPCError) in
                try document.apply(changes: params.contentChanges.map(\.value), version: params.textDocument.version)
            }
        } catch {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            if document.isInStep {
                // The moment the two texts part: the author must act, so the editor shows it.
                server.show("curriculum: an edit to \(name) could not be read (\(error.message)), so its findings are of the text before it. Close and reopen the file to check it again.", type: 1)
            }
            server.log("curriculum: edit to \(path) (version \(params.textDocument.version)) not applied: \(error.message)", type: 1)
            return
        }
        server.workspace.root(for: path)?.dirty = true
    }
}
