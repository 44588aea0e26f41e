import CurriculumModel
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An output folder as readers see it and as a build replaces it:
///
///     dist/                              plain folders and files: copy it, or one bundle, with cp -r
///       .curriculum-output               marks the folder as a build's (lint never reads in it)
///       .lock                            held by the build that is writing (OutputLock)
///       math-kindergarten-1.0.0/
///       coverage.json
///     .dist.next-4f1c…/                  beside it while a build stages the next output
///
/// A build makes the whole next output beside the folder, then swaps the two (`OutputSwitch`),
/// so a reader opening `dist/…` sees the whole previous output or the whole new one. Readers
/// reach everything by its path under the folder; nothing is a link.
///
/// An earlier version of this tool made every top-level name a link through `current`
/// (`math-kindergarten-1.0.0 -> current/math-kindergarten-1.0.0`, `current -> .generations/7`),
/// and copies of such a folder made with links followed hold `current/` and `.generations/` as
/// folders. A build takes such a folder over: what its names lead to becomes plain folders, and
/// `current`, `.generations` and links that lead nowhere are dropped.
package struct OutputLayout {
    /// The file that marks a folder as a build's output.
    static let marker = ".curriculum-output"
    /// The file that marks a folder as the preview's (written by the preview target): discovery
    /// skips both kinds of output folder inside a curriculum.
    package static let previewMarker = ".curriculum-preview"
    static let markerText = "Written by `curriculum build`; the whole folder is replaced by each build that changes it.\n"
    /// The earlier layout's pointer and its generations.
    static let current = "current"
    static let generations = ".generations"
    /// The files a build writes beside the bundles.
    static let topLevelFiles: Set<String> = ["coverage.json", "coverage.md", "coverage.html", "Localizable.xcstrings", PseudoLocale.fileName]

    /// The folder's real path: links to it followed, so what is swapped is the folder itself
    /// and a link the user made to it stays a link.
    let root: String
    let parent: String
    let name: String

    init(root: String) {
        self.root = root
        let slash = root.lastIndex(of: "/")
        parent = slash.map { $0 == root.startIndex ? "/" : String(root[..<$0]) } ?? "."
        name = slash.map { String(root[root.index(after: $0)...]) } ?? root
    }

    /// Where `path` really is: its real path when it exists; else its folder resolved, then a
    /// final symlink followed as far as it goes, to a target that does not exist (yet).
    static func resolve(_ path: String) -> String {
        if let real = FileSystem.realPath(path) { return real }
        var path = path
        for _ in 0..<AtomicFile.maxSymlinks {
            let layout = OutputLayout(root: path)
            let parent = FileSystem.realPath(layout.parent) ?? layout.parent
            path = (parent == "/" ? "" : parent) + "/" + layout.name
            guard let text = FileSystem.linkText(path) else { return path }
            path = text.hasPrefix("/") ? text : (parent == "/" ? "" : parent) + "/" + text
        }
        return path
    }

    var isMarked: Bool { FileSystem.type(root + "/" + Self.marker) == .regular }

    // MARK: - Beside the folder

    /// A new name beside the folder for a build's staging (`next`) or the folder it replaced
    /// (`old`): hidden, named after the folder, within NAME_MAX.
    func sibling(_ role: String) -> String {
        let token = String(UInt64.random(in: 0...UInt64.max), radix: 16)
        return parent + "/" + siblingPrefix(role) + token
    }

    private func siblingPrefix(_ role: String) -> String {
        FileNameLimit.fitting("." + name, maxBytes: FileNameLimit.maxBytes - 6 - FileNameLimit.hashDigits) + ".\(role)-"
    }

    /// The folders beside this one a build left in the `role` it gave them: only those that hold
    /// a lock file or the marker, which every folder a build stages or replaces has — or that are
    /// empty, as one is when its build was killed between making it and marking it.
    func siblings(_ role: String) -> [String] {
        let prefix = siblingPrefix(role)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []
        return names.filter { $0.hasPrefix(prefix) }.sorted().map { parent + "/" + $0 }.filter { folder in
            FileSystem.type(folder + "/" + OutputLock.fileName) == .regular || FileSystem.type(folder + "/" + Self.marker) == .regular
                || (FileSystem.type(folder) == .directory && (try? FileManager.default.contentsOfDirectory(atPath: folder))?.isEmpty == true)
        }
    }

    /// Removes a folder a build staged or replaced, its marker and lock last: a build killed
    /// while removing it leaves a folder that `siblings` still knows as a build's — one with
    /// its marker or lock, or an empty one — for the next build to finish removing.
    static func removeOwnFolder(_ folder: String) {
        guard FileSystem.type(folder) == .directory else { return FileSystem.remove(folder) }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in names where name != marker && name != OutputLock.fileName { FileSystem.remove(folder + "/" + name) }
        FileSystem.remove(folder + "/" + marker)
        FileSystem.remove(folder + "/" + OutputLock.fileName)
        FileSystem.remove(folder)
    }

    /// Puts back a folder a build moved aside and was killed before it put the next one in its
    /// place (the two-rename switch, `OutputSwitch.renameFolder`). Before the lock: with the
    /// folder gone, there is nothing to lock.
    func restoreIfSwitchedAway() {
        guard FileSystem.type(root) == nil, let old = siblings("old").first else { return }
        try? FileSystem.rename(old, to: root)
    }

    // MARK: - Inside the folder

    /// The earlier layout's link for `name`: `current/NAME`.
    func isEarlierLink(_ name: String) -> Bool {
        FileSystem.linkText(root + "/" + name) == Self.current + "/" + name
    }

    /// What one name at the top of the folder is, to a build that replaces the folder.
    package enum Entry: Equatable {
        /// This tool's working files: the lock, the marker, a killed build's leftovers.
        case machinery
        /// The earlier layout's `current` and `.generations`: dropped once taken over.
        case earlierLayout
        /// The earlier layout's link, with the real path it leads to inside the folder (nil when
        /// it leads nowhere, or out of the folder).
        case earlierLink(String?)
        /// Anything else: output of earlier builds, kept as it is.
        case kept
    }

    func entry(_ name: String) -> Entry {
        if name == OutputLock.fileName || name == Self.marker { return .machinery }
        if name == Self.current || name == Self.generations { return .earlierLayout }
        if name.hasPrefix("."), Self.isLeftover(name) { return .machinery }
        if isEarlierLink(name) {
            guard let target = FileSystem.realPath(root + "/" + name), target.hasPrefix(root + "/") else { return .earlierLink(nil) }
            return .earlierLink(target)
        }
        return .kept
    }

    /// Hidden names builds use while they write: `.next-N` (staging inside the folder), and the
    /// earlier layout's `.NAME.partial-N`, `.NAME.old-N`, `.current-N` and `.NAME.link-N`.
    static func isLeftover(_ name: String) -> Bool {
        name.hasPrefix(".next-") || name.hasPrefix(".current-") || name.contains(".partial-") || name.contains(".link-")
            || name.contains(".old-")
    }

    /// Every name at the top of the folder.
    func names() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).sorted()
    }

    /// Whether the folder is not yet plain and marked: the next build switches it even when no
    /// bundle changed, so an earlier layout or a copy of one becomes plain folders.
    var needsTakingOver: Bool {
        guard isMarked else { return names().contains { entry($0) != .machinery } }
        return names().contains {
            switch entry($0) {
            case .earlierLayout, .earlierLink: return true
            case .machinery, .kept: return false
            }
        }
    }

    /// A folder without the marker is taken over only when everything in it is output this tool
    /// writes: bundle folders, the top-level files, the earlier layout and its leftovers. Anything
    /// else (sources, a project, someone's home) is refused before anything is written, and left
    /// as it is.
    func checkOwnership() throws {
        guard !isMarked else { return }
        let leave = "it was left as it is: move it away or remove it, or name an empty or new folder with --out"
        for name in names() where name != Self.current {
            let path = root + "/" + name
            if name.hasPrefix(".") {
                // A hidden file (`.gitkeep`, the Finder's `.DS_Store`) is carried along; a hidden
                // folder that is not this tool's (`.git`, `.config`) says this is not an output.
                guard entry(name) != .kept || FileSystem.type(path) == .regular else {
                    throw BundleWriter.Failure.notABundle(name, reason: "\(name) exists and is not a folder this tool writes; \(leave)")
                }
                continue
            }
            switch FileSystem.type(path) {
            case .directory?:
                guard FileSystem.type(path + "/manifest.json") == .regular else {
                    throw BundleWriter.Failure.notABundle(name, reason: "\(name) is not a bundle this tool can read (it has no manifest.json); \(leave)")
                }
            case .regular?:
                guard Self.topLevelFiles.contains(name) else {
                    throw BundleWriter.Failure.notABundle(name, reason: "\(name) exists and is not a bundle folder or a file this tool writes; \(leave)")
                }
            case .symlink?, .symlinkToDirectory?:
                guard isEarlierLink(name) else {
                    throw BundleWriter.Failure.notABundle(name, reason: "\(name) exists and is not a bundle folder; \(leave)")
                }
            case .other?, nil:
                throw BundleWriter.Failure.notABundle(name, reason: "\(name) exists and is not a bundle folder; \(leave)")
            }
        }
    }

    /// Removes what killed builds left, inside the folder and beside it. Call only while holding
    /// the lock: then no other build is writing.
    func removeLeftovers() {
        for folder in siblings("next") + siblings("old") { Self.removeOwnFolder(folder) }
        for name in names() where name.hasPrefix(".") && Self.isLeftover(name) {
            let path = root + "/" + name
            if name.hasPrefix(".next-") {
                restoreMovedAside(in: path)
            } else if !name.hasPrefix(".current-"), !name.contains(".partial-"), !name.contains(".link-"),
                let range = name.range(of: ".old-", options: .backwards)
            {
                // An earlier version's build, killed with the old bundle moved aside: put it back.
                let original = String(name[name.index(after: name.startIndex)..<range.lowerBound])
                if BundlePath.isSafeComponent(original), FileSystem.type(root + "/" + original) == nil,
                    (try? FileSystem.rename(path, to: root + "/" + original)) != nil
                {
                    continue
                }
            }
            FileSystem.remove(path)
        }
    }

    /// A name-by-name switch (`OutputSwitch.nameByName`) killed between its two renames left a
    /// name moved aside in its staging folder and nothing in its place: it goes back.
    private func restoreMovedAside(in staging: String) {
        let aside = staging + "/" + OutputSwitch.movedAside
        for name in (try? FileManager.default.contentsOfDirectory(atPath: aside)) ?? [] where FileSystem.type(root + "/" + name) == nil {
            try? FileSystem.rename(aside + "/" + name, to: root + "/" + name)
        }
    }
}
