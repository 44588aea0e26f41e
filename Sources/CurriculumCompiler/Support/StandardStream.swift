import CurriculumSyntax
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output or standard error, written with write(2) so that a closed pipe, a full disk or
/// a closed descriptor is an error the command reports (exit 3), never a trap: Foundation's
/// `FileHandle.write` traps on EPIPE, ENOSPC and EBADF. The first failure is kept and later writes
/// are dropped, so a run goes on (a build still finishes its install) and says what went wrong
/// once, at the end.
package final class StandardStream: Sendable {
    package let descriptor: Int32
    /// "standard output" or "standard error", for the message.
    package let name: String
    /// The first write error. Writes hold its lock too, so texts from two threads never interleave.
    private let firstErrno = Locked<Int32?>(nil)

    package static let output = StandardStream(descriptor: 1, name: "standard output")
    package static let error = StandardStream(descriptor: 2, name: "standard error")

    init(descriptor: Int32, name: String) {
        self.descriptor = descriptor
        self.name = name
    }

    /// Call once at start-up, before any file is opened. A descriptor the process was started
    /// without (`>&-`) is taken by /dev/null, so that no file the run opens can become "standard
    /// output" and receive its text; the stream then counts as failed with EBADF.
    package static func claimClosedDescriptors() {
        // A closed pipe must be a write error (EPIPE), not a signal that kills a build mid-install.
        signal(SIGPIPE, SIG_IGN)
        for stream in [output, error] where fcntl(stream.descriptor, F_GETFD) == -1 && errno == EBADF {
            stream.fail(EBADF)
            let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
            if null >= 0, null != stream.descriptor {
                dup2(null, stream.descriptor)
                close(null)
            }
        }
    }

    package func write(_ text: String) {
        firstErrno.withLock { failed in
            guard failed == nil, !text.isEmpty else { return }
            var text = text
            text.withUTF8 { buffer in
                var offset = 0
                while offset < buffer.count {
                    let n = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                    if n < 0 {
                        if errno == EINTR { continue }
                        if errno == EAGAIN {
                            // A non-blocking descriptor (a pipe a parent set so): wait until it drains.
                            var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                            _ = poll(&ready, 1, -1)
                            continue
                        }
                        failed = errno
                        return
                    }
                    offset += n
                }
            }
        }
    }

    func fail(_ code: Int32) {
        firstErrno.withLock { failed in
            if failed == nil { failed = code }
        }
    }

    /// The first write error as a sentence ("cannot write to standard output: Broken pipe"), or nil.
    package var failure: String? {
        firstErrno.withLock { $0 }.map { "cannot write to \(name): \(ErrorDescription.reason(errno: $0))" }
    }
}
