import CurriculumSyntax
import CurriculumModel
import Foundation

/// What the Emit stage staged and found, waiting to be installed. Dropped without `install()`,
/// it removes what it staged and the output folder is as it was.
package struct Emission: Sendable {
    /// The compilation's findings and the output rules', configured alike.
    package let diagnostics: [Diagnostic]
    /// The sources findings quote, the manifest included (BUNDLE findings point at its version).
    package let sources: [String: SourceFile]
    package let checkedFiles: [String]
    /// Bundles already in place with the same content: nothing of them is written.
    package var unchanged: [String] { staged?.unchanged ?? [] }
    /// Nil when the compilation had errors and nothing was staged.
    let staged: Staged?

    struct Staged: Sendable {
        /// Holds the output folder's lock from before the bundles were compared with what is
        /// there until they are switched in.
        let transaction: OutputTransaction
        let bundles: [(bundle: OutputTransaction.StagedBundle, plan: BundleWriter.Plan)]
        let unchanged: [String]
        /// Nil for a partial build, which writes no coverage report.
        let coverage: BackgroundValue<CoverageReport>?
        /// Written beside the bundles as `Localizable.xcstrings`.
        let strings: StringTable
    }

    init(_ compilation: Compilation, findings: [Diagnostic], staged: Staged? = nil) {
        diagnostics = compilation.diagnostics + findings
        var sources = compilation.sources
        // The manifest is quoted under a version-reuse finding; read it back if the compile did not.
        if let path = compilation.catalog.manifest?.path, sources[path] == nil { sources[path] = compilation.source(path) }
        self.sources = sources
        checkedFiles = compilation.files
        self.staged = staged
    }

    package var report: LintReport {
        LintReport(diagnostics: diagnostics, sources: sources, checkedFiles: checkedFiles, rules: RuleRegistry.all)
    }

    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// An emission with errors installs nothing.
    package struct Refused: Error, CustomStringConvertible {
        package var description: String { "the build has errors; nothing was written" }
    }

    /// What an install did.
    package struct Installation: Sendable {
        /// Each bundle staged, with what installing it did.
        package var bundles: [(bundle: OutputTransaction.StagedBundle, outcome: BundleWriter.Outcome)]
        /// Bundles that were already in place.
        package var unchanged: [String]
        /// Nil for a partial build (`EmitStage.lessons`).
        package var coverage: CoverageReport?
        /// Strings in the translators' String Catalog.
        package var strings: Int
        /// The files `install(adding:)` made, and whether each differs from what was there.
        package var added: [(name: String, changed: Bool)] = []
    }

    /// The translators' String Catalog of every bundle's strings, beside the bundles.
    package static let stringCatalogName = "Localizable.xcstrings"

    /// Stages the coverage report beside the bundles and switches all of them in with one rename.
    /// Called once; what it prints is up to the caller, after the switch, so a closed terminal
    /// cannot interrupt an install. `adding` makes more top-level files (a fixture's
    /// pseudo-locale) from the folders of this build's bundles, staged or already in place, and
    /// they are switched in with them.
    package func install(adding extra: ([URL]) throws -> [(name: String, bytes: [UInt8])] = { _ in [] }) throws -> Installation {
        guard !hasErrors, let staged else { throw Refused() }
        let root = staged.transaction.writer.outputDirectory
        let folders = staged.bundles.map(\.bundle.folder) + staged.unchanged.map { root.appendingPathComponent($0) }
        var added: [(name: String, changed: Bool)] = []
        for file in try extra(folders) { added.append((file.name, try staged.transaction.stageFile(file.name, bytes: file.bytes))) }
        var timer = StageTimer()
        let covered = staged.coverage?.value
        timer.lap("coverage")
        let transaction = staged.transaction
        if let covered {
            try transaction.stageFile("coverage.json", bytes: Array(covered.json().jsonText().utf8))
            try transaction.stageFile("coverage.md", bytes: Array(covered.markdown().utf8))
            try transaction.stageFile("coverage.html", bytes: Array(covered.html().utf8))
        }
        var strings = 0
        try transaction.stageFile(Self.stringCatalogName) { append in strings = try staged.strings.write(append) }
        // No finding is an error, so a version reuse configured below one is a replacement.
        let work = staged.bundles.map { bundle, plan -> (OutputTransaction.StagedBundle, BundleWriter.Plan) in
            if case .conflict(let existing, _) = plan { return (bundle, .replace(existing: existing)) }
            return (bundle, plan)
        }
        let outcomes = try transaction.commit(work)
        timer.lap("install")
        let installed = zip(staged.bundles, outcomes).map { (bundle: $0.bundle, outcome: $1) }
        return Installation(bundles: installed, unchanged: staged.unchanged, coverage: covered, strings: strings, added: added)
    }
}
