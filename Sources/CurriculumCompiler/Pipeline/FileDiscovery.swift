import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// Finds the curriculum's YAML files under a root, in a stable order, without following
/// symlinks out of the root.
struct FileDiscovery {
    struct Found {
        /// The file's path on disk: plain text, since a URL per file costs more than its stat.
        var path: String
        var displayPath: String
    }

    let root: URL
    let displayRoot: String

    /// Files under the root, and diagnostics for what could not be entered.
    func run() -> (files: [Found], diagnostics: [Diagnostic]) {
        let fm = FileManager.default
        let resolvedRoot = root.resolvingSymlinksInPath().standardizedFileURL.path
        var files: [Found] = []
        var diagnostics: [Diagnostic] = []
        var pending: [(String, String)] = [(root.path, displayRoot)]
        var visited = Set<String>()
        while let (dir, display) = pending.popLast() {
            guard visited.insert(Self.realPath(dir)).inserted else { continue }
            let names: [String]
            do {
                names = try fm.contentsOfDirectory(atPath: dir).sorted()
            } catch {
                diagnostics.append(FileUnreadable.diagnostic(at: .file(display), "cannot read directory: \(error.localizedDescription)"))
                continue
            }
            for name in names where !name.hasPrefix(".") {
                let path = dir.hasSuffix("/") ? dir + name : dir + "/" + name
                let shown = DisplayPath.join(display, name)
                let isYAML = name.hasSuffix(".yaml") || name.hasSuffix(".yml")
                // lstat/stat directly: FileManager's attribute dictionaries cost more than the walk.
                var link = stat()
                guard lstat(path, &link) == 0 else { continue }
                if link.st_mode & S_IFMT == S_IFLNK {
                    let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
                    if target != resolvedRoot && !target.hasPrefix(resolvedRoot + "/") {
                        var isDir: ObjCBool = false
                        if isYAML || fm.fileExists(atPath: target, isDirectory: &isDir) && isDir.boolValue {
                            diagnostics.append(FileSymlinkOutsideRoot.diagnostic(
                                at: .file(shown), "symlink leads outside the curriculum root and is not followed",
                                notes: [.init("it points to \(target)")]))
                        }
                        continue
                    }
                }
                var info = stat()
                guard stat(path, &info) == 0 else {
                    if isYAML {
                        diagnostics.append(FileUnreadable.diagnostic(at: .file(shown), "cannot read file: it is a dangling symlink"))
                    }
                    continue
                }
                if info.st_mode & S_IFMT == S_IFDIR {
                    pending.append((path, shown))
                } else if isYAML {
                    files.append(Found(path: path, displayPath: shown))
                }
            }
        }
        files.sort { $0.displayPath < $1.displayPath }
        return (files, diagnostics)
    }

    /// The canonical path of a folder, so a folder reached twice (through a link) is walked once.
    static func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
