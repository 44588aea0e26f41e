import CurriculumSyntax
import CurriculumModel
import Dispatch
import Foundation

/// One build's write to an output folder, from lock to switch. The next output is staged whole
/// in a new folder beside the output (`OutputLayout`): the bundles this build makes, its
/// top-level files, and — hard-linked from the output — everything it keeps. `commit` verifies
/// every staged bundle against its manifest, flushes the disk, and swaps the staged folder with
/// the output folder in one step (`OutputSwitch`). Until then nothing a reader can reach has
/// changed; dropped without a commit, the transaction removes what it staged. The lock is held
/// from `begin` to the end, so the version-reuse check and the switch see the same folder.
package final class OutputTransaction: @unchecked Sendable {
    package let writer: BundleWriter
    let layout: OutputLayout
    private let lock: OutputLock
    /// How this build's output is put in place.
    let switching: OutputSwitch
    /// The staging folder: beside the output folder, or inside it for a name-by-name switch.
    let folder: String
    /// Names this build's hidden working files apart from any other's.
    private let token = String(UInt64.random(in: 0...UInt64.max), radix: 16)
    private var folderMade = false
    private var stagedFiles: [String] = []
    private var finished = false

    init(writer: BundleWriter, waiting: () -> Void) throws {
        self.writer = writer
        OutputLayout(root: OutputLayout.resolve(writer.outputDirectory.path)).restoreIfSwitchedAway()
        try writer.prepareOutputDirectory()
        layout = OutputLayout(root: OutputLayout.resolve(writer.outputDirectory.path))
        // Not even a lock file goes into a folder that is not an output; checked again once
        // locked, as another build may have changed the folder meanwhile.
        try layout.checkOwnership()
        do {
            lock = try OutputLock(directory: layout.root, waiting: waiting)
        } catch let failure as FileSystem.Failure {
            throw BundleWriter.Failure.io(failure.path, "cannot lock the output folder (\(failure.reason))")
        }
        try layout.checkOwnership()
        // Holding the lock, what killed builds left can go.
        layout.removeLeftovers()
        switching = writer.switching ?? OutputSwitch.choose(for: layout)
        folder = switching == .nameByName ? layout.root + "/.next-" + token : layout.sibling("next")
    }

    deinit {
        if !finished, folderMade { OutputLayout.removeOwnFolder(folder) }
    }

    /// Makes the staging folder, marked, with the lock file where the switch needs it.
    private func makeFolder() throws {
        guard !folderMade else { return }
        try io {
            try FileSystem.makeDirectory(folder)
            folderMade = true
            if switching != .nameByName {
                // The new folder takes the old one's permissions, and its lock, so a build
                // waiting for this one waits on the file the folder holds after the switch.
                var info = stat()
                if stat(layout.root, &info) == 0 { chmod(folder, info.st_mode & 0o7777) }
                try lock.share(into: folder)
            }
            try FileSystem.createFile(folder + "/" + OutputLayout.marker, bytes: Array(OutputLayout.markerText.utf8))
        }
    }

    // MARK: - Staging

    /// A bundle built into the staging folder, not yet visible.
    package struct StagedBundle: Sendable {
        package var directoryName: String
        package var manifest: BundleManifest
        package var manifestBytes: [UInt8]
        /// The folder holding the whole bundle; a complete bundle `BundleReader` can read.
        package var folder: URL
    }

    /// What `prepare` found: nothing to do, or a staged bundle and what to do with it.
    package enum Prepared: Sendable {
        case unchanged(String)
        case staged(StagedBundle, BundleWriter.Plan)
    }

    /// Stages a bundle unless the same content is already in place. When a bundle of this name
    /// exists, `build` first runs without writing anything (it only hashes); an intact bundle with
    /// the same content hash and manifest is left as it is, so an unchanged rebuild writes nothing.
    /// Throws `notABundle`, before writing anything, when the name is taken by something else.
    package func prepare(_ directoryName: String, _ build: (any BundleSink) throws -> BundleManifest) throws -> Prepared {
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

    /// Builds a bundle into the staging folder. On any error what it wrote is removed.
    package func stage(_ directoryName: String, _ build: (any BundleSink) throws -> BundleManifest) throws -> StagedBundle {
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

    package func plan(_ staged: StagedBundle) -> BundleWriter.Plan {
        writer.plan(directoryName: staged.directoryName, manifest: staged.manifest, manifestBytes: staged.manifestBytes)
    }

    package func discard(_ staged: StagedBundle) {
        FileSystem.remove(staged.folder.path)
    }

    /// Stages one file at the top of the output (the coverage report). A file that already holds
    /// these bytes is kept as it is; returns whether the file changes.
    @discardableResult
    package func stageFile(_ name: String, bytes: [UInt8]) throws -> Bool {
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
    package func stageFile(_ name: String, writing write: (_ append: ([UInt8]) throws -> Void) throws -> Void) throws -> Bool {
        let top = try topLevelFile(name)
        try step("stage \(name)")
        // Written inside the output first (a killed build's leftover is cleaned up like any
        // `.NAME.partial-N`), and moved into the staging folder only when it differs, so an
        // unchanged build stages nothing.
        let path = layout.root + "/" + FileNameLimit.fitting(".\(name)", suffix: ".partial-\(token)")
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
    /// file or the earlier layout's link.
    private func topLevelFile(_ name: String) throws -> String {
        guard BundlePath.isSafeComponent(name) || BundlePath.fixedNames.contains(name), !name.contains("/"), name != OutputLayout.current else {
            throw BundleWriter.Failure.unsafeName(name)
        }
        let top = layout.root + "/" + name
        switch FileSystem.type(top) {
        case nil, .regular?: break
        case .symlink? where layout.isEarlierLink(name): break
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
    /// switched. A folder not yet plain and marked is switched even when nothing changed, to take
    /// it over. Returns one outcome per bundle, in order.
    @discardableResult
    package func commit(_ work: [(StagedBundle, BundleWriter.Plan)]) throws -> [BundleWriter.Outcome] {
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
        guard !installing.isEmpty || !stagedFiles.isEmpty || layout.needsTakingOver else {
            finish()
            return outcomes
        }
        for staged in installing {
            try step("verify \(staged.directoryName)")
            try Self.verify(staged)
        }
        try makeFolder()
        try carryOver()
        try step("flush")
        do { try FileSystem.flushFileSystem(holding: folder) } catch let failure as FileSystem.Failure {
            throw BundleWriter.Failure.io(failure.path, "cannot flush the staged output to disk (\(failure.reason))")
        }
        try step("switch")
        switch switching {
        case .exchangeFolder, .renameFolder:
            var replaced = folder
            try io { replaced = try OutputSwitch.swapFolder(folder, into: layout, exchanging: switching == .exchangeFolder) }
            finished = true
            try? FileSystem.flushDirectory(layout.parent)
            OutputLayout.removeOwnFolder(replaced)
        case .nameByName:
            let names = try names(in: folder)
            try io { try OutputSwitch.swapNames(names, from: folder, into: layout, exchanging: true) }
            finished = true
            // Every name now leads to a plain folder or file: the earlier layout can go.
            for name in layout.names() {
                switch layout.entry(name) {
                case .earlierLayout, .earlierLink: FileSystem.remove(layout.root + "/" + name)
                case .machinery, .kept: break
                }
            }
            try? FileSystem.flushDirectory(layout.root)
            FileSystem.remove(folder)
        }
        return outcomes
    }

    /// What the output holds and this build did not remake, put into the staging folder: for a
    /// folder switch everything, hard-linked; for a name-by-name switch, only what the earlier
    /// layout's links lead to, which become plain folders. The lock, the marker, leftovers, the
    /// earlier layout's `current` and `.generations`, and links that lead nowhere stay behind.
    private func carryOver() throws {
        for name in layout.names() where FileSystem.type(folder + "/" + name) == nil {
            let source: String
            switch layout.entry(name) {
            case .machinery, .earlierLayout, .earlierLink(nil): continue
            case .earlierLink(let target?): source = target
            case .kept:
                guard switching != .nameByName else { continue }
                source = layout.root + "/" + name
            }
            try step("keep \(name)")
            try io { try FileSystem.cloneTree(source, to: folder + "/" + name) }
        }
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
        if folderMade { OutputLayout.removeOwnFolder(folder) }
        folderMade = false
    }

    private func io(_ body: () throws -> Void) throws {
        do { try body() } catch let failure as FileSystem.Failure { throw BundleWriter.Failure.io(failure.path, failure.reason) }
    }
}
