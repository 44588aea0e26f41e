@testable import CurriculumSyntax
import CurriculumModel
import Foundation
import XCTest

@testable import CurriculumCompiler

/// The output folder holds plain folders and files: a bundle copied with `cp -r`, or the whole
/// folder copied with links followed, is still a bundle and still an output a build can write
/// into; earlier shapes are taken over without a name left leading nowhere.
final class PlainOutputTests: XCTestCase {
    /// The fixture's curriculum with its version set to `version`.
    private func bump(_ tree: TemporaryTree, to version: String) throws {
        let text = try String(contentsOf: tree.curriculum.appendingPathComponent("curriculum.yaml"), encoding: .utf8)
        let bumped = text.replacingOccurrences(of: #"version: \d+\.\d+\.\d+"#, with: "version: \(version)", options: .regularExpression)
        try tree.write("curriculum/curriculum.yaml", bumped)
    }

    /// An earlier version's output of `tree`'s curriculum in `dist`: every top-level name a link
    /// through `current`, a kept bundle a link into the generation before, and the dangling link
    /// a build refused halfway left.
    private func plantEarlierLayout(in tree: TemporaryTree) throws {
        XCTAssertEqual(runCLI(["build", "curriculum", "--out", "made"], in: tree.url).code, .success)
        let made = tree.url.appendingPathComponent("made")
        let dist = tree.url.appendingPathComponent("dist")
        try FileManager.default.createDirectory(at: dist.appendingPathComponent(".generations/2"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: dist.appendingPathComponent(".generations/1"), withIntermediateDirectories: true)
        for name in visibleEntries(of: made) {
            // The bundle lives in generation 1, linked from 2; the files in 2.
            let kept = name.hasPrefix("math-")
            try FileManager.default.copyItem(
                at: made.appendingPathComponent(name), to: dist.appendingPathComponent(".generations/\(kept ? 1 : 2)/\(name)"))
            if kept { try FileManager.default.createSymbolicLink(atPath: dist.path + "/.generations/2/" + name, withDestinationPath: "../1/" + name) }
            try FileManager.default.createSymbolicLink(atPath: dist.path + "/" + name, withDestinationPath: "current/" + name)
        }
        try FileManager.default.createSymbolicLink(atPath: dist.path + "/current", withDestinationPath: ".generations/2")
        try FileManager.default.createSymbolicLink(atPath: dist.path + "/math-kindergarten-9.9.9", withDestinationPath: "current/math-kindergarten-9.9.9")
        try Data().write(to: dist.appendingPathComponent(".lock"))
        try FileManager.default.removeItem(at: made)
    }

    /// `cp -r dist/<bundle> elsewhere` copies a bundle, not a link.
    func testOneBundleCopiedWithPlainCpIsABundleTheReaderVerifies() throws {
        let tree = try SampleCurriculum.copy()
        XCTAssertEqual(runCLI(["build", "curriculum"], in: tree.url).code, .success)
        let dist = tree.url.appendingPathComponent("dist")
        XCTAssertEqual(symlinks(under: dist), [])
        let copy = try Subprocess.shell("mkdir elsewhere && cp -r dist/math-kindergarten-1.0.0 elsewhere/", in: tree.url)
        XCTAssertEqual(copy.status, 0, copy.err)
        let bundle = tree.url.appendingPathComponent("elsewhere/math-kindergarten-1.0.0")
        XCTAssertEqual(FileSystem.type(bundle.path), .directory)
        XCTAssertNoThrow(try BundleReader(directory: bundle).verify())
    }

    /// A folder copied with its links followed (`cp -rL`, an artifact upload, a zip) builds
    /// again, and every name in it leads somewhere after: a copy of this layout, and a copy of
    /// the earlier one.
    func testABuildIntoACopyMadeWithLinksFollowedSucceedsAndEveryNameResolves() throws {
        for earlier in [false, true] {
            let tree = try SampleCurriculum.copy()
            if earlier {
                try plantEarlierLayout(in: tree)
            } else {
                XCTAssertEqual(runCLI(["build", "curriculum"], in: tree.url).code, .success)
            }
            let copied = try Subprocess.shell("cp -rL dist copy 2>/dev/null; test -d copy/math-kindergarten-1.0.0", in: tree.url)
            XCTAssertEqual(copied.status, 0, copied.err)
            try bump(tree, to: "1.1.0")
            let result = runCLI(["build", "curriculum", "--out", "copy"], in: tree.url)
            XCTAssertEqual(result.code, .success, "earlier layout: \(earlier): \(result.err)")
            let copy = tree.url.appendingPathComponent("copy")
            XCTAssertEqual(symlinks(under: copy), [], "earlier layout: \(earlier)")
            XCTAssertEqual(
                visibleEntries(of: copy),
                ["Localizable.xcstrings", "coverage.html", "coverage.json", "coverage.md", "math-kindergarten-1.0.0", "math-kindergarten-1.1.0"],
                "earlier layout: \(earlier)")
            XCTAssertEqual(entries(of: copy).filter { $0.hasPrefix(".") }, [".curriculum-output", ".lock"], "earlier layout: \(earlier)")
            for bundle in ["math-kindergarten-1.0.0", "math-kindergarten-1.1.0"] {
                XCTAssertNoThrow(try BundleReader(directory: copy.appendingPathComponent(bundle)).verify(), bundle)
            }
            XCTAssertEqual(besideOutput(copy), [])
        }
    }

    /// An earlier version's output is taken over by the next build, even one that changes no
    /// bundle: the same files, as plain folders, and no `current`, `.generations` or dangling link.
    func testTheEarlierLayoutBecomesPlainFoldersWithTheSameFiles() throws {
        let tree = try SampleCurriculum.copy()
        try plantEarlierLayout(in: tree)
        let dist = tree.url.appendingPathComponent("dist")
        let before = try output(of: dist)
        let result = runCLI(["build", "curriculum"], in: tree.url)
        XCTAssertEqual(result.code, .success, result.err)
        XCTAssertTrue(result.err.contains("unchanged dist/math-kindergarten-1.0.0"), result.err)
        XCTAssertEqual(try output(of: dist), before)
        XCTAssertEqual(symlinks(under: dist), [])
        XCTAssertEqual(entries(of: dist).filter { $0.hasPrefix(".") || $0 == "current" }, [".curriculum-output", ".lock"])
        XCTAssertEqual(besideOutput(dist), [])
    }

    /// A folder holding anything a build does not write is not an output: refused with exit 3
    /// before anything is written in it or beside it, not even a lock file.
    func testAFolderThatIsNotAnOutputIsRefusedAndNothingIsWritten() throws {
        let cases: [(String, [String: String], String)] = [
            ("a project", ["README.md": "# mine\n", "src/main.swift": "print(1)\n"], "README.md exists and is not a bundle folder or a file this tool writes"),
            ("a folder of sources", ["notes/a.txt": "mine\n"], "notes is not a bundle this tool can read (it has no manifest.json)"),
            ("a repository", [".git/HEAD": "ref: refs/heads/main\n"], ".git exists and is not a folder this tool writes"),
        ]
        for (label, planted, expected) in cases {
            let tree = try SampleCurriculum.copy()
            for (path, text) in planted { try tree.write("mine/" + path, text) }
            let mine = tree.url.appendingPathComponent("mine")
            let before = try files(under: tree.url)
            let beside = entries(of: tree.url)
            let result = runCLI(["build", "curriculum", "--out", "mine"], in: tree.url)
            XCTAssertEqual(result.code, .failure, label)
            XCTAssertTrue(result.err.contains(expected) && result.err.contains("nothing was written"), "\(label): \(result.err)")
            XCTAssertEqual(try files(under: tree.url), before, label)
            XCTAssertEqual(entries(of: tree.url), beside, label)
            XCTAssertFalse(entries(of: mine).contains(".lock"), label)
        }
    }

    /// A build replaces the whole output folder: run from inside it, it would leave the shell in
    /// the removed folder, so it is a usage error, before anything is compiled or written.
    func testABuildFromInsideItsOutputFolderIsAUsageError() throws {
        let tree = try SampleCurriculum.copy()
        XCTAssertEqual(runCLI(["build", "curriculum"], in: tree.url).code, .success)
        let dist = tree.url.appendingPathComponent("dist")
        let before = try files(under: dist)
        try FileManager.default.createDirectory(at: dist.appendingPathComponent("math-kindergarten-1.0.0/lessons/deeper"), withIntermediateDirectories: true)
        for (command, folder, out) in [
            ("build", "dist", "."), ("build", "dist/math-kindergarten-1.0.0/lessons/deeper", "../../.."), ("fixture", "dist", "."),
        ] {
            let result = runCLI([command, tree.curriculum.path, "--out", out], in: tree.url.appendingPathComponent(folder))
            XCTAssertEqual(result.code, .usage, "\(command) in \(folder): \(result.err)")
            XCTAssertTrue(result.err.contains("is the current folder or holds it"), result.err)
        }
        try FileManager.default.removeItem(at: dist.appendingPathComponent("math-kindergarten-1.0.0/lessons/deeper"))
        XCTAssertEqual(try files(under: dist), before)
    }

    /// A build killed between the two renames of the fallback switch left the folder aside and
    /// nothing in its place: the next build puts it back and goes on.
    func testAFolderLeftAsideByAKilledSwitchIsPutBack() throws {
        let tree = try SampleCurriculum.copy()
        XCTAssertEqual(runCLI(["build", "curriculum"], in: tree.url).code, .success)
        let dist = tree.url.appendingPathComponent("dist")
        let before = try output(of: dist)
        try FileManager.default.moveItem(at: dist, to: tree.url.appendingPathComponent(".dist.old-5e"))
        let result = runCLI(["build", "curriculum"], in: tree.url)
        XCTAssertEqual(result.code, .success, result.err)
        XCTAssertTrue(result.err.contains("unchanged dist/math-kindergarten-1.0.0"), result.err)
        XCTAssertEqual(try output(of: dist), before)
        XCTAssertEqual(besideOutput(dist), [])
    }

    /// The lock file is the same file after a switch (a hard link carried into the new folder),
    /// and a build that waited on the file of a folder since replaced locks the one there now.
    func testTheLockHoldsAcrossTheSwitch() throws {
        let tree = try SampleCurriculum.copy()
        XCTAssertEqual(runCLI(["build", "curriculum"], in: tree.url).code, .success)
        let lock = tree.url.path + "/dist/.lock"
        let first = FileSystem.identity(lock)
        try bump(tree, to: "1.1.0")
        XCTAssertEqual(runCLI(["build", "curriculum"], in: tree.url).code, .success)
        XCTAssertEqual(FileSystem.identity(lock)?.inode, first?.inode, "the same lock file")

        let out = try TemporaryTree()
        let folder = out.url.appendingPathComponent("dist")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var holder: OutputLock? = try OutputLock(directory: folder.path)
        let waiting = DispatchSemaphore(value: 0), locked = DispatchSemaphore(value: 0)
        let path = folder.path
        let second = Locked<OutputLock?>(nil)
        Thread.detachNewThread {
            let lock = try? OutputLock(directory: path) { waiting.signal() }
            second.withLock { $0 = lock }
            locked.signal()
        }
        XCTAssertEqual(waiting.wait(timeout: .now() + 10), .success)
        // The first build switches in a folder with a lock file of its own, then finishes.
        try FileManager.default.moveItem(at: folder, to: out.url.appendingPathComponent("replaced"))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data().write(to: folder.appendingPathComponent(".lock"))
        holder = nil
        XCTAssertEqual(locked.wait(timeout: .now() + 10), .success)
        XCTAssertNil(holder)
        XCTAssertNotNil(second.withLock { $0 })
        let probe = open(path + "/.lock", O_RDWR)
        defer { close(probe) }
        XCTAssertNotEqual(flock(probe, LOCK_EX | LOCK_NB), 0, "the lock on the folder there now is held")
    }

    /// Where the file system cannot swap two names, and where nothing can be made beside the
    /// folder, the fallbacks give the same output, plain, with nothing left over.
    func testTheFallbackSwitchesGiveTheSameOutput() throws {
        let edited = try SampleCurriculum.copy()
        try edited.edit("curriculum/k/01-counting/count-objects-l1.yaml") {
            $0.replacingOccurrences(of: "prompt: How many apples?", with: "prompt: How many red apples?")
        }
        var outputs: [[String: Data]] = []
        for switching in [OutputSwitch.exchangeFolder, .renameFolder, .nameByName] {
            let parent = try TemporaryTree()
            let dist = parent.url.appendingPathComponent("dist")
            _ = try SampleCurriculum.emit(into: dist, facts: [ThreeFacts()]) { $0.switching = switching }.install()
            let first = try output(of: dist)
            XCTAssertEqual(
                try SampleCurriculum.emit(edited.curriculum, into: dist, force: true, facts: [ThreeFacts()]) { $0.switching = switching }
                    .install().bundles.map(\.outcome),
                [.replaced("math-kindergarten-1.0.0")], "\(switching)")
            XCTAssertNotEqual(try output(of: dist), first, "\(switching)")
            outputs.append(try output(of: dist))
            XCTAssertEqual(symlinks(under: dist), [], "\(switching)")
            XCTAssertEqual(besideOutput(dist), [], "\(switching)")
            XCTAssertEqual(entries(of: dist).filter { $0.hasPrefix(".") }, [".curriculum-output", ".lock"], "\(switching)")
            XCTAssertNoThrow(try BundleReader(directory: dist.appendingPathComponent("math-kindergarten-1.0.0")).verify(), "\(switching)")
        }
        XCTAssertEqual(outputs[1], outputs[0])
        XCTAssertEqual(outputs[2], outputs[0])
    }

    /// An output folder that is a mount point (a container's volume; here a bind mount of the
    /// folder onto itself, which `stat` cannot tell) cannot be renamed: it is switched name by
    /// name, and builds go through.
    func testAnOutputFolderThatIsAMountPointIsSwitchedNameByName() throws {
        _ = try Subprocess.requireBinary()
        let scratch = try TemporaryTree()
        let probe = try Subprocess.shell("mkdir -p m && unshare -m sh -c 'mount --bind m m'", in: scratch.url)
        guard probe.status == 0 else { throw XCTSkip("unshare -m and mount --bind are not available here: \(probe.err)") }
        let tree = try SampleCurriculum.copy()
        let script = """
            mkdir dist && unshare -m sh -c '
              mount --bind dist dist &&
              "$CURRICULUM" build curriculum --out dist >/dev/null 2>&1 &&
              sed -i "s/^version: 1.0.0/version: 1.1.0/" curriculum/curriculum.yaml &&
              "$CURRICULUM" build curriculum --out dist >/dev/null 2>&1'
            """
        let result = try Subprocess.shell(script, in: tree.url)
        XCTAssertEqual(result.status, 0, result.out + result.err)
        let dist = tree.url.appendingPathComponent("dist")
        XCTAssertEqual(entries(of: dist), [
            ".curriculum-output", ".lock", "Localizable.xcstrings", "coverage.html", "coverage.json", "coverage.md", "math-kindergarten-1.0.0",
            "math-kindergarten-1.1.0",
        ])
        XCTAssertEqual(symlinks(under: dist), [])
        XCTAssertEqual(besideOutput(dist), [])
        for bundle in ["math-kindergarten-1.0.0", "math-kindergarten-1.1.0"] {
            XCTAssertNoThrow(try BundleReader(directory: dist.appendingPathComponent(bundle)).verify(), bundle)
        }
    }

    /// A name-by-name switch takes an earlier layout over too.
    func testANameByNameSwitchTakesTheEarlierLayoutOver() throws {
        let tree = try SampleCurriculum.copy()
        try plantEarlierLayout(in: tree)
        let dist = tree.url.appendingPathComponent("dist")
        let before = try output(of: dist)
        // Built as the command line builds, so the bundles come out the same.
        let emission = try SampleCurriculum.emit(tree.curriculum, into: dist, spokenForm: SpokenForms.current, facts: FactSetExpansions.all) {
            $0.switching = .nameByName
        }
        XCTAssertEqual(emission.unchanged, ["math-kindergarten-1.0.0"])
        _ = try emission.install()
        XCTAssertEqual(try output(of: dist), before)
        XCTAssertEqual(symlinks(under: dist), [])
        XCTAssertEqual(entries(of: dist).filter { $0.hasPrefix(".") || $0 == "current" }, [".curriculum-output", ".lock"])
    }
}
