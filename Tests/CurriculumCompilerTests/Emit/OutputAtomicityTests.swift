import CurriculumModel
import Foundation
import XCTest

@testable import CurriculumCompiler

/// A build replaces the whole output — every bundle and the coverage files — or nothing: failed
/// between any two steps, killed at any moment, racing another build in another PID namespace.
final class OutputAtomicityTests: XCTestCase {
    struct InjectedFailure: Error {}

    /// The output as a reader sees it must be exactly one build's: each visible bundle verifies
    /// against its manifest, and the files are those of `old` or of `new`, not a mix.
    private func assertWhole(_ dist: URL, isOneOf builds: [[String: Data]], _ message: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let seen = try output(of: dist)
        XCTAssertTrue(builds.contains(seen), "\(message): the output is a mix of builds", file: file, line: line)
        for name in visibleEntries(of: dist) where name.hasPrefix("math-") {
            XCTAssertNoThrow(try BundleReader(directory: dist.appendingPathComponent(name)).verify(), "\(message): \(name)", file: file, line: line)
        }
    }

    /// Two bundles and the coverage report, written through the Emit stage as `build` writes them.
    private func writeAll(_ root: URL, into out: URL, force: Bool, failAt failure: Int? = nil) throws -> [BundleWriter.Outcome] {
        let steps = StepCounter(failAt: failure)
        let emission = try SampleCurriculum.emit(root, into: out, force: force, facts: [ThreeFacts()]) { stage in
            stage.willWriteFile = { _, _ in try steps.tick() }
            stage.willCommitStep = { _ in try steps.tick() }
        }
        return try emission.install().bundles.map(\.outcome)
    }

    private final class StepCounter: @unchecked Sendable {
        let failAt: Int?
        private let lock = NSLock()
        private(set) var count = 0
        init(failAt: Int?) { self.failAt = failAt }
        func tick() throws {
            try lock.withLock {
                defer { count += 1 }
                if count == failAt { throw InjectedFailure() }
            }
        }
    }

    /// Fails the build at every step there is — each file staged, each verification, each name
    /// kept, the flush, the switch — and after each checks that the previous output is there whole.
    func testAFailureBetweenAnyTwoStepsLeavesThePreviousOutputWhole() throws {
        let source = try SampleCurriculum.copy()
        let out = try TemporaryTree()
        _ = try writeAll(source.curriculum, into: out.url, force: false)
        let old = try output(of: out.url)
        // New content under the same names (forced) and a new item count in the report.
        try source.edit("curriculum/k/01-counting/count-objects-l1.yaml") {
            $0.replacingOccurrences(of: "prompt: How many apples?", with: "prompt: How many red apples?")
        }
        let total = try countSteps(source.curriculum, over: SampleCurriculum.url)
        XCTAssertGreaterThanOrEqual(total, 20, "every file, verification, name kept, the flush and the switch")
        for failure in 0..<total {
            XCTAssertThrowsError(try writeAll(source.curriculum, into: out.url, force: true, failAt: failure)) {
                XCTAssertTrue($0 is InjectedFailure, "step \(failure): \($0)")
            }
            try assertWhole(out.url, isOneOf: [old], "failed at step \(failure) of \(total)")
        }
        XCTAssertEqual(try writeAll(source.curriculum, into: out.url, force: true).first, .replaced("math-kindergarten-1.0.0"))
        let new = try output(of: out.url)
        XCTAssertNotEqual(new, old)
        try assertWhole(out.url, isOneOf: [new], "after the build that went through")
        XCTAssertEqual(besideOutput(out.url), [], "killed builds' staging is gone")
        XCTAssertEqual(symlinks(under: out.url), [])
    }

    /// How many steps a forced rebuild over `old`'s output takes.
    private func countSteps(_ root: URL, over old: URL) throws -> Int {
        let scratch = try TemporaryTree()
        _ = try writeAll(old, into: scratch.url, force: false)
        var failure = 0
        while true {
            do {
                _ = try writeAll(root, into: scratch.url, force: true, failAt: failure)
                return failure
            } catch is InjectedFailure {
                failure += 1
            }
        }
    }

    /// `--force` replaces a bundle of that id and nothing else: a folder of sources, a bundle
    /// whose manifest cannot be read, a bundle of another id, a file, a symlink elsewhere.
    func testForceNeverReplacesWhatIsNotThatBundle() throws {
        let cases: [(String, (TemporaryTree) throws -> Void, String)] = [
            ("sources", { try $0.write("dist/math-kindergarten-1.0.0/lesson.yaml", "kind: lesson\n") }, "is not a bundle this tool can read"),
            ("truncated manifest", { try $0.write("dist/math-kindergarten-1.0.0/manifest.json", "{\"formatVer") }, "is not a bundle this tool can read"),
            ("a file", { try $0.write("dist/math-kindergarten-1.0.0", "notes\n") }, "exists and is not a bundle folder"),
            ("a link elsewhere", { tree in
                try tree.write("elsewhere/keep.txt", "keep\n")
                try tree.write("dist/.keep", "")
                try FileManager.default.createSymbolicLink(atPath: tree.url.path + "/dist/math-kindergarten-1.0.0", withDestinationPath: "../elsewhere")
            }, "exists and is not a bundle folder"),
        ]
        for (label, plant, expected) in cases {
            let tree = try SampleCurriculum.copy()
            try plant(tree)
            let before = try files(under: tree.url)
            let result = runCLI(["build", "curriculum", "--force"], in: tree.url)
            XCTAssertEqual(result.code, .failure, label)
            XCTAssertTrue(result.err.contains(expected) && result.err.contains("nothing was written"), "\(label): \(result.err)")
            XCTAssertFalse(result.err.contains("already built with different content"), label)
            let after = try files(under: tree.url).filter { !$0.key.hasPrefix("dist/.") }
            XCTAssertEqual(after, before.filter { !$0.key.hasPrefix("dist/.") }, "\(label): nothing was touched")
        }
        // A bundle of another version under this name.
        let tree = try SampleCurriculum.copy()
        let other = try SampleCurriculum.copy()
        try other.edit("curriculum/curriculum.yaml") { $0.replacingOccurrences(of: "version: 1.0.0", with: "version: 2.0.0") }
        XCTAssertEqual(runCLI(["build", "curriculum"], in: other.url).code, .success)
        try FileManager.default.createDirectory(at: tree.url.appendingPathComponent("dist"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: other.url.appendingPathComponent("dist/math-kindergarten-2.0.0").resolvingSymlinksInPath(),
            to: tree.url.appendingPathComponent("dist/math-kindergarten-1.0.0"))
        let before = try files(under: tree.url.appendingPathComponent("dist"))
        let result = runCLI(["build", "curriculum", "--force"], in: tree.url)
        XCTAssertEqual(result.code, .failure)
        XCTAssertTrue(result.err.contains("holds bundle math-kindergarten 2.0.0, not math-kindergarten 1.0.0"), result.err)
        XCTAssertEqual(try files(under: tree.url.appendingPathComponent("dist")).filter { !$0.key.hasPrefix(".") }, before)
    }

    /// A staged bundle that lost a file before the switch is not installed.
    func testAStagedBundleThatIsNotWholeIsNotInstalled() throws {
        let out = try TemporaryTree()
        let builder = BundleBuilder(catalog: SampleCurriculum.catalog(), spokenForm: WrittenForm(), factSetExpansions: [ThreeFacts()])
        let spec = try XCTUnwrap(try builder.specs().first)
        let transaction = try BundleWriter(outputDirectory: out.url).begin()
        guard case .staged(let staged, let plan) = try transaction.prepare(spec.directoryName, { try builder.build(spec, into: $0) })
        else { return XCTFail() }
        try FileManager.default.removeItem(at: staged.folder.appendingPathComponent("units.json"))
        XCTAssertThrowsError(try transaction.commit([(staged, plan)])) {
            XCTAssertTrue("\($0)".contains("units.json is missing"), "\($0)")
        }
        XCTAssertEqual(visibleEntries(of: out.url), [])
    }

    /// Output written by an earlier version of this tool (real folders and files at the top, no
    /// marker) is taken over: kept as it is, marked, and replaced whole like any other.
    func testTheEarlierLayoutIsAdopted() throws {
        let tree = try SampleCurriculum.copy()
        XCTAssertEqual(runCLI(["build", "curriculum", "--out", "new"], in: tree.url).code, .success)
        // The earlier layout: real folders and files directly in dist/.
        for name in ["math-kindergarten-1.0.0", "coverage.json", "coverage.md", "coverage.html"] {
            try FileManager.default.copyItem(
                at: tree.url.appendingPathComponent("new/\(name)").resolvingSymlinksInPath(), to: tree.url.appendingPathComponent("dist/\(name)"))
        }
        let unchanged = runCLI(["build", "curriculum"], in: tree.url)
        XCTAssertEqual(unchanged.code, .success, unchanged.err)
        XCTAssertTrue(unchanged.err.contains("unchanged dist/math-kindergarten-1.0.0"), unchanged.err)
        XCTAssertEqual(FileSystem.type(tree.url.path + "/dist/math-kindergarten-1.0.0"), .directory, "unchanged output is left as it is")
        try tree.edit("curriculum/k/01-counting/count-objects-l1.yaml") {
            $0.replacingOccurrences(of: "prompt: How many apples?", with: "prompt: How many red apples?")
        }
        let forced = runCLI(["build", "curriculum", "--force"], in: tree.url)
        XCTAssertEqual(forced.code, .success, forced.err)
        XCTAssertTrue(forced.err.contains("replaced dist/math-kindergarten-1.0.0"), forced.err)
        let dist = tree.url.appendingPathComponent("dist")
        XCTAssertEqual(FileSystem.type(dist.path + "/math-kindergarten-1.0.0"), .directory)
        XCTAssertEqual(try BundleReader(directory: dist.appendingPathComponent("math-kindergarten-1.0.0")).read().items.first?.prompt, "How many red apples?")
        XCTAssertEqual(visibleEntries(of: dist), ["Localizable.xcstrings", "coverage.html", "coverage.json", "coverage.md", "math-kindergarten-1.0.0"])
        XCTAssertEqual(entries(of: dist).filter { $0.hasPrefix(".") }, [".curriculum-output", ".lock"], "nothing of the old layout is left aside")
        XCTAssertEqual(symlinks(under: dist), [])
    }

    // MARK: - Real processes

    /// SIGKILL at 20 moments spread over the writing of a build of the real curriculum: after
    /// each, the output is the whole previous build or the whole new one, file by file.
    func testAKilledBuildLeavesThePreviousOrTheNewOutputWhole() throws {
        let binary = try Subprocess.requireBinary()
        let tree = try TemporaryTree()
        let real = PinnedCurriculum.url
        try FileManager.default.copyItem(at: real, to: tree.curriculum)
        let dist = tree.url.appendingPathComponent("dist")
        func build(_ extra: [String] = []) throws -> (Process, Date) {
            let process = Process()
            process.executableURL = binary
            process.arguments = ["build", "curriculum", "--out", "dist"] + extra
            process.currentDirectoryURL = tree.url
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            return (process, Date())
        }
        var (process, started) = try build()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        let old = try output(of: dist)
        // New content in both grades, so a half-switched output would show.
        let kLesson = try XCTUnwrap(FileManager.default.subpathsOfDirectory(atPath: tree.curriculum.path + "/k").sorted().first { $0.hasSuffix("-l1.yaml") })
        let gLesson = try XCTUnwrap(FileManager.default.subpathsOfDirectory(atPath: tree.curriculum.path + "/1").sorted().first { $0.hasSuffix("-l1.yaml") })
        for lesson in ["k/" + kLesson, "1/" + gLesson] {
            try tree.edit("curriculum/" + lesson) { replacingFirst($0, "title: ", with: "title: New ") }
        }
        // How long the new build takes, and when its staging folder appears beside the output.
        let reference = try TemporaryTree()
        try FileManager.default.copyItem(at: dist, to: reference.url.appendingPathComponent("dist"))
        (process, started) = try build(["--force"])
        var writingFrom: Date?
        let staging = { !besideOutput(dist).isEmpty }
        while process.isRunning {
            if writingFrom == nil, staging() { writingFrom = Date() }
            usleep(500)
        }
        XCTAssertEqual(process.terminationStatus, 0)
        let new = try output(of: dist)
        XCTAssertNotEqual(new, old)
        let total = Date().timeIntervalSince(started)
        let writing = Date().timeIntervalSince(writingFrom ?? started)
        // Back to the old output, then kill at 20 points: 10 over the whole build, 10 over the writing.
        var kills = 0
        for point in 0..<20 {
            try FileManager.default.removeItem(at: dist)
            // A killed build's staging would look like this build's.
            for name in besideOutput(dist) { try FileManager.default.removeItem(at: tree.url.appendingPathComponent(name)) }
            try FileManager.default.copyItem(at: reference.url.appendingPathComponent("dist"), to: dist)
            try assertWhole(dist, isOneOf: [old], "the restored output")
            (process, started) = try build(["--force"])
            if point < 10 {
                usleep(useconds_t(Double(point) / 10 * total * 1_000_000))
            } else {
                let waitUntil = Date().addingTimeInterval(total * 2)
                while !staging(), process.isRunning, Date() < waitUntil { usleep(200) }
                usleep(useconds_t(Double(point - 10) / 10 * writing * 1_000_000))
            }
            if process.isRunning { kill(process.processIdentifier, SIGKILL); kills += 1 }
            process.waitUntilExit()
            try assertWhole(dist, isOneOf: [old, new], "killed at point \(point)")
        }
        XCTAssertGreaterThan(kills, 10, "most kills landed while the build ran")
        // And the next build cleans up after them and finishes the job.
        (process, _) = try build(["--force"])
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        try assertWhole(dist, isOneOf: [new], "after a build that went through")
        XCTAssertEqual(besideOutput(dist), [])
    }

    /// Builds in different PID namespaces (two containers on one volume) cannot see each other's
    /// processes; the lock keeps them apart. Two builds of one version with different content:
    /// exactly one wins, the other is refused, and the output is whole.
    func testBuildsInDifferentPIDNamespacesDoNotBreakEachOther() throws {
        _ = try Subprocess.requireBinary()
        let probe = try Subprocess.shell("unshare -p -f true", in: FileManager.default.temporaryDirectory)
        guard probe.status == 0 else { throw XCTSkip("unshare -p -f is not available here: \(probe.err)") }
        let tree = try SampleCurriculum.copy()
        try FileManager.default.copyItem(at: tree.curriculum, to: tree.url.appendingPathComponent("other"))
        try tree.edit("other/k/01-counting/count-objects-l1.yaml") {
            $0.replacingOccurrences(of: "prompt: How many apples?", with: "prompt: How many red apples?")
        }
        for round in 0..<4 {
            let dist = tree.url.appendingPathComponent("dist")
            try? FileManager.default.removeItem(at: dist)
            let script = """
                unshare -p -f "$CURRICULUM" build curriculum --out dist > /dev/null 2>a.err & a=$!
                unshare -p -f "$CURRICULUM" build other --out dist > /dev/null 2>b.err & b=$!
                wait $a; echo "a $?"; wait $b; echo "b $?"
                """
            let result = try Subprocess.shell(script, in: tree.url)
            let codes = result.out.split(separator: "\n").sorted()
            XCTAssertEqual(codes.count, 2, result.out + result.err)
            let statuses = Set(codes.map { $0.split(separator: " ").last.map(String.init) ?? "" })
            XCTAssertEqual(statuses, ["0", "1"], "round \(round): one build wins, the other is refused: \(result.out)")
            let bundle = try BundleReader(directory: dist.appendingPathComponent("math-kindergarten-1.0.0")).read()
            XCTAssertTrue(["How many apples?", "How many red apples?"].contains(bundle.items.first?.prompt ?? ""))
            XCTAssertEqual(besideOutput(dist), [], "round \(round)")
            XCTAssertEqual(symlinks(under: dist), [], "round \(round)")
        }
    }
}
