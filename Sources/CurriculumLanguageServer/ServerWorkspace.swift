import CurriculumCompiler
import CurriculumSyntax
import Foundation

/// What the language server knows: the curricula of the workspace (one compile session each)
/// and the documents the editor has open (`OpenDocuments`, the one store of their text).
///
/// Paths are absolute, so a finding's path is its file's URI without a table to look it up in.
final class ServerWorkspace {
    let options: CompileOptions
    private(set) var roots: [Root] = []
    var documents = OpenDocuments()

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

    /// Lets go of the curricula in a removed workspace folder; returns them.
    func removeFolder(_ folder: URL) -> [Root] {
        let path = folder.standardizedFileURL.path
        let removed = roots.filter { $0.path == path || $0.path.hasPrefix(path + "/") }
        roots.removeAll { root in removed.contains { $0 === root } }
        return removed
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
        root.isWorkspaceFolder || documents.hasDocument(under: root)
    }

    func remove(_ root: Root) {
        roots.removeAll { $0 === root }
    }

    /// Whether a path is a file the compiler reads (a YAML file).
    static func isCurriculumFile(_ path: String) -> Bool {
        FileName.yamlExtension(URL(fileURLWithPath: path).lastPathComponent) != .none
    }
}
