import CurriculumModel
import CurriculumCompiler

/// `curriculum coverage`: the coverage report on the terminal, and a CI gate on covered standards.
package enum CoverageCommand: Command {
    package static let name = "coverage"
    package static let summary = "Report which standards the content covers, and gate on the covered share."
    package static let synopsis = "[PATH] [--min-covered PERCENT] [--format text|json|md]"
    package static let discussion = """
        A standard is covered with 3 or more items, thin with 1 or 2, uncovered with none. With \
        --min-covered the command exits 1 when the share of covered standards is below PERCENT. \
        `curriculum build` writes the same report as coverage.json, coverage.md and coverage.html.
        """
    package static let options: [OptionSpec] = [
        .value("--min-covered", "PERCENT", "Exit 1 when fewer than PERCENT % of standards are covered."),
        .value("--format", "FORMAT", "text (default), json or md."),
    ]

    /// What `--format` prints the report as.
    enum Format: String, OutputFormat {
        case text, json, md
    }

    package static func run(_ args: ParsedArguments, _ io: CommandIO) throws -> ExitCode {
        guard args.positionals.count <= 1 else { throw UsageError("coverage takes one curriculum folder") }
        let format = try Format.chosen(by: args, suggesting: true)
        var minimum: Double?
        if let text = args.value("--min-covered") {
            let number = text.hasSuffix("%") ? String(text.dropLast()) : text
            guard let value = Double(number), value >= 0, value <= 100 else {
                io.err("error: --min-covered expects a percentage from 0 to 100, got '\(text)'\n")
                return .usage
            }
            minimum = value
        }
        guard let compilation = try CompileRequest(paths: args.positionals, options: CompileOptions()).run(io: io).first else { return .failure }
        let errors = compilation.diagnostics.filter { $0.severity == .error }.count
        if errors > 0 {
            io.err("note: the curriculum has \(errors) error\(errors == 1 ? "" : "s") (run `curriculum lint`); coverage counts what could be read\n")
        }
        let report = CoverageReport(catalog: compilation.catalog)
        switch format {
        case .json: io.out(report.json().jsonText())
        case .md: io.out(report.markdown())
        case .text: io.out(TerminalSafe.escape(report.text(), keepingLineBreaks: true))
        }
        if let minimum, report.coveredShare.percent < minimum {
            io.err("error: \(CoverageReport.Share.format(report.coveredShare.percent)) % of standards are covered, below the required \(CoverageReport.Share.format(minimum)) %\n")
            return .contentErrors
        }
        return .success
    }

    package static func failureMessage(_ error: any Error, _ args: ParsedArguments, _ io: CommandIO) -> String? {
        ErrorDescription.message(error, path: args.positionals.first ?? CompileRequest.defaultRoot, action: .read)
    }
}
