import CurriculumModel
import Foundation

/// Writes bundles atomically: each is assembled in a hidden sibling folder and renamed into
/// place, so a bundle appears whole or not at all and a failed build leaves the old one alone.
struct BundleWriter {
    let outputDirectory: URL
    let force: Bool

    enum Outcome {
        case written(String)
        case unchanged(String)
        case refused(String, reason: String)
    }

    func write(_ bundle: BundleBuilder.Bundle) throws -> Outcome {
        let fm = FileManager.default
        try fm.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
        var files = bundle.files
        let manifest = manifestFile(bundle, files: files)
        files.append(manifest)
        let final = outputDirectory.appendingPathComponent(bundle.directoryName)
        if fm.fileExists(atPath: final.path) {
            let existing = try? Data(contentsOf: final.appendingPathComponent("manifest.json"))
            if let existing, [UInt8](existing) == manifest.bytes { return .unchanged(bundle.directoryName) }
            guard force else {
                return .refused(bundle.directoryName, reason: "version \(bundle.version) was already built with different content; bump the version or pass --force")
            }
        }
        let staging = outputDirectory.appendingPathComponent(".\(bundle.directoryName).partial-\(ProcessInfo.processInfo.processIdentifier)")
        try? fm.removeItem(at: staging)
        for file in files {
            // Paths come from ids that matched the id pattern; refuse anything that could escape.
            guard !file.path.split(separator: "/").contains(where: { $0 == ".." || $0 == "." || $0.isEmpty }), !file.path.hasPrefix("/") else {
                throw CocoaError(.fileWriteInvalidFileName)
            }
            let url = staging.appendingPathComponent(file.path)
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.bytes).write(to: url)
        }
        if fm.fileExists(atPath: final.path) {
            let old = outputDirectory.appendingPathComponent(".\(bundle.directoryName).old-\(ProcessInfo.processInfo.processIdentifier)")
            try fm.moveItem(at: final, to: old)
            try fm.moveItem(at: staging, to: final)
            try? fm.removeItem(at: old)
        } else {
            try fm.moveItem(at: staging, to: final)
        }
        return .written(bundle.directoryName)
    }

    /// The manifest lists every file with its hash, size and schema; the content hash is the
    /// SHA-256 of those lines, so it changes exactly when a file does.
    private func manifestFile(_ bundle: BundleBuilder.Bundle, files: [BundleFile]) -> BundleFile {
        let sorted = files.sorted { $0.path < $1.path }
        var entries: [JSON] = []
        var content = SHA256()
        for file in sorted {
            let hash = SHA256.hex(SHA256.hash(file.bytes))
            content.update(Array("\(hash)  \(file.path)\n".utf8))
            entries.append(["path": .string(file.path), "sha256": .string(hash), "size": .int(file.bytes.count), "schema": .string(file.schema)])
        }
        let json: JSON = [
            "formatVersion": .int(BundleFormat.version),
            "bundleId": .string(bundle.id),
            "contentVersion": .string(bundle.version),
            "contentHash": .string(SHA256.hex(content.finalize())),
            "counts": .object(bundle.counts.mapValues(JSON.int)),
            "files": .array(entries),
        ]
        return BundleFile(path: "manifest.json", json: json, schema: "bundle/manifest.schema.json")
    }
}
