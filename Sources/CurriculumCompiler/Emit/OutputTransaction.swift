import CurriculumModel
import Dispatch
import Foundation

/// One build's write to an output folder, from lock to switch. Bundles and top-level files are
/// staged into a new generation folder; `commit` verifies every staged file against its manifest,
/// links in what the previous generation had and this build did not remake, flushes the disk, and
/// switches `current` with one rename (`OutputLayout`). Until that rename nothing a reader can
/// reach has changed; dropped without a commit, the transaction removes what it staged. The lock
/// is held from `begin` to the end, so the version-reuse check and the switch see the same folder.
public final class OutputTransaction: @unchecked Sendable {
    public let writer: BundleWriter
    let layout: OutputLayout
    private let lock: OutputLock
    /// The number of the generation this transaction writes.
    let generation: Int
    private let previous: Int?
    private var folderMade = false
    private var stagedFiles: [String] = []
    private var finished = false

    init(writer: BundleWriter, waiting: () -> Void) throws {
        self.writer = writer
        try writer.prepareOutputDirectory()
        layout = OutputLayout(root: writer.outputDirectory.path)
        do {
            lock = try OutputLock(directory: layout.root, waiting: waiting)
        } catch let failure as FileSystem.Failure {
            throw BundleWriter.Failure.io(failure.path, "cannot lock the output folder (\(failure.reason))")
        }
        // Holding the lock, anything no reader can reach is a killed build's and can go.
        layout.removeUnreachable()
        previous = layout.currentGeneration
        generation = max(layout.generationNumbers.max() ?? 0, previous ?? 0) + 1
    }

    deinit {
        if !finished, folderMade { FileSystem.remove(folder) }
    }

    /// The generation folder being staged.
    var folder: String { layout.generationPath(generation) }

    private func makeFolder() throws {
        guard !folderMade else { return }
        do {
            try FileSystem.makeDirectory(layout.generationsPath)
            try FileSystem.makeDirectory(folder)
        } catch let failure as FileSystem.Failure {
            throw BundleWriter.Failure.io(failure.path, failure.reason)
        }
        folderMade = true
    }

    // MARK: - Staging

    /// A bundle built into the new generation, not yet visible.
    public struct StagedBundle: Sendable {
        public var directoryName: String
        public var manifest: BundleManifest
        public var manifestBytes: [UInt8]
        /// The folder holding the whole bundle; a complete bundle `BundleReader` can read.
        public var folder: URL
    }

    /// What `prepare` found: nothing to do, or a staged bundle and what to do with it.
    public enum Prepared: Sendable {
        case unchanged(String)
        case staged(StagedBundle, BundleWriter.Plan)
    }

    /// Stages a bundle unless the same content is already in place. When a bundle of this name
    /// exists, `build` first runs without writing anything (it only hashes); an intact bundle with
    /// the same content hash and manifest is left as it is, so an unchanged rebuild writes nothing.
    /// Throws `notABundle`, before writing anything, when the name is taken by something else.
    public func prepare(_ directoryName: String, _ build: (any BundleSink) throws -> BundleManifest) throws -> Prepared {
        guard BundlePath.isSafeComponent(directoryName) else { throw BundleWriter.Failure.unsafeName(directoryName) }
        if FileSystem.type(layout.root + "/" + directoryName) != nil {
            let sink = ManifestOnlySink()
            let manifest = try build(sink)
            switch writer.plan(directoryName: directoryName, manifest: manifest, manifestBytes: sink.manifestBytes) {
            case .unchanged: return .unchanged(directoryName)
            case .foreign(let reason): throw BundleWriter.Failure.notABundle(directoryName, reason: reason)
            default: break
            }
        }
        let staged = try stage(directoryName, build)
        return .staged(staged, plan(staged))
    }

    /// Builds a bundle into the generation folder. On any error what it wrote is removed.
    public func stage(_ directoryName: String, _ build: (any BundleSink) throws -> BundleManifest) throws -> StagedBundle {
        guard BundlePath.isSafeComponent(directoryName) else { throw BundleWriter.Failure.unsafeName(directoryName) }
        try makeFolder()
        let path = folder + "/" + directoryName
        FileSystem.remove(path)
        do { try FileSystem.makeDirectory(path) } catch let failure as FileSystem.Failure {
            throw BundleWriter.Failure.io(failure.path, failure.reason)
        }
        do {
            let manifest = try build(DirectorySink(root: path, willWriteFile: writer.willWriteFile))
            guard let manifestBytes = FileSystem.readRegularFile(path + "/manifest.json") else {
                throw BundleWriter.Failure.io(path + "/manifest.json", "the staged manifest cannot be read back")
            }
            return StagedBundle(directoryName: directoryName, manifest: manifest, manifestBytes: manifestBytes, folder: URL(fileURLWithPath: path))
        } catch {
            FileSystem.remove(path)
            throw error
        }
    }

    public func plan(_ staged: StagedBundle) -> BundleWriter.Plan {
        writer.plan(directoryName: staged.directoryName, manifest: staged.manifest, manifestBytes: staged.manifestBytes)
    }

    public func discard(_ staged: StagedBundle) {
        FileSystem.remove(staged.folder.path)
    }

    /// Stages one file at the top of the output (the coverage report). A file that already holds
    /// these bytes is kept as it is; returns whether the file changes.
    @discardableResult
    public func stageFile(_ name: String, bytes: [UInt8]) throws -> Bool {
        let top = try topLevelFile(name)
        try step("stage \(name)")
        if FileSystem.readRegularFile(top) == bytes { return false }
        try makeFolder()
        let path = folder + "/" + name
        FileSystem.remove(path)
        do { try FileSystem.createFile(path, bytes: bytes) } catch let failure as FileSystem.Failure {
            throw BundleWriter.Failure.io(failure.path, failure.reason)
        }
        stagedFiles.append(name)
        return true
    }

    /// Stages one file at the top of the output written in pieces (the translators' String
    /// Catalog, which at 100,000 items is hundreds of megabytes), so it is never in memory whole.
    /// A file that already holds these bytes (same size and SHA-256) is kept as it is.
    @discardableResult
    public func stageFile(_ name: String, writing write: (_ append: ([UInt8]) throws -> Void) throws -> Void) throws -> Bool {
        let top = try topLevelFile(name)
        try step("stage \(name)")
        // Written beside the output first (a killed build's leftover is cleaned up like any
        // `.NAME.partial-N`), and moved into the generation only when it differs, so an
        // unchanged build still makes no generation.
        let path = layout.root + "/.\(name).partial-\(generation)"
        FileSystem.remove(path)
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw BundleWriter.Failure.io(path, FileSystem.lastError()) }
        var sha = SHA256()
        var size = 0
        do {
            defer { close(fd) }
            try write { bytes in
                sha.update(bytes)
                size += bytes.count
                try BundleWriter.writeAll(fd, bytes, path: path)
            }
        } catch {
            FileSystem.remove(path)
            throw error
        }
        if Self.holds(top, size: size, sha256: sha.finalize()) {
            FileSystem.remove(path)
            return false
        }
        do {
            try makeFolder()
            try FileSystem.rename(path, to: folder + "/" + name)
        } catch {
            FileSystem.remove(path)
            if let failure = error as? FileSystem.Failure { throw BundleWriter.Failure.io(failure.path, failure.reason) }
            throw error
        }
        stagedFiles.append(name)
        return true
    }

    /// The path of a top-level file this tool may write: a safe name, and nothing there but a
    /// file or this layout's link.
    private func topLevelFile(_ name: String) throws -> String {
        guard BundlePath.isSafeComponent(name) || BundlePath.fixedNames.contains(name), !name.contains("/"), name != OutputLayout.current else {
            throw BundleWriter.Failure.unsafeName(name)
        }
        let top = layout.root + "/" + name
        switch FileSystem.type(top) {
        case nil, .regular?: break
        case .symlink? where layout.isOurLink(name): break
        default:
            throw BundleWriter.Failure.notABundle(name, reason: "\(name) exists and is not a file this tool wrote; it was left as it is: move it away or remove it")
        }
        return top
    }

    /// Whether the file at `path` (through links) has this size and SHA-256, read in pieces.
    private static func holds(_ path: String, size: Int, sha256: [UInt8]) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        var sha = SHA256()
        var read = 0
        while let chunk = try? handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            read += chunk.count
            guard read <= size else { return false }
            sha.update(chunk)
        }
        return read == size && sha.finalize() == sha256
    }

    // MARK: - Commit

    /// Installs the staged bundles as planned, with the staged files, in one switch. Unchanged
    /// bundles are dropped from staging; a conflict or a foreign name throws before anything is
    /// switched. Returns one outcome per bundle, in order.
    @discardableResult
    public func commit(_ work: [(StagedBundle, BundleWriter.Plan)]) throws -> [BundleWriter.Outcome] {
        var outcomes: [BundleWriter.Outcome] = []
        var installing: [StagedBundle] = []
        for (staged, plan) in work {
            let name = staged.directoryName
            switch plan {
            case .unchanged:
                discard(staged)
                outcomes.append(.unchanged(name))
            case .conflict(_, let reason): throw BundleWriter.Failure.refused(name, reason: reason)
            case .foreign(let reason): throw BundleWriter.Failure.notABundle(name, reason: reason)
            case .create: outcomes.append(.written(name)); installing.append(staged)
            case .repair: outcomes.append(.repaired(name)); installing.append(staged)
            case .replace: outcomes.append(.replaced(name)); installing.append(staged)
            }
        }
        guard !installing.isEmpty || !stagedFiles.isEmpty else {
            finish()
            return outcomes
        }
        for staged in installing {
            try step("verify \(staged.directoryName)")
            try Self.verify(staged)
        }
        try carryOver()
        try step("flush")
        do { try FileSystem.flushFileSystem(holding: folder) } catch let failure as FileSystem.Failure {
            throw BundleWriter.Failure.io(failure.path, "cannot flush the staged output to disk (\(failure.reason))")
        }
        // Every name of the new generation gets its top-level link before the switch; a new
        // name's link leads nowhere until then, as if it were not there.
        var inPlace: [String] = []
        for name in try names(in: folder) where !layout.isOurLink(name) {
            let top = layout.root + "/" + name
            if FileSystem.type(top) == nil {
                try step("link \(name)")
                try io { try FileSystem.symlink(OutputLayout.topLevelLink(name), at: top) }
            } else {
                inPlace.append(name)
            }
        }
        try step("switch")
        let pointer = layout.root + "/.current-\(generation)"
        FileSystem.remove(pointer)
        try io {
            try FileSystem.symlink(OutputLayout.generations + "/\(generation)", at: pointer)
            try FileSystem.rename(pointer, to: layout.currentPath)
        }
        finished = true
        try? FileSystem.flushDirectory(layout.root)
        // Output written by an earlier version of this tool sits in place under its own name; it
        // becomes a link once, now. Only a replaced or repaired name is ever moved.
        for name in inPlace { try adopt(name) }
        layout.removeUnreachable(keeping: previous.map { [$0] } ?? [])
        return outcomes
    }

    /// Names the previous generation had and this one does not remake, linked to where they live.
    private func carryOver() throws {
        guard let previous else { return }
        for (name, owner) in layout.entries(of: previous) where FileSystem.type(folder + "/" + name) == nil {
            try io { try FileSystem.symlink("../\(owner)/\(name)", at: folder + "/" + name) }
        }
    }

    /// Swaps a top-level folder or file of the old layout for this layout's link, in one step
    /// where the system allows, then removes it.
    private func adopt(_ name: String) throws {
        let top = layout.root + "/" + name
        let link = layout.root + "/.\(name).link-\(generation)"
        FileSystem.remove(link)
        try io { try FileSystem.symlink(OutputLayout.topLevelLink(name), at: link) }
        if FileSystem.exchange(link, top) {
            FileSystem.remove(link)
            return
        }
        let aside = layout.root + "/.\(name).old-\(generation)"
        try io {
            try FileSystem.rename(top, to: aside)
            try FileSystem.rename(link, to: top)
        }
        FileSystem.remove(aside)
    }

    /// Every file the staged manifest lists is there with its size and SHA-256, on both cores.
    static func verify(_ staged: StagedBundle) throws {
        let entries = staged.manifest.files
        let root = staged.folder.path
        let problems = Locked<[String]>([])
        DispatchQueue.concurrentPerform(iterations: min(entries.count, 64)) { part in
            var index = part
            while index < entries.count {
                let entry = entries[index]
                index += 64
                guard let bytes = FileSystem.readRegularFile(root + "/" + entry.path, limit: max(entry.size, 0)) else {
                    problems.withLock { $0.append("\(entry.path) is missing or is not \(entry.size) bytes") }
                    continue
                }
                if bytes.count != entry.size || SHA256.hex(SHA256.hash(bytes)) != entry.sha256.lowercased() {
                    problems.withLock { $0.append("\(entry.path) does not match its manifest entry") }
                }
            }
        }
        if let first = problems.withLock({ $0.min() }) {
            throw BundleWriter.Failure.io(root, "the staged bundle \(staged.directoryName) is not whole: \(first); nothing was installed")
        }
    }

    private func names(in path: String) throws -> [String] {
        do { return try FileManager.default.contentsOfDirectory(atPath: path).sorted() } catch {
            throw BundleWriter.Failure.io(path, "cannot list the staged output")
        }
    }

    private func step(_ name: String) throws { try writer.willCommitStep?(name) }

    private func finish() {
        finished = true
        if folderMade { FileSystem.remove(folder) }
        folderMade = false
    }

    private func io(_ body: () throws -> Void) throws {
        do { try body() } catch let failure as FileSystem.Failure { throw BundleWriter.Failure.io(failure.path, failure.reason) }
    }
}
