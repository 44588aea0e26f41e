import CurriculumSyntax
import CurriculumModel
import Foundation

/// Raised by the Emit stage, not by checking the catalog: it compares what would be written
/// with the bundle of the same version already in the output folder.
package enum BundleVersionReuse: OutputRule {
    package static let description = RuleDescription(
        id: "BUNDLE-VERSION-REUSE", severity: .error,
        summary: "a content version that was already built is rebuilt with different content",
        rationale: """
            The app caches bundles by id and content version and trusts a version it has seen \
            (docs/design.md#bundles). Two different bundles under one version means devices disagree \
            about what lesson k.counting.count-objects.l1 holds, and a child's progress is scored \
            against the wrong items. Bump `version` in curriculum/curriculum.yaml (`curriculum diff` \
            says by how much), or pass --force when the old build was never shipped.
            """,
        triggering: [
            .replacing("title: Count to 10", in: "k/01-counting/count-objects-l1.yaml", with: "title: Count to ten")
                .reports("version 2.0.0 was already built with different content (math-kindergarten)", atLine: "version: ↓2.0.0", in: "curriculum.yaml"),
        ],
        nonTriggering: [.replacing("version: 2.0.0", in: "curriculum.yaml", with: "version: 2.1.0")])

    /// One finding at the manifest's `version` for every bundle whose version exists with other
    /// content, with the bump `curriculum diff` would require as the fix-it.
    package static func check(_ output: StagedOutput) -> [Diagnostic] {
        guard let manifest = output.catalog.manifest else { return [] }
        var notes: [Diagnostic.Note] = []
        var required = VersionBump.none
        var reused: [String] = []
        for (bundle, plan) in output.bundles {
            let existing: BundleManifest?, reason: String
            switch plan {
            case .conflict(let e, let r): (existing, reason) = (e, r)
            case .replace(let e): (existing, reason) = (e, "version \(bundle.manifest.contentVersion) was built before with different content")
            default: continue
            }
            reused.append(bundle.manifest.bundleId)
            var note = "\(output.shownDirectory)/\(bundle.directoryName): "
            if let existing {
                note += "built before with content hash \(existing.contentHash.prefix(12))…; this build's is \(bundle.manifest.contentHash.prefix(12))…"
            } else {
                note += reason
            }
            if existing != nil,
                let old = try? BundleReader(directory: output.directory.appendingPathComponent(bundle.directoryName)).read(),
                let new = try? BundleReader(directory: bundle.folder).read()
            {
                let diff = BundleDiff.compare(old, new)
                let bump = max(diff.required, .patch)
                required = max(required, bump)
                let counts = Dictionary(grouping: diff.changes, by: \.kind).mapValues(\.count)
                note += "; its changes need a \(bump) bump (\(counts[.added] ?? 0) added, \(counts[.removed] ?? 0) removed, \(counts[.changed] ?? 0) changed)"
            }
            notes.append(.init(note))
        }
        guard !reused.isEmpty else { return [] }
        notes.append(.init("run `curriculum diff` on the two builds for the list, or pass --force if the old build never shipped"))
        var fixIts: [Diagnostic.FixIt] = []
        if let part = required.part, let current = SemanticVersion(manifest.version.value) {
            fixIts.append(.init(at: manifest.version.location, length: manifest.version.length, replacement: current.bumped(part).description))
        }
        return [diagnostic(
            at: manifest.version.location, length: manifest.version.length,
            "version \(manifest.version.value) was already built with different content (\(reused.joined(separator: ", ")))",
            notes: notes, fixIts: fixIts)]
    }
}
