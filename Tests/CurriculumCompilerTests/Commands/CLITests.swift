import Foundation
import XCTest

@testable import CurriculumCLI
@testable import CurriculumCompiler

final class CLITests: XCTestCase {
    func testVersionAndHelp() throws {
        let tree = try TemporaryTree()
        let version = runCLI(["--version"], in: tree.url)
        XCTAssertEqual(version.code, .success)
        XCTAssertEqual(version.out, "curriculum \(CurriculumVersion.tool)\n")
        let help = runCLI(["--help"], in: tree.url)
        XCTAssertEqual(help.code, .success)
        for command in CommandLineTool.commands { XCTAssertTrue(help.out.contains(command.name)) }
        let lintHelp = runCLI(["help", "lint"], in: tree.url)
        XCTAssertTrue(lintHelp.out.contains("USAGE: curriculum lint"))
        XCTAssertEqual(runCLI(["lint", "--help"], in: tree.url).out, lintHelp.out)
    }

    func testUnknownCommandAndFlagExitTwoNamingTheNearest() throws {
        let tree = try TemporaryTree()
        let command = runCLI(["buidl"], in: tree.url)
        XCTAssertEqual(command.code, .usage)
        XCTAssertTrue(command.err.contains("did you mean 'build'?"), command.err)
        XCTAssertTrue(command.err.contains("USAGE:"))
        let flag = runCLI(["lint", "--strcit"], in: tree.url)
        XCTAssertEqual(flag.code, .usage)
        XCTAssertTrue(flag.err.contains("did you mean '--strict'?"), flag.err)
        XCTAssertEqual(runCLI([], in: tree.url).code, .usage)
        XCTAssertEqual(runCLI(["lint", "--format", "xml"], in: tree.url).code, .usage)
        XCTAssertEqual(runCLI(["lint", "--rule", "ITEM-ANSWR=off"], in: tree.url).code, .usage)
        XCTAssertEqual(runCLI(["explain", "NOPE-RULE"], in: tree.url).code, .usage)
    }

    func testLintSyntaxErrorExitsOneWithLocation() throws {
        let tree = try TemporaryTree(["bad.yaml": "kind: Lesson\nid: [a\n"])
        let result = runCLI(["lint", "bad.yaml"], in: tree.url)
        XCTAssertEqual(result.code, .contentErrors)
        XCTAssertTrue(result.out.hasPrefix("bad.yaml:2:5: error: "), result.out)
        XCTAssertTrue(result.out.contains("[YAML-SYNTAX]"))
    }

    func testDuplicateKeyThroughTheCLIPointsAtTheSecondKey() throws {
        let tree = try TemporaryTree(["cur/a.yaml": "kind: Lesson\ntitle: One\ntitle: Two\n"])
        let result = runCLI(["lint", "cur"], in: tree.url)
        XCTAssertEqual(result.code, .contentErrors)
        XCTAssertTrue(result.out.contains("cur/a.yaml:3:1: error: duplicate key 'title' [YAML-DUPLICATE-KEY]"), result.out)
    }

    func testOneRunReportsEveryFile() throws {
        let tree = try TemporaryTree([
            "cur/a.yaml": "a: [\n", "cur/b/c.yaml": "", "cur/d.yaml": "x: 1\nx: 2\n",
        ])
        let result = runCLI(["lint", "cur", "--format", "json"], in: tree.url)
        let json = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any]
        let paths = Set((json?["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String })
        XCTAssertEqual(paths, ["cur/a.yaml", "cur/b/c.yaml", "cur/d.yaml"])
    }

    func testMissingPathIsAnIOFailure() throws {
        let tree = try TemporaryTree()
        let result = runCLI(["lint", "nowhere"], in: tree.url)
        XCTAssertEqual(result.code, .failure)
        XCTAssertTrue(result.err.contains("no such file or directory"))
    }

    func testColorOnlyOnATerminalAndNeverWithNO_COLOR() throws {
        let tree = try TemporaryTree(["a.yaml": "x: 1\nx: 2\n"])
        XCTAssertFalse(runCLI(["lint", "a.yaml"], in: tree.url).out.contains("\u{1B}["))
        XCTAssertTrue(runCLI(["lint", "a.yaml"], in: tree.url, terminal: true).out.contains("\u{1B}["))
        XCTAssertFalse(runCLI(["lint", "a.yaml"], in: tree.url, environment: ["NO_COLOR": "1"], terminal: true).out.contains("\u{1B}["))
    }

    func testStrictTurnsWarningsIntoErrors() throws {
        let tree = try TemporaryTree(["a.yaml": "\u{FEFF}kind: WordList\nid: copy.extra\npurpose: idioms\nwords: [a]\n"])
        XCTAssertEqual(runCLI(["lint", "a.yaml"], in: tree.url).code, .success)
        let strict = runCLI(["lint", "a.yaml", "--strict"], in: tree.url)
        XCTAssertEqual(strict.code, .contentErrors)
        XCTAssertTrue(strict.out.contains("error: file starts with a byte order mark"))
    }

    func testRuleOverrideSilencesARule() throws {
        let tree = try TemporaryTree(["a.yaml": "kind: WordList\nid: copy.extra\npurpose: idioms\nwords: [a]\nwords: [b]\n"])
        XCTAssertEqual(runCLI(["lint", "a.yaml"], in: tree.url).code, .contentErrors)
        XCTAssertEqual(runCLI(["lint", "a.yaml", "--rule", "YAML-DUPLICATE-KEY=off"], in: tree.url).code, .success)
    }

    func testRulesAndExplain() throws {
        let tree = try TemporaryTree()
        let rules = runCLI(["rules"], in: tree.url)
        XCTAssertEqual(rules.code, .success)
        for rule in RuleRegistry.all { XCTAssertTrue(rules.out.contains(rule.id), rule.id) }
        let explain = runCLI(["explain", "YAML-DUPLICATE-KEY"], in: tree.url)
        XCTAssertEqual(explain.code, .success)
        XCTAssertTrue(explain.out.contains("Triggers:"))
        // Examples say where in the shipped curriculum they go.
        XCTAssertTrue(explain.out.contains("""

              # curriculum/k/01-counting/count-objects-l1.yaml, in place of `title: Count to 10`:
              title: Count to 10
              title: Count to 20

            Does not trigger:
            """), explain.out)
    }

    /// The real binary, as a subprocess: main.swift wires exit codes through.
    func testTheBinaryExitsWithTheCommandsCode() throws {
        let binary = Bundle.module.bundleURL.deletingLastPathComponent().appendingPathComponent("curriculum")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw XCTSkip("curriculum binary not found beside the tests at \(binary.path)")
        }
        let tree = try TemporaryTree(["a.yaml": "x: [\n"])
        let process = Process()
        process.executableURL = binary
        process.arguments = ["lint", "a.yaml"]
        process.currentDirectoryURL = tree.url
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 1)
        XCTAssertTrue(output.contains("a.yaml:2:1: error:"), output)
    }

    /// `CURRICULUM_TIMINGS` prints each stage's time and memory on standard error, and nothing
    /// on standard output, which a machine format owns.
    func testTimingsGoToStandardErrorOnlyWhenAskedFor() throws {
        let binary = Bundle.module.bundleURL.deletingLastPathComponent().appendingPathComponent("curriculum")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw XCTSkip("curriculum binary not found beside the tests at \(binary.path)")
        }
        let tree = try TemporaryTree(["a.yaml": "x: [\n"])
        func run(_ environment: [String: String]) throws -> (out: String, err: String) {
            let process = Process()
            process.executableURL = binary
            process.arguments = ["lint", ".", "--format", "json"]
            process.currentDirectoryURL = tree.url
            process.environment = environment
            let out = Pipe(), err = Pipe()
            process.standardOutput = out
            process.standardError = err
            try process.run()
            let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (stdout, stderr)
        }
        let quiet = try run([:])
        XCTAssertFalse(quiet.err.contains("timing:"), quiet.err)
        let timed = try run(["CURRICULUM_TIMINGS": "1"])
        for stage in ["discovery", "load, shape and decode", "link", "solve", "catalog rules", "lesson rules"] {
            XCTAssertTrue(timed.err.contains("timing: \(stage) "), "no \(stage) in: \(timed.err)")
        }
        XCTAssertTrue(timed.err.contains(" MB"), timed.err)
        XCTAssertFalse(timed.out.contains("timing:"))
        XCTAssertEqual(timed.out, quiet.out)
        let perRule = try run(["CURRICULUM_TIMINGS": "rules"])
        XCTAssertTrue(perRule.err.contains("timing: COPY-IDIOM "), perRule.err)
    }
}
