import CurriculumSyntax
import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// Finds the curriculum's YAML files under a root, in a stable order, without following
/// symlinks out of the root.
///
/// Folders are listed through their descriptors (`fdopendir`, `fstatat`) and names are kept as
/// bytes, so a name that is not UTF-8 or a path longer than PATH_MAX is found like any other.
/// Nothing named like a curriculum file is passed over without a word: it is either returned
/// to be read, or reported (a pipe or device, a link out of the root, a name to fix). The one
/// exception is a folder this tool wrote its output into (`isOutputFolder`): what `build`,
/// `fixture` or `preview` wrote there — a String Catalog, a pseudo-locale — is not curriculum.
package struct FileDiscovery {
    package struct Found: Sendable {
        /// The file's path on disk, as bytes.
        package var path: RawPath
        package var displayPath: String
        /// Reached through a symlink inside the root, so reading it follows one; a file found
        /// as a plain file is read without following a link that replaced it since.
        package var followsSymlink = false
        /// Size and modification time (nanoseconds since 1970) when found, for `lint --watch`.
        package var size = 0
        package var modified = 0

        init(path: RawPath, displayPath: String, followsSymlink: Bool = false) {
            self.path = path
            self.displayPath = displayPath
            self.followsSymlink = followsSymlink
        }

        init(path: String, displayPath: String) {
            self.init(path: RawPath(path), displayPath: displayPath)
        }
    }

    let root: URL
    let displayRoot: String

    package init(root: URL, displayRoot: String) {
        self.root = root
        self.displayRoot = displayRoot
    }

    /// Files under the root, and diagnostics for what could not be entered or read.
    package func run() -> (files: [Found], diagnostics: [Diagnostic]) {
        let rootPath = RawPath(root.path)
        let resolvedRoot = Self.realPath(rootPath) ?? RawPath(root.standardizedFileURL.path)
        var files: [Found] = []
        var diagnostics: [Diagnostic] = []
        var pending: [(RawPath, String)] = [(rootPath, displayRoot)]
        var visited = Set<FolderID>()
        while let (dir, display) = pending.popLast() {
            let fd = InputFile.openDirectory(dir)
            guard fd >= 0 else {
                diagnostics.append(FileUnreadable.diagnostic(at: .file(display), "cannot read directory: \(InputFile.Failure.system(errno))"))
                continue
            }
            guard let stream = fdopendir(fd) else {
                diagnostics.append(FileUnreadable.diagnostic(at: .file(display), "cannot read directory: \(InputFile.Failure.system(errno))"))
                close(fd)
                continue
            }
            defer { closedir(stream) }
            // A folder reached twice (through a link inside the root) is walked once.
            var folder = stat()
            guard fstat(fd, &folder) == 0, visited.insert(FolderID(folder)).inserted else { continue }
            if dir != rootPath, Self.isOutputFolder(fd) { continue }
            let names: [[UInt8]]
            switch Self.names(in: stream) {
            case .success(let list): names = list
            case .failure(let failure):
                diagnostics.append(FileUnreadable.diagnostic(at: .file(display), "cannot read directory: \(failure)"))
                continue
            }
            for name in names where name.first != UInt8(ascii: ".") {
                let entry = Entry(name: name, folder: dir, folderDisplay: display, descriptor: fd)
                visit(entry, resolvedRoot: resolvedRoot, files: &files, pending: &pending, diagnostics: &diagnostics)
            }
        }
        files.sort { $0.displayPath < $1.displayPath }
        return (files, diagnostics)
    }

    /// One name in a folder being walked.
    package struct Entry {
        var name: [UInt8]
        var folder: RawPath
        var folderDisplay: String
        /// The open folder, for `fstatat` and `openat` relative to it.
        var descriptor: Int32

        var path: RawPath { folder.appending(name) }
        var displayName: (text: String, valid: Bool) { FileName.display(name) }
        var shown: String { DisplayPath.join(folderDisplay, displayName.text) }
    }

    private func visit(
        _ entry: Entry, resolvedRoot: RawPath,
        files: inout [Found], pending: inout [(RawPath, String)], diagnostics: inout [Diagnostic]
    ) {
        let ext = FileName.yamlExtension(entry.name)
        // Translation files (l10n/<locale>.xcstrings) are read with the curriculum's YAML files.
        let isYAML = ext != .none || FileName.isTranslationFile(entry.name)
        let shown = entry.shown
        var info = stat()
        guard fstatat(entry.descriptor, entry.name.cString, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
            let code = errno
            // Gone since the folder was listed: nothing to report.
            if isYAML && code != ENOENT {
                diagnostics.append(FileUnreadable.diagnostic(at: .file(shown), "cannot read file: \(InputFile.Failure.system(code))"))
            }
            return
        }
        let throughLink = info.st_mode & S_IFMT == S_IFLNK
        if throughLink {
            switch Self.target(of: entry, root: resolvedRoot) {
            case .inside:
                break
            case .outside(let target, let isDirectory):
                if isYAML || isDirectory {
                    diagnostics.append(FileSymlinkOutsideRoot.diagnostic(
                        at: .file(shown), "symlink leads outside the curriculum root and is not followed",
                        notes: [.init("it points to \(target)")]))
                }
                return
            case .dangling(let outside):
                guard isYAML else { return }
                if let outside {
                    diagnostics.append(FileSymlinkOutsideRoot.diagnostic(
                        at: .file(shown), "symlink leads outside the curriculum root and is not followed",
                        notes: [.init("it points to \(outside)")]))
                } else {
                    diagnostics.append(FileUnreadable.diagnostic(at: .file(shown), "cannot read file: it is a dangling symlink"))
                }
                return
            case .unresolvable(let code):
                // A loop, or a target too long to name: whatever it is, it is not followed, and says so.
                diagnostics.append(FileUnreadable.diagnostic(
                    at: .file(shown), "cannot follow symlink: \(InputFile.Failure.system(code)); it is not read"))
                return
            }
            guard fstatat(entry.descriptor, entry.name.cString, &info, 0) == 0 else {
                if isYAML {
                    diagnostics.append(FileUnreadable.diagnostic(at: .file(shown), "cannot read file: \(InputFile.Failure.system(errno))"))
                }
                return
            }
        }
        let type = info.st_mode & S_IFMT
        guard type == S_IFDIR || isYAML else { return }
        if !entry.displayName.valid {
            let what = type == S_IFDIR ? "folder" : "file"
            diagnostics.append(FileNameEncoding.diagnostic(
                at: .file(shown),
                "\(what) name is not UTF-8 (each byte that is not is shown as \\xNN); \(type == S_IFDIR ? "its files are" : "it is") still read, but rename it"))
        }
        switch type {
        case S_IFDIR:
            if isYAML {
                diagnostics.append(FileNotRegular.diagnostic(
                    at: .file(shown), "this is a folder named like a YAML file; its files are still checked, but rename it"))
            }
            pending.append((entry.path, shown))
        case S_IFREG:
            if case .otherCase(let canonical) = ext {
                diagnostics.append(FileExtensionCase.diagnostic(
                    at: .file(shown), "'\(entry.displayName.text)' is read as a curriculum file, but tools that look for .yaml and .yml miss it",
                    notes: [.init("rename it to '\(canonical)'")]))
            }
            var found = Found(path: entry.path, displayPath: shown, followsSymlink: throughLink)
            found.size = Int(info.st_size)
            found.modified = Int(info.st_mtim.tv_sec) &* 1_000_000_000 &+ Int(info.st_mtim.tv_nsec)
            files.append(found)
        default:
            diagnostics.append(InputFile.diagnostic(.notRegular(InputFile.kind(of: info) ?? "a special file"), at: shown))
        }
    }

    /// Whether an open folder is one the tool writes output into, by the mark each command
    /// leaves there: `build` and `fixture` (`OutputLayout.marker`, or the earlier layout's
    /// `.generations` beside its lock), `preview` (`OutputLayout.previewMarker`). An output folder
    /// inside the curriculum is never read: its String Catalog is not a translation.
    static func isOutputFolder(_ fd: Int32) -> Bool {
        func holds(_ name: String, _ type: mode_t) -> Bool {
            var info = stat()
            return fstatat(fd, name, &info, AT_SYMLINK_NOFOLLOW) == 0 && info.st_mode & S_IFMT == type
        }
        return holds(OutputLayout.marker, S_IFREG) || holds(OutputLayout.previewMarker, S_IFREG)
            || (holds(OutputLayout.generations, S_IFDIR) && holds(OutputLock.fileName, S_IFREG))
    }

    /// Every name in an open folder, sorted by bytes.
    static func names(in stream: OpaquePointer) -> Result<[[UInt8]], InputFile.Failure> {
        var names: [[UInt8]] = []
        while true {
            errno = 0
            guard let entry = readdir(stream) else {
                if errno != 0 { return .failure(.system(errno)) }
                break
            }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            if name == [0x2E] || name == [0x2E, 0x2E] { continue }
            names.append(name)
        }
        return .success(names.sorted { $0.lexicographicallyPrecedes($1) })
    }

    /// Where a symlink inside the root leads.
    enum LinkTarget {
        case inside
        case outside(String, isDirectory: Bool)
        /// Leads nowhere; where it would lead when that is outside the root.
        case dangling(outside: String?)
        case unresolvable(Int32)
    }

    static func target(of entry: Entry, root: RawPath) -> LinkTarget {
        let path = entry.path
        var resolved: RawPath?
        var code: Int32 = 0
        if path.bytes.count < Int(PATH_MAX) {
            resolved = realPath(path)
            code = errno
        } else {
            // Too long for realpath: open the target relative to its folder and ask the kernel
            // where it is.
            let fd = openat(entry.descriptor, entry.name.cString, InputFile.pathOnly | O_CLOEXEC)
            if fd < 0 {
                code = errno
            } else {
                resolved = descriptorPath(fd)
                code = ENAMETOOLONG
                close(fd)
            }
        }
        let isInside = { (target: RawPath) -> Bool in
            root.bytes == [UInt8(ascii: "/")] || target == root
                || target.bytes.starts(with: root.bytes + [UInt8(ascii: "/")])
        }
        guard let target = resolved else {
            guard code == ENOENT else { return .unresolvable(code) }
            // Dangling: judge by where the link's text points, as far as it can be followed.
            guard path.bytes.count < Int(PATH_MAX), FileName.display(path.bytes).valid else { return .dangling(outside: nil) }
            let lexical = URL(fileURLWithPath: path.description).resolvingSymlinksInPath().standardizedFileURL.path
            return .dangling(outside: isInside(RawPath(lexical)) ? nil : lexical)
        }
        if isInside(target) { return .inside }
        var info = stat()
        let isDirectory = target.withCString { stat($0, &info) } == 0 && info.st_mode & S_IFMT == S_IFDIR
        return .outside(target.description, isDirectory: isDirectory)
    }

    /// The canonical path of a file or folder (realpath(3)), nil with `errno` set when it has none.
    static func realPath(_ path: RawPath) -> RawPath? {
        guard let resolved = path.withCString({ realpath($0, nil) }) else { return nil }
        defer { free(resolved) }
        return RawPath(bytes: Array(UnsafeBufferPointer(start: resolved, count: strlen(resolved)).map { UInt8(bitPattern: $0) }))
    }

    /// What `/proc/self/fd/N` says an open descriptor is, when the system can say.
    static func descriptorPath(_ fd: Int32) -> RawPath? {
        var buffer = [CChar](repeating: 0, count: 1 << 16)
        let n = readlink("/proc/self/fd/\(fd)", &buffer, buffer.count)
        guard n > 0, n < buffer.count else { return nil }
        return RawPath(bytes: buffer[..<n].map { UInt8(bitPattern: $0) })
    }

    /// A folder's identity on disk, so links that lead back into the root cannot loop.
    struct FolderID: Hashable {
        var device: UInt64
        var inode: UInt64

        init(_ info: stat) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
        }
    }
}

extension Array where Element == UInt8 {
    /// The bytes as a NUL-terminated C string, for the `*at` calls that take a name.
    var cString: [CChar] { map { CChar(bitPattern: $0) } + [0] }
}
