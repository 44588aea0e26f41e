import CurriculumModel
import Foundation

/// Writes bundles so that a reader never sees half of one, nor a mix of two builds. A build
/// opens an `OutputTransaction` (which takes the output folder's lock), stages the whole next
/// output in a folder beside it, and commits: the two folders swap in one step (`OutputLayout`,
/// `OutputSwitch`). A build that fails, is refused or is killed before that step leaves the
/// previous output exactly as it was; the next build removes its leftovers. Nothing is written
/// outside `outputDirectory` but that staging folder, and nothing is replaced that this tool did
/// not make.
package struct BundleWriter: Sendable {
    package let outputDirectory: URL
    /// Overwrite a version that exists with different content (BUNDLE-VERSION-REUSE).
    package var force: Bool
    /// Called before each file of a bundle is written, with how many were written before it.
    /// Tests throw from it to simulate a build that dies halfway.
    var willWriteFile: (@Sendable (_ written: Int, _ path: String) throws -> Void)?
    /// Called before each top-level file is compared and staged (`stage NAME`) and before each
    /// step of a commit (`verify NAME`, `keep NAME`, `flush`, `switch`). Tests throw from it to
    /// fail a build between any two steps.
    var willCommitStep: (@Sendable (_ step: String) throws -> Void)?
    /// The switch to use instead of the one the folder allows (`OutputSwitch.choose`), so tests
    /// can take the fallbacks on any file system.
    var switching: OutputSwitch?

    package init(outputDirectory: URL, force: Bool = false) {
        self.outputDirectory = outputDirectory
        self.force = force
    }

    /// What writing a bundle would do, decided before anything is written.
    package enum Plan: Sendable, Equatable {
        /// No bundle of this version exists.
        case create
        /// The same version with the same content is there and intact: nothing to do.
        case unchanged
        /// The same version and content hash, but the folder on disk is damaged: write it again.
        case repair(reason: String)
        /// The version exists with different content; `--force` replaces it.
        case replace(existing: BundleManifest?)
        /// The version exists with different content: refused (BUNDLE-VERSION-REUSE).
        case conflict(existing: BundleManifest?, reason: String)
        /// Something this tool did not make has the bundle's name: never touched, even with
        /// `--force`.
        case foreign(reason: String)
    }

    package enum Outcome: Sendable, Equatable {
        case written(String)
        case replaced(String)
        case repaired(String)
        case unchanged(String)
    }

    package enum Failure: Error, CustomStringConvertible {
        case unsafeName(String)
        case refused(String, reason: String)
        case io(String, String)
        /// The output folder holds something under a bundle's name that is not that bundle.
        case notABundle(String, reason: String)

        package var description: String {
            switch self {
            case .unsafeName(let name): return "refusing to write '\(name)': not a safe file name"
            case .refused(let name, let reason): return "\(name): \(reason)"
            case .io(let path, let reason): return "\(path): \(reason)"
            case .notABundle(_, let reason): return reason
            }
        }
    }

    /// Takes the output folder's lock (waiting for another build; `waiting` is told once) and
    /// starts staging the next output.
    package func begin(waiting: () -> Void = {}) throws -> OutputTransaction {
        try OutputTransaction(writer: self, waiting: waiting)
    }

    // MARK: - Planning

    func plan(directoryName: String, manifest: BundleManifest, manifestBytes: [UInt8]) -> Plan {
        let layout = OutputLayout(root: OutputLayout.resolve(outputDirectory.path))
        let path = layout.root + "/" + directoryName
        let shown = directoryName
        let ours: Bool
        switch FileSystem.type(path) {
        case nil:
            return .create
        case .symlinkToDirectory? where layout.isEarlierLink(directoryName):
            ours = true
        case .symlink? where layout.isEarlierLink(directoryName):
            return .create  // the earlier layout's link, leading nowhere: as if it were not there
        case .directory?:
            // In a marked folder a bundle folder is this tool's; in another it may be an earlier
            // version's output, or anyone's.
            ours = layout.isMarked
        default:
            return .foreign(reason: "\(shown) exists and is not a bundle folder; it was left as it is: move it away or remove it")
        }
        let reader = BundleReader(directory: URL(fileURLWithPath: path))
        let existing: BundleManifest
        do {
            existing = try reader.manifest()
        } catch {
            if ours { return .repair(reason: "its manifest.json cannot be read (\(error))") }
            return .foreign(reason: "\(shown) is not a bundle this tool can read (manifest.json: \(error)); it was left as it is: move it away or remove it")
        }
        guard "\(existing.bundleId)-\(existing.contentVersion)" == directoryName else {
            if ours { return .repair(reason: "its manifest names \(existing.bundleId) \(existing.contentVersion)") }
            return .foreign(reason: "\(shown) holds bundle \(existing.bundleId) \(existing.contentVersion), not \(manifest.bundleId) \(manifest.contentVersion); it was left as it is: move it away or remove it")
        }
        if existing.contentHash == manifest.contentHash {
            do {
                try reader.verify()
            } catch {
                return .repair(reason: "\(error)")
            }
            let onDisk = FileSystem.readRegularFile(path + "/manifest.json")
            return onDisk == manifestBytes ? .unchanged : .repair(reason: "its manifest.json differs")
        }
        if force { return .replace(existing: existing) }
        return .conflict(
            existing: existing,
            reason: "version \(manifest.contentVersion) was already built with different content (content hash \(existing.contentHash.prefix(12))…, now \(manifest.contentHash.prefix(12))…)")
    }

    func prepareOutputDirectory() throws {
        if let type = FileSystem.type(outputDirectory.path) {
            guard type == .directory || type == .symlinkToDirectory else {
                throw Failure.io(outputDirectory.path, "exists and is not a folder")
            }
            return
        }
        do {
            try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
        } catch {
            throw Failure.io(outputDirectory.path, "cannot create the folder (\(ErrorDescription.reason(error)))")
        }
    }

    static func writeAll(_ fd: Int32, _ bytes: [UInt8], path: String) throws {
        do { try FileSystem.writeAll(fd, bytes, path: path) } catch let failure as FileSystem.Failure {
            throw Failure.io(failure.path, failure.reason)
        }
    }
}
