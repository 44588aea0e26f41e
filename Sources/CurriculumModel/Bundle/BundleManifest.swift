import Foundation

/// `manifest.json`: what a bundle is and every file it holds with its SHA-256, size and schema.
/// The app reads it first, checks `formatVersion`, and verifies files against it (`BundleReader`).
public struct BundleManifest: Sendable, Hashable, Codable {
    /// The bundle format; an app refuses bundles newer than `BundleFormat.version`.
    public var formatVersion: Int
    /// `math-kindergarten`, `math-grade1`, `math-fluency`.
    public var bundleId: String
    /// The curriculum's content version (semver), from its root manifest.
    public var contentVersion: String
    /// SHA-256 over the file list; see `BundleManifest.contentHash(of:)`.
    public var contentHash: String
    public var curriculumId: String
    public var title: String
    public var subject: String
    /// The grade of a grade bundle; nil for the fluency bundle.
    public var grade: GradeLevel?
    /// The source language of the content, e.g. `en-US`.
    public var locale: String
    /// Entities by kind: standards, units, skills, lessons, items, badges, events, strings, facts.
    public var counts: [String: Int]
    /// Every file but the manifest, sorted by path.
    public var files: [FileEntry]
    /// The translations the bundle carries (`strings/<locale>.json`) and how complete each is;
    /// nil when it carries none.
    public var locales: [LocaleEntry]?

    public init(
        formatVersion: Int = BundleFormat.version, bundleId: String, contentVersion: String, contentHash: String,
        curriculumId: String, title: String, subject: String, grade: GradeLevel?, locale: String,
        counts: [String: Int], files: [FileEntry], locales: [LocaleEntry]? = nil
    ) {
        self.formatVersion = formatVersion
        self.bundleId = bundleId
        self.contentVersion = contentVersion
        self.contentHash = contentHash
        self.curriculumId = curriculumId
        self.title = title
        self.subject = subject
        self.grade = grade
        self.locale = locale
        self.counts = counts
        self.files = files
        self.locales = locales
    }

    /// One locale a bundle is translated into. A lesson is translated whole or not at all, so a
    /// child never meets a lesson half in one language: `lessons` counts the lessons whose every
    /// string is translated, and only their strings are in the locale's file.
    public struct LocaleEntry: Sendable, Hashable, Codable {
        /// BCP 47, e.g. `es-US`.
        public var locale: String
        /// Lessons translated whole, of the bundle's `counts["lessons"]`.
        public var lessons: Int
        /// Strings the locale's file carries, of the bundle's `counts["strings"]`.
        public var strings: Int

        public init(locale: String, lessons: Int, strings: Int) {
            self.locale = locale
            self.lessons = lessons
            self.strings = strings
        }
    }

    public struct FileEntry: Sendable, Hashable, Codable {
        /// Relative to the bundle folder, `/`-separated.
        public var path: String
        /// Lowercase hex SHA-256 of the file's bytes.
        public var sha256: String
        public var size: Int
        /// The schema the file follows, relative to `schemas/` (`bundle/items.schema.json`).
        public var schema: String

        public init(path: String, sha256: String, size: Int, schema: String) {
            self.path = path
            self.sha256 = sha256
            self.size = size
            self.schema = schema
        }
    }

    /// The folder name a bundle is written to: `<bundle id>-<content version>`.
    public var directoryName: String { "\(bundleId)-\(contentVersion)" }

    /// The content hash: SHA-256 of one `<sha256>  <path>\n` line per file (the `sha256sum`
    /// format), sorted by path. It changes exactly when some file's bytes, or the set of files,
    /// do; it does not depend on the order of `files`.
    public static func contentHash(of files: [FileEntry]) -> String {
        var sha = SHA256()
        for file in files.sorted(by: { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }) {
            sha.update("\(file.sha256)  \(file.path)\n".utf8)
        }
        return SHA256.hex(sha.finalize())
    }
}

/// The schemas of bundle files: what each file holds and which Codable type decodes it.
public enum BundleSchema: String, Sendable, CaseIterable {
    case manifest, standards, units, skills, lessonMetadata = "lesson-metadata", items, analytics, badges, facts, strings
    /// A picture or recording under `assets/`: bytes, not JSON, checked by size and SHA-256
    /// like every file; `bundle/asset.schema.json` says so and validates nothing.
    case asset

    /// The manifest's `schema` value: the path under `schemas/`. The schemas have no `$id`; a
    /// schema is named by where it is.
    public var path: String { "bundle/\(rawValue).schema.json" }

    public init?(path: String) {
        guard path.hasPrefix("bundle/"), path.hasSuffix(".schema.json") else { return nil }
        self.init(rawValue: String(path.dropFirst("bundle/".count).dropLast(".schema.json".count)))
    }
}

// The one description of `manifest.json`, keys in order.
extension BundleManifest: JSONWritable {
    @inlinable
    public func write<S: JSONSink>(to s: inout S) {
        s.beginObject()
        s.member("bundleId", bundleId)
        s.member("contentHash", contentHash)
        s.member("contentVersion", contentVersion)
        s.member("counts", counts)
        s.member("curriculumId", curriculumId)
        s.member("files", files)
        s.member("formatVersion", formatVersion)
        s.member("grade", grade?.rawValue)
        s.member("locale", locale)
        s.member("locales", locales)
        s.member("subject", subject)
        s.member("title", title)
        s.endObject()
    }
}

extension BundleManifest.FileEntry: JSONWritable {
    @inlinable
    public func write<S: JSONSink>(to s: inout S) {
        s.beginObject()
        s.member("path", path)
        s.member("schema", schema)
        s.member("sha256", sha256)
        s.member("size", size)
        s.endObject()
    }
}

extension BundleManifest.LocaleEntry: JSONWritable {
    @inlinable
    public func write<S: JSONSink>(to s: inout S) {
        s.beginObject()
        s.member("lessons", lessons)
        s.member("locale", locale)
        s.member("strings", strings)
        s.endObject()
    }
}
