import CurriculumCompiler
import CurriculumSyntax
import Foundation

/// The folder a preview is written to. Each page is replaced whole (readers never see half a
/// page), a page whose bytes are unchanged is not touched, and pages of lessons that are gone
/// are removed. The folder is marked as a preview's, so a mistyped `--out` never deletes pages
/// of something else: a folder that holds files but no mark is refused, and so is a `lessons`
/// that is not a folder of its own (a symlink is never followed to write or delete pages).
package struct PreviewOutput: Sendable {
    package let folder: URL

    /// The file that marks a folder as a preview's.
    package static let markName = OutputLayout.previewMarker

    package init(folder: URL) { self.folder = folder }

    package enum Failure: Error, CustomStringConvertible {
        case notAPreview(path: String)
        /// The pages' folder is a symlink or not a folder: `kind` says what.
        case pagesNotAFolder(path: String, kind: String)

        package var description: String {
            switch self {
            case .notAPreview(let path):
                return "'\(path)' holds files but is not a preview folder (it has no \(PreviewOutput.markName)); name an empty or new folder with --out"
            case .pagesNotAFolder(let path, let kind):
                return "'\(path)' is \(kind), not the preview's own folder of lesson pages; it was left as it is: remove it, or name another folder with --out"
            }
        }
    }

    /// The folder of lesson pages, inside the preview's folder.
    static let pagesFolder = "lessons"

    /// Writes `pages` (paths relative to the folder) and, when they are the whole site, removes
    /// the lesson pages not among them. Returns the paths it wrote, in the order given.
    @discardableResult
    package func write(_ pages: [(path: String, html: String)], shownAs display: String, wholeSite: Bool = true) throws -> [String] {
        try prepare(shownAs: display)
        var written: [String] = []
        let failures = Locked<[any Error]>([])
        let results = ConcurrentResults<Bool>(count: pages.count)
        DispatchQueue.concurrentPerform(iterations: pages.count) { index in
            let page = pages[index]
            let url = folder.appendingPathComponent(page.path)
            let bytes = Array(page.html.utf8)
            if let old = FileManager.default.contents(atPath: url.path), old.elementsEqual(bytes) { return }
            do {
                try AtomicFile.writeReplacing(path: url.path, bytes: bytes, createFolders: true, durable: false)
                results[index] = true
            } catch {
                failures.withLock { $0.append(error) }
            }
        }
        if let first = failures.withLock({ $0.first }) { throw first }
        for (index, page) in pages.enumerated() where results[index] == true { written.append(page.path) }
        if wholeSite { removeStale(keeping: Set(pages.map(\.path))) }
        return written
    }

    /// Makes the folder, or checks that an existing one is a preview's (or empty), and marks it.
    private func prepare(shownAs display: String) throws {
        let fm = FileManager.default
        let mark = folder.appendingPathComponent(Self.markName)
        var isDirectory: ObjCBool = false
        if fm.fileExists(atPath: folder.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw CocoaError(.fileWriteFileExists, userInfo: [NSFilePathErrorKey: folder.path]) }
            if !fm.fileExists(atPath: mark.path), let entries = try? fm.contentsOfDirectory(atPath: folder.path), !entries.isEmpty {
                throw Failure.notAPreview(path: display)
            }
        } else {
            try fm.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        if !fm.fileExists(atPath: mark.path) {
            try AtomicFile.writeReplacing(path: mark.path, bytes: Array("Written by `curriculum preview`; the pages here are replaced on every run.\n".utf8), durable: false)
        }
        // Pages are written into and removed from this folder by name: through a link they would
        // land in, and be deleted from, a folder that is not the preview's.
        let pages = folder.appendingPathComponent(Self.pagesFolder)
        switch FileSystem.type(pages.path) {
        case nil, .directory?: break
        case .symlink?, .symlinkToDirectory?:
            throw Failure.pagesNotAFolder(path: DisplayPath.join(display, Self.pagesFolder), kind: "a symlink")
        case .regular?, .other?:
            throw Failure.pagesNotAFolder(path: DisplayPath.join(display, Self.pagesFolder), kind: "a file")
        }
    }

    /// Lesson pages left from lessons that were removed or renamed, and pages of changes since a
    /// review no longer held: files (or links) only, never through a link to the pages' folder.
    private func removeStale(keeping pages: Set<String>) {
        // The pages of changes since a review (`changes-<kind>.html`) of kinds no longer reviewed.
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        where name.hasPrefix("changes-") && name.hasSuffix(".html") && !pages.contains(name) {
            let page = folder.appendingPathComponent(name).path
            if let type = FileSystem.type(page), type != .directory { unlink(page) }
        }
        let lessons = folder.appendingPathComponent(Self.pagesFolder).path
        guard FileSystem.type(lessons) == .directory, let names = try? FileManager.default.contentsOfDirectory(atPath: lessons) else { return }
        for name in names where name.hasSuffix(".html") && !pages.contains(Self.pagesFolder + "/" + name) {
            let page = lessons + "/" + name
            if let type = FileSystem.type(page), type != .directory { unlink(page) }
        }
    }
}
