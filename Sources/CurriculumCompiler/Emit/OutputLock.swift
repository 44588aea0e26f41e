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
final class OutputLock: @unchecked Sendable {
    static let fileName = ".lock"
    private let fd: Int32

    /// Takes the lock, waiting for another build to finish; `waiting` is called once if it must.
    init(directory: String, waiting: () -> Void = {}) throws {
        let path = directory + "/" + Self.fileName
        fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard fd >= 0 else { throw FileSystem.failure(path) }
        if flock(fd, LOCK_EX | LOCK_NB) == 0 { return }
        waiting()
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let failure = FileSystem.failure(path)
                close(fd)
                throw failure
            }
        }
    }

    deinit { close(fd) }  // closing the descriptor releases the lock
}
