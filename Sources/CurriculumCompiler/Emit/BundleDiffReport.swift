#if canImport(Glibc)
    import Glibc
#endif
import CurriculumModel
import Foundation

/// `curriculum diff` over two folders, each a bundle or an output folder holding bundles: bundles
/// pair up by id (the highest version of each id in a folder), and every pair is compared.
package struct BundleDiffReport: Sendable {
    package var diffs: [BundleDiff]
    /// Bundle ids only in OLD (their removal is a major change) or only in NEW (minor).
    package var removedBundles: [String]
    package var addedBundles: [String]

    package var required: VersionBump {
        max(diffs.map(\.required).max() ?? .none, removedBundles.isEmpty ? (addedBundles.isEmpty ? .none : .minor) : .major)
    }

    /// Every pair's NEW version is at least what its changes require; a removed bundle cannot be
    /// judged by version and fails the gate.
    package var satisfied: Bool { removedBundles.isEmpty && diffs.allSatisfy(\.satisfied) }

    /// Which of the two folders `curriculum diff` was given.
    package enum Side: String, Sendable {
        case old = "OLD", new = "NEW"
    }

    /// A side that cannot be compared: missing, not a bundle, or a bundle that fails its own
    /// manifest. Each problem names the side, the folder and what is wrong.
    package struct Failure: Error, Sendable, CustomStringConvertible {
        package struct Problem: Sendable, Equatable, CustomStringConvertible {
            package var side: Side
            /// The folder as the user named it (a bundle folder inside a given output folder is
            /// named under it).
            package var folder: String
            package var what: String
            package var description: String { "\(side.rawValue) \(what)" }
        }

        package var problems: [Problem]
        package var description: String { problems.map(\.description).joined(separator: "\n") }
    }

    /// Compares every bundle id the two folders share. `oldShown` and `newShown` are the folders
    /// as the user named them, for messages. Throws `Failure` with every problem of both sides.
    package static func compare(old: URL, new: URL, oldShown: String? = nil, newShown: String? = nil) throws -> BundleDiffReport {
        var problems: [Failure.Problem] = []
        let a = locate(old, shown: oldShown ?? old.path, side: .old, problems: &problems)
        let b = locate(new, shown: newShown ?? new.path, side: .new, problems: &problems)
        var diffs: [BundleDiff] = []
        for id in a.keys.sorted() {
            guard let newFolder = b[id], let oldFolder = a[id] else { continue }
            let oldBundle = read(oldFolder, side: .old, problems: &problems)
            let newBundle = read(newFolder, side: .new, problems: &problems)
            if let oldBundle, let newBundle { diffs.append(BundleDiff.compare(oldBundle, newBundle)) }
        }
        guard problems.isEmpty else { throw Failure(problems: problems) }
        return BundleDiffReport(
            diffs: diffs, removedBundles: a.keys.filter { b[$0] == nil }.sorted(),
            addedBundles: b.keys.filter { a[$0] == nil }.sorted())
    }

    /// A bundle folder found on one side.
    struct Located {
        var url: URL
        var shown: String
    }

    static func read(_ bundle: Located, side: Side, problems: inout [Failure.Problem]) -> ContentBundle? {
        do {
            return try BundleReader(directory: bundle.url).read()
        } catch {
            problems.append(damaged(bundle, side: side, error))
            return nil
        }
    }

    static func damaged(_ bundle: Located, side: Side, _ error: any Error) -> Failure.Problem {
        let why = error is BundleReadError ? "\(error)" : ErrorDescription.reason(error)
        return Failure.Problem(side: side, folder: bundle.shown, what: "bundle '\(bundle.shown)' is damaged: \(why)")
    }

    /// The bundles in a folder by id: the folder itself when it holds a manifest, else each
    /// bundle folder inside it, the highest version per id. What cannot be read is added to
    /// `problems`.
    static func locate(_ url: URL, shown: String, side: Side, problems: inout [Failure.Problem]) -> [String: Located] {
        let fm = FileManager.default
        var info = stat()
        guard stat(url.path, &info) == 0 else {
            let code = errno
            let why = ErrorDescription.reason(errno: code, at: url.path, shown: shown)
            problems.append(Failure.Problem(side: side, folder: shown, what: "'\(shown)' cannot be read: \(why)"))
            return [:]
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            problems.append(Failure.Problem(
                side: side, folder: shown, what: "'\(shown)' is \(AtomicFile.kind(of: info.st_mode)), not a bundle folder"))
            return [:]
        }
        if fm.fileExists(atPath: url.appendingPathComponent("manifest.json").path) {
            let bundle = Located(url: url, shown: shown)
            do {
                return [try BundleReader(directory: url).manifest().bundleId: bundle]
            } catch {
                problems.append(damaged(bundle, side: side, error))
                return [:]
            }
        }
        let names: [String]
        do {
            names = try fm.contentsOfDirectory(atPath: url.path)
        } catch {
            problems.append(Failure.Problem(
                side: side, folder: shown, what: "folder '\(shown)' cannot be read: " + ErrorDescription.reason(error)))
            return [:]
        }
        var best: [String: (SemanticVersion?, Located)] = [:]
        var damagedCount = 0
        for name in names.sorted() where !name.hasPrefix(".") {
            let folder = url.appendingPathComponent(name)
            guard fm.fileExists(atPath: folder.appendingPathComponent("manifest.json").path) else { continue }
            let bundle = Located(url: folder, shown: DisplayPath.join(shown, name))
            let manifest: BundleManifest
            do {
                manifest = try BundleReader(directory: folder).manifest()
            } catch {
                problems.append(damaged(bundle, side: side, error))
                damagedCount += 1
                continue
            }
            let version = SemanticVersion(manifest.contentVersion)
            if let (current, _) = best[manifest.bundleId], let current, let version, version <= current { continue }
            best[manifest.bundleId] = (version, bundle)
        }
        if best.isEmpty && damagedCount == 0 {
            problems.append(Failure.Problem(
                side: side, folder: shown,
                what: "folder '\(shown)' holds no bundle: no manifest.json in it or in the folders inside it"))
        }
        return best.mapValues(\.1)
    }

    // MARK: - Output

    package func text() -> String {
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

    package func json() -> CurriculumModel.JSONValue {
        [
            "formatVersion": 1,
            "required": .string(required.description),
            "satisfied": .bool(satisfied),
            "removedBundles": .array(removedBundles.map(JSONValue.string)),
            "addedBundles": .array(addedBundles.map(JSONValue.string)),
            "bundles": .array(diffs.map { d in
                [
                    "bundleId": .string(d.bundleId), "oldVersion": .string(d.oldVersion), "newVersion": .string(d.newVersion),
                    "required": .string(d.required.description),
                    "requiredVersion": d.requiredVersion.map { .string($0.description) } ?? .null,
                    "satisfied": .bool(d.satisfied),
                    "changes": .array(d.changes.map { c in
                        [
                            "entity": .string(c.entity), "id": .string(c.id), "change": .string(c.kind.rawValue),
                            "fields": .array(c.fields.map(JSONValue.string)), "bump": .string(c.bump.description),
                        ]
                    }),
                ]
            }),
        ]
    }
}
