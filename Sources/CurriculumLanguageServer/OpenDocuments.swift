import CurriculumCompiler
import CurriculumJSONRPC
import CurriculumSyntax

/// The documents the editor has open, by absolute path: the server's one store of their text.
///
/// Handlers change it on the worker thread; a compile is handed the texts under its curriculum
/// as they are when it starts (`buffers(under:)`, `CompileSession.compile(buffers:)`), so no
/// other copy is kept in step by hand, and edits made while it runs wait for the next one.
///
/// Every change is numbered (a revision, counted across all documents), so the server can tell
/// which text of a document a compilation read: the one the editor has now, or an earlier one
/// since the document was opened.
struct OpenDocuments {
    private struct Entry {
        var document: TextDocument
        /// The text as the compiler reads it, made once per change, so handing an unchanged
        /// document to the next compile costs nothing.
        var source: SourceFile
        /// The revision of the last change, and the one the document was opened at.
        var revision: Int
        let opened: Int
    }

    /// One document's text as a compile is handed it.
    struct Buffer: Sendable {
        var source: SourceFile
        var version: Int
        var revision: Int
    }

    private var entries: [String: Entry] = [:]
    private var lastRevision = 0

    /// Whether a document inside `root` is open.
    func hasDocument(under root: ServerWorkspace.Root) -> Bool { entries.keys.contains { root.contains($0) } }

    func document(at path: String) -> TextDocument? { entries[path]?.document }

    /// The document's text, as the compiler reads it.
    func source(of path: String) -> SourceFile? { entries[path]?.source }

    /// The revision of a document's text now, and the one it was opened at.
    func revisions(of path: String) -> (current: Int, opened: Int)? {
        entries[path].map { ($0.revision, $0.opened) }
    }

    /// Opens (or opens again) a document: its text replaces whatever the store had.
    mutating func open(_ document: TextDocument, at path: String) {
        lastRevision += 1
        entries[path] = Entry(document: document, source: SourceFile(path: path, text: document.text), revision: lastRevision, opened: lastRevision)
    }

    /// Changes an open document through `change`, which may refuse the change (throw) and
    /// leave the text as it was.
    mutating func edit(_ path: String, _ change: (inout TextDocument) throws(RPCError) -> Void) throws(RPCError) {
        guard var entry = entries[path] else { return }
        do throws(RPCError) {
            try change(&entry.document)
        } catch {
            entries[path] = entry  // it may have marked itself out of step
            throw error
        }
        lastRevision += 1
        entry.revision = lastRevision
        entry.source = SourceFile(path: path, text: entry.document.text)
        entries[path] = entry
    }

    mutating func close(_ path: String) {
        entries.removeValue(forKey: path)
    }

    /// The open documents inside `root`, for its next compile.
    func buffers(under root: ServerWorkspace.Root) -> [Buffer] {
        entries.compactMap { path, entry in
            root.contains(path) ? Buffer(source: entry.source, version: entry.document.version, revision: entry.revision) : nil
        }
    }
}
