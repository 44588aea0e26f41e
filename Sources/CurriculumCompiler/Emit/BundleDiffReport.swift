import CurriculumModel
import Foundation

/// `curriculum diff` over two folders, each a bundle or an output folder holding bundles: bundles
/// pair up by id (the highest version of each id in a folder), and every pair is compared.
public struct BundleDiffReport: Sendable {
    public var diffs: [BundleDiff]
    /// Bundle ids only in OLD (their removal is a major change) or only in NEW (minor).
    public var removedBundles: [String]
    public var addedBundles: [String]

    public var required: VersionBump {
        max(diffs.map(\.required).max() ?? .none, removedBundles.isEmpty ? (addedBundles.isEmpty ? .none : .minor) : .major)
    }

    /// Every pair's NEW version is at least what its changes require; a removed bundle cannot be
    /// judged by version and fails the gate.
    public var satisfied: Bool { removedBundles.isEmpty && diffs.allSatisfy(\.satisfied) }

    public static func compare(old: URL, new: URL) throws -> BundleDiffReport {
        let a = try locate(old), b = try locate(new)
        var diffs: [BundleDiff] = []
        for id in a.keys.sorted() {
            guard let newURL = b[id], let oldURL = a[id] else { continue }
            diffs.append(BundleDiff.compare(try BundleReader(directory: oldURL).read(), try BundleReader(directory: newURL).read()))
        }
        return BundleDiffReport(
            diffs: diffs, removedBundles: a.keys.filter { b[$0] == nil }.sorted(),
            addedBundles: b.keys.filter { a[$0] == nil }.sorted())
    }

    /// The bundles in a folder by id: the folder itself when it holds a manifest, else each
    /// bundle folder inside it, the highest version per id.
    static func locate(_ url: URL) throws -> [String: URL] {
        let fm = FileManager.default
        if fm.fileExists(atPath: url.appendingPathComponent("manifest.json").path) {
            return [try BundleReader(directory: url).manifest().bundleId: url]
        }
        var best: [String: (SemanticVersion?, String, URL)] = [:]
        let names = (try? fm.contentsOfDirectory(atPath: url.path)) ?? []
        for name in names.sorted() where !name.hasPrefix(".") {
            let folder = url.appendingPathComponent(name)
            guard fm.fileExists(atPath: folder.appendingPathComponent("manifest.json").path) else { continue }
            let manifest = try BundleReader(directory: folder).manifest()
            let version = SemanticVersion(manifest.contentVersion)
            if let (current, _, _) = best[manifest.bundleId], let current, let version, version <= current { continue }
            best[manifest.bundleId] = (version, manifest.contentVersion, folder)
        }
        guard !best.isEmpty else { throw BundleReadError.missingManifest(directory: url.path) }
        return best.mapValues(\.2)
    }

    // MARK: - Output

    public func text() -> String {
        var out = ""
        for id in removedBundles { out += "\(id): bundle removed (major)\n" }
        for id in addedBundles { out += "\(id): bundle added (minor)\n" }
        for diff in diffs {
            out += "\(diff.bundleId) \(diff.oldVersion) → \(diff.newVersion)\n"
            if diff.changes.isEmpty { out += "  no changes\n" }
            let lines = diff.changes.map { c in
                "\(c.kind.rawValue) \(c.entity) \(c.id)" + (c.fields.isEmpty ? "" : ": " + c.fields.joined(separator: ", "))
            }
            let width = lines.map(\.count).max() ?? 0
            for (line, c) in zip(lines, diff.changes) {
                out += "  " + line.padding(toLength: width + 2, withPad: " ", startingAt: 0) + c.bump.description + "\n"
            }
            out += "  " + verdict(diff) + "\n"
        }
        let counts = Dictionary(grouping: diffs.flatMap(\.changes), by: \.kind).mapValues(\.count)
        out += "\(counts[.added] ?? 0) added, \(counts[.removed] ?? 0) removed, \(counts[.changed] ?? 0) changed; "
        out += required == .none ? "no version bump required\n" : "requires a \(required) version bump\n"
        return out
    }

    private func verdict(_ diff: BundleDiff) -> String {
        guard let required = diff.requiredVersion else { return "cannot judge: '\(diff.oldVersion)' is not a semantic version" }
        if diff.required == .none {
            return diff.satisfied ? "no bump required" : "NEW \(diff.newVersion) is older than OLD \(diff.oldVersion)"
        }
        let head = "requires a \(diff.required) bump: \(diff.oldVersion) → \(required) or later"
        return head + (diff.satisfied ? "; \(diff.newVersion) is enough" : "; \(diff.newVersion) is not")
    }

    public func json() -> JSON {
        [
            "formatVersion": 1,
            "required": .string(required.description),
            "satisfied": .bool(satisfied),
            "removedBundles": .array(removedBundles.map(JSON.string)),
            "addedBundles": .array(addedBundles.map(JSON.string)),
            "bundles": .array(diffs.map { d in
                [
                    "bundleId": .string(d.bundleId), "oldVersion": .string(d.oldVersion), "newVersion": .string(d.newVersion),
                    "required": .string(d.required.description),
                    "requiredVersion": d.requiredVersion.map { .string($0.description) } ?? .null,
                    "satisfied": .bool(d.satisfied),
                    "changes": .array(d.changes.map { c in
                        [
                            "entity": .string(c.entity), "id": .string(c.id), "change": .string(c.kind.rawValue),
                            "fields": .array(c.fields.map(JSON.string)), "bump": .string(c.bump.description),
                        ]
                    }),
                ]
            }),
        ]
    }
}
