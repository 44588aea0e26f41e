/// `curriculum lint`: every problem in every file, in one run.
public enum LintCommand: Command {
    public static let name = "lint"
    public static let summary = "Check curriculum files and report every problem."
    public static let synopsis = "[PATH…] [--format text|json|sarif|github|junit] [--strict] [--rule ID=LEVEL]…"
    public static let discussion = """
        PATH is a curriculum folder (default: curriculum) or files inside one; for files, the whole \
        curriculum is still linked but only their findings are reported.
        """
    public static let options: [OptionSpec] = [
        .value("--format", "FORMAT", "Output format: \(Reporters.names.joined(separator: ", ")) (default text)."),
        .flag("--strict", "Treat warnings as errors."),
        .repeated("--rule", "ID=LEVEL", "Set a rule's severity for this run: off, info, warning or error."),
    ]

    public static func run(_ args: ParsedArguments, _ io: CommandIO) -> ExitCode {
        do {
            let format = args.value("--format") ?? "text"
            guard Reporters.named(format) != nil else { try io.emit(LintReport(diagnostics: [], sources: [:], checkedFiles: [], rules: []), format: format); return .usage }
            let request = CompileRequest(paths: args.positionals, options: try CompileRequest.options(from: args))
            let compilations = try request.run(io: io)
            let merged = LintReport(
                diagnostics: compilations.flatMap(\.diagnostics),
                sources: compilations.reduce(into: [:]) { $0.merge($1.sources) { a, _ in a } },
                checkedFiles: compilations.flatMap(\.files), rules: RuleRegistry.all)
            try io.emit(merged, format: format)
            return merged.count(.error) > 0 ? .contentErrors : .success
        } catch let error as UsageError {
            io.err("error: \(error.message)\nUSAGE: curriculum \(name) \(synopsis)\n")
            return .usage
        } catch CompileRequest.Failure.missing(let path) {
            io.err("error: cannot read '\(path)': no such file or directory\n")
            return .failure
        } catch {
            io.err("error: \(error)\n")
            return .failure
        }
    }
}
