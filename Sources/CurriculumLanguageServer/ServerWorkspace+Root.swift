import CurriculumCompiler
import Foundation

extension ServerWorkspace {
    /// One curriculum (a folder holding `curriculum.yaml`): its compile session, its last
    /// finished compilation, and whether a newer one is wanted or running.
    ///
    /// The worker thread alone reads and changes it; a compile in progress touches only its
    /// session, which it has to itself until the outcome comes back (`CompileJob`). Unchecked
    /// Sendable so the job can carry it back to the worker.
    final class Root: @unchecked Sendable {
        let url: URL
        let session: CompileSession
        /// Found through a workspace folder, rather than by walking up from a file the editor
        /// opened: such a root stays for the whole session, the others only while one of their
        /// files is open.
        let isWorkspaceFolder: Bool
        /// The rules reference (docs/rules.md) of the repository the curriculum is in, for the
        /// link on each finding's rule id.
        let rulesReference: URL?

        /// The last finished compilation: what requests are answered from.
        private(set) var compilation: Compilation?
        /// The revisions of the open documents it read, by path (`OpenDocuments`).
        private(set) var compiledRevisions: [String: Int] = [:]
        /// Their versions, which its findings are published for.
        private(set) var compiledVersions: [String: Int] = [:]
        private var cachedSymbols: SymbolIndex?
        /// Changed since the last compile started (or never compiled).
        var dirty = true
        /// Files changed on disk since the last compile started: the next one walks the folder.
        var needsRescan = false
        /// A compile of it is running.
        private(set) var isCompiling = false

        init(url: URL, options: CompileOptions, isWorkspaceFolder: Bool) {
            self.url = url
            self.isWorkspaceFolder = isWorkspaceFolder
            session = CompileSession(root: url, displayRoot: url.path, options: options)
            let reference = url.deletingLastPathComponent().appendingPathComponent("docs/rules.md")
            rulesReference = FileManager.default.fileExists(atPath: reference.path) ? reference : nil
        }

        var path: String { url.path }

        func contains(_ path: String) -> Bool { path.hasPrefix(self.path + "/") }

        /// The ids of the last compilation and where they are, built when first asked for.
        var symbols: SymbolIndex? {
            guard let compilation else { return nil }
            if let cachedSymbols { return cachedSymbols }
            let index = SymbolIndex(compilation)
            cachedSymbols = index
            return index
        }

        /// The compile of everything changed so far, with `buffers` as the open documents' texts.
        func startCompile(buffers: [OpenDocuments.Buffer]) -> CompileJob {
            let job = CompileJob(root: self, session: session, rescan: needsRescan, buffers: buffers)
            isCompiling = true
            dirty = false
            needsRescan = false
            return job
        }

        /// A compile came back: its compilation becomes the one requests read. The one it
        /// replaces is returned, to publish what changed.
        func finish(_ outcome: CompileJob.Outcome) -> Compilation? {
            isCompiling = false
            let before = compilation
            guard case .compiled(let after) = outcome.result else { return before }
            compilation = after
            cachedSymbols = nil
            compiledRevisions = outcome.revisions
            compiledVersions = outcome.versions
            return before
        }
    }
}
