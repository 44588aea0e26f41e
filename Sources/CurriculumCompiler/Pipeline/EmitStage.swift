import CurriculumModel
import CurriculumSyntax
import Foundation

/// Emit, the stage after the rules (docs/design.md#emit). For a compilation without errors it
/// lays the catalog out as bundles, stages them as the output folder's next version (under
/// the folder's lock; a bundle already there with the same content is left alone), runs the
/// output rules (BUNDLE-*) over what was staged, and gives their findings the configuration the
/// compile gave its own. Nothing a reader can see has changed until `Emission.install()`
/// switches every bundle and the coverage report in at once.
package struct EmitStage: Sendable {
    package var outputDirectory: URL
    /// The output folder as the user named it, for findings and messages.
    package var shownDirectory: String
    /// `--force`: replace a version built before with other content (BUNDLE-VERSION-REUSE).
    package var force: Bool
    package var spokenForm: any SpokenForm = SpokenForms.current
    package var factSetExpansions: [any FactSetSource] = FactSetExpansions.all
    /// A partial build (`build --only`, `fixture`): only these lessons and what they reference
    /// (`Catalog.subset`), and no coverage report, which would speak for the whole curriculum.
    package var lessons: [String]?
    /// The locales grade bundles carry (`BundleBuilder.locales`); nil for every translated one.
    package var locales: [String]?
    /// Adds the `en-XA` pseudo-locale to grade bundles (fixtures for app UI tests).
    package var pseudoLocale = false
    /// Test hooks, handed to the writer (`BundleWriter.willWriteFile`, `willCommitStep`), to
    /// fail a build at any step.
    var willWriteFile: (@Sendable (_ written: Int, _ path: String) throws -> Void)?
    var willCommitStep: (@Sendable (_ step: String) throws -> Void)?
    /// Test hook: the switch to use whatever the folder allows (`BundleWriter.switching`).
    var switching: OutputSwitch?

    package init(outputDirectory: URL, shownDirectory: String, force: Bool = false) {
        self.outputDirectory = outputDirectory
        self.shownDirectory = shownDirectory
        self.force = force
    }

    /// Stages the output of `compilation`; `waiting` is told once when another build holds the
    /// folder. Throws `BundleBuilder.Failure` before touching anything when the catalog cannot
    /// name its bundles, and `BundleWriter.Failure` when the folder cannot be written or holds
    /// something that is not this tool's under a bundle's name.
    package func stage(_ compilation: Compilation, waiting: () -> Void = {}) throws -> Emission {
        guard !compilation.hasErrors else { return Emission(compilation, findings: []) }
        var timer = StageTimer()
        let catalog = lessons.map { compilation.catalog.subset(lessons: $0) } ?? compilation.catalog
        // The coverage report reads only the catalog: it is worked out while bundles are staged.
        let coverage = lessons == nil ? BackgroundValue { CoverageReport(catalog: catalog) } : nil
        var builder = BundleBuilder(catalog: catalog, spokenForm: spokenForm, factSetExpansions: factSetExpansions)
        builder.locales = locales
        builder.pseudoLocale = pseudoLocale
        let specs = try builder.specs()
        var writer = BundleWriter(outputDirectory: outputDirectory, force: force)
        writer.willWriteFile = willWriteFile
        writer.willCommitStep = willCommitStep
        writer.switching = switching
        let transaction = try writer.begin(waiting: waiting)
        var staged: [(bundle: OutputTransaction.StagedBundle, plan: BundleWriter.Plan)] = []
        var unchanged: [String] = []
        // Every bundle's strings, for the one String Catalog translators get beside the bundles.
        var strings = StringTable(locale: catalog.manifest?.locale ?? "en")
        for spec in specs {
            var bundleStrings = StringTable(locale: catalog.manifest?.locale ?? "en")
            let prepared = try transaction.prepare(spec.directoryName) { sink in
                // An unchanged bundle is built once without writing; a changed one again into its folder.
                bundleStrings = StringTable(locale: catalog.manifest?.locale ?? "en")
                return try builder.build(spec, into: sink, strings: &bundleStrings)
            }
            strings.append(bundleStrings)
            switch prepared {
            case .unchanged(let name): unchanged.append(name)
            case .staged(let bundle, let plan): staged.append((bundle, plan))
            }
        }
        timer.lap("stage bundles")
        let output = StagedOutput(catalog: catalog, directory: outputDirectory, shownDirectory: shownDirectory, bundles: staged)
        var findings = Configuration(catalog: catalog, options: compilation.options)
            .configure(RuleRegistry.outputRules.flatMap { $0.check(output) })
        // --force is the author's word that the old build never shipped: a reuse that would stop
        // the build goes ahead without a finding. Configured below an error, it is still shown.
        if force { findings.removeAll { $0.ruleID == BundleVersionReuse.id && $0.severity == .error } }
        return Emission(compilation, findings: findings, staged: .init(transaction: transaction, bundles: staged, unchanged: unchanged, coverage: coverage, strings: strings))
    }
}
