import CurriculumModel
import CurriculumCompiler
import CurriculumJSONRPC
import CurriculumSyntax

/// When a request about a document is answered, and from what.
///
/// It is answered from the last finished compilation of the document's curriculum, at once,
/// while a newer one runs, as soon as that compilation can speak for the document: for most
/// requests once a compilation has read the document as the editor opened it (before that the
/// server knows nothing of the text on screen, which may be far from the file on disk), for
/// code actions once one has read its current text. Until then the request waits — the worker
/// goes on with other messages — and the compile it waits for is started at once. Requests
/// that wait are answered in the order they came; one the client cancelled meanwhile is
/// answered so in its turn, after the ones before it, so a cancellation changes what is
/// answered, not when.
extension LanguageServer {
    /// A request waiting for a compilation.
    struct WaitingRequest {
        var id: RPCID
        var path: String
        var root: ServerWorkspace.Root
        var needs: CompilationNeed
        var respond: (DocumentSnapshot?) throws(RPCError) -> JSONValue
    }

    /// Answers request `id` about the document at `uri` with `respond`, now or once a
    /// compilation can answer; with nil when the document is in no curriculum.
    func answer(_ id: RPCID, about uri: String, needs: CompilationNeed, _ respond: @escaping (DocumentSnapshot?) throws(RPCError) -> JSONValue) {
        guard let path = DocumentURI.path(fromFileURI: uri), let root = workspace.root(for: path) else {
            return answer(id, Result { () throws(RPCError) in try respond(nil) })
        }
        waiting.append(WaitingRequest(id: id, path: path, root: root, needs: needs, respond: respond))
        answerWaitingRequests()
    }

    /// Answers every waiting request a compilation can now answer, and starts the compiles the
    /// others wait for. Called whenever that may have changed: a request came, a compile
    /// finished, a curriculum was let go, the server is shutting down (`all`: answered from
    /// whatever there is).
    func answerWaitingRequests(all: Bool = false) {
        guard !waiting.isEmpty else { return }
        var still: [WaitingRequest] = []
        for request in waiting {
            let root = request.root
            let known = workspace.roots.contains { $0 === root }
            if known, !all, !canAnswer(request.path, from: root, needs: request.needs) {
                // Nothing more will come for it unless a compile is running or can be started.
                if root.isCompiling {
                    still.append(request)
                    continue
                }
                if root.dirty {
                    startCompile(root)
                    still.append(request)
                    continue
                }
            }
            // Cancelled meanwhile: answered so, in its turn, and not worked on.
            if inbox.isCancelled(request.id) {
                answer(request.id, .success(.null))
                continue
            }
            let document = known ? snapshot(of: request.path, in: root) : nil
            answer(request.id, Result { () throws(RPCError) in try request.respond(document) })
        }
        waiting = still
    }

    /// Whether the last compilation of `root` can answer about `path`.
    func canAnswer(_ path: String, from root: ServerWorkspace.Root, needs: CompilationNeed) -> Bool {
        guard root.compilation != nil else { return false }
        guard let open = workspace.documents.revisions(of: path) else { return true }  // not open: the file as compiled
        guard let compiled = root.compiledRevisions[path] else { return false }
        switch needs {
        case .lastFinished: return compiled >= open.opened
        case .currentText: return compiled == open.current
        }
    }

    /// What a request about `path` reads, from the last compilation of its curriculum; nil
    /// before the first.
    func snapshot(of path: String, in root: ServerWorkspace.Root) -> DocumentSnapshot? {
        guard let compilation = root.compilation else { return nil }
        let text = workspace.documents.source(of: path) ?? compilation.source(path) ?? (try? SourceFile.read(path: path, displayPath: path))
        guard let text else { return nil }
        return DocumentSnapshot(path: path, root: root, compilation: compilation, text: text)
    }
}
