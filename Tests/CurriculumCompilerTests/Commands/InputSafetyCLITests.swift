import Foundation
import XCTest

@testable import CurriculumCLI
@testable import CurriculumCompiler

/// Every command that reads inputs, on inputs a hostile or careless environment makes: named
/// pipes, devices, huge files, names that are not UTF-8, upper-case extensions, paths longer
/// than PATH_MAX. Nothing hangs, nothing is read whole before its size is known, and no lesson
/// vanishes without a finding.
final class InputSafetyCLITests: XCTestCase {
    static let folder = "curriculum/k/01-counting"

    /// The base curriculum with a named pipe called `x.yaml` among its lessons.
    func treeWithAPipe() throws -> TemporaryTree {
        let tree = try baseCurriculumTree()
        try InputSafety.make(.fifo, at: tree.url.appendingPathComponent("\(Self.folder)/x.yaml"))
        return tree
    }

    // MARK: Named pipes, devices and folders (never opened, never waited on)

    func testEveryCommandFinishesOnANamedPipeWithALocatedFinding() throws {
        let tree = try treeWithAPipe()
        let finding = "\(Self.folder)/x.yaml:1:1: error: this is a named pipe (FIFO), not a regular file; it is not read [FILE-NOT-REGULAR]"
        let runs: [(args: [String], status: Int32, shows: Bool)] = [
            (["lint"], 1, true),
            (["lint", "\(Self.folder)/x.yaml"], 1, true),
            (["lint", "--watch", "--watch-runs", "1"], 1, true),
            (["build", "curriculum", "--out", "out"], 1, true),
            (["validate", "--schema", "lesson.schema.json", "\(Self.folder)/x.yaml", "\(Self.folder)/compare-l1.yaml"], 1, true),
            (["coverage", "curriculum", "--format", "json"], 0, false),
            (["simulate", "k.counting.compare.l1", "curriculum", "--answers", "ccccc"], 0, false),
        ]
        for run in runs {
            let result = try InputSafety.run(run.args, in: tree.url)
            XCTAssertFalse(result.timedOut, "\(run.args)")
            XCTAssertEqual(result.status, run.status, "\(run.args): \(result.err)")
            if run.shows {
                XCTAssertTrue((result.out + result.err).contains(finding), "\(run.args): \(result.out)\(result.err)")
            }
        }
        // The JSON report locates it too.
        let json = try InputSafety.run(["lint", "--format", "json"], in: tree.url)
        XCTAssertEqual(try ruleIDs(inJSON: json.out), ["FILE-NOT-REGULAR"])
    }

    func testASymlinkToDevZeroIsReportedNotRead() throws {
        let tree = try baseCurriculumTree()
        try FileManager.default.createSymbolicLink(atPath: tree.url.appendingPathComponent("\(Self.folder)/zero.yaml").path, withDestinationPath: "/dev/zero")
        try FileManager.default.createSymbolicLink(atPath: tree.url.appendingPathComponent("zero.json").path, withDestinationPath: "/dev/zero")
        // Inside a curriculum: a link out of the root, not followed.
        let lint = try InputSafety.run(["lint", "--format", "json"], in: tree.url)
        XCTAssertEqual(lint.status, 0, lint.err)
        XCTAssertEqual(try ruleIDs(inJSON: lint.out), ["FILE-SYMLINK-OUTSIDE-ROOT"])
        // Named on its own: not a regular file.
        let validate = try InputSafety.run(["validate", "--schema", "lesson.schema.json", "\(Self.folder)/zero.yaml"], in: tree.url)
        XCTAssertEqual(validate.status, 1, validate.err)
        XCTAssertTrue(validate.out.contains("\(Self.folder)/zero.yaml:1:1: error: this is a character device, not a regular file; it is not read [FILE-NOT-REGULAR]"), validate.out)
        // As a baseline: a sentence, not an endless read.
        let baseline = try InputSafety.run(["lint", "--baseline", "zero.json"], in: tree.url)
        XCTAssertEqual(baseline.status, 2, baseline.err)
        XCTAssertTrue(baseline.err.contains("'zero.json' is a character device, not a regular file"), baseline.err)
    }

    func testAFolderNamedLikeAYAMLFileIsReportedAndItsLessonsStillChecked() throws {
        let tree = try baseCurriculumTree()
        let fm = FileManager.default
        try fm.createDirectory(at: tree.url.appendingPathComponent("\(Self.folder)/more.yaml"), withIntermediateDirectories: true)
        try fm.moveItem(
            at: tree.url.appendingPathComponent("\(Self.folder)/compare-l1.yaml"),
            to: tree.url.appendingPathComponent("\(Self.folder)/more.yaml/compare-l1.yaml"))
        let compilation = try Compiler.compile(root: tree.url.appendingPathComponent("curriculum"), displayRoot: "curriculum")
        XCTAssertEqual(compilation.diagnostics.map { "\($0.location) \($0.ruleID)" }, ["\(Self.folder)/more.yaml:1:1 FILE-NOT-REGULAR"])
        XCTAssertTrue(compilation.catalog.lessons.contains { $0.id.value == "k.counting.compare.l1" })
    }

    // MARK: Size (checked before reading)

    func testASparseGigabyteLessonIsRefusedQuicklyWithoutBeingRead() throws {
        let tree = try baseCurriculumTree()
        try InputSafety.sparseFile(at: tree.url.appendingPathComponent("\(Self.folder)/big.yaml").path, bytes: 1 << 30)
        let finding = "\(Self.folder)/big.yaml:1:1: error: file is 1073741824 bytes (1 GiB), over the 67108864-byte (64 MiB) limit; it is not read [FILE-TOO-LARGE]"
        for args in [["lint"], ["lint", "\(Self.folder)/big.yaml"], ["build", "curriculum", "--out", "out"]] {
            let result = try InputSafety.run(args, in: tree.url)
            XCTAssertLessThan(result.seconds, 5, "\(args)")
            XCTAssertEqual(result.status, 1, "\(args): \(result.err)")
            XCTAssertTrue((result.out + result.err).contains(finding), "\(args): \(result.out)\(result.err)")
        }
        let validate = try InputSafety.run(["validate", "--schema", "lesson.schema.json", "\(Self.folder)/big.yaml"], in: tree.url)
        XCTAssertLessThan(validate.seconds, 5)
        XCTAssertTrue(validate.out.contains("[FILE-TOO-LARGE]"), validate.out)
    }

    // MARK: Lessons that used to vanish

    func testUpperCaseExtensionsAreReadAndReportedWithTheNameToUse() throws {
        let tree = try baseCurriculumTree()
        let fm = FileManager.default
        try fm.moveItem(
            at: tree.url.appendingPathComponent("\(Self.folder)/compare-l1.yaml"),
            to: tree.url.appendingPathComponent("\(Self.folder)/compare-l1.YAML"))
        // Named on the command line: checked, not "no problems in 0 files".
        let one = runCLI(["lint", "\(Self.folder)/compare-l1.YAML"], in: tree.url)
        XCTAssertEqual(one.code, .success, one.err)
        XCTAssertTrue(one.out.contains("\(Self.folder)/compare-l1.YAML:1:1: warning: 'compare-l1.YAML' is read as a curriculum file"), one.out)
        XCTAssertTrue(one.out.contains("note: rename it to 'compare-l1.yaml'"), one.out)
        XCTAssertTrue(one.out.contains("in 1 file"), one.out)
        // The whole curriculum: the lesson is linked (nothing else is reported) and built.
        let all = runCLI(["lint", "--format", "json"], in: tree.url)
        XCTAssertEqual(try ruleIDs(inJSON: all.out), ["FILE-EXTENSION-CASE"])
        let build = runCLI(["build", "curriculum", "--out", "out"], in: tree.url)
        XCTAssertEqual(build.code, .success, build.err)
        XCTAssertTrue(try Self.text(under: tree.url.appendingPathComponent("out")).contains("k.counting.compare.l1"))
        // `lint --watch` watches it.
        let snapshot = LintWatcher.snapshot(of: [tree.url.appendingPathComponent("curriculum")])
        XCTAssertNotNil(snapshot.first { $0.key.hasSuffix("/compare-l1.YAML") && $0.value.finding == nil })
    }

    func testANameThatIsNotUTF8IsReportedEscapedAndItsLessonStillRead() throws {
        let tree = try baseCurriculumTree()
        let fm = FileManager.default
        let folder = Array(tree.url.appendingPathComponent(Self.folder).path.utf8)
        let text = try tree.read("\(Self.folder)/compare-l1.yaml")
        try fm.removeItem(at: tree.url.appendingPathComponent("\(Self.folder)/compare-l1.yaml"))
        // `compare-l1-café.yaml` written in Latin-1, as an old system or archive would.
        try InputSafety.write(Array(text.utf8), to: folder + Array("/compare-l1-caf".utf8) + [0xE9] + Array(".yaml".utf8))
        // A folder in Latin-1 too, holding the mastery lesson.
        let mastery = try tree.read("\(Self.folder)/mastery.yaml")
        try fm.removeItem(at: tree.url.appendingPathComponent("\(Self.folder)/mastery.yaml"))
        let odd = folder + Array("/r".utf8) + [0xE9] + Array("vision".utf8)
        XCTAssertEqual(mkdir(odd.map { CChar(bitPattern: $0) } + [0], 0o755), 0)
        try InputSafety.write(Array(mastery.utf8), to: odd + Array("/mastery.yaml".utf8))

        let compilation = try Compiler.compile(root: tree.url.appendingPathComponent("curriculum"), displayRoot: "curriculum")
        XCTAssertEqual(compilation.diagnostics.map { "\($0.location) \($0.ruleID)" }, [
            "\(Self.folder)/compare-l1-caf\\xE9.yaml:1:1 FILE-NAME-ENCODING",
            "\(Self.folder)/r\\xE9vision:1:1 FILE-NAME-ENCODING",
        ])
        let lessons = Set(compilation.catalog.lessons.map(\.id.value))
        XCTAssertTrue(lessons.isSuperset(of: ["k.counting.compare.l1", "k.counting.mastery"]), "\(lessons)")
        // The text report names them, escaped.
        let lint = runCLI(["lint"], in: tree.url)
        XCTAssertEqual(lint.code, .contentErrors)
        XCTAssertTrue(lint.out.contains("\(Self.folder)/compare-l1-caf\\xE9.yaml:1:1: error: file name is not UTF-8"), lint.out)
    }

    func testALessonDeeperThanPATH_MAXIsReadAndQuoted() throws {
        let tree = try baseCurriculumTree()
        defer { InputSafety.removeDeep(tree.url) }
        let parent = tree.url.appendingPathComponent(Self.folder)
        let deep = try InputSafety.deepFolder(under: parent)
        let text = try tree.read("\(Self.folder)/compare-l1.yaml")
        try FileManager.default.removeItem(at: parent.appendingPathComponent("compare-l1.yaml"))
        // A schema finding on line 6, so the reporter reads the file back to quote it.
        try InputSafety.write(text.replacingOccurrences(of: "order: 1", with: "order: one"), toDeep: deep, under: parent, name: "compare-l1.yaml")
        XCTAssertGreaterThan((parent.path + "/" + deep + "/compare-l1.yaml").utf8.count, Int(PATH_MAX))

        let compilation = try Compiler.compile(root: tree.url.appendingPathComponent("curriculum"), displayRoot: "curriculum")
        XCTAssertTrue(compilation.catalog.lessons.contains { $0.id.value == "k.counting.compare.l1" })
        let shown = "\(Self.folder)/\(deep)/compare-l1.yaml"
        XCTAssertEqual(compilation.diagnostics.map { "\($0.location.path == shown ? "deep" : $0.location.path):\($0.location.line) \($0.ruleID)" }, ["deep:6 SCHEMA-TYPE"])
        XCTAssertEqual(compilation.source(shown)?.line(6), "order: one")
    }

    // MARK: Paths that hold no curriculum file

    func testAPathThatHoldsNoCurriculumFileIsAUsageError() throws {
        let tree = try treeWithAPipe()
        try tree.write("notes.txt", "not a lesson\n")
        try tree.write("empty/readme.md", "nothing here\n")
        try tree.write("\(Self.folder)/.draft.yaml", "kind: Lesson\n")
        try InputSafety.make(.fifo, at: tree.url.appendingPathComponent("pipe"))
        let cases: [([String], String)] = [
            (["lint", "notes.txt"], "error: 'notes.txt' is not a curriculum file"),
            (["lint", "pipe"], "error: 'pipe' is not a curriculum file"),
            (["lint", "empty"], "error: 'empty' holds no curriculum files"),
            (["lint", "\(Self.folder)/.draft.yaml"], "is not read as a curriculum file: files and folders whose names start with '.' are skipped"),
            (["build", "empty", "--out", "out"], "error: 'empty' holds no curriculum files"),
            (["coverage", "empty"], "error: 'empty' holds no curriculum files"),
        ]
        let root = tree.url
        for (args, message) in cases {
            let result = try InputSafety.withTimeout(30) { runCLI(args, in: root) }
            XCTAssertEqual(result.code, .usage, "\(args): \(result.out)")
            XCTAssertTrue(result.err.contains(message), "\(args): \(result.err)")
            XCTAssertFalse(result.out.contains("0 files"), "\(args): \(result.out)")
        }
        // A folder whose only YAML file cannot be read holds one: that is a finding, not misuse.
        try FileManager.default.createDirectory(at: tree.url.appendingPathComponent("pipes"), withIntermediateDirectories: true)
        try InputSafety.make(.fifo, at: tree.url.appendingPathComponent("pipes/a.yaml"))
        let pipes = try InputSafety.withTimeout(30) { runCLI(["lint", "pipes"], in: root) }
        XCTAssertEqual(pipes.code, .contentErrors, pipes.err)
        XCTAssertTrue(pipes.out.contains("pipes/a.yaml:1:1: error: this is a named pipe (FIFO)"), pipes.out)
    }

    // MARK: lint --watch

    /// The watcher polls without opening anything, sees a pipe as a finding, and lints again
    /// when it is replaced by a real lesson.
    func testTheWatcherNeverOpensAPipeAndNoticesItsReplacement() throws {
        let tree = try treeWithAPipe()
        let path = tree.url.appendingPathComponent("\(Self.folder)/x.yaml")
        // The next lesson of the skill, with items of its own (a copy of l1's would be ITEM-DUPLICATE-CONTENT).
        let lesson = try tree.read("\(Self.folder)/compare-l1.yaml").replacingOccurrences(of: "id: k.counting.compare.l1", with: "id: k.counting.compare.l2")
            .replacingOccurrences(of: "order: 1", with: "order: 2")
            .replacingOccurrences(of: "right: {count: 6, name: duck}", with: "right: {count: 7, name: duck}")
            .replacingOccurrences(of: "options: [3, 8]\n    answer: 8", with: "options: [3, 9]\n    answer: 9")
        let root = tree.url
        let output = try InputSafety.withTimeout(60) { () -> String in
            let box = OutputBox()
            let io = CommandIO(out: { box.out += $0 }, err: { box.err += $0 }, stdoutIsTerminal: false, environment: [:], currentDirectory: root)
            let args = try ArgumentParser.parse(["--watch"], options: LintCommand.options)
            var watcher = LintWatcher(
                request: CompileRequest(paths: [], options: try CompileRequest.options(from: args)),
                view: try LintView(args, format: .text, io: io), io: io, maxRuns: 2)
            watcher.maxPolls = 5
            watcher.now = { Date(timeIntervalSince1970: 0) }
            watcher.sleep = { _ in
                var info = stat()
                if lstat(path.path, &info) == 0, info.st_mode & S_IFMT == S_IFIFO {
                    try? FileManager.default.removeItem(at: path)
                    try? Data(lesson.utf8).write(to: path)
                }
            }
            _ = try watcher.run()
            return box.out + box.err
        }
        XCTAssertTrue(output.contains("[FILE-NOT-REGULAR]"), output)
        XCTAssertTrue(output.contains("x.yaml changed: 0 new, 1 fixed"), output)
        XCTAssertTrue(output.contains("fixed: \(Self.folder)/x.yaml:1:1: error: this is a named pipe (FIFO)"), output)
    }

    /// Every file's text under `folder`, concatenated.
    static func text(under folder: URL) throws -> String {
        var text = ""
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            if let data = FileManager.default.contents(atPath: url.path) { text += String(decoding: data, as: UTF8.self) }
        }
        return text
    }
}
