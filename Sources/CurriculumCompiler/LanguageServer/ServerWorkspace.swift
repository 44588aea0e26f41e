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
        /// Found through a workspace folder, rather than by walking up from a file the editor
        /// opened: such a root stays for the whole session, the others only while one of their
        /// files is open.
        let isWorkspaceFolder: Bool
        var compilation: Compilation?
        /// Edited since the last compile (or never compiled).
        var dirty = true
        private var cachedIndex: SymbolIndex?

        /// The rules reference (docs/rules.md) of the repository the curriculum is in, for the
        /// link on each finding's rule id.
        let rulesReference: URL?

        init(url: URL, options: CompileOptions, isWorkspaceFolder: Bool) {
            self.url = url
            self.isWorkspaceFolder = isWorkspaceFolder
            session = CompileSession(root: url, displayRoot: url.path, options: options)
            let reference = url.deletingLastPathComponent().appendingPathComponent("docs/rules.md")
            rulesReference = FileManager.default.fileExists(atPath: reference.path) ? reference : nil
        }

        var path: String { url.path }

        func contains(_ path: String) -> Bool { path.hasPrefix(self.path + "/") }

        /// The ids of this curriculum and where they are, built when first asked for after a compile.
        var index: SymbolIndex? {
            guard let compilation else { return nil }
            if let cachedIndex { return cachedIndex }
            let index = SymbolIndex(compilation)
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
            return addRoot(candidate, isWorkspaceFolder: true)
        }
        if let (root, _) = CurriculumRoot.ancestor(of: folder.appendingPathComponent("-"), displayPath: "-") {
            return addRoot(root, isWorkspaceFolder: true)
        }
        return nil
    }

    func removeFolder(_ folder: URL) {
        let path = folder.standardizedFileURL.path
        roots.removeAll { $0.path == path || $0.path.hasPrefix(path + "/") }
    }

    private func addRoot(_ url: URL, isWorkspaceFolder: Bool) -> Root {
        let url = url.standardizedFileURL
        if let known = roots.first(where: { $0.path == url.path }) { return known }
        let root = Root(url: url, options: options, isWorkspaceFolder: isWorkspaceFolder)
        roots.append(root)
        return root
    }

    /// The curriculum a file belongs to: the deepest known root holding it, else the one found
    /// by walking up from the file (a file opened from outside the workspace folders).
    func root(for path: String) -> Root? {
        if let known = knownRoot(for: path) { return known }
        let url = URL(fileURLWithPath: path)
        guard let (root, _) = CurriculumRoot.ancestor(of: url, displayPath: path) else { return nil }
        return addRoot(root, isWorkspaceFolder: false)
    }

    /// The deepest known root holding a file, never a new one: saves, closes and watched
    /// changes of files outside every known curriculum start no compile.
    func knownRoot(for path: String) -> Root? {
        roots.filter({ $0.contains(path) }).max(by: { $0.path.count < $1.path.count })
    }

    /// Whether a root is kept: a workspace folder's always, another only while the editor has
    /// one of its files open. A curriculum compiled because a file of another checkout was
    /// opened is let go when its last file closes, so opening files from many checkouts does
    /// not keep every one of their compiles for the rest of the session.
    func isInUse(_ root: Root) -> Bool {
        root.isWorkspaceFolder || documents.keys.contains { root.contains($0) }
    }

    func remove(_ root: Root) {
        roots.removeAll { $0 === root }
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
