/// Raised by `curriculum build`, not by checking the catalog: it compares what would be written
/// with the bundle of the same version already in the output folder.
public enum BundleVersionReuse: Rule {
    public static let description = RuleDescription(
        id: "BUNDLE-VERSION-REUSE", severity: .error,
        summary: "a content version that was already built is rebuilt with different content",
        rationale: """
            The app caches bundles by id and content version and trusts a version it has seen \
            (docs/design.md#bundles). Two different bundles under one version means devices disagree \
            about what lesson k.counting.count-objects.l1 holds, and a child's progress is scored \
            against the wrong items. Bump `version` in curriculum/curriculum.yaml (`curriculum diff` \
            says by how much), or pass --force when the old build was never shipped.
            """,
        triggering: [], nonTriggering: [.replacing("version: 1.0.0", in: "curriculum.yaml", with: "version: 1.1.0")])
}
