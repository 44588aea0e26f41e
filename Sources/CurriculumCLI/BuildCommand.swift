import CurriculumCompiler
import CurriculumModel
import CurriculumSyntax
import Foundation

/// `curriculum build`: lint, and only when there are no errors, write the bundles and the
/// coverage report. The compile and the Emit stage (`EmitStage`) do the work; this parses the
/// arguments and prints. Everything is decided before anything is written, so a refused or
/// failed build leaves the output folder as it was.
package enum BuildCommand: Command {
    package static let name = "build"
    package static let summary = "Check the curriculum and, when it has no errors, write its bundles and coverage report."
    package static let synopsis = "[PATH] [--out DIR] [--only PATTERN]… [--locales LOCALE]… [--min-locale-complete PERCENT] [--require-review KIND]… [--force] [--format FORMAT] [--strict] [--rule ID=LEVEL]…"
    package static let discussion = """
        Writes one bundle per grade (<subject>-kindergarten, <subject>-grade1) and the fluency \
        facts bundle (<subject>-fluency) into DIR/<bundle id>-<version>/, plus DIR/coverage.json, \
        coverage.md and coverage.html. Rebuilding an unchanged version does nothing; rebuilding a \
        version with different content is refused (BUNDLE-VERSION-REUSE) unless --force.

        --only builds a fixture: just the lessons a lesson, skill or unit id selects (globs such \
        as k.counting.* allowed; repeat it or separate ids with commas) and exactly what they \
        reference, with no coverage report. The whole curriculum is still checked, and any error \
        in it stops the build (docs/app-engineers.md).

        Grade bundles carry the translations in the curriculum's l10n/ folder, each lesson whole         or not at all (docs/localization.md). --locales ships only the locales it names and stops         the build, writing nothing, when one of them has less than --min-locale-complete percent         of the curriculum's strings translated.

        --require-review KIND (content, accessibility or translation-LOCALE) stops the build, \
        writing nothing, while any item it would ship lacks a current approval of that kind: \
        never reviewed, or changed since its approval. It names each changed item and each \
        lesson never reviewed (docs/reviews.md).
        """
    package static let options: [OptionSpec] = [
        .value("--out", "DIR", "Where bundles go (default dist).").nonEmpty(),
        .repeated("--only", "PATTERN", "Build only these lessons, skills or units (globs allowed) and what they reference.").nonEmpty(),
        .repeated("--locales", "LOCALE", "Ship only these translations (e.g. es-US), each at least --min-locale-complete translated.").nonEmpty(),
        .value("--min-locale-complete", "PERCENT", "With --locales: the share of strings a locale must have translated (default 100)."),
        .repeated("--require-review", "KIND", "Write nothing while an item lacks a current approval of KIND (content, accessibility, translation-es-US).").nonEmpty(),
        .flag("--force", "Overwrite a bundle version that exists with different content."),
        .value("--format", "FORMAT", "Format of diagnostics: \(Reporters.names.joined(separator: ", ")) (default text)."),
        .flag("--strict", "Treat warnings as errors."),
        .repeated("--rule", "ID=LEVEL", "Set a rule's severity for this run."),
        .maxPerRule,
    ]

    package static func run(_ args: ParsedArguments, _ io: CommandIO) throws -> ExitCode {
        guard args.positionals.count <= 1 else { throw UsageError("build takes one curriculum folder") }
        // A misspelt format is told before the compile.
        _ = try ReportFormat.chosen(by: args, suggesting: true, showingUsage: true)
        try refuseOutputHoldingCurrentFolder(args, io)
        let patterns = listed(args, "--only")
        let request = CompileRequest(paths: args.positionals, options: try CompileRequest.options(from: args))
        guard let compilation = try request.run(io: io).first else { return .failure }
        defer { BackgroundRelease.drop(compilation) }
        // A catalog with errors may have lost lessons: its findings are shown, not a pattern's.
        let lessons = patterns.isEmpty || compilation.hasErrors ? nil : try selectedLessons(patterns, in: compilation.catalog)
        if !compilation.hasErrors, let refused = try localeGate(args, compilation.catalog) {
            io.err(refused + "\nbuild stopped; nothing was written\n")
            return .contentErrors
        }
        if !compilation.hasErrors, let refused = try reviewGate(args, compilation.catalog, lessons: lessons) {
            io.err(refused + "\nbuild stopped; nothing was written\n")
            return .contentErrors
        }
        return try emit(compilation, lessons: lessons, args, io)
    }

    /// A build swaps the whole output folder for the one it staged: a shell standing in it, or
    /// below it, would be left in the removed folder. Said before anything is compiled.
    static func refuseOutputHoldingCurrentFolder(_ args: ParsedArguments, _ io: CommandIO) throws {
        let outPath = args.value("--out") ?? "dist"
        let out = io.url(for: outPath).standardizedFileURL.resolvingSymlinksInPath().path
        let here = io.currentDirectory.standardizedFileURL.resolvingSymlinksInPath().path
        guard here == out || here.hasPrefix(out.hasSuffix("/") ? out : out + "/") else { return }
        throw UsageError(
            "--out \(TerminalSafe.escape(outPath)) is the current folder or holds it, and a build replaces the whole output folder: run it from outside that folder")
    }

    /// `--locales`: each named locale must be translated at least `--min-locale-complete`
    /// percent; the message says which is not, and how far it is.
    static func localeGate(_ args: ParsedArguments, _ catalog: Catalog) throws -> String? {
        let locales = requestedLocales(args)
        guard !locales.isEmpty else { return nil }
        var threshold = 100.0
        if let text = args.value("--min-locale-complete") {
            guard let value = Double(text.hasSuffix("%") ? String(text.dropLast()) : text), (0...100).contains(value) else {
                throw UsageError("--min-locale-complete takes a percentage from 0 to 100, not '\(text)'")
            }
            threshold = value
        }
        let sources = SourceStrings(catalog)
        var problems: [String] = []
        for locale in locales {
            let status = catalog.translations[locale]?.status(against: sources) ?? sources.status(locale: locale)
            if status.percentComplete < threshold {
                let known = catalog.translations[locale] == nil ? " (the curriculum has no l10n/\(locale).xcstrings)" : ""
                problems.append(String(
                    format: "error: %@ is %.1f %% translated, below the %.1f %% --min-locale-complete asks for%@: %d of %d strings translated, %d needing review, %d stale, %d missing",
                    locale, status.percentComplete, threshold, known, status.translated, status.total, status.needsReview, status.stale, status.missing))
            }
        }
        return problems.isEmpty ? nil : problems.joined(separator: "\n")
    }

    /// `--require-review`: every item the build ships has a current approval of each kind named;
    /// the message says which do not (`ReviewGate`).
    static func reviewGate(_ args: ParsedArguments, _ catalog: Catalog, lessons ids: [String]?) throws -> String? {
        var kinds: [ReviewKind] = []
        for name in listed(args, "--require-review") {
            guard let kind = ReviewKind(name) else {
                throw UsageError("unknown review kind '\(TerminalSafe.escape(name))' in --require-review; expected content, accessibility or translation-LOCALE such as translation-es-US"
                    + EditDistance.didYouMean(closestTo: name, in: ReviewKind.examples))
            }
            if !kinds.contains(kind) { kinds.append(kind) }
        }
        guard !kinds.isEmpty else { return nil }
        let grades = Set(catalog.manifest?.grades ?? Grade.allCases)
        let chosen = ids.map(Set.init)
        let shipped = catalog.lessons.filter { chosen?.contains($0.id.value) ?? grades.contains($0.grade) }
        let problems = kinds.map { ReviewGate(catalog: catalog, kind: $0, lessons: shipped) }.filter { !$0.passes }
        guard !problems.isEmpty else { return nil }
        return problems.map { gate in
            let lines = gate.lines().map { TerminalSafe.escape($0) }
            return (["error: " + (lines.first ?? "")] + lines.dropFirst().map { "  " + $0 }).joined(separator: "\n")
        }.joined(separator: "\n")
    }

    static func requestedLocales(_ args: ParsedArguments) -> [String] { listed(args, "--locales") }

    /// A repeatable option's values, each of which may also be a comma-separated list.
    static func listed(_ args: ParsedArguments, _ option: String) -> [String] {
        args.all(option).flatMap { $0.split(separator: ",").map(String.init) }.filter { !$0.isEmpty }
    }

    /// The lessons `--only` patterns select; patterns that select nothing are a usage error.
    static func selectedLessons(_ patterns: [String], in catalog: Catalog) throws -> [String] {
        do {
            return try LessonSelection(patterns).lessonIDs(in: catalog)
        } catch {
            throw CommandFailure(messages: error.messages, .usage)
        }
    }

    /// The Emit stage and its report: every bundle, or only `lessons` and what they reference
    /// (`build --only`, `fixture`), written by the same staged, atomic path.
    /// `adding` makes more top-level files from the bundles' folders (`Emission.install(adding:)`).
    static func emit(
        _ compilation: Compilation, lessons: [String]?, _ args: ParsedArguments, _ io: CommandIO, pseudoLocale: Bool = false,
        adding extra: ([URL]) throws -> [(name: String, bytes: [UInt8])] = { _ in [] }
    ) throws -> ExitCode {
        let outPath = args.value("--out") ?? "dist"
        let format = try ReportFormat.chosen(by: args, suggesting: true, showingUsage: true)
        var stage = EmitStage(outputDirectory: io.url(for: outPath), shownDirectory: outPath, force: args.has("--force"))
        stage.lessons = lessons
        let locales = requestedLocales(args)
        stage.locales = locales.isEmpty ? nil : locales
        stage.pseudoLocale = pseudoLocale
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
        let installed = try emission.install(adding: extra)
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
        for (name, changed) in installed.added { io.err("\(changed ? "wrote" : "unchanged") \(out)/\(TerminalSafe.escape(name))\n") }
        if let coverage = installed.coverage {
            io.err("wrote \(out)/coverage.{json,md,html}: \(coverage.summaryLine)\n")
        }
        return .success
    }

    /// A build that could not write says so about the output folder, and that what was there
    /// before is still there: nothing is written until everything is ready.
    package static func failureMessage(_ error: any Error, _ args: ParsedArguments, _ io: CommandIO) -> String? {
        let outPath = args.value("--out") ?? "dist"
        if case BundleWriter.Failure.notABundle(_, let reason) = error {
            return "cannot write into \(TerminalSafe.escape(outPath)): \(reason); nothing was written"
        }
        return "\(ErrorDescription.message(error, path: outPath, action: .write)); the previous output is as it was"
    }
}
