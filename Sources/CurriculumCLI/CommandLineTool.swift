/// The `curriculum` command line: dispatches to subcommands, prints help and version, and turns
/// misuse into exit code 2 with the nearest valid spelling.
public enum CommandLineTool {
    public static let commands: [any Command.Type] = [
        LintCommand.self, BuildCommand.self, ValidateCommand.self, DiffCommand.self, CoverageCommand.self,
        RulesCommand.self, ExplainCommand.self, SimulateCommand.self, NewCommand.self, InstallHookCommand.self, LSPCommand.self,
    ]

    public static let usageLine = "USAGE: curriculum <command> [options]"

    public static func run(_ args: [String], io: CommandIO = .standard()) -> ExitCode {
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
        do {
            let parsed = try ArgumentParser.parse(rest, options: command.options)
            try io.applyReportOptions(parsed)
            return command.run(parsed, io)
        } catch let error as UsageError {
            io.err("error: \(error.message)\nUSAGE: curriculum \(command.name) \(command.synopsis)\n")
            return .usage
        } catch {
            io.err("error: \(ErrorDescription.reason(error))\n")
            return .failure
        }
    }

    static func unknownCommand(_ name: String, io: CommandIO) -> ExitCode {
        var message = "error: unknown command '\(name)'"
        let candidates = commands.map { $0.name } + ["help", "--help", "--version"]
        if let near = EditDistance.closest(to: name, in: candidates) { message += "; did you mean '\(near)'?" }
        io.err(message + "\n" + usageLine + "\n")
        return .usage
    }

    public static func overview() -> String {
        var text = """
            curriculum — compiles K–1 math content: checks it against the NY standards, traceability, \
            item solvers and early-reader copy rules, then writes versioned JSON bundles.

            \(usageLine)

            COMMANDS:

            """
        for c in commands {
            text += "  " + c.name.padding(toLength: max(12, commands.map { $0.name.count }.max()! + 2), withPad: " ", startingAt: 0) + c.summary + "\n"
        }
        text += """

            Run `curriculum help <command>` for a command's options.
            Exit codes: 0 no errors, 1 content errors, 2 usage errors, 3 I/O or internal failure.

            """
        return text
    }
}
