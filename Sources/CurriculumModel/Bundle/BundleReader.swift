import Foundation

/// Loads a bundle and proves it is the one its manifest describes: every listed file has the
/// listed size and SHA-256, the content hash matches the file list, no path leaves the bundle,
/// and nothing unlisted sits beside the files. Then it decodes every file with its type.
///
///     let bundle = try BundleReader(directory: url).read()
///     for lesson in bundle.lessons { … }
public struct BundleReader: Sendable {
    private enum Source: Sendable {
        case directory(URL)
        case memory([String: [UInt8]])
    }

    private let source: Source

    /// A bundle folder on disk.
    public init(directory: URL) { source = .directory(directory) }

    /// A bundle held in memory, by path (`manifest.json`, `lessons/<id>/items.json`, …).
    public init(files: [String: [UInt8]]) { source = .memory(files) }

    /// Decodes manifest.json and checks its format version and paths, without touching the files.
    public func manifest() throws -> BundleManifest {
        let bytes = try readFile("manifest.json", missing: .missingManifest(directory: displayName))
        let manifest: BundleManifest = try Self.decode(BundleManifest.self, from: bytes, path: "manifest.json")
        guard manifest.formatVersion <= BundleFormat.version else {
            throw BundleReadError.unsupportedFormatVersion(found: manifest.formatVersion, supported: BundleFormat.version)
        }
        var seen = Set<String>()
        for entry in manifest.files {
            guard Self.isSafe(entry.path), entry.path != "manifest.json" else { throw BundleReadError.unsafePath(entry.path) }
            guard seen.insert(entry.path).inserted else { throw BundleReadError.duplicateEntry(path: entry.path) }
        }
        return manifest
    }

    /// Checks every file against the manifest and returns the manifest. Files on disk are hashed
    /// as they are read, so a large bundle is never in memory at once.
    @discardableResult
    public func verify() throws -> BundleManifest {
        let manifest = try manifest()
        try checkListing(manifest)
        for entry in manifest.files {
            switch source {
            case .memory: _ = try verifiedBytes(entry)
            case .directory(let root): try verifyStreaming(entry, at: root.appendingPathComponent(entry.path))
            }
        }
        return manifest
    }

    /// Verifies the bundle, then decodes every file it lists with the type its schema names.
    public func read() throws -> ContentBundle {
        let manifest = try manifest()
        try checkListing(manifest)
        var bundle = ContentBundle(manifest: manifest)
        var metadata: [String: LessonMetadata] = [:]
        var items: [String: [ItemRecord]] = [:]
        for entry in manifest.files {
            let bytes = try verifiedBytes(entry)
            guard let schema = BundleSchema(path: entry.schema) else {
                throw BundleReadError.unknownSchema(path: entry.path, schema: entry.schema)
            }
            let path = entry.path
            switch schema {
            case .manifest: throw BundleReadError.unknownSchema(path: path, schema: entry.schema)
            case .standards: bundle.standards = try Self.decode([StandardRecord].self, from: bytes, path: path)
            case .units: bundle.units = try Self.decode([UnitRecord].self, from: bytes, path: path)
            case .skills: bundle.skills = try Self.decode([SkillRecord].self, from: bytes, path: path)
            case .lessonMetadata:
                let m = try Self.decode(LessonMetadata.self, from: bytes, path: path)
                metadata[Self.lessonFolder(of: path)] = m
            case .items: items[Self.lessonFolder(of: path)] = try Self.decode([ItemRecord].self, from: bytes, path: path)
            case .analytics: bundle.analytics = try Self.decode(AnalyticsDocument.self, from: bytes, path: path)
            case .badges: bundle.badges = try Self.decode(BadgesDocument.self, from: bytes, path: path)
            case .facts: bundle.factSets = try Self.decode([FactSetRecord].self, from: bytes, path: path)
            case .strings:
                let table = try Self.decode(LocaleStrings.self, from: bytes, path: path)
                bundle.locales[table.locale] = table
            case .asset: bundle.assetFiles.insert(path)
            }
        }
        // Teaching order: each unit's skills' lessons, then its mastery checks; anything else after.
        var order: [String] = []
        var placed = Set<String>()
        for unit in bundle.units {
            for skillID in unit.skills {
                for lesson in bundle.skills.first(where: { $0.id == skillID })?.lessons ?? [] where placed.insert(lesson).inserted {
                    order.append(lesson)
                }
            }
            for lesson in unit.masteryChecks where placed.insert(lesson).inserted { order.append(lesson) }
        }
        order += metadata.keys.filter { !placed.contains($0) }.sorted()
        for id in order {
            guard let m = metadata[id] else { continue }
            bundle.lessons.append(LessonContent(metadata: m, items: items[id] ?? []))
        }
        return bundle
    }

    /// The manifest, checked and indexed, for opening lessons one at a time: what the app does
    /// when it starts (`open()`), then each time a child starts a lesson (`lesson(_:)`). The
    /// whole-bundle checks — every file, nothing unlisted — are `verify()`'s, run once when a
    /// bundle is installed on the device.
    public struct OpenedBundle: Sendable {
        public let manifest: BundleManifest
        let reader: BundleReader
        let entries: [String: BundleManifest.FileEntry]

        /// One lesson's metadata and items, each file checked against its size and SHA-256 before
        /// it is decoded.
        public func lesson(_ id: String) throws -> LessonContent {
            let metadataPath = "lessons/\(id)/metadata.json", itemsPath = "lessons/\(id)/items.json"
            guard let metadataEntry = entries[metadataPath] else { throw BundleReadError.missingFile(path: metadataPath) }
            guard let itemsEntry = entries[itemsPath] else { throw BundleReadError.missingFile(path: itemsPath) }
            let metadata = try BundleReader.decode(LessonMetadata.self, from: try reader.verifiedBytes(metadataEntry), path: metadataPath)
            let items = try BundleReader.decode([ItemRecord].self, from: try reader.verifiedBytes(itemsEntry), path: itemsPath)
            return LessonContent(metadata: metadata, items: items)
        }

        /// The bytes of a listed file after checking its size and hash.
        public func data(at path: String) throws -> [UInt8] {
            guard let entry = entries[path] else { throw BundleReadError.missingFile(path: path) }
            return try reader.verifiedBytes(entry)
        }
    }

    /// Decodes and checks the manifest (format version, paths, content hash) and indexes its files.
    public func open() throws -> OpenedBundle {
        let manifest = try manifest()
        try Self.verifyContentHash(manifest)
        var entries: [String: BundleManifest.FileEntry] = [:]
        for entry in manifest.files { entries[entry.path] = entry }
        return OpenedBundle(manifest: manifest, reader: self, entries: entries)
    }

    /// The bytes of an item's picture, checked against the manifest's size and SHA-256, or nil
    /// when the picture is a placeholder (no art yet: draw a plain card and say `image.alt`).
    public func asset(for image: ItemRecord.Image) throws -> [UInt8]? {
        guard let file = image.file else { return nil }
        return try data(at: file)
    }

    /// The bytes of a listed file after checking its size and hash.
    public func data(at path: String) throws -> [UInt8] {
        let manifest = try manifest()
        guard let entry = manifest.files.first(where: { $0.path == path }) else { throw BundleReadError.missingFile(path: path) }
        return try verifiedBytes(entry)
    }

    // MARK: - Checks

    fileprivate func verifiedBytes(_ entry: BundleManifest.FileEntry) throws -> [UInt8] {
        let bytes = try readFile(entry.path, missing: .missingFile(path: entry.path))
        guard bytes.count == entry.size else {
            throw BundleReadError.sizeMismatch(path: entry.path, expected: entry.size, actual: bytes.count)
        }
        let hash = SHA256.hex(SHA256.hash(bytes))
        guard hash == entry.sha256.lowercased() else {
            throw BundleReadError.hashMismatch(path: entry.path, expected: entry.sha256, actual: hash)
        }
        return bytes
    }

    private func verifyStreaming(_ entry: BundleManifest.FileEntry, at url: URL) throws {
        let attributes: [FileAttributeKey: Any]
        do { attributes = try FileManager.default.attributesOfItem(atPath: url.path) } catch {
            throw BundleReadError.missingFile(path: entry.path)
        }
        guard attributes[.type] as? FileAttributeType == .typeRegular else {
            throw BundleReadError.unreadable(path: entry.path, reason: "not a regular file")
        }
        let handle: FileHandle
        do { handle = try FileHandle(forReadingFrom: url) } catch {
            throw BundleReadError.unreadable(path: entry.path, reason: error.localizedDescription)
        }
        defer { try? handle.close() }
        var sha = SHA256()
        var size = 0
        while true {
            let chunk: Data
            do { chunk = try handle.read(upToCount: 1 << 20) ?? Data() } catch {
                throw BundleReadError.unreadable(path: entry.path, reason: error.localizedDescription)
            }
            if chunk.isEmpty { break }
            size += chunk.count
            guard size <= entry.size else { break }
            sha.update(chunk)
        }
        guard size == entry.size else {
            let actual = (attributes[.size] as? Int) ?? size
            throw BundleReadError.sizeMismatch(path: entry.path, expected: entry.size, actual: actual)
        }
        let hash = SHA256.hex(sha.finalize())
        guard hash == entry.sha256.lowercased() else {
            throw BundleReadError.hashMismatch(path: entry.path, expected: entry.sha256, actual: hash)
        }
    }

    private static func verifyContentHash(_ manifest: BundleManifest) throws {
        let actual = BundleManifest.contentHash(of: manifest.files)
        guard actual == manifest.contentHash.lowercased() else {
            throw BundleReadError.contentHashMismatch(expected: manifest.contentHash, actual: actual)
        }
    }

    /// Content hash first, then files on disk that the manifest does not list (hidden files,
    /// like a Finder `.DS_Store`, are not content and are ignored).
    private func checkListing(_ manifest: BundleManifest) throws {
        try Self.verifyContentHash(manifest)
        let listed = Set(manifest.files.map(\.path) + ["manifest.json"])
        for path in try allPaths() where !listed.contains(path) {
            throw BundleReadError.unlistedFile(path: path)
        }
    }

    private func allPaths() throws -> [String] {
        switch source {
        case .memory(let files): return files.keys.sorted()
        case .directory(let root):
            let fm = FileManager.default
            var out: [String] = []
            var pending: [(URL, String)] = [(root, "")]
            while let (dir, prefix) = pending.popLast() {
                let names: [String]
                do { names = try fm.contentsOfDirectory(atPath: dir.path) } catch {
                    throw BundleReadError.unreadable(path: prefix.isEmpty ? "." : prefix, reason: "\(error.localizedDescription)")
                }
                for name in names where !name.hasPrefix(".") {
                    let url = dir.appendingPathComponent(name)
                    let path = prefix.isEmpty ? name : prefix + "/" + name
                    let type = (try? fm.attributesOfItem(atPath: url.path))?[.type] as? FileAttributeType
                    if type == .typeDirectory { pending.append((url, path)) } else { out.append(path) }
                }
            }
            return out.sorted()
        }
    }

    private var displayName: String {
        switch source {
        case .directory(let url): return url.path
        case .memory: return "the bundle"
        }
    }

    private func readFile(_ path: String, missing: BundleReadError) throws -> [UInt8] {
        switch source {
        case .memory(let files):
            guard let bytes = files[path] else { throw missing }
            return bytes
        case .directory(let root):
            let url = root.appendingPathComponent(path)
            // Never follow a symlink out of the bundle: a listed path must be a regular file.
            let attributes: [FileAttributeKey: Any]
            do { attributes = try FileManager.default.attributesOfItem(atPath: url.path) } catch { throw missing }
            guard attributes[.type] as? FileAttributeType == .typeRegular else {
                throw BundleReadError.unreadable(path: path, reason: "not a regular file")
            }
            do { return [UInt8](try Data(contentsOf: url)) } catch {
                throw BundleReadError.unreadable(path: path, reason: error.localizedDescription)
            }
        }
    }

    /// A plain relative path: no leading `/`, no empty, `.` or `..` component, no backslash.
    static func isSafe(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.contains("\\"), !path.contains("\0") else { return false }
        return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { $0 != "" && $0 != "." && $0 != ".." }
    }

    /// `lessons/<id>/items.json` → `<id>`.
    private static func lessonFolder(of path: String) -> String {
        let parts = path.split(separator: "/")
        return parts.count >= 2 ? String(parts[parts.count - 2]) : path
    }

    static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8], path: String) throws -> T {
        do {
            return try JSONDecoder().decode(T.self, from: Data(bytes))
        } catch let error as DecodingError {
            throw BundleReadError.malformed(path: path, reason: describe(error))
        } catch {
            throw BundleReadError.malformed(path: path, reason: "\(error)")
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        func at(_ context: DecodingError.Context) -> String {
            let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return path.isEmpty ? "" : " at \(path)"
        }
        switch error {
        case .keyNotFound(let key, let context): return "missing '\(key.stringValue)'\(at(context))"
        case .typeMismatch(let type, let context): return "expected \(type)\(at(context))"
        case .valueNotFound(let type, let context): return "expected \(type), found null\(at(context))"
        case .dataCorrupted(let context): return "\(context.debugDescription)\(at(context))"
        @unknown default: return "\(error)"
        }
    }
}
