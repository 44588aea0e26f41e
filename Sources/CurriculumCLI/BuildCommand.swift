import CurriculumCompiler
import CurriculumModel
import Foundation

/// `curriculum build`: lint, and only when there are no errors, write the bundles and the
/// coverage report. The compile and the Emit stage (`EmitStage`) do the work; this parses the
/// arguments and prints. Everything is decided before anything is written, so a refused or
/// failed build leaves the output folder as it was.
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

    public static func run(_ args: ParsedArguments, _ io: CommandIO) throws -> ExitCode {
        guard args.positionals.count <= 1 else { throw UsageError("build takes one curriculum folder") }
        let outPath = args.value("--out") ?? "dist"
        let format = try ReportFormat.chosen(by: args, suggesting: true, showingUsage: true)
        let request = CompileRequest(paths: args.positionals, options: try CompileRequest.options(from: args))
        guard let compilation = try request.run(io: io).first else { return .failure }
        defer { BackgroundRelease.drop(compilation) }
        let stage = EmitStage(outputDirectory: io.url(for: outPath), shownDirectory: outPath, force: args.has("--force"))
        let emission: Emission
        do {
            emission = try stage.stage(compilation) {
                io.err("waiting for another build to finish writing \(TerminalSafe.escape(outPath))…\n")
            }
        } catch let failure as BundleBuilder.Failure {
            // Content the bundles cannot hold: a content error, not a failure to write.
            io.err("error: \(failure)\nbuild stopped; nothing was written\n")
            return .contentErrors
        }
        let report = emission.report
        if format != .text {
            io.emit(report, format: format)
        } else if report.count(.error) + report.count(.warning) > 0 {
            // A build shows what could stop it or needs a look; `lint` lists the infos too.
            let shown = LintReport(
                diagnostics: report.diagnostics.filter { $0.severity >= .warning }, sources: report.sources,
                checkedFiles: report.checkedFiles, rules: report.rules)
            io.emit(shown, format: format)
        }
        let infos = report.count(.info)
        if format == .text, infos > 0 {
            io.err("\(infos) info finding\(infos == 1 ? "" : "s") not shown; `curriculum lint` lists them\n")
        }
        if report.count(.error) > 0 {
            io.err("build stopped: fix the errors above; nothing was written\n")
            return .contentErrors
        }
        let installed = try emission.install()
        let out = TerminalSafe.escape(outPath)
        for name in installed.unchanged { io.err("unchanged \(out)/\(name)\n") }
        for (bundle, outcome) in installed.bundles {
            let shown = "\(out)/\(bundle.directoryName)"
            let manifest = bundle.manifest
            let size = manifest.count(of: .facts).map { "\(manifest.files.count + 1) files, \($0) facts" }
                ?? "\(manifest.files.count + 1) files, \(manifest.count(of: .lessons) ?? 0) lessons, \(manifest.count(of: .items) ?? 0) items"
            switch outcome {
            case .written: io.err("wrote \(shown) (\(size))\n")
            case .replaced: io.err("replaced \(shown) (\(size))\n")
            case .repaired: io.err("rewrote damaged \(shown) (\(size))\n")
            case .unchanged: io.err("unchanged \(shown)\n")
            }
        }
        io.err("wrote \(out)/\(Emission.stringCatalogName): \(installed.strings) strings for translators\n")
        io.err("wrote \(out)/coverage.{json,md,html}: \(installed.coverage.summaryLine)\n")
        return .success
    }

    /// A build that could not write says so about the output folder, and that what was there
    /// before is still there: nothing is written until everything is ready.
    public static func failureMessage(_ error: any Error, _ args: ParsedArguments, _ io: CommandIO) -> String? {
        let outPath = args.value("--out") ?? "dist"
        if case BundleWriter.Failure.notABundle(_, let reason) = error {
            return "cannot write into \(TerminalSafe.escape(outPath)): \(reason); nothing was written"
        }
        return "\(ErrorDescription.message(error, path: outPath, action: .write)); the previous output is as it was"
    }
}
