import CurriculumSyntax
import CurriculumModel
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the builder puts a bundle's files as it makes them, so a build never holds a whole
/// bundle in memory. Called from several threads at once, each path once.
package protocol BundleSink: Sendable {
    func store(_ path: String, bytes: [UInt8]) throws
    /// A file written in pieces: `write` calls `append` with each piece in order.
    func store(_ path: String, write: (_ append: ([UInt8]) throws -> Void) throws -> Void) throws
}

/// Keeps only `manifest.json`: for finding out, without writing anything, whether a bundle that is
/// already on disk would come out the same.
final class ManifestOnlySink: BundleSink, Sendable {
    private let manifest = Locked<[UInt8]>([])

    func store(_ path: String, bytes: [UInt8]) throws {
        if path == "manifest.json" { manifest.withLock { $0 = bytes } }
    }

    func store(_ path: String, write: (([UInt8]) throws -> Void) throws -> Void) throws {
        try write { _ in }
    }

    var manifestBytes: [UInt8] { manifest.withLock { $0 } }
}

/// Writes files under a staging folder, creating parent folders once, never through an existing
/// file or symlink.
final class DirectorySink: BundleSink, Sendable {
    let root: String
    /// The folders made so far and the number of files begun.
    private let progress = Locked<(folders: Set<String>, files: Int)>(([""], 0))
    private let willWriteFile: (@Sendable (Int, String) throws -> Void)?

    init(root: String, willWriteFile: (@Sendable (Int, String) throws -> Void)?) {
        self.root = root
        self.willWriteFile = willWriteFile
    }

    func store(_ path: String, bytes: [UInt8]) throws {
        try store(path) { append in try append(bytes) }
    }

    func store(_ path: String, write: (([UInt8]) throws -> Void) throws -> Void) throws {
        guard BundlePath.isSafe(path) else { throw BundleWriter.Failure.unsafeName(path) }
        try progress.withLock { made in
            try willWriteFile?(made.files, path)
            made.files += 1
            var parent = ""
            for component in path.split(separator: "/").dropLast() {
                parent += parent.isEmpty ? String(component) : "/" + component
                if made.folders.insert(parent).inserted, mkdir(root + "/" + parent, 0o755) != 0 {
                    throw BundleWriter.Failure.io(root + "/" + parent, FileSystem.lastError())
                }
            }
        }
        let file = root + "/" + path
        let fd = open(file, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw BundleWriter.Failure.io(file, FileSystem.lastError()) }
        defer { close(fd) }
        try write { bytes in try BundleWriter.writeAll(fd, bytes, path: file) }
    }
}
