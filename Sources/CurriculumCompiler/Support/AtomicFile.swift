#if canImport(Glibc)
    import Glibc
#endif
import Foundation

/// Writes one file so that readers see either its old contents or its new ones, never a mix,
/// and never anything else destroyed on the way.
///
/// A symlink is written through: its final target gets the new contents and the link stays a
/// link. Only a regular file is ever replaced, or a missing path created; a folder, a device
/// (`/dev/full`, a terminal), a FIFO or a socket is refused and left as it was. The bytes go to a
/// temporary file in the target's own folder, which is flushed to disk and then renamed over the
/// target; the folder is flushed after the rename, so a power loss leaves the old file or the
/// new one.
///
///     try AtomicFile.writeReplacing(path: url.path, bytes: Array(text.utf8))
package enum AtomicFile {
    /// What went wrong, with the file-system path it went wrong at. `ErrorDescription.describe`
    /// turns it into a sentence.
    package enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// Something other than a regular file is at the path, or at the end of its symlinks:
        /// `kind` says what ("a folder", "a character device", …). Nothing was touched.
        case notRegularFile(path: String, kind: String)
        /// `create` only: something is already at the path. Nothing was touched.
        case exists(path: String)
        /// A system call failed with `errno` while doing `operation` on `path`.
        case system(operation: Operation, path: String, errno: Int32)

        package var description: String {
            switch self {
            case .notRegularFile(let path, let kind): return "\(path) is \(kind), not a regular file"
            case .exists(let path): return "\(path) exists"
            case .system(let operation, let path, let code): return "cannot \(operation.rawValue) \(path): \(ErrorDescription.reason(errno: code))"
            }
        }
    }

    package enum Operation: String, Sendable {
        case inspect = "inspect"
        case createFolder = "create the folder"
        case create = "create"
        case write = "write"
        case flush = "flush"
        case replace = "replace"
    }

    /// Where a write to a path lands once its symlinks are followed.
    package struct Destination: Sendable, Equatable {
        /// The path that is created or replaced: the path itself, or its symlinks' final target.
        package var path: String
        /// A regular file is there now (else nothing is).
        package var exists: Bool
    }

    /// Symlinks are followed at most this many times, as the kernel does (`MAXSYMLINKS`).
    static let maxSymlinks = 40

    /// Where writing `path` would land, or `Failure.notRegularFile` when something other than a
    /// regular file is there. Follows symlinks, including dangling ones: writing through a
    /// dangling link creates its target, as a shell's `>` does.
    package static func destination(of path: String) throws -> Destination {
        var info = stat()
        if stat(path, &info) == 0 {
            // Followed all the way (including /proc's links to pipes and terminals, which have
            // no path to resolve): the type of what is really there decides.
            guard info.st_mode & S_IFMT == S_IFREG else {
                throw Failure.notRegularFile(path: path, kind: kind(of: info.st_mode))
            }
        } else if errno != ENOENT {
            throw Failure.system(operation: .inspect, path: path, errno: errno)
        }
        var current = path
        for _ in 0..<maxSymlinks {
            if lstat(current, &info) != 0 {
                let code = errno
                if code == ENOENT { return Destination(path: current, exists: false) }
                throw Failure.system(operation: .inspect, path: current, errno: code)
            }
            switch info.st_mode & S_IFMT {
            case S_IFLNK:
                guard let target = readLink(current) else {
                    throw Failure.system(operation: .inspect, path: current, errno: errno)
                }
                current = target.hasPrefix("/") ? target : folder(of: current) + "/" + target
            case S_IFREG:
                return Destination(path: current, exists: true)
            default:
                throw Failure.notRegularFile(path: path, kind: kind(of: info.st_mode))
            }
        }
        throw Failure.system(operation: .inspect, path: path, errno: ELOOP)
    }

    /// Replaces the regular file at `path` (or at the end of its symlinks) with `bytes`, or
    /// creates it. The new file keeps the old one's permissions and owner; a new one gets
    /// `permissions`, or 0666 less the umask. With `createFolders`, missing folders above the
    /// file are made first. With `durable: false` nothing is flushed to disk: readers still see
    /// the old file or the new one, but a power loss may lose the write (for files that are
    /// made again on the next run, such as the preview's pages).
    package static func writeReplacing(
        path: String, bytes: [UInt8], permissions: mode_t? = nil, createFolders: Bool = false, durable: Bool = true
    ) throws {
        try write(path: path, bytes: bytes, permissions: permissions, createFolders: createFolders, replacing: true, durable: durable)
    }

    /// Creates a new file at `path` with `bytes`, all at once; `Failure.exists` when anything is
    /// already there (even if it appears while the bytes are written).
    package static func create(
        path: String, bytes: [UInt8], permissions: mode_t? = nil, createFolders: Bool = false
    ) throws {
        try write(path: path, bytes: bytes, permissions: permissions, createFolders: createFolders, replacing: false, durable: true)
    }

    // MARK: - The steps

    private static func write(path: String, bytes: [UInt8], permissions: mode_t?, createFolders: Bool, replacing: Bool, durable: Bool) throws {
        let destination = try destination(of: path)
        if destination.exists && !replacing { throw Failure.exists(path: path) }
        let target = destination.path
        let folder = folder(of: target)
        if createFolders && !destination.exists { try makeFolders(folder) }

        var old = stat()
        let hadOld = destination.exists && stat(target, &old) == 0
        let temporary = try createTemporary(beside: target)
        var installed = false
        defer { if !installed { unlink(temporary.path) } }
        do {
            defer { close(temporary.fd) }
            if let permissions {
                fchmod(temporary.fd, permissions)
            } else if hadOld {
                // Best effort: a file someone else owns keeps its owner when root rewrites it.
                _ = fchown(temporary.fd, old.st_uid, old.st_gid)
                fchmod(temporary.fd, old.st_mode & 0o7777)
            }
            try writeAll(bytes, to: temporary.fd, path: temporary.path)
            guard !durable || fsync(temporary.fd) == 0 else { throw Failure.system(operation: .flush, path: target, errno: errno) }
        }
        if replacing {
            // Checked again just before the switch: something other than a file may have
            // appeared since, and it must not be destroyed.
            var now = stat()
            if lstat(target, &now) == 0, now.st_mode & S_IFMT != S_IFREG {
                throw Failure.notRegularFile(path: path, kind: kind(of: now.st_mode))
            }
            guard rename(temporary.path, target) == 0 else {
                throw Failure.system(operation: .replace, path: target, errno: errno)
            }
        } else {
            // link() fails when the name is taken, so nothing that appeared meanwhile is replaced.
            guard link(temporary.path, target) == 0 else {
                let code = errno
                if code == EEXIST { throw Failure.exists(path: path) }
                throw Failure.system(operation: .create, path: target, errno: code)
            }
            unlink(temporary.path)
        }
        installed = true
        if durable { flushFolder(folder) }
    }

    static func createTemporary(beside target: String) throws -> (fd: Int32, path: String) {
        let folder = folder(of: target)
        // Hidden, named after the file (shortened to stay under NAME_MAX), unique by O_EXCL.
        let name = String(lastComponent(target).utf8.prefix(100)) ?? "file"
        for _ in 0..<16 {
            let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 16)
            let path = folder + "/." + name + ".tmp-" + suffix
            let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if fd >= 0 { return (fd, path) }
            if errno != EEXIST { throw Failure.system(operation: .create, path: target, errno: errno) }
        }
        throw Failure.system(operation: .create, path: target, errno: EEXIST)
    }

    static func writeAll(_ bytes: [UInt8], to fd: Int32, path: String) throws {
        try bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let n = Glibc.write(fd, base + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    throw Failure.system(operation: .write, path: path, errno: errno)
                }
                if n == 0 { throw Failure.system(operation: .write, path: path, errno: EIO) }
                offset += n
            }
        }
    }

    /// `mkdir -p`: every missing folder of `path`, each reported by its own errno.
    static func makeFolders(_ path: String) throws {
        var info = stat()
        if stat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else { throw Failure.system(operation: .createFolder, path: path, errno: ENOTDIR) }
            return
        }
        guard errno == ENOENT else { throw Failure.system(operation: .createFolder, path: path, errno: errno) }
        let parent = folder(of: path)
        if parent != path { try makeFolders(parent) }
        if mkdir(path, 0o777) != 0 && errno != EEXIST {
            throw Failure.system(operation: .createFolder, path: path, errno: errno)
        }
    }

    /// Makes the rename itself durable. Some file systems cannot flush a folder; the file is in
    /// place either way, so a failure here is not reported.
    static func flushFolder(_ folder: String) {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }

    // MARK: - Helpers

    /// What a file of this mode is, in words.
    static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: return "a folder"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFIFO: return "a FIFO (named pipe)"
        case S_IFSOCK: return "a socket"
        case S_IFLNK: return "a symbolic link"
        case S_IFREG: return "a regular file"
        default: return "a special file"
        }
    }

    private static func readLink(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink(path, &buffer, buffer.count - 1)
        guard n >= 0 else { return nil }
        return String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `a/b/c` → `a/b`; `c` → `.`; `/c` → `/`.
    static func folder(of path: String) -> String {
        let parent = DisplayPath.parent(path)
        return parent.isEmpty ? "." : parent
    }

    static func lastComponent(_ path: String) -> String { DisplayPath.lastComponent(path) }
}
