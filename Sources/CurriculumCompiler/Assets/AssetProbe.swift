import CurriculumSyntax
import Foundation

/// What one asset file holds, as far as the asset rules care: read once per compile, so the
/// rules stay pure functions of the catalog.
package struct AssetFileInfo: Sendable {
    package enum State: Sendable, Equatable {
        case read
        /// No file at that path.
        case missing
        /// There, but not read: a path that leaves the assets folder, a symlink out of the root,
        /// a folder, a file over the read limit; the reason in words.
        case refused(String)
    }

    package var state: State
    /// The file as findings print it: `curriculum/assets/images/ten-frames-8-and-5.svg`.
    package var displayPath: String
    package var byteCount = 0
    /// What the bytes are (nil: none of the formats the app draws or plays).
    package var format: AssetFormat?
    /// A PNG's or JPEG's pixels.
    package var pixelSize: (width: Int, height: Int)?
    /// An SVG's size and safety.
    package var svg: SVGDocument?
    /// Why a PNG or JPEG cannot ship: cut short, corrupt, or too many pixels to decode, as the
    /// rest of a sentence after its path ("is cut short at byte 812: …"); nil when it is whole.
    package var bitmapProblem: String?
    /// Whether the file may go into a bundle: read, in a format the app knows, and, for a
    /// picture, whole and a plain drawing. Bundles judge by this, not by the rules' findings,
    /// so a file that fails it never ships even with ASSET-SVG-UNSAFE or ASSET-FORMAT turned
    /// off: its items show a placeholder, as for a file that is not there.
    package var isShippable: Bool {
        state == .read && format != nil && bitmapProblem == nil && (svg?.problems.isEmpty ?? true)
    }

    /// Where the file really is (links resolved, inside the root), for reading it again.
    var diskPath: RawPath?

    /// The file's bytes, read again the safe way (the preview and bundles need them; rules do
    /// not), or nil when it was not read or is gone.
    package func bytes() -> [UInt8]? {
        guard state == .read, let diskPath,
            case .success(let source) = InputFile.read(diskPath, displayPath: displayPath, limit: AssetProbe.readLimit, followSymlinks: false)
        else { return nil }
        return source.bytes
    }
}

extension AssetFileInfo {
    /// Fills in what the bytes are: format, pixel size and soundness, or the SVG read.
    mutating func describe(_ bytes: [UInt8]) {
        byteCount = bytes.count
        format = AssetFormat.sniff(bytes)
        pixelSize = nil
        svg = nil
        bitmapProblem = nil
        switch format {
        case .png?, .jpeg?:
            pixelSize = format.flatMap { AssetFormat.pixelSize(of: bytes, as: $0) }
            bitmapProblem = format.flatMap { BitmapCheck.problem(in: bytes, as: $0) }
        case .svg?: svg = SVGDocument.parse(bytes: bytes)
        default: break
        }
    }
}

/// Finds and reads the files the asset catalog names, with the safeguards every input gets
/// (`InputFile`: regular files only, never more than the limit plus a byte, no blocking) and
/// one more: a file must stay inside the curriculum root, by its path and by where its links
/// lead, so a checkout cannot make a bundle embed a file from elsewhere.
package enum AssetProbe {
    /// No asset file is read past this many bytes; ASSET-SIZE's budgets are far below it.
    package static let readLimit = 16 * 1024 * 1024

    /// Every entry's file, by asset id. `catalogFile` is the catalog's path on disk, whose
    /// folder the files are relative to; `root` is the curriculum root.
    static func probe(_ assets: AssetCatalog?, catalogFile: RawPath?, root: URL) -> [String: AssetFileInfo] {
        guard let assets, let catalogFile else { return [:] }
        var out: [String: AssetFileInfo] = [:]
        for entry in assets.entries {
            guard let file = entry.file, out[entry.id.value] == nil else { continue }
            out[entry.id.value] = info(file.value, catalogPath: assets.path, catalogFile: catalogFile, root: root)
        }
        return out
    }

    static func info(_ file: String, catalogPath: String, catalogFile: RawPath, root: URL) -> AssetFileInfo {
        let shown = displayPath(of: file, catalogPath: catalogPath)
        switch read(file, catalogFile: catalogFile, root: root) {
        case .failure(.missing): return AssetFileInfo(state: .missing, displayPath: shown)
        case .failure(.refused(let why)): return AssetFileInfo(state: .refused(why), displayPath: shown)
        case .success(let (bytes, real)):
            var info = AssetFileInfo(state: .read, displayPath: shown)
            info.diskPath = real
            info.describe(bytes)
            return info
        }
    }

    /// `curriculum/assets/` + `file`, as findings print it.
    static func displayPath(of file: String, catalogPath: String) -> String {
        guard let slash = catalogPath.lastIndex(of: "/") else { return file }
        return String(catalogPath[...slash]) + file
    }

    package enum ReadFailure: Error, Equatable {
        case missing
        case refused(String)
    }

    /// The bytes of `file` (relative to the catalog's folder), read safely.
    static func read(_ file: String, catalogFile: RawPath, root: URL) -> Result<([UInt8], RawPath), ReadFailure> {
        let parts = file.split(separator: "/", omittingEmptySubsequences: false)
        guard !file.hasPrefix("/"), !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." || $0.contains("\0") }) else {
            return .failure(.refused("the path must stay inside the assets folder: no '..', '.', empty or absolute parts"))
        }
        var folder = catalogFile.bytes
        while let last = folder.last, last != UInt8(ascii: "/") { folder.removeLast() }
        let path = RawPath(bytes: folder + Array(file.utf8))
        var info = stat()
        guard path.withCString({ lstat($0, &info) }) == 0 else {
            return errno == ENOENT ? .failure(.missing) : .failure(.refused(String(cString: strerror(errno)).lowercased()))
        }
        // Judged by where it really is, links followed: inside the root or not read at all.
        guard let real = FileDiscovery.realPath(path) else { return .failure(.missing) }
        let rootReal = FileDiscovery.realPath(RawPath(root.path)) ?? RawPath(root.path)
        guard real.bytes.starts(with: rootReal.bytes + [UInt8(ascii: "/")]) else {
            return .failure(.refused("it is a symlink that leads outside the curriculum root, and is not followed"))
        }
        switch InputFile.read(real, displayPath: file, limit: readLimit) {
        case .success(let source): return .success((source.bytes, real))
        case .failure(let failure): return .failure(.refused("\(failure)"))
        }
    }
}
