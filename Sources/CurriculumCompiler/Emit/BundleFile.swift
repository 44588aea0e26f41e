import CurriculumModel

/// One file of a bundle: its path inside the bundle, its bytes, and the schema it follows.
public struct BundleFile: Sendable {
    public var path: String
    public var bytes: [UInt8]
    public var schema: BundleSchema

    init(path: String, bytes: [UInt8], schema: BundleSchema) {
        self.path = path
        self.bytes = bytes
        self.schema = schema
    }
}

/// A bundle built in memory (`BundleBuilder.bundles()`): its manifest, files and manifest bytes.
public struct BuiltBundle: Sendable {
    public var manifest: BundleManifest
    /// Every file but the manifest, sorted by path.
    public var files: [BundleFile]
    /// The bytes of `manifest.json`.
    public var manifestBytes: [UInt8]

    public var id: String { manifest.bundleId }
    public var version: String { manifest.contentVersion }
    public var directoryName: String { manifest.directoryName }

    /// Every file by path, as `BundleReader(files:)` reads an in-memory bundle.
    public var fileMap: [String: [UInt8]] {
        var map = ["manifest.json": manifestBytes]
        for file in files { map[file.path] = file.bytes }
        return map
    }
}
