import Foundation

/// A build's output as staged, before anything a reader sees has changed: what the output rules
/// (BUNDLE-*) judge.
package struct StagedOutput: Sendable {
    /// The catalog the bundles were laid out from.
    package var catalog: Catalog
    /// The output folder, which still holds the previous build.
    package var directory: URL
    /// The output folder as the user named it, for notes.
    package var shownDirectory: String
    /// Every bundle that differs from what is installed under its name, with what installing it
    /// would do. Bundles already in place with the same content are not here.
    package var bundles: [(bundle: OutputTransaction.StagedBundle, plan: BundleWriter.Plan)]
}
