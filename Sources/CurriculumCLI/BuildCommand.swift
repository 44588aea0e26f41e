import CurriculumCompiler
import CurriculumModel
import Foundation

/// `curriculum build`: lint, and only when there are no errors, write the bundles and the
/// coverage report. Everything is decided before anything is written, so a refused or failed
/// build leaves the output folder as it was.
public enum BuildCommand: Command {
    public static let name = "build"
    public static let summary = "Check the curriculum and, when it has no errors, write its bundles and coverage report."
    public static let synopsis = "[PATH] [--out DIR] [--force] [--format FORMAT] [--strict] [--rule ID=LEVEL]…"
    public static let discussion = """
        Writes one bundle per grade (<subject>-kindergarten, <subject>-grade1) and the fluency \
        facts bundle (<subject>-fluency) into DIR/<bundle id>-<version>/, plus DIR/coverage.json, \
        coverage.md and coverage.html. Rebuilding an unchanged version does nothing; rebuilding a \
        version with different content is refused (BUNDLE-VERSION-REUSE) unless --force.
        """
    public static let options: [OptionSpec] = [
        .value("--out", "DIR", "Where bundles go (default dist).").nonEmpty(),
        .flag("--force", "Overwrite a bundle version that exists with different content."),
        .value("--format", "FORMAT", "Format of diagnostics: \(Reporters.names.joined(separator: ", ")) (default text)."),
        .flag("--strict", "Treat warnings as errors."),
        .repeated("--rule", "ID=LEVEL", "Set a rule's severity for this run."),
        .maxPerRule,
    ]

    public static func run(_ args: ParsedArguments, _ io: CommandIO) -> ExitCode {
        guard args.positionals.count <= 1 else {
            io.err("error: build takes one curriculum folder\nUSAGE: curriculum build \(synopsis)\n")
            return .usage
        }
        let outPath = args.value("--out") ?? "dist"
        do {
            let format = args.value("--format") ?? "text"
            let options = try CompileRequest.options(from: args)
            let request = CompileRequest(paths: args.positionals, options: options)
            var timer = StageTimer()
            guard let compilation = try request.run(io: io).first else { return .failure }
            defer { BackgroundRelease.drop(compilation) }
            let catalog = compilation.catalog

            var diagnostics = compilation.diagnostics
            var staged: [(OutputTransaction.StagedBundle, BundleWriter.Plan)] = []
            var unchanged: [String] = []
            var writer = BundleWriter(outputDirectory: io.url(for: outPath), force: args.has("--force"))
            // Holds the output folder's lock from before the bundles are compared with what is
            // there until they are switched in; dropped without a commit, it removes what it staged.
            var transaction: OutputTransaction?
            // The coverage report reads only the catalog: it is worked out while bundles are staged.
            var coverage: BackgroundValue<CoverageReport>?
            if !compilation.hasErrors {
                coverage = BackgroundValue { CoverageReport(catalog: catalog) }
                let builder = BundleBuilder(catalog: catalog)
                let specs: [BundleBuilder.Spec]
                do {
                    specs = try builder.specs()
                } catch let failure as BundleBuilder.Failure {
                    io.err("error: \(failure)\nbuild stopped; nothing was written\n")
                    return .contentErrors
                }
                let reuse = severity(of: BundleVersionReuse.id, catalog: catalog, options: options)
                if reuse != .error { writer.force = true }
                let output = try writer.begin(waiting: { io.err("waiting for another build to finish writing \(TerminalSafe.escape(outPath))…\n") })
                transaction = output
                for spec in specs {
                    switch try output.prepare(spec.directoryName, { sink in try builder.build(spec, into: sink) }) {
                    case .unchanged(let name): unchanged.append(name)
                    case .staged(let bundle, let plan): staged.append((bundle, plan))
                    }
                }
                timer.lap("stage bundles")
                if let d = versionReuse(staged, writer: writer, catalog: catalog, outPath: outPath, severity: reuse) {
                    diagnostics.append(d)
                }
            }
            // The manifest is quoted under a version-reuse finding; read it back if the compile did not.
            var sources = compilation.sources
            if let path = catalog.manifest?.path, sources[path] == nil { sources[path] = compilation.source(path) }
            let report = LintReport(diagnostics: diagnostics, sources: sources, checkedFiles: compilation.files, rules: RuleRegistry.all)
            if format != "text" {
                try io.emit(report, format: format)
            } else if report.count(.error) + report.count(.warning) > 0 {
                // A build shows what could stop it or needs a look; `lint` lists the infos too.
                let shown = LintReport(
                    diagnostics: report.diagnostics.filter { $0.severity >= .warning }, sources: sources,
                    checkedFiles: compilation.files, rules: report.rules)
                try io.emit(shown, format: format)
            }
            let infos = report.count(.info)
            if format == "text", infos > 0 {
                io.err("\(infos) info finding\(infos == 1 ? "" : "s") not shown; `curriculum lint` lists them\n")
            }
            if report.count(.error) > 0 {
                io.err("build stopped: fix the errors above; nothing was written\n")
                return .contentErrors
            }

            guard let transaction else { return .failure }
            let covered = coverage?.value ?? CoverageReport(catalog: catalog)
            timer.lap("coverage")
            try transaction.stageFile("coverage.json", bytes: Array(covered.json().serialized().utf8))
            try transaction.stageFile("coverage.md", bytes: Array(covered.markdown().utf8))
            try transaction.stageFile("coverage.html", bytes: Array(covered.html().utf8))
            // One switch installs every bundle and the report; what is printed comes after it,
            // so a closed terminal cannot interrupt an install.
            let outcomes = try transaction.commit(staged)
            timer.lap("install")
            let out = TerminalSafe.escape(outPath)
            for name in unchanged { io.err("unchanged \(out)/\(name)\n") }
            for ((bundle, _), outcome) in zip(staged, outcomes) {
                let shown = "\(out)/\(bundle.directoryName)"
                let counts = bundle.manifest.counts
                let size = counts["facts"].map { "\(bundle.manifest.files.count + 1) files, \($0) facts" }
                    ?? "\(bundle.manifest.files.count + 1) files, \(counts["lessons"] ?? 0) lessons, \(counts["items"] ?? 0) items"
                switch outcome {
                case .written: io.err("wrote \(shown) (\(size))\n")
                case .replaced: io.err("replaced \(shown) (\(size))\n")
                case .repaired: io.err("rewrote damaged \(shown) (\(size))\n")
                case .unchanged: io.err("unchanged \(shown)\n")
                }
            }
            io.err("wrote \(out)/coverage.{json,md,html}: \(covered.summaryLine)\n")
            return .success
        } catch let error as UsageError {
            io.err("error: \(error.message)\nUSAGE: curriculum \(name) \(synopsis)\n")
            return .usage
        } catch CompileRequest.Failure.missing(let path) {
            io.err("error: cannot read '\(path)': no such file or directory\n")
            return .failure
        } catch BundleWriter.Failure.notABundle(_, let reason) {
            io.err("error: cannot write into \(TerminalSafe.escape(outPath)): \(reason); nothing was written\n")
            return .failure
        } catch {
            io.err("error: \(ErrorDescription.message(error, path: outPath, action: .write)); the previous output is as it was\n")
            return .failure
        }
    }

    /// The severity a rule runs at: the manifest's override, then the command line's.
    static func severity(of rule: String, catalog: Catalog, options: CompileOptions) -> Severity {
        var level = BundleVersionReuse.description.severity
        for (id, s) in catalog.manifest?.ruleOverrides ?? [] where id.value == rule { level = s }
        for (id, s) in options.ruleOverrides where id == rule { level = s }
        if options.strict && level == .warning { level = .error }
        return level
    }

    /// One BUNDLE-VERSION-REUSE finding at the manifest's `version` for every bundle whose version
    /// exists with other content, with the bump `curriculum diff` would require as the fix-it.
    static func versionReuse(
        _ work: [(OutputTransaction.StagedBundle, BundleWriter.Plan)], writer: BundleWriter, catalog: Catalog, outPath: String,
        severity: Severity
    ) -> Diagnostic? {
        guard let manifest = catalog.manifest, severity != .off else { return nil }
        var notes: [Diagnostic.Note] = []
        var required = VersionBump.none
        var refused: [String] = []
        for (bundle, plan) in work {
            let existing: BundleManifest?, reason: String
            switch plan {
            case .conflict(let e, let r): (existing, reason) = (e, r)
            case .replace(let e) where severity != .error: (existing, reason) = (e, "version \(bundle.manifest.contentVersion) was built before with different content")
            default: continue
            }
            refused.append(bundle.manifest.bundleId)
            var note = "\(outPath)/\(bundle.directoryName): "
            if let existing {
                note += "built before with content hash \(existing.contentHash.prefix(12))…; this build's is \(bundle.manifest.contentHash.prefix(12))…"
            } else {
                note += reason
            }
            if existing != nil,
                let old = try? BundleReader(directory: writer.outputDirectory.appendingPathComponent(bundle.directoryName)).read(),
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
        guard !refused.isEmpty else { return nil }
        notes.append(.init("run `curriculum diff` on the two builds for the list, or pass --force if the old build never shipped"))
        var fixIts: [Diagnostic.FixIt] = []
        if let part = required.part, let current = SemanticVersion(manifest.version.value) {
            let next = current.bumped(part)
            fixIts.append(.init(at: manifest.version.location, length: manifest.version.length, replacement: next.description))
        }
        var d = BundleVersionReuse.diagnostic(
            at: manifest.version.location, length: manifest.version.length,
            "version \(manifest.version.value) was already built with different content (\(refused.joined(separator: ", ")))",
            notes: notes, fixIts: fixIts)
        d.severity = severity
        return d
    }
}
