import CurriculumCompiler
import Foundation

/// `curriculum lint`: every problem in every file, in one run.
package enum LintCommand: Command {
    package static let name = "lint"
    package static let summary = "Check curriculum files and report every problem."
    package static let synopsis = "[PATH…] [--format text|json|sarif|github|junit] [--strict] [--rule ID=LEVEL]… [--min-severity LEVEL] [--max-per-rule N] [--baseline FILE | --write-baseline FILE] [--watch | --fix | --fix-dry-run]"
    package static let discussion = """
        PATH is a curriculum folder (default: curriculum) or files inside one; for files, the whole \
        curriculum is still linked but only their findings are reported.

        --fix applies the fix-it of each reported finding that has exactly one (the single \
        obvious fix), in passes: each pass lints the fixed text and applies what it then shows \
        (a fixed YAML error can show a misspelt field), until nothing more applies or 5 passes \
        have run, and says how many findings are left. A file is written whole, only if it \
        still holds what was linted and is writable, and nothing else in it changes. \
        --fix-dry-run prints the same changes as a diff.
        """
    package static let options: [OptionSpec] = [
        .value("--format", "FORMAT", "Output format: \(Reporters.names.joined(separator: ", ")) (default text)."),
        .flag("--strict", "Treat warnings as errors."),
        .repeated("--rule", "ID=LEVEL", "Set a rule's severity for this run: off, info, warning or error."),
        .value("--min-severity", "LEVEL", "Hide findings below LEVEL: info, warning or error (default info)."),
        .maxPerRule,
        .value("--baseline", "FILE", "Report only findings that are not in FILE, and say how many were baselined.").nonEmpty(),
        .value("--write-baseline", "FILE", "Write the current findings to FILE (JSON) and exit 0. FILE is a new path or a regular file, replaced whole (through a symlink, to its target).").nonEmpty(),
        .flag("--watch", "Lint again whenever a file changes and show only new and fixed findings."),
        .value("--watch-runs", "N", "With --watch: stop after N lint runs (default: until interrupted)."),
        .flag("--fix", "Apply every finding's single obvious fix-it, pass after pass until nothing more applies, then report what remains."),
        .flag("--fix-dry-run", "Print what --fix would change as a unified diff (for patch -p1 or git apply); change nothing."),
    ]

    package static func run(_ args: ParsedArguments, _ io: CommandIO) throws -> ExitCode {
        let format = try ReportFormat.chosen(by: args, suggesting: true, showingUsage: true)
        let request = CompileRequest(paths: args.positionals, options: try CompileRequest.options(from: args))
        let view = try LintView(args, format: format, io: io)
        if args.has("--watch") { return try LintWatcher(request: request, view: view, io: io, maxRuns: view.watchRuns).run() }
        if let mode = view.fix { return try LintFixer(request: request, view: view, io: io).run(mode) }
        return try view.finish(lint(request, io: io), io: io)
    }

    package static func failureMessage(_ error: any Error, _ args: ParsedArguments, _ io: CommandIO) -> String? {
        ErrorDescription.message(error, path: args.positionals.first ?? CompileRequest.defaultRoot, action: .read)
    }

    /// One lint run over every path of the request, merged into one report.
    static func lint(_ request: CompileRequest, io: CommandIO) throws -> LintReport {
        let compilations = try request.run(io: io)
        defer { BackgroundRelease.drop(compilations) }
        return LintReport(
            diagnostics: compilations.flatMap(\.diagnostics),
            sources: compilations.reduce(into: [:]) { $0.merge($1.sources) { a, _ in a } },
            checkedFiles: compilations.flatMap(\.files), rules: RuleRegistry.all)
    }
}
