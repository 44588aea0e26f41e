import CurriculumCompiler
import Foundation

/// One `curriculum` subcommand. A new command is a new file plus one entry in
/// `CommandLineTool.commands`.
package protocol Command: Sendable {
    static var name: String { get }
    static var summary: String { get }
    /// The synopsis after `curriculum <name>`.
    static var synopsis: String { get }
    static var options: [OptionSpec] { get }
    static var discussion: String { get }
    /// Runs the command. What it throws, `CommandLineTool.report` turns into a message and an
    /// exit code, the same way for every command.
    static func run(_ args: ParsedArguments, _ io: CommandIO) throws -> ExitCode
    /// This command's sentence for an I/O or internal failure of a run, usually naming the path
    /// the run was about: "cannot read 'curriculum': permission denied". Nil leaves it to the
    /// error's own words (`ErrorDescription.reason`).
    static func failureMessage(_ error: any Error, _ args: ParsedArguments, _ io: CommandIO) -> String?
}

/// A failure a command has put into words: each message is printed as `error: <message>`, and
/// the tool exits with `code`. For the mistakes told without the usage text (`UsageError` adds it).
struct CommandFailure: Error {
    var messages: [String]
    var code: ExitCode

    init(_ message: String, _ code: ExitCode) {
        self.init(messages: [message], code)
    }

    init(messages: [String], _ code: ExitCode) {
        self.messages = messages
        self.code = code
    }
}

extension Command {
    package static var discussion: String { "" }

    package static func failureMessage(_ error: any Error, _ args: ParsedArguments, _ io: CommandIO) -> String? { nil }

    package static var help: String {
        var text = "\(summary)\n\nUSAGE: curriculum \(name) \(synopsis)\n"
        if !discussion.isEmpty { text += "\n\(discussion)\n" }
        if !options.isEmpty {
            text += "\nOPTIONS:\n"
            for o in options + [.flag("--help", "Show this help.")] {
                let head = o.kind == .flag ? o.name : "\(o.name) \(o.valueName)"
                text += "  " + head.padding(toLength: max(24, head.count + 2), withPad: " ", startingAt: 0) + o.help + "\n"
            }
        }
        return text
    }
}

/// Where a command writes, so tests can capture output without a subprocess.
package final class CommandIO: @unchecked Sendable {
    package var out: (String) -> Void
    package var err: (String) -> Void
    package var stdoutIsTerminal: Bool
    package var environment: [String: String]
    package var currentDirectory: URL
    /// The first failed write to the terminal streams, as a sentence; the tool exits 3 with it.
    package var outputFailure: () -> String? = { nil }
    /// `--max-per-rule`: how many findings of one rule in one file a text report prints.
    package var maxPerRule = ReporterOptions.defaultMaxPerRule

    package init(
        out: @escaping (String) -> Void, err: @escaping (String) -> Void, stdoutIsTerminal: Bool,
        environment: [String: String], currentDirectory: URL
    ) {
        self.out = out
        self.err = err
        self.stdoutIsTerminal = stdoutIsTerminal
        self.environment = environment
        self.currentDirectory = currentDirectory
    }

    package static func standard() -> CommandIO {
        let (output, error) = (StandardStream.output, StandardStream.error)
        let io = CommandIO(
            out: { output.write($0) }, err: { error.write($0) },
            stdoutIsTerminal: isatty(1) == 1,
            environment: ProcessInfo.processInfo.environment,
            currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        io.outputFailure = { output.failure ?? error.failure }
        return io
    }

    /// Colour only on a terminal, and never when NO_COLOR is set (no-color.org).
    package var useColor: Bool {
        stdoutIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }

    package func url(for path: String) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : currentDirectory.appendingPathComponent(path)
    }
}
