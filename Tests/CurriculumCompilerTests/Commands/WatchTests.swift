@testable import CurriculumSyntax
import Foundation
import XCTest

@testable import CurriculumCLI
@testable import CurriculumCompiler

/// `lint --watch`: the diff of two runs, and the polling loop driven by an injected clock.
final class WatchTests: XCTestCase {
    func report(_ diagnostics: [Diagnostic], _ sources: [SourceFile]) -> LintReport {
        LintReport(diagnostics: diagnostics, sources: Dictionary(uniqueKeysWithValues: sources.map { ($0.path, $0) }),
                   checkedFiles: sources.map(\.path), rules: [])
    }

    func testChangesMatchFindingsThatMovedAndNameNewAndFixedOnes() {
        let before = SourceFile(path: "a.yaml", text: "x: 1\nx: 2\ny: 1\ny: 2\n")
        let after = SourceFile(path: "a.yaml", text: "# new line\nx: 1\nx: 2\nz: 1\nz: 2\n")
        let old = report([
            Diagnostic("YAML-DUPLICATE-KEY", .error, at: .init(path: "a.yaml", line: 2, column: 1), "duplicate key 'x'"),
            Diagnostic("YAML-DUPLICATE-KEY", .error, at: .init(path: "a.yaml", line: 4, column: 1), "duplicate key 'y'"),
        ], [before])
        let new = report([
            Diagnostic("YAML-DUPLICATE-KEY", .error, at: .init(path: "a.yaml", line: 3, column: 1), "duplicate key 'x'"),
            Diagnostic("YAML-DUPLICATE-KEY", .error, at: .init(path: "a.yaml", line: 5, column: 1), "duplicate key 'z'"),
        ], [after])
        let (added, fixed) = Baseline.changes(from: old, to: new, currentDirectory: URL(fileURLWithPath: "/tmp"))
        XCTAssertEqual(added.map(\.message), ["duplicate key 'z'"])
        XCTAssertEqual(fixed.map(\.message), ["duplicate key 'y'"])
        XCTAssertTrue(Baseline.changes(from: new, to: new, currentDirectory: URL(fileURLWithPath: "/tmp")).new.isEmpty)
    }

    func testAnEditToTheFindingsOwnLineStillMatchesByMessage() {
        let before = SourceFile(path: "a.yaml", text: "rules: {REF-UNKNWN: off}\n")
        let after = SourceFile(path: "a.yaml", text: "rules: {REF-UNKNWN: off, YAML-BOM: off}\n")
        let d = Diagnostic("CONFIG-UNKNOWN-RULE", .error, at: .init(path: "a.yaml", line: 1, column: 9), "unknown rule 'REF-UNKNWN'")
        let (added, fixed) = Baseline.changes(from: report([d], [before]), to: report([d], [after]), currentDirectory: URL(fileURLWithPath: "/"))
        XCTAssertEqual(added.count + fixed.count, 0)
    }

    func testTheLoopRelintsOnChangeAndPrintsOnlyWhatChanged() throws {
        let tree = try baseCurriculumTree()
        let box = OutputBox()
        let io = CommandIO(out: { box.out += $0 }, err: { box.err += $0 }, stdoutIsTerminal: false,
                           environment: [:], currentDirectory: tree.url)
        let args = try ArgumentParser.parse(["--watch"], options: LintCommand.options)
        var watcher = LintWatcher(
            request: CompileRequest(paths: [], options: try CompileRequest.options(from: args)),
            view: try LintView(args, format: .text, io: io), io: io, maxRuns: 4)
        watcher.maxPolls = 20
        watcher.now = { Date(timeIntervalSince1970: 0) }
        var poll = 0
        var slept: [TimeInterval] = []
        watcher.sleep = { interval in
            slept.append(interval)
            poll += 1
            do {
                switch poll {
                case 2:  // a new error
                    try tree.write("curriculum/k/01-counting/extra.yaml", "# yaml-language-server: $schema=../../../schemas/word-list.schema.json\nkind: WordList\nid: copy.extra\nid: copy.again\npurpose: idioms\nwords: [in a pickle]\n")
                case 4:  // the same error moves down a line, and a warning appears
                    try tree.write("curriculum/k/01-counting/extra.yaml", "# yaml-language-server: $schema=../../../schemas/word-list.schema.json\n# words\nkind: WordList\nid: copy.extra\nid: copy.again\npurpose: idioms\nwords: [in a pickle]\n")
                    try tree.write("curriculum/badges.yaml", "\u{FEFF}" + (try tree.read("curriculum/badges.yaml")))
                case 6:  // the error is fixed
                    try tree.write("curriculum/k/01-counting/extra.yaml", "# yaml-language-server: $schema=../../../schemas/word-list.schema.json\nkind: WordList\nid: copy.extra\npurpose: idioms\nwords: [in a pickle]\n")
                default: break
                }
            } catch {
                XCTFail("\(error)")
            }
        }
        let code = try watcher.run()
        XCTAssertEqual(code, .success, "the last run has no errors")
        XCTAssertEqual(poll, 6, "four runs: the first and one per change")
        XCTAssertEqual(slept.first, 0.5)
        let runs = box.out.components(separatedBy: "\n[00:00:00] ")
        XCTAssertEqual(runs.count, 4, box.out)
        XCTAssertEqual(runs[0], "no problems in 12 files\n")
        XCTAssertTrue(runs[1].hasPrefix("extra.yaml changed: 1 new, 0 fixed\n"), runs[1])
        XCTAssertTrue(runs[1].contains("curriculum/k/01-counting/extra.yaml:4:1: error: duplicate key 'id' [YAML-DUPLICATE-KEY]\n  4 | id: copy.again\n"), runs[1])
        XCTAssertTrue(runs[1].hasSuffix("now: 1 error, 0 warnings in 13 files\n"), runs[1])
        XCTAssertTrue(runs[2].hasPrefix("badges.yaml, extra.yaml changed: 1 new, 0 fixed\n"), runs[2])
        XCTAssertTrue(runs[2].contains("[YAML-BOM]"), runs[2])
        XCTAssertFalse(runs[2].contains("[YAML-DUPLICATE-KEY]"), "the moved error is not new: \(runs[2])")
        XCTAssertEqual(runs[3], """
            extra.yaml changed: 0 new, 1 fixed
            fixed: curriculum/k/01-counting/extra.yaml:5:1: error: duplicate key 'id' [YAML-DUPLICATE-KEY]
            now: 0 errors, 1 warning in 13 files

            """)
        XCTAssertTrue(box.err.contains("watching 13 files for changes") || box.err.contains("watching 12 files for changes"), box.err)
    }

    func testWatchThroughTheCLIStopsAfterTheGivenRuns() throws {
        let tree = try baseCurriculumTree(["curriculum/k/bad.yaml": "x: [\n"])
        let result = runCLI(["lint", "--watch", "--watch-runs", "1"], in: tree.url)
        XCTAssertEqual(result.code, .contentErrors)
        XCTAssertTrue(result.out.contains("[YAML-SYNTAX]"), result.out)
        XCTAssertEqual(runCLI(["lint", "--watch", "--format", "json"], in: tree.url).code, .usage)
        XCTAssertEqual(runCLI(["lint", "--watch-runs", "2"], in: tree.url).code, .usage)
        XCTAssertEqual(runCLI(["lint", "--watch", "--watch-runs", "0"], in: tree.url).code, .usage)
    }
}
