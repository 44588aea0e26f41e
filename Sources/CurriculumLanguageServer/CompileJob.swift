import CurriculumCompiler

/// One compile of a curriculum, made on the compile thread (`CompileThread`) from what the
/// worker handed it when it started: the session, whether to walk the folder again, and the
/// open documents' texts. What it touches is its own until its outcome is back on the worker.
struct CompileJob: Sendable {
    let root: ServerWorkspace.Root
    let session: CompileSession
    let rescan: Bool
    let buffers: [OpenDocuments.Buffer]

    struct Outcome: Sendable {
        enum Result: Sendable {
            case compiled(Compilation)
            /// The curriculum could not be compiled at all (an internal failure, not a finding).
            case failed(String)
        }

        let root: ServerWorkspace.Root
        let result: Result
        /// The revisions and versions of the open documents it read, by path.
        let revisions: [String: Int]
        let versions: [String: Int]
    }

    func run() -> Outcome {
        if rescan { session.rescan() }
        let result: Outcome.Result
        do {
            result = .compiled(try session.compile(buffers: buffers.map(\.source)))
        } catch {
            result = .failed("\(error)")
        }
        var revisions: [String: Int] = [:], versions: [String: Int] = [:]
        for buffer in buffers {
            revisions[buffer.source.path] = buffer.revision
            versions[buffer.source.path] = buffer.version
        }
        return Outcome(root: root, result: result, revisions: revisions, versions: versions)
    }
}
