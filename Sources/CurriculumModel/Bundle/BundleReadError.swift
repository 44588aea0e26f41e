/// Why a bundle could not be read. Each case names the file and what was expected, so a bad
/// download or a hand-edited file is found at once.
public enum BundleReadError: Error, Sendable, Hashable, CustomStringConvertible {
    case missingManifest(directory: String)
    case unreadable(path: String, reason: String)
    case malformed(path: String, reason: String)
    case unsupportedFormatVersion(found: Int, supported: Int)
    /// A manifest path that is absolute, climbs out with `..`, or is otherwise not a plain
    /// relative path: never opened.
    case unsafePath(String)
    case duplicateEntry(path: String)
    case unknownSchema(path: String, schema: String)
    case missingFile(path: String)
    case sizeMismatch(path: String, expected: Int, actual: Int)
    case hashMismatch(path: String, expected: String, actual: String)
    case contentHashMismatch(expected: String, actual: String)
    /// A file in the bundle folder that the manifest does not list.
    case unlistedFile(path: String)

    public var description: String {
        switch self {
        case .missingManifest(let directory): return "\(directory) has no manifest.json"
        case .unreadable(let path, let reason): return "\(path): cannot read: \(reason)"
        case .malformed(let path, let reason): return "\(path): does not decode: \(reason)"
        case .unsupportedFormatVersion(let found, let supported):
            return "manifest.json: format version \(found) is newer than the supported \(supported)"
        case .unsafePath(let path): return "manifest.json lists an unsafe path '\(path)'"
        case .duplicateEntry(let path): return "manifest.json lists '\(path)' twice"
        case .unknownSchema(let path, let schema): return "\(path): unknown schema '\(schema)'"
        case .missingFile(let path): return "\(path): listed in manifest.json but missing"
        case .sizeMismatch(let path, let expected, let actual):
            return "\(path): size \(actual) bytes, manifest.json says \(expected)"
        case .hashMismatch(let path, let expected, let actual):
            return "\(path): sha256 \(actual), manifest.json says \(expected)"
        case .contentHashMismatch(let expected, let actual):
            return "manifest.json: content hash of the file list is \(actual), manifest says \(expected)"
        case .unlistedFile(let path): return "\(path): not listed in manifest.json"
        }
    }
}
