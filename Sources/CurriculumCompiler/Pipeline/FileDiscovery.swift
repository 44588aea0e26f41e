import Foundation

/// Finds the curriculum's YAML files under a root, in a stable order, without following
/// symlinks out of the root.
struct FileDiscovery {
    struct Found {
        var url: URL
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
        var pending: [(URL, String)] = [(root, displayRoot)]
        var visited = Set<String>()
        while let (dir, display) = pending.popLast() {
            guard visited.insert(dir.resolvingSymlinksInPath().path).inserted else { continue }
            let names: [String]
            do {
                names = try fm.contentsOfDirectory(atPath: dir.path).sorted()
            } catch {
                diagnostics.append(FileUnreadable.diagnostic(at: .file(display), "cannot read directory: \(error.localizedDescription)"))
                continue
            }
            for name in names where !name.hasPrefix(".") {
                let url = dir.appendingPathComponent(name)
                let shown = display.isEmpty || display == "." ? name : (display.hasSuffix("/") ? display + name : display + "/" + name)
                var isDir: ObjCBool = false
                let attributes = try? fm.attributesOfItem(atPath: url.path)
                if attributes?[.type] as? FileAttributeType == .typeSymbolicLink {
                    let target = url.resolvingSymlinksInPath().standardizedFileURL.path
                    if target != resolvedRoot && !target.hasPrefix(resolvedRoot + "/") {
                        if name.hasSuffix(".yaml") || name.hasSuffix(".yml") || fm.fileExists(atPath: target, isDirectory: &isDir) && isDir.boolValue {
                            diagnostics.append(FileSymlinkOutsideRoot.diagnostic(
                                at: .file(shown), "symlink leads outside the curriculum root and is not followed",
                                notes: [.init("it points to \(target)")]))
                        }
                        continue
                    }
                }
                guard fm.fileExists(atPath: url.path, isDirectory: &isDir) else {
                    if name.hasSuffix(".yaml") || name.hasSuffix(".yml") {
                        diagnostics.append(FileUnreadable.diagnostic(at: .file(shown), "cannot read file: it is a dangling symlink"))
                    }
                    continue
                }
                if isDir.boolValue {
                    pending.append((url, shown))
                } else if name.hasSuffix(".yaml") || name.hasSuffix(".yml") {
                    files.append(Found(url: url, displayPath: shown))
                }
            }
        }
        files.sort { $0.displayPath < $1.displayPath }
        return (files, diagnostics)
    }
}
