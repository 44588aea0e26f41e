import CurriculumModel
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes bundles so that a reader never sees half of one. Each bundle is built straight into a
/// hidden staging folder beside its final place (`.<name>.partial-<pid>`), its manifest last; only
/// then is it compared with what is already there (`plan`) and renamed into place (`install`) or
/// thrown away (`discard`). Replacing an existing bundle swaps the two folders in one step where
/// the system can (Linux `renameat2`, Darwin `renamex_np`). A build that fails or is refused
/// leaves the previous output as it was; one that is killed leaves only a hidden staging folder,
/// which the next build removes. Nothing is written outside `outputDirectory`.
public struct BundleWriter: Sendable {
    public let outputDirectory: URL
    /// Overwrite a version that exists with different content (BUNDLE-VERSION-REUSE).
    public var force: Bool
    /// Called before each file of a bundle is written, with how many were written before it.
    /// Tests throw from it to simulate a build that dies halfway.
    var willWriteFile: (@Sendable (_ written: Int, _ path: String) throws -> Void)?

    public init(outputDirectory: URL, force: Bool = false) {
        self.outputDirectory = outputDirectory
        self.force = force
    }

    /// What writing a bundle would do, decided before anything is written.
    public enum Plan: Sendable, Equatable {
        /// No bundle of this version exists.
        case create
        /// The same version with the same content is there and intact: nothing to do.
        case unchanged
        /// The same version and content hash, but the folder on disk is damaged: write it again.
        case repair(reason: String)
        /// The version exists with different content; `--force` replaces it.
        case replace(existing: BundleManifest?)
        /// The version exists with different content (or is not a readable bundle): refused.
        case conflict(existing: BundleManifest?, reason: String)
    }

    public enum Outcome: Sendable, Equatable {
        case written(String)
        case replaced(String)
        case repaired(String)
        case unchanged(String)
    }

    public enum Failure: Error, CustomStringConvertible {
        case unsafeName(String)
        case refused(String, reason: String)
        case io(String, String)

        public var description: String {
            switch self {
            case .unsafeName(let name): return "refusing to write '\(name)': not a safe file name"
            case .refused(let name, let reason): return "\(name): \(reason)"
            case .io(let path, let reason): return "\(path): \(reason)"
            }
        }
    }

    private var pid: Int32 { getpid() }

    // MARK: - Planning

    public func plan(_ bundle: BuiltBundle) -> Plan {
        plan(directoryName: bundle.directoryName, manifest: bundle.manifest, manifestBytes: bundle.manifestBytes)
    }

    public func plan(_ staged: StagedBundle) -> Plan {
        plan(directoryName: staged.directoryName, manifest: staged.manifest, manifestBytes: staged.manifestBytes)
    }

    func plan(directoryName: String, manifest: BundleManifest, manifestBytes: [UInt8]) -> Plan {
        let final = outputDirectory.appendingPathComponent(directoryName)
        guard let type = Self.fileType(final.path) else { return .create }
        let decision: Plan
        if type != .directory {
            decision = .conflict(existing: nil, reason: "\(directoryName) exists and is not a bundle folder")
        } else {
            let reader = BundleReader(directory: final)
            if let existing = try? reader.manifest() {
                if existing.contentHash == manifest.contentHash {
                    do {
                        try reader.verify()
                        let onDisk = try? Data(contentsOf: final.appendingPathComponent("manifest.json"))
                        decision = onDisk.map([UInt8].init) == manifestBytes ? .unchanged : .repair(reason: "its manifest.json differs")
                    } catch {
                        decision = .repair(reason: "\(error)")
                    }
                } else {
                    decision = .conflict(
                        existing: existing,
                        reason: "version \(manifest.contentVersion) was already built with different content (content hash \(existing.contentHash.prefix(12))…, now \(manifest.contentHash.prefix(12))…)")
                }
            } else {
                decision = .conflict(existing: nil, reason: "\(directoryName) exists but is not a readable bundle")
            }
        }
        if case .conflict(let existing, _) = decision, force { return .replace(existing: existing) }
        return decision
    }

    // MARK: - Writing

    /// A bundle built into its staging folder, not yet in place.
    public struct StagedBundle: Sendable {
        public var directoryName: String
        public var manifest: BundleManifest
        public var manifestBytes: [UInt8]
        /// The hidden folder holding the whole bundle; a complete bundle `BundleReader` can read.
        public var folder: URL
    }

    /// Creates the staging folder and lets `build` fill it. On any error the folder is removed.
    public func stage(_ directoryName: String, _ build: (any BundleSink) throws -> BundleManifest) throws -> StagedBundle {
        guard BundlePath.isSafeComponent(directoryName) else { throw Failure.unsafeName(directoryName) }
        try prepareOutputDirectory()
        let folder = outputDirectory.appendingPathComponent(".\(directoryName).partial-\(pid)")
        try? FileManager.default.removeItem(at: folder)
        guard mkdir(folder.path, 0o755) == 0 else { throw Failure.io(folder.path, Self.lastError()) }
        do {
            let manifest = try build(DirectorySink(root: folder.path, willWriteFile: willWriteFile))
            let manifestBytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent("manifest.json")))
            return StagedBundle(directoryName: directoryName, manifest: manifest, manifestBytes: manifestBytes, folder: folder)
        } catch {
            try? FileManager.default.removeItem(at: folder)
            throw error
        }
    }

    /// What `prepare` found: nothing to do, or a staged bundle and what to do with it.
    public enum Prepared: Sendable {
        case unchanged(String)
        case staged(StagedBundle, Plan)
    }

    /// Stages a bundle unless the same content is already in place. When a bundle of this name
    /// exists, `build` first runs without writing anything (it only hashes); an intact bundle with
    /// the same content hash and manifest is left as it is, so an unchanged rebuild writes nothing.
    public func prepare(_ directoryName: String, _ build: (any BundleSink) throws -> BundleManifest) throws -> Prepared {
        if Self.fileType(outputDirectory.appendingPathComponent(directoryName).path) == .directory {
            let sink = ManifestOnlySink()
            let manifest = try build(sink)
            if plan(directoryName: directoryName, manifest: manifest, manifestBytes: sink.manifestBytes) == .unchanged {
                return .unchanged(directoryName)
            }
        }
        let staged = try stage(directoryName, build)
        return .staged(staged, plan(staged))
    }

    /// Puts a staged bundle in place as `plan` decided; an unchanged bundle's staging folder is
    /// just removed, a conflict is refused (and its staging folder left for the caller to read,
    /// then `discard`).
    @discardableResult
    public func install(_ staged: StagedBundle, plan: Plan) throws -> Outcome {
        let name = staged.directoryName
        switch plan {
        case .unchanged:
            discard(staged)
            return .unchanged(name)
        case .conflict(_, let reason):
            throw Failure.refused(name, reason: reason)
        case .create, .repair, .replace:
            do {
                try install(staged.folder, as: name)
            } catch {
                discard(staged)
                throw error
            }
        }
        switch plan {
        case .create: return .written(name)
        case .repair: return .repaired(name)
        default: return .replaced(name)
        }
    }

    public func discard(_ staged: StagedBundle) {
        try? FileManager.default.removeItem(at: staged.folder)
    }

    /// Plans and writes one bundle built in memory; throws `Failure.refused` for a conflict
    /// without `force`.
    @discardableResult
    public func write(_ bundle: BuiltBundle) throws -> Outcome {
        try commit(bundle, plan: plan(bundle))
    }

    /// Writes a bundle built in memory as `plan` decided.
    @discardableResult
    public func commit(_ bundle: BuiltBundle, plan: Plan) throws -> Outcome {
        switch plan {
        case .unchanged: return .unchanged(bundle.directoryName)
        case .conflict(_, let reason): throw Failure.refused(bundle.directoryName, reason: reason)
        case .create, .repair, .replace: break
        }
        let staged = try stage(bundle.directoryName) { sink in
            for file in bundle.files { try sink.store(file.path, bytes: file.bytes) }
            try sink.store("manifest.json", bytes: bundle.manifestBytes)
            return bundle.manifest
        }
        return try install(staged, plan: plan)
    }

    /// Writes one file at the top of the output folder (the coverage report) the same way: beside,
    /// then renamed over the old one. A file that already holds these bytes is left alone.
    public func writeFile(_ name: String, bytes: [UInt8]) throws {
        guard BundlePath.isSafeComponent(name) else { throw Failure.unsafeName(name) }
        try prepareOutputDirectory()
        let staging = outputDirectory.appendingPathComponent(".\(name).partial-\(pid)")
        let final = outputDirectory.appendingPathComponent(name)
        if Self.fileType(final.path) == .other, let existing = try? Data(contentsOf: final), existing.elementsEqual(bytes) { return }
        unlink(staging.path)
        do {
            try Self.createFile(staging.path, bytes: bytes)
            guard rename(staging.path, final.path) == 0 else { throw Failure.io(final.path, Self.lastError()) }
        } catch {
            unlink(staging.path)
            throw error
        }
    }

    private func prepareOutputDirectory() throws {
        if let type = Self.fileType(outputDirectory.path) {
            guard type == .directory || type == .symlinkToDirectory else {
                throw Failure.io(outputDirectory.path, "exists and is not a folder")
            }
            return
        }
        do {
            try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
        } catch {
            throw Failure.io(outputDirectory.path, error.localizedDescription)
        }
    }

    /// Renames the staged folder into place, swapping it with an existing one atomically where
    /// the system allows and with two renames (and a way back) where it does not.
    private func install(_ staging: URL, as name: String) throws {
        let final = outputDirectory.appendingPathComponent(name)
        guard Self.fileType(final.path) != nil else {
            guard rename(staging.path, final.path) == 0 else { throw Failure.io(final.path, Self.lastError()) }
            return
        }
        if Self.exchange(staging.path, final.path) {
            // The staging name now holds the old bundle.
            try? FileManager.default.removeItem(at: staging)
            return
        }
        let old = outputDirectory.appendingPathComponent(".\(name).old-\(pid)")
        try? FileManager.default.removeItem(at: old)
        guard rename(final.path, old.path) == 0 else { throw Failure.io(final.path, Self.lastError()) }
        guard rename(staging.path, final.path) == 0 else {
            let reason = Self.lastError()
            _ = rename(old.path, final.path)
            throw Failure.io(final.path, reason)
        }
        try? FileManager.default.removeItem(at: old)
    }

    // MARK: - Cleaning up after killed builds

    /// Removes staging folders and files left by builds that were killed (their process is gone),
    /// and puts back a bundle a killed build had moved aside but not yet replaced. Returns what it
    /// removed or restored, by name.
    @discardableResult
    public func cleanUpStaleStaging() -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: outputDirectory.path) else { return [] }
        var cleaned: [String] = []
        for name in names.sorted() where name.hasPrefix(".") {
            for marker in [".partial-", ".old-"] {
                guard let range = name.range(of: marker, options: .backwards),
                    let owner = Int32(name[range.upperBound...]), !Self.isAlive(owner)
                else { continue }
                let url = outputDirectory.appendingPathComponent(name)
                let original = String(name[name.index(after: name.startIndex)..<range.lowerBound])
                let final = outputDirectory.appendingPathComponent(original)
                if marker == ".old-", BundlePath.isSafeComponent(original), Self.fileType(final.path) == nil,
                    rename(url.path, final.path) == 0
                {
                    cleaned.append(original)
                } else if (try? FileManager.default.removeItem(at: url)) != nil {
                    cleaned.append(name)
                }
            }
        }
        return cleaned
    }

    // MARK: - System calls

    enum FileType { case directory, symlinkToDirectory, other }

    /// What is at `path`, without following a final symlink; nil when nothing is.
    static func fileType(_ path: String) -> FileType? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFLNK:
            var target = stat()
            return stat(path, &target) == 0 && target.st_mode & S_IFMT == S_IFDIR ? .symlinkToDirectory : .other
        default: return .other
        }
    }

    /// Creates a new file (never through an existing file or symlink) holding `bytes`.
    static func createFile(_ path: String, bytes: [UInt8]) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw Failure.io(path, lastError()) }
        defer { close(fd) }
        try writeAll(fd, bytes, path: path)
    }

    static func writeAll(_ fd: Int32, _ bytes: [UInt8], path: String) throws {
        var offset = 0
        try bytes.withUnsafeBytes { buffer in
            while offset < buffer.count {
                let n = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    throw Failure.io(path, lastError())
                }
                offset += n
            }
        }
    }

    static func lastError() -> String { String(cString: strerror(errno)) }

    static func isAlive(_ pid: Int32) -> Bool {
        guard pid > 0 else { return false }
        return kill(pid, 0) == 0 || errno == EPERM
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
}
