import Dispatch
import Foundation
import XCTest

@testable import CurriculumCLI
@testable import CurriculumCompiler

/// Symlinks out of the root are reported and not followed.
final class BadInputSymlinkTests: XCTestCase {
    func testSymlinksOutOfTheRootAreReportedAndNotFollowed() throws {
        for c in BadInputGeneratedCases.symlinks {
            let result = try BadInput.run(c)
            let expected = c.name.hasSuffix("dangling") ? "FILE-UNREADABLE" : "FILE-SYMLINK-OUTSIDE-ROOT"
            XCTAssertEqual(result.findings.map(\.ruleID), [expected], "\(c.name): \(result.lines)")
            let all = result.compilation.diagnostics
            XCTAssertFalse(all.contains { $0.location.path.hasPrefix(c.displayPath + "/") }, "\(c.name): something inside the link was read")
            XCTAssertFalse(result.compilation.files.contains { $0 == c.displayPath || $0.hasPrefix(c.displayPath + "/") }, "\(c.name): the link was loaded")
            XCTAssertFalse(
                result.compilation.catalog.lessons.contains { $0.id.value == BadInputGeneratedCases.outsideLessonID },
                "\(c.name): the lesson outside the root was linked")
            XCTAssertFalse(all.contains { $0.ruleID == "YAML-SYNTAX" }, "\(c.name): the file outside the root was parsed: \(all.map(BadInput.line))")
        }
    }

    /// A symlink inside the root that leads back up the root must not loop forever.
    func testASymlinkCycleInsideTheRootEnds() throws {
        var c = BadInput.Case(name: "symlink-cycle", path: "k/01-counting/cycle") { root in
            try FileManager.default.createSymbolicLink(
                atPath: root.appendingPathComponent("k/01-counting/cycle").path, withDestinationPath: "..")
        }
        c.symlinks = [c.path]
        let result = try BadInput.run(c)
        XCTAssertLessThan(result.seconds, BadInput.budget(for: result))
        XCTAssertEqual(BadInput.problems(result, expectFindings: false), [])
    }
}

/// `curriculum build` never writes outside --out, whatever ids and manifest fields say.
final class BadInputBuildTests: XCTestCase {
    /// Builds `src` (a copy of the base with `change` applied) into T/p1/p2/p3/out and returns
    /// what appeared in T outside `out`. Every escape these tests try climbs at most three
    /// folders, so anything that escapes stays inside T and is removed with it.
    struct Build {
        var code: ExitCode
        var err: String
        var escaped: [String]
        var insideOut: [String]
    }

    func build(_ change: (URL, URL) throws -> Void) throws -> Build {
        let tree = try TemporaryTree()
        let fm = FileManager.default
        let src = tree.url.appendingPathComponent("src")
        try fm.copyItem(at: try BadInput.base, to: src)
        try fm.createDirectory(at: tree.url.appendingPathComponent("p1/p2/p3"), withIntermediateDirectories: true)
        try change(src, tree.url)
        let before = Set(Self.files(under: tree.url))
        let result = runCLI(["build", "src", "--out", "p1/p2/p3/out"], in: tree.url)
        let after = Self.files(under: tree.url)
        let new = after.filter { !before.contains($0) }
        return withExtendedLifetime(tree) {
            Build(
                code: result.code, err: result.err,
                escaped: new.filter { $0 != "p1/p2/p3/out" && !$0.hasPrefix("p1/p2/p3/out/") },
                insideOut: new.filter { $0.hasPrefix("p1/p2/p3/out/") })
        }
    }

    /// Every path under `root`, relative, without following symlinks.
    static func files(under root: URL) -> [String] {
        var out: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let dir = relative.isEmpty ? root : root.appendingPathComponent(relative)
            for name in (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? [] {
                let path = relative.isEmpty ? name : relative + "/" + name
                out.append(path)
                let type = (try? FileManager.default.attributesOfItem(atPath: dir.appendingPathComponent(name).path))?[.type] as? FileAttributeType
                if type == .typeDirectory { pending.append(path) }
            }
        }
        return out.sorted()
    }

    static func edit(_ file: URL, _ replace: String, with replacement: String) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        XCTAssertTrue(text.contains(replace), "\(file.lastPathComponent) has no '\(replace)'")
        try text.replacingOccurrences(of: replace, with: replacement).write(to: file, atomically: true, encoding: .utf8)
    }

    static let lesson = """
        kind: Lesson
        id: LESSON
        skill: SKILL
        title: Escape
        order: 1
        stage: abstract
        lessonType: practice
        role: practiceSet
        items:
          - id: i1
            type: numericInput
            prompt: What is 2 + 3?
            answer: 5
            hints: [Start at 2 and count on 3 more.]
            feedback: {incorrect: Count on from 2 with your fingers.}

        """

    /// A unit whose id (and so its skill's and lesson's) is `unitID`, which passes today's rules.
    static func addUnit(_ unitID: String, to src: URL) throws {
        let unit = """
            kind: Unit
            id: \(unitID)
            order: 2
            title: Escape
            standards: [NY-K.CC.6]
            prerequisites: []
            skills:
              - id: \(unitID).s
                name: Escape
                standards: [NY-K.CC.6]
                prerequisites: []

            """
        try Data(unit.utf8).write(to: src.appendingPathComponent("k/01-counting/escape-unit.yaml"))
        let text = lesson.replacingOccurrences(of: "LESSON", with: "\(unitID).s.l1").replacingOccurrences(of: "SKILL", with: "\(unitID).s")
        try Data(text.utf8).write(to: src.appendingPathComponent("k/01-counting/escape-l1.yaml"))
    }

    func testTheBaseBuildsInsideOut() throws {
        let b = try build { _, _ in }
        XCTAssertEqual(b.code, .success, b.err)
        XCTAssertEqual(b.escaped, [])
        XCTAssertTrue(b.insideOut.contains("p1/p2/p3/out/math-kindergarten-1.0.0/manifest.json"), "\(b.insideOut)")
        XCTAssertTrue(b.insideOut.contains("p1/p2/p3/out/math-kindergarten-1.0.0"), "\(b.insideOut)")
    }

    func testALessonIdThatClimbsOutIsNeverAPath() throws {
        for id in ["../../../escaped", "/escaped", "k.counting/../../../escaped", "k.counting.count-to-10.l1/../../../../escaped"] {
            let b = try build { src, _ in
                let text = Self.lesson.replacingOccurrences(of: "LESSON", with: id).replacingOccurrences(of: "SKILL", with: "k.counting.count-to-10")
                try Data(text.utf8).write(to: src.appendingPathComponent("k/01-counting/escape-l1.yaml"))
            }
            XCTAssertEqual(b.escaped, [], "id \(id): \(b.err)")
            XCTAssertFalse(b.insideOut.contains { $0.contains("escaped") }, "id \(id) became a path: \(b.insideOut)")
        }
    }

    func testUnitSkillAndLessonIdsThatClimbOutAreRefusedWithADiagnostic() throws {
        let b = try build { src, _ in try Self.addUnit("k./../../../escaped", to: src) }
        XCTAssertEqual(b.escaped, [], b.err)
        XCTAssertTrue(b.code == .contentErrors && b.insideOut.isEmpty, "exit \(b.code), stderr: \(b.err)\nwritten in out: \(b.insideOut.prefix(3))…")
    }

    func testIdsWithASlashNeverBecomeFolders() throws {
        let b = try build { src, _ in try Self.addUnit("k.escaped/nested", to: src) }
        XCTAssertEqual(b.escaped, [], b.err)
        let nested = b.insideOut.filter { $0.contains("/lessons/k.escaped/") }
        XCTAssertTrue(b.code == .contentErrors && nested.isEmpty, "exit \(b.code); wrote \(nested)")
    }

    func testAManifestSubjectThatClimbsOutIsNeverAPath() throws {
        let b = try build { src, _ in
            try Self.edit(src.appendingPathComponent("curriculum.yaml"), "subject: math", with: "subject: ../../escaped")
        }
        XCTAssertTrue(b.escaped.isEmpty, "exit \(b.code); written outside out: \(b.escaped.prefix(4))…")
    }

    func testAManifestVersionThatClimbsOutIsNeverAPath() throws {
        let b = try build { src, _ in
            try Self.edit(src.appendingPathComponent("curriculum.yaml"), "version: 1.0.0", with: "version: 1.0.0/../../../escaped")
        }
        XCTAssertTrue(b.escaped.isEmpty, "exit \(b.code); written outside out: \(b.escaped.prefix(4))…")
    }

    func testAnAbsoluteManifestSubjectStaysInsideOut() throws {
        var target = ""
        let b = try build { src, root in
            target = root.appendingPathComponent("absolute").path
            try Self.edit(src.appendingPathComponent("curriculum.yaml"), "subject: math", with: "subject: \(target)")
        }
        XCTAssertEqual(b.escaped, [], "an absolute subject wrote outside --out: \(b.err)")
    }
}

/// Runs of the real binary in a subprocess, stopped (by its pid) after a deadline, for what
/// would otherwise hang or kill the test process: a hang or a trap is then a known issue, not a stuck run.
final class BadInputSubprocessTests: XCTestCase {
    struct Run {
        var finished: Bool
        var status: Int32
        var seconds: Double
        var output: String
    }

    /// Runs the `curriculum` binary built beside the tests; stops it (by its pid) at `deadline`.
    func runBinary(_ args: [String], in directory: URL, deadline: Double) throws -> Run {
        let binary = Bundle.module.bundleURL.deletingLastPathComponent().appendingPathComponent("curriculum")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            throw XCTSkip("curriculum binary not found beside the tests at \(binary.path)")
        }
        let outputURL = directory.appendingPathComponent("lint-output.txt")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        let output = try FileHandle(forWritingTo: outputURL)
        let process = Process()
        process.executableURL = binary
        process.arguments = args
        process.currentDirectoryURL = directory
        process.standardOutput = output
        process.standardError = output
        let started = DispatchTime.now().uptimeNanoseconds
        try process.run()
        var seconds: Double { Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9 }
        while process.isRunning && seconds < deadline { usleep(20_000) }
        let finished = !process.isRunning
        if !finished {
            process.terminate()
            process.waitUntilExit()
        }
        let elapsed = seconds
        try output.close()
        let text = (try? String(contentsOf: outputURL, encoding: .utf8)) ?? ""
        return Run(finished: finished, status: finished ? process.terminationStatus : -1, seconds: elapsed, output: text)
    }

    /// Linting one file by a path that starts with a one-letter folder, as the standard layout
    /// (k/, 1/) invites from the curriculum folder.
    func testLintingAFileUnderAOneLetterFolderDoesNotTrap() throws {
        let tree = try TemporaryTree()
        try FileManager.default.removeItem(at: tree.url)
        try FileManager.default.copyItem(at: try BadInput.base, to: tree.url)
        try tree.write("k/01-counting/bad.yaml", "kind: Lesson\nid: [k\n")
        let run = try withExtendedLifetime(tree) {
            try runBinary(["lint", "k/01-counting/bad.yaml"], in: tree.url, deadline: 20)
        }
        let expected = "k/01-counting/bad.yaml:2:5: error: this '[' is never closed; add ']' at the end of the list"
        XCTAssertTrue(run.finished && run.status == 1 && run.output.contains(expected), "status \(run.status); output: \(run.output.prefix(300))")
    }

    /// A 20 MB lesson of ~62,000 items (the realistic shape of a big file), with a duplicate key
    /// in the last item.
    func testA20MBLessonOfManyItemsLintsInTime() throws {
        let tree = try TemporaryTree()
        let fm = FileManager.default
        try fm.removeItem(at: tree.url)
        try fm.copyItem(at: try BadInput.base, to: tree.url)
        var text = BadInputGeneratedCases.lessonHeader + "items:\n"
        let item = BadInputGeneratedCases.item.replacingOccurrences(of: "    answer: 7\n", with: "")
        var n = 0
        while text.utf8.count < 20 << 20 {
            n += 1
            text += item.replacingOccurrences(of: "id: i1", with: "id: i\(n)")
        }
        text += "    difficulty: 2\n"
        let lines = text.utf8.reduce(0) { $1 == 0x0A ? $0 + 1 : $0 }
        try tree.write("k/01-counting/many-items.yaml", text)
        let run = try withExtendedLifetime(tree) {
            try runBinary(["lint", "./k/01-counting/many-items.yaml"], in: tree.url, deadline: 90)
        }
        if run.finished {
            XCTAssertEqual(run.status, 1, run.output)
            XCTAssertTrue(run.output.contains("many-items.yaml:\(lines):5: error: duplicate key 'difficulty'"), String(run.output.prefix(500)))
        }
        // Quadratic loading (a 20 MB file once took minutes) would blow the deadline; the 2 s goal
        // for a release build is measured by `make bench`, not by this debug-build test.
        XCTAssertTrue(run.finished, "stopped after \(run.seconds) s")
    }
}
