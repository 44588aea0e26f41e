import CurriculumCompiler
import CurriculumSyntax

/// A format a command prints in, chosen with `--format` by the name it is spelled with; `text`
/// when the option is not given. Each command has its own closed list: `ReportFormat` (lint,
/// build, validate), `CoverageCommand.Format`, `DiffCommand.Format`, `RulesCommand.Format`,
/// `SimulateCommand.Format`.
protocol OutputFormat: RawRepresentable<String>, CaseIterable, Sendable {
    /// The accepted names as the message for an unknown one lists them: "text, json or md".
    static var expected: String { get }
}

extension OutputFormat {
    static var expected: String {
        let names = allCases.map(\.rawValue)
        guard let last = names.last, names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " or " + last
    }

    /// "unknown format 'x'; expected text, json or md", and with `suggesting` the nearest name.
    static func unknown(_ name: String, suggesting: Bool) -> String {
        "unknown format '\(name)'; expected \(expected)"
            + (suggesting ? EditDistance.didYouMean(closestTo: name, in: allCases.map(\.rawValue)) : "")
    }

    /// The format `name` spells. An unknown name is a usage mistake: with `showingUsage` a
    /// `UsageError` (the message and the command's usage), else the message alone (exit 2).
    static func named(_ name: String, suggesting: Bool = false, showingUsage: Bool = false) throws -> Self {
        if let format = Self(rawValue: name) { return format }
        let message = unknown(name, suggesting: suggesting)
        throw showingUsage ? UsageError(message) as any Error : CommandFailure(message, .usage)
    }

    /// The format `--format` names, `text` when it names none; see `named`.
    static func chosen(by args: ParsedArguments, suggesting: Bool = false, showingUsage: Bool = false) throws -> Self {
        try named(args.value("--format") ?? "text", suggesting: suggesting, showingUsage: showingUsage)
    }
}

extension ReportFormat: OutputFormat {
    static var expected: String { "one of \(Reporters.names.joined(separator: ", "))" }
}
