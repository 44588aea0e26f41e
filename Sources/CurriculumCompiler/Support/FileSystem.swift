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
enum FileSystem {
    struct Failure: Error, CustomStringConvertible {
        var path: String
        var reason: String
        var description: String { "\(path): \(reason)" }
    }

    enum FileType: Equatable { case directory, symlinkToDirectory, regular, symlink, other }

    /// What is at `path`, without following a final symlink; nil when nothing is.
    static func type(_ path: String) -> FileType? {
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

    /// Swaps two paths in one step; false where the system or file system cannot.
    static func exchange(_ a: String, _ b: String) -> Bool {
        #if canImport(Darwin)
        return renamex_np(a, b, UInt32(RENAME_SWAP)) == 0
        #elseif canImport(Glibc) || canImport(Musl)
        typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return false }
        let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
        let renameExchange: UInt32 = 2  // RENAME_EXCHANGE, linux/fs.h
        return renameat2(AT_FDCWD, a, AT_FDCWD, b, renameExchange) == 0
        #else
        return false
        #endif
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
