import CurriculumCompiler
import CurriculumModel
import Foundation

/// `curriculum diff OLD NEW`: what changed between two builds and the version bump it needs.
package enum DiffCommand: Command {
    package static let name = "diff"
    package static let summary = "List what changed between two bundle builds and the version bump it requires."
    package static let synopsis = "OLD NEW [--format text|json] [--require-bump]"
    package static let discussion = """
        OLD and NEW are bundle folders, or output folders holding bundles (paired by bundle id). \
        Removed items and changed answers, options or item types need a major bump; added content \
        a minor one; copy edits (prompts, hints, feedback, titles, alt text) a patch. With \
        --require-bump the command exits 1 when NEW's content version is smaller than that. A \
        missing or damaged bundle on either side is an error naming the side, the folder and \
        what is wrong (exit 3).
        """
    package static let options: [OptionSpec] = [
        .value("--format", "FORMAT", "text (default) or json."),
        .flag("--require-bump", "Exit 1 when NEW's content version is below the bump its changes require."),
    ]

    /// What `--format` prints the differences as.
    enum Format: String, OutputFormat {
        case text, json
    }

    package static func run(_ args: ParsedArguments, _ io: CommandIO) throws -> ExitCode {
        guard args.positionals.count == 2 else {
            io.err("error: diff takes two bundle folders, OLD and NEW\nUSAGE: curriculum diff \(synopsis)\n")
            return .usage
        }
        let format = try Format.chosen(by: args)
        // A missing or damaged side is a `BundleDiffReport.Failure`, every problem of both sides
        // in it (`CommandLineTool.report`).
        let report = try BundleDiffReport.compare(
            old: io.url(for: args.positionals[0]), new: io.url(for: args.positionals[1]),
            oldShown: args.positionals[0], newShown: args.positionals[1])
        if report.diffs.isEmpty && !report.removedBundles.isEmpty && report.addedBundles.count == report.removedBundles.count {
            io.err("error: OLD and NEW hold different bundles (\(report.removedBundles.joined(separator: ", ")) vs \(report.addedBundles.joined(separator: ", ")))\n")
            return .usage
        }
        switch format {
        case .json: io.out(report.json().jsonText())
        case .text: io.out(report.text())
        }
        if args.has("--require-bump") && !report.satisfied {
            if format == .text { io.err("error: the content version is too small for these changes\n") }
            return .contentErrors
        }
        return .success
    }
}
