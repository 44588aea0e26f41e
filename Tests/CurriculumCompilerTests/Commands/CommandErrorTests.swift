@testable import CurriculumScaffold
import Foundation
import XCTest

@testable import CurriculumCLI
@testable import CurriculumCompiler

/// What a command throws becomes a message and an exit code in one place
/// (`CommandLineTool.report`), and each command's `--format` is a closed list with one wording
/// for an unknown name.
final class CommandErrorTests: XCTestCase {
    /// A command whose failures concern the path it is given.
    enum Thrower: Command {
        static let name = "throw"
        static let summary = "Throws."
        static let synopsis = "[PATH]"
        static let options: [OptionSpec] = []

        static func run(_ args: ParsedArguments, _ io: CommandIO) throws -> ExitCode { .success }

        static func failureMessage(_ error: any Error, _ args: ParsedArguments, _ io: CommandIO) -> String? {
            args.positionals.first.map { ErrorDescription.message(error, path: $0, action: .read) }
        }
    }

    func report(_ error: any Error, positionals: [String] = []) -> (ExitCode, String) {
        let box = OutputBox()
        let io = CommandIO(
            out: { box.out += $0 }, err: { box.err += $0 }, stdoutIsTerminal: false, environment: [:],
            currentDirectory: URL(fileURLWithPath: "/"))
        var args = ParsedArguments()
        args.positionals = positionals
        let code = CommandLineTool.report(error, from: Thrower.self, args, io: io)
        XCTAssertEqual(box.out, "")
        return (code, box.err)
    }

    func testEachKindOfErrorHasItsMessageAndExitCode() {
        let usage = report(UsageError("throw takes one folder"))
        XCTAssertEqual(usage.0, .usage)
        XCTAssertEqual(usage.1, "error: throw takes one folder\nUSAGE: curriculum throw [PATH]\n")

        let worded = report(CommandFailure("unknown format 'x'; expected text or json", .usage))
        XCTAssertEqual(worded.0, .usage)
        XCTAssertEqual(worded.1, "error: unknown format 'x'; expected text or json\n")

        let missing = report(CompileRequest.Failure.missing("gone\u{1B}[2J"))
        XCTAssertEqual(missing.0, .failure)
        XCTAssertEqual(missing.1, "error: cannot read 'gone\\x1B[2J': no such file or directory\n")

        let scaffold = report(Scaffold.Failure(message: "'c' has no readable curriculum.yaml"))
        XCTAssertEqual(scaffold.0, .failure)
        XCTAssertEqual(scaffold.1, "error: 'c' has no readable curriculum.yaml\n")

        // A system error names the path the command says the run was about.
        let system = report(POSIXError(.EACCES), positionals: ["curriculum"])
        XCTAssertEqual(system.0, .failure)
        XCTAssertEqual(system.1, "error: cannot read 'curriculum': permission denied\n")
        let bare = report(POSIXError(.EACCES))
        XCTAssertEqual(bare.1, "error: permission denied\n")
    }

    func testFormatsAreClosedListsWithOneWordingForAnUnknownName() throws {
        for format in ReportFormat.allCases {
            XCTAssertEqual(format.reporter.name, format.rawValue)
        }
        XCTAssertEqual(Reporters.names, ["text", "json", "sarif", "github", "junit"])
        XCTAssertEqual(ReportFormat.unknown("jsn", suggesting: true), "unknown format 'jsn'; expected one of text, json, sarif, github, junit; did you mean 'json'?")
        XCTAssertEqual(CoverageCommand.Format.unknown("jsn", suggesting: true), "unknown format 'jsn'; expected text, json or md; did you mean 'json'?")
        XCTAssertEqual(DiffCommand.Format.unknown("jsn", suggesting: false), "unknown format 'jsn'; expected text or json")
        XCTAssertEqual(RulesCommand.Format.unknown("md", suggesting: false), "unknown format 'md'; expected text, json or markdown")
        XCTAssertEqual(try SimulateCommand.Format.chosen(by: ParsedArguments()), .text)
        XCTAssertThrowsError(try SimulateCommand.Format.named("xml", showingUsage: true)) { XCTAssertTrue($0 is UsageError) }
        XCTAssertThrowsError(try DiffCommand.Format.named("xml")) { XCTAssertTrue($0 is CommandFailure) }
    }
}
