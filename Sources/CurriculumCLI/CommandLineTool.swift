import CurriculumScaffold
import CurriculumCompiler
import CurriculumSyntax

/// The `curriculum` command line: dispatches to subcommands, prints help and version, and turns
/// misuse into exit code 2 with the nearest valid spelling.
package enum CommandLineTool {
    package static let commands: [any Command.Type] = [
        LintCommand.self, BuildCommand.self, ValidateCommand.self, DiffCommand.self, CoverageCommand.self,
        RulesCommand.self, ExplainCommand.self, SimulateCommand.self, NewCommand.self, InstallHookCommand.self, LSPCommand.self,
        PreviewCommand.self, FixtureCommand.self, L10nCommand.self, AssetsCommand.self, ReviewCommand.self,
    ]

    package static let usageLine = "USAGE: curriculum <command> [options]"

    /// The `curriculum` executable: takes hold of the standard streams, then runs `args`.
    package static func main(_ args: [String]) -> ExitCode {
        StandardStream.claimClosedDescriptors()
        return run(args)
    }

    package static func run(_ args: [String], io: CommandIO = .standard()) -> ExitCode {
        let code = dispatch(args, io: io)
        // Output that could not be written is a failure whatever the content was: a script
        // reading a truncated report must not take it for a whole one.
        guard let failure = io.outputFailure() else { return code }
        io.err("error: \(failure)\n")
        return .failure
    }

    static func dispatch(_ args: [String], io: CommandIO) -> ExitCode {
        guard let first = args.first else {
            io.err(overview())
            return .usage
        }
        switch first {
        case "--help", "-h":
            io.out(overview())
            return .success
        case "--version":
            io.out("curriculum \(CurriculumVersion.tool)\n")
            return .success
        case "help":
            guard let name = args.dropFirst().first else {
                io.out(overview())
                return .success
            }
            guard let command = commands.first(where: { $0.name == name }) else {
                return unknownCommand(name, io: io)
            }
            io.out(command.help)
            return .success
        default:
            break
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            return unknownCommand(first, io: io)
        }
        let rest = Array(args.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            io.out(command.help)
            return .success
        }
        var parsed: ParsedArguments?
        do {
            let args = try ArgumentParser.parse(rest, options: command.options)
            parsed = args
            try io.applyReportOptions(args)
            return try command.run(args, io)
        } catch {
            return report(error, from: command, parsed, io: io)
        }
    }

    /// The one place an error a command throws becomes a message and an exit code:
    /// - a `UsageError`: its message and the command's usage, exit 2;
    /// - a `CommandFailure`: its messages as they are, with its exit code;
    /// - a path given that does not exist, a scaffold that cannot be fitted in, bundles that cannot
    ///   be compared: the sentence the library has for it, exit 3;
    /// - anything else, an I/O or internal failure: in the command's words for it
    ///   (`Command.failureMessage`), else the error's own, exit 3.
    static func report(_ error: any Error, from command: any Command.Type, _ args: ParsedArguments?, io: CommandIO) -> ExitCode {
        switch error {
        case let error as UsageError:
            io.err("error: \(error.message)\nUSAGE: curriculum \(command.name) \(command.synopsis)\n")
            return .usage
        case let failure as CommandFailure:
            for message in failure.messages { io.err("error: \(message)\n") }
            return failure.code
        case CompileRequest.Failure.missing(let path):
            io.err("error: cannot read '\(TerminalSafe.escape(path))': no such file or directory\n")
            return .failure
        case let failure as Scaffold.Failure:
            io.err("error: \(failure.message)\n")
            return .failure
        case let failure as BundleDiffReport.Failure:
            // Every problem of both sides, each saying OLD or NEW, the folder and what is wrong.
            for problem in failure.problems { io.err("error: \(problem)\n") }
            return .failure
        default:
            let message = args.flatMap { command.failureMessage(error, $0, io) } ?? ErrorDescription.reason(error)
            io.err("error: \(message)\n")
            return .failure
        }
    }

    static func unknownCommand(_ name: String, io: CommandIO) -> ExitCode {
        let candidates = commands.map { $0.name } + ["help", "--help", "--version"]
        io.err("error: unknown command '\(name)'" + EditDistance.didYouMean(closestTo: name, in: candidates) + "\n" + usageLine + "\n")
        return .usage
    }

    package static func overview() -> String {
        var text = """
            curriculum — compiles K–1 math content: checks it against the NY standards, traceability, \
            item solvers and early-reader copy rules, then writes versioned JSON bundles.

            \(usageLine)

            COMMANDS:

            """
        for c in commands {
            text += "  " + c.name.padding(toLength: max(12, (commands.map { $0.name.count }.max() ?? 0) + 2), withPad: " ", startingAt: 0) + c.summary + "\n"
        }
        text += """

            Run `curriculum help <command>` for a command's options.
            Exit codes: 0 no errors, 1 content errors, 2 usage errors, 3 I/O or internal failure.

            """
        return text
    }
}
