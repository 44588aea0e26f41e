import CurriculumCompiler
import CurriculumModel
import Foundation

/// `curriculum fixture`: a small bundle set for app engineers holding an item of every item type
/// (`FixtureLessons`), built as `build --only` builds it, with the `en-XA` pseudo-locale of its
/// strings beside it (docs/app-engineers.md).
package enum FixtureCommand: Command {
    package static let name = "fixture"
    package static let summary = "Write a small bundle set with a lesson of every item type, and its pseudo-locale, for app development."
    package static let synopsis = "--out DIR [PATH] [--force] [--format FORMAT] [--strict] [--rule ID=LEVEL]…"
    package static let discussion = """
        Picks the fewest lessons (greedily, the same ones every run) that together hold every item \
        type, and builds them and exactly what they reference as `build --only` does: one bundle \
        per grade they come from, no fluency facts, no coverage report. Beside the bundles, \
        \(pseudoFile) holds every string of the fixture with its \(PseudoLocale.identifier) \
        pseudo-locale form. The whole curriculum is checked first, and any error stops it.
        """
    package static let options: [OptionSpec] = [
        .value("--out", "DIR", "Where the fixture goes (required).").nonEmpty(),
        .flag("--force", "Overwrite a fixture of the same version with different content."),
        .value("--format", "FORMAT", "Format of diagnostics: \(Reporters.names.joined(separator: ", ")) (default text)."),
        .flag("--strict", "Treat warnings as errors."),
        .repeated("--rule", "ID=LEVEL", "Set a rule's severity for this run."),
        .maxPerRule,
    ]

    /// The pseudo-locale's file at the top of the output folder.
    package static let pseudoFile = PseudoLocale.fileName

    package static func run(_ args: ParsedArguments, _ io: CommandIO) throws -> ExitCode {
        guard args.positionals.count <= 1 else { throw UsageError("fixture takes one curriculum folder") }
        guard args.value("--out") != nil else { throw UsageError("fixture needs --out DIR, the folder to write it into") }
        _ = try ReportFormat.chosen(by: args, suggesting: true, showingUsage: true)
        try BuildCommand.refuseOutputHoldingCurrentFolder(args, io)
        let request = CompileRequest(paths: args.positionals, options: try CompileRequest.options(from: args))
        guard let compilation = try request.run(io: io).first else { return .failure }
        defer { BackgroundRelease.drop(compilation) }
        guard !compilation.hasErrors else { return try BuildCommand.emit(compilation, lessons: [], args, io) }

        let fixture = FixtureLessons(catalog: compilation.catalog)
        guard !fixture.lessons.isEmpty else {
            throw CommandFailure("the curriculum has no lessons to make a fixture of", .contentErrors)
        }
        let typesByLesson = Dictionary(grouping: fixture.coverage, by: \.lesson).mapValues { $0.map(\.type) }
        let width = fixture.lessons.map(\.count).max() ?? 0
        var text = "fixture: \(fixture.lessons.count) lessons covering \(fixture.coverage.count) of \(fixture.coverage.count + fixture.missing.count) item types\n"
        for lesson in fixture.lessons {
            let shown = TerminalSafe.escape(lesson)
            text += "  " + shown.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + (typesByLesson[lesson] ?? []).joined(separator: ", ") + "\n"
        }
        if !fixture.missing.isEmpty { text += "no lesson has: " + fixture.missing.joined(separator: ", ") + "\n" }
        io.out(text)

        return try BuildCommand.emit(compilation, lessons: fixture.lessons, args, io, pseudoLocale: true) { folders in
            // Read back as the app reads them, so the strings are what the bundles hold.
            let read = try folders.map { try BundleReader(directory: $0).read() }
            let language = read.first.map { String($0.manifest.locale.prefix { $0 != "-" && $0 != "_" }) } ?? "en"
            let catalog = PseudoLocale.catalog(of: read, sourceLanguage: language.isEmpty ? "en" : language.lowercased())
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            return [(pseudoFile, Array(try encoder.encode(catalog)) + [UInt8(ascii: "\n")])]
        }
    }

    package static func failureMessage(_ error: any Error, _ args: ParsedArguments, _ io: CommandIO) -> String? {
        BuildCommand.failureMessage(error, args, io)
    }
}
