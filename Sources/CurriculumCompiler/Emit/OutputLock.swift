import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive `flock` on `<out>/.lock`, held by a build from before it plans its bundles until
/// its output is switched in. The kernel releases it when the holder dies, however it dies, so no
/// build ever judges another by its process id — which means nothing across PID namespaces (two
/// containers sharing a volume see each other's pids as strangers or as their own).
///
/// A build replaces the whole output folder, so the lock file is carried into the next folder as
/// a hard link to the same file (`share(into:)`): a build waiting on it gets it in turn. Where
/// the file system cannot link, the next folder gets a new lock file, and a build that was
/// waiting on the old one finds, once it has it, that the folder no longer holds it, and locks
/// the new one instead.
final class OutputLock: @unchecked Sendable {
    static let fileName = ".lock"
    private let fd: Int32
    let path: String

    /// Takes the lock, waiting for another build to finish; `waiting` is called once if it must.
    init(directory: String, waiting: () -> Void = {}) throws {
        path = directory + "/" + Self.fileName
        var told = false
        fd = try Self.lock(path) {
            if !told { waiting() }
            told = true
        }
    }

    deinit { close(fd) }  // closing the descriptor releases the lock

    /// A descriptor holding the lock on the file `path` names now.
    private static func lock(_ path: String, waiting: () -> Void) throws -> Int32 {
        while true {
            let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
            guard fd >= 0 else { throw FileSystem.failure(path) }
            if flock(fd, LOCK_EX | LOCK_NB) != 0 {
                waiting()
                while flock(fd, LOCK_EX) != 0 {
                    guard errno == EINTR else {
                        let failure = FileSystem.failure(path)
                        close(fd)
                        throw failure
                    }
                }
            }
            var held = stat()
            guard fstat(fd, &held) == 0 else {
                let failure = FileSystem.failure(path)
                close(fd)
                throw failure
            }
            if let named = FileSystem.identity(path), named.device == UInt64(held.st_dev), named.inode == UInt64(held.st_ino) {
                return fd
            }
            close(fd)
        }
    }

    /// Puts this lock's file into `folder`, the output that is to replace the one holding it, so
    /// the lock holds across the switch.
    func share(into folder: String) throws {
        let copy = folder + "/" + Self.fileName
        if link(path, copy) == 0 { return }
        try FileSystem.createFile(copy, bytes: [])
    }
}
