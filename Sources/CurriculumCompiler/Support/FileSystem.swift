import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few system calls the writers need, each with an error that names its path. Foundation's
/// file APIs follow symlinks, replace what they find and report `NSCocoaErrorDomain` codes; these
/// say exactly what they do.
package enum FileSystem {
    struct Failure: Error, CustomStringConvertible {
        var path: String
        var reason: String
        var description: String { "\(path): \(reason)" }
    }

    package enum FileType: Equatable { case directory, symlinkToDirectory, regular, symlink, other }

    /// What is at `path`, without following a final symlink; nil when nothing is.
    package static func type(_ path: String) -> FileType? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .regular
        case S_IFLNK:
            var target = stat()
            return stat(path, &target) == 0 && target.st_mode & S_IFMT == S_IFDIR ? .symlinkToDirectory : .symlink
        default: return .other
        }
    }

    /// A symlink's text, or nil when `path` is not a symlink.
    static func linkText(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4097)
        let n = readlink(path, &buffer, buffer.count - 1)
        guard n >= 0 else { return nil }
        return String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Creates a new file (never through an existing file or symlink) holding `bytes`.
    static func createFile(_ path: String, bytes: [UInt8]) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw failure(path) }
        defer { close(fd) }
        try writeAll(fd, bytes, path: path)
    }

    static func writeAll(_ fd: Int32, _ bytes: [UInt8], path: String) throws {
        var offset = 0
        try bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            while offset < buffer.count {
                let n = Foundation.write(fd, base + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    throw failure(path)
                }
                offset += n
            }
        }
    }

    /// Reads a regular file whole, or nil when there is none (or it is something else).
    static func readRegularFile(_ path: String, limit: Int = 64 << 20) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) <= limit else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { return nil }
            offset += n
        }
        return bytes
    }

    static func makeDirectory(_ path: String) throws {
        guard mkdir(path, 0o755) == 0 || (errno == EEXIST && type(path) == .directory) else { throw failure(path) }
    }

    static func symlink(_ text: String, at path: String) throws {
        guard Foundation.symlink(text, path) == 0 else { throw failure(path) }
    }

    static func rename(_ from: String, to: String) throws {
        guard Foundation.rename(from, to) == 0 else { throw failure(to) }
    }

    /// Removes a file, a symlink or a whole folder; what is not there is not an error.
    static func remove(_ path: String) {
        guard let found = type(path) else { return }
        if found == .directory {
            try? FileManager.default.removeItem(atPath: path)
        } else {
            unlink(path)
        }
    }

    /// What `exchange` did.
    enum Exchange {
        case done
        /// The system or the file system cannot swap two names (an old kernel, some network
        /// and FUSE file systems): nothing was changed.
        case unsupported
        case failed(Failure)
    }

    /// Swaps two paths in one step: `renameat2(RENAME_EXCHANGE)` on Linux, `renamex_np(RENAME_SWAP)`
    /// on Darwin. Both must exist and be on one file system.
    static func exchange(_ a: String, _ b: String) -> Exchange {
        #if canImport(Darwin)
        let result = renamex_np(a, b, UInt32(RENAME_SWAP))
        #elseif canImport(Glibc) || canImport(Musl)
        let result = linuxRenameExchange(a, b)
        #else
        return .unsupported
        #endif
        return result == 0 ? .done : exchangeFailure(errno, b)
    }

    private static func exchangeFailure(_ code: Int32, _ path: String) -> Exchange {
        // EINVAL: the file system has no exchange; ENOSYS: the kernel has none (before 3.15).
        if code == EINVAL || code == ENOSYS || code == ENOTSUP || code == EOPNOTSUPP { return .unsupported }
        return .failed(Failure(path: path, reason: ErrorDescription.reason(errno: code)))
    }

    #if canImport(Glibc) || canImport(Musl)
    /// `renameat2(AT_FDCWD, a, AT_FDCWD, b, RENAME_EXCHANGE)`. Neither the wrapper nor the
    /// system call's number is importable from Swift, so the wrapper is looked up at run time
    /// (glibc 2.28 and later), else the system call is made through `syscall`.
    private static func linuxRenameExchange(_ a: String, _ b: String) -> Int32 {
        let renameExchange: UInt32 = 2  // RENAME_EXCHANGE, linux/fs.h
        typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") {
            return unsafeBitCast(symbol, to: RenameAt2.self)(AT_FDCWD, a, AT_FDCWD, b, renameExchange)
        }
        #if arch(x86_64)
        let number = 316  // __NR_renameat2, asm/unistd_64.h
        #elseif arch(arm64)
        let number = 276  // __NR_renameat2, asm-generic/unistd.h
        #else
        errno = ENOSYS
        return -1
        #endif
        // Integer arguments pass the same way to a variadic function on these two ABIs.
        typealias Syscall = @convention(c) (Int, Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "syscall") else {
            errno = ENOSYS
            return -1
        }
        return Int32(truncatingIfNeeded: unsafeBitCast(symbol, to: Syscall.self)(number, AT_FDCWD, a, AT_FDCWD, b, renameExchange))
    }
    #endif

    /// Makes `destination` (which must not exist) hold what `source` holds: folders made anew
    /// with their permissions, files hard-linked (copied where the file system cannot link),
    /// symlinks made again with their text. Nothing under `source` is changed, and no link is
    /// followed. Output files are never changed in place, only replaced, so sharing them is safe.
    static func cloneTree(_ source: String, to destination: String) throws {
        var info = stat()
        guard lstat(source, &info) == 0 else { throw failure(source) }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            guard mkdir(destination, 0o700) == 0 else { throw failure(destination) }
            let names: [String]
            do { names = try FileManager.default.contentsOfDirectory(atPath: source) } catch {
                throw Failure(path: source, reason: ErrorDescription.reason(error))
            }
            for name in names.sorted() { try cloneTree(source + "/" + name, to: destination + "/" + name) }
            guard chmod(destination, info.st_mode & 0o7777) == 0 else { throw failure(destination) }
        case S_IFREG:
            if link(source, destination) == 0 { return }
            // EXDEV never happens here (one file system); EPERM, EMLINK and ENOTSUP do.
            guard errno == EPERM || errno == EMLINK || errno == ENOTSUP || errno == EOPNOTSUPP || errno == EACCES else {
                throw failure(destination)
            }
            try copyFile(source, to: destination, mode: info.st_mode & 0o7777)
        case S_IFLNK:
            guard let text = linkText(source) else { throw failure(source) }
            try symlink(text, at: destination)
        default:
            throw Failure(path: source, reason: "it is not a file, a folder or a symlink")
        }
    }

    /// Copies a regular file's bytes into a new file, in pieces.
    private static func copyFile(_ source: String, to destination: String, mode: mode_t) throws {
        let input = open(source, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard input >= 0 else { throw failure(source) }
        defer { close(input) }
        let output = open(destination, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        guard output >= 0 else { throw failure(destination) }
        defer { close(output) }
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            guard n >= 0 else { throw failure(source) }
            if n == 0 { return }
            try writeAll(output, Array(buffer[..<n]), path: destination)
        }
    }

    /// The canonical path (realpath(3)), or nil when `path` leads nowhere.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether a file system is mounted at the folder `path` (a container's volume, a bind
    /// mount): such a folder cannot be renamed, and nothing beside it is on its mount. A mount
    /// point on another device shows in `stat`; a bind mount of the same file system only in the
    /// kernel's list of mounts (`/proc/self/mountinfo`, where the fifth field is the mount
    /// point, with space, tab, newline and backslash written as octal escapes).
    static func isMountPoint(_ path: String, parent: String) -> Bool {
        var folder = stat(), above = stat()
        guard stat(path, &folder) == 0, stat(parent, &above) == 0 else { return false }
        if folder.st_dev != above.st_dev || folder.st_ino == above.st_ino { return true }
        guard let table = readProcFile("/proc/self/mountinfo") else { return false }
        let escaped = path.replacingOccurrences(of: "\\", with: "\\134").replacingOccurrences(of: " ", with: "\\040")
            .replacingOccurrences(of: "\t", with: "\\011").replacingOccurrences(of: "\n", with: "\\012")
        return String(decoding: table, as: UTF8.self).split(separator: "\n").contains { line in
            let fields = line.split(separator: " ", omittingEmptySubsequences: false)
            return fields.count > 4 && fields[4] == escaped
        }
    }

    /// A file under /proc, whose size `stat` gives as 0: read until the end.
    private static func readProcFile(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            guard n >= 0 else { return nil }
            if n == 0 { return bytes }
            bytes += buffer[..<n]
        }
    }

    /// Device and inode of what is at `path` (without following a final symlink).
    static func identity(_ path: String) -> (device: UInt64, inode: UInt64)? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return (UInt64(info.st_dev), UInt64(info.st_ino))
    }

    /// Flushes everything written to the file system holding `path` to the disk: one `syncfs`
    /// on Linux instead of an fsync per file, so durability costs one call however many files a
    /// build writes. Elsewhere, `fsync` on every file and folder under `path`.
    static func flushFileSystem(holding path: String) throws {
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw failure(path) }
        defer { close(fd) }
        #if canImport(Glibc) || canImport(Musl)
        typealias SyncFS = @convention(c) (Int32) -> Int32
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "syncfs") {
            guard unsafeBitCast(symbol, to: SyncFS.self)(fd) == 0 else { throw failure(path) }
        } else {
            sync()
        }
        #else
        try flushTree(path)
        #endif
    }

    /// Flushes a folder's entries (after a rename in it), so the rename survives a power loss.
    static func flushDirectory(_ path: String) throws {
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw failure(path) }
        defer { close(fd) }
        guard fsync(fd) == 0 || errno == EINVAL else { throw failure(path) }
    }

    #if !(canImport(Glibc) || canImport(Musl))
    private static func flushTree(_ root: String) throws {
        let files = FileManager.default.enumerator(atPath: root)
        while let relative = files?.nextObject() as? String {
            let fd = open(root + "/" + relative, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
            if fd >= 0 { fsync(fd); close(fd) }
        }
        try flushDirectory(root)
    }
    #endif

    static func failure(_ path: String) -> Failure { Failure(path: path, reason: lastError()) }

    static func lastError() -> String { ErrorDescription.reason(errno: errno) }
}
