import Foundation

/// What the language server knows: the curricula of the workspace (one compile session each),
/// the documents the editor has open, and the findings it last published for each file.
///
/// Paths are absolute, so a finding's path is its file's URI without a table to look it up in.
final class ServerWorkspace {
    /// One curriculum: a folder holding `curriculum.yaml`.
    final class Root {
        let url: URL
        let session: CompileSession
        var compilation: Compilation?
        /// Edited since the last compile (or never compiled).
        var dirty = true
        private var cachedIndex: WorkspaceIndex?

        /// The rules reference (docs/rules.md) of the repository the curriculum is in, for the
        /// link on each finding's rule id.
        let rulesReference: URL?

        init(url: URL, options: CompileOptions) {
            self.url = url
            session = CompileSession(root: url, displayRoot: url.path, options: options)
            let reference = url.deletingLastPathComponent().appendingPathComponent("docs/rules.md")
            rulesReference = FileManager.default.fileExists(atPath: reference.path) ? reference : nil
        }

        var path: String { url.path }

        func contains(_ path: String) -> Bool { path.hasPrefix(self.path + "/") }

        /// The ids of this curriculum and where they are, built when first asked for after a compile.
        var index: WorkspaceIndex? {
            guard let compilation else { return nil }
            if let cachedIndex { return cachedIndex }
            let index = WorkspaceIndex(compilation)
            cachedIndex = index
            return index
        }

        func compile() throws -> (before: Compilation?, after: Compilation) {
            let before = compilation
            let after = try session.compile()
            compilation = after
            cachedIndex = nil
            dirty = false
            return (before, after)
        }
    }

    let options: CompileOptions
    private(set) var roots: [Root] = []
    /// Open documents by absolute path.
    var documents: [String: TextDocument] = [:]

    init(options: CompileOptions = CompileOptions()) {
        self.options = options
    }

    /// Adds the curriculum a workspace folder holds: the folder itself, its `curriculum/`, or
    /// the curriculum the folder is inside. Returns nil when there is none.
    @discardableResult
    func addFolder(_ folder: URL) -> Root? {
        let fm = FileManager.default
        for candidate in [folder, folder.appendingPathComponent("curriculum")]
        where fm.fileExists(atPath: candidate.appendingPathComponent("curriculum.yaml").path) {
            return addRoot(candidate)
        }
        if let (root, _) = CurriculumRoot.ancestor(of: folder.appendingPathComponent("-"), displayPath: "-") {
            return addRoot(root)
        }
        return nil
    }

    func removeFolder(_ folder: URL) {
        let path = folder.standardizedFileURL.path
        roots.removeAll { $0.path == path || $0.path.hasPrefix(path + "/") }
    }

    private func addRoot(_ url: URL) -> Root {
        let url = url.standardizedFileURL
        if let known = roots.first(where: { $0.path == url.path }) { return known }
        let root = Root(url: url, options: options)
        roots.append(root)
        return root
    }

    /// The curriculum a file belongs to: the deepest known root holding it, else the one found
    /// by walking up from the file (a file opened from outside the workspace folders).
    func root(for path: String) -> Root? {
        if let known = roots.filter({ $0.contains(path) }).max(by: { $0.path.count < $1.path.count }) { return known }
        let url = URL(fileURLWithPath: path)
        guard let (root, _) = CurriculumRoot.ancestor(of: url, displayPath: path) else { return nil }
        return addRoot(root)
    }

    /// The text of a file as the editor sees it: its open buffer, else the compiled source.
    func text(of path: String, in root: Root?) -> SourceFile? {
        if let document = documents[path] { return SourceFile(path: path, text: document.text) }
        if let source = root?.compilation?.source(path) { return source }
        return try? SourceFile.read(path: path, displayPath: path)
    }

    /// Whether a path is a file the compiler reads (a YAML file).
    static func isCurriculumFile(_ path: String) -> Bool {
        FileName.yamlExtension(URL(fileURLWithPath: path).lastPathComponent) != .none
    }
}
