import Foundation
import XCTest

@testable import CurriculumCompiler

/// `lint --write-baseline FILE` writes only a regular file or a new path: through a symlink to
/// its target, and never over a device, a FIFO or a folder, which it refuses with exit 2.
final class WriteBaselineTargetTests: XCTestCase {
    func testASymlinkedBaselineIsWrittenThroughAndStaysASymlink() throws {
        let tree = try baseCurriculumTree(["team/baseline.json": "old\n"])
        try FileManager.default.createSymbolicLink(
            atPath: tree.url.appendingPathComponent("lint-baseline.json").path, withDestinationPath: "team/baseline.json")

        let result = runCLI(["lint", "--write-baseline", "lint-baseline.json"], in: tree.url)
        XCTAssertEqual(result.code, .success, result.err)

        let link = tree.url.appendingPathComponent("lint-baseline.json").path
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), "team/baseline.json", "the link is still a link")
        let written = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(try tree.read("team/baseline.json").utf8)) as? [String: Any])
        XCTAssertEqual(written["version"] as? Int, 1)
        XCTAssertEqual(entries(of: tree.url.appendingPathComponent("team")), ["baseline.json"], "no temporary file is left")
        // And it reads back through the link.
        XCTAssertEqual(runCLI(["lint", "--baseline", "lint-baseline.json"], in: tree.url).code, .success)
    }

    func testAFIFOAFolderAndASymlinkToAFIFOAreRefusedWithExitTwoAndLeftAlone() throws {
        let tree = try baseCurriculumTree(["folder/keep.txt": "kept\n"])
        XCTAssertEqual(mkfifo(tree.url.appendingPathComponent("fifo").path, 0o644), 0)
        try FileManager.default.createSymbolicLink(atPath: tree.url.appendingPathComponent("to-fifo").path, withDestinationPath: "fifo")
        for (target, kind) in [("fifo", "a FIFO (named pipe)"), ("to-fifo", "a FIFO (named pipe)"), ("folder", "a folder")] {
            let path = tree.url.appendingPathComponent(target).path
            var before = stat()
            XCTAssertEqual(lstat(path, &before), 0)
            let result = runCLI(["lint", "--write-baseline", target], in: tree.url)
            XCTAssertEqual(result.code, .usage, "\(target): \(result.err)")
            XCTAssertTrue(result.err.hasPrefix("error: --write-baseline '\(target)' is \(kind), not a regular file"), result.err)
            var after = stat()
            XCTAssertEqual(lstat(path, &after), 0)
            XCTAssertEqual(after.st_mode, before.st_mode, target)
            XCTAssertEqual(after.st_ino, before.st_ino, target)
        }
        XCTAssertEqual(try tree.read("folder/keep.txt"), "kept\n")
        XCTAssertEqual(entries(of: tree.url), ["curriculum", "fifo", "folder", "to-fifo"], "no temporary file is left")
    }

    /// The real binary as root against device nodes: `full` and `null` are made in the test's own
    /// folder (the same devices as /dev/full and /dev/null), so a regression destroys only them.
    func testDeviceNodesAreRefusedWithExitTwoAndLeftDevices() throws {
        let binary = try curriculumBinary()
        let tree = try baseCurriculumTree()
        for (name, minor) in [("full", 7), ("null", 3)] {
            let path = tree.url.appendingPathComponent(name).path
            // makedev(1, minor) for the small numbers of the memory devices.
            guard mknod(path, S_IFCHR | 0o666, dev_t(1 << 8 | minor)) == 0 else {
                throw XCTSkip("cannot make device nodes here (errno \(errno)); run the suite as root")
            }
        }
        try FileManager.default.createSymbolicLink(atPath: tree.url.appendingPathComponent("stdout").path, withDestinationPath: "full")
        for target in ["full", "null", "stdout"] {
            let run = try runProcess(binary, ["lint", "--write-baseline", target], in: tree.url)
            XCTAssertEqual(run.status, 2, "\(target): \(run.err)")
            XCTAssertTrue(run.err.contains("is a character device, not a regular file"), run.err)
        }
        for (name, minor) in [("full", 7), ("null", 3)] {
            var info = stat()
            XCTAssertEqual(stat(tree.url.appendingPathComponent(name).path, &info), 0)
            XCTAssertEqual(info.st_mode & S_IFMT, S_IFCHR, "\(name) is still a device")
            XCTAssertEqual(info.st_rdev, dev_t(1 << 8 | minor))
        }
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: tree.url.appendingPathComponent("stdout").path), "full")
    }

    /// Reading a FIFO as the baseline would wait forever for a writer: refused at once instead.
    func testAFIFOAsTheBaselineToReadIsRefusedWithoutWaiting() throws {
        let binary = try curriculumBinary()
        let tree = try baseCurriculumTree()
        XCTAssertEqual(mkfifo(tree.url.appendingPathComponent("fifo").path, 0o644), 0)
        let run = try runProcess(binary, ["lint", "--baseline", "fifo"], in: tree.url, deadline: 20)
        XCTAssertTrue(run.finished, "lint --baseline on a FIFO hung")
        XCTAssertEqual(run.status, 2, run.err)
        XCTAssertTrue(run.err.contains("--baseline 'fifo' is a FIFO (named pipe), not a regular file"), run.err)
    }

    /// A part of the path that is a file: said in words, exit 3, no Foundation error code.
    func testABaselineUnderAFileSaysWhichPartIsAFile() throws {
        let tree = try baseCurriculumTree(["reports": "a file\n"])
        let result = runCLI(["lint", "--write-baseline", "reports/lint-baseline.json"], in: tree.url)
        XCTAssertEqual(result.code, .failure)
        XCTAssertEqual(result.err, "error: cannot write baseline 'reports/lint-baseline.json': 'reports' is a file, not a folder\n")
        XCTAssertEqual(try tree.read("reports"), "a file\n")

        let read = runCLI(["lint", "--baseline", "reports/lint-baseline.json"], in: tree.url)
        XCTAssertEqual(read.code, .failure)
        XCTAssertEqual(read.err, "error: cannot read baseline 'reports/lint-baseline.json': 'reports' is a file, not a folder\n")
    }
}

/// The `curriculum` binary built beside the tests.
func curriculumBinary() throws -> URL {
    let binary = Bundle.module.bundleURL.deletingLastPathComponent().appendingPathComponent("curriculum")
    guard FileManager.default.isExecutableFile(atPath: binary.path) else {
        throw XCTSkip("curriculum binary not found beside the tests at \(binary.path)")
    }
    return binary
}

struct ProcessRun {
    var finished: Bool
    var status: Int32
    var out: String
    var err: String
}

/// Runs `binary` with output to files (no pipe to fill), stopped by its pid after `deadline`.
func runProcess(_ binary: URL, _ args: [String], in directory: URL, deadline: Double = 60) throws -> ProcessRun {
    let outURL = directory.appendingPathComponent(".run-out-\(UUID().uuidString)")
    let errURL = directory.appendingPathComponent(".run-err-\(UUID().uuidString)")
    defer {
        try? FileManager.default.removeItem(at: outURL)
        try? FileManager.default.removeItem(at: errURL)
    }
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
    let process = Process()
    process.executableURL = binary
    process.arguments = args
    process.currentDirectoryURL = directory
    process.standardOutput = out
    process.standardError = err
    let start = Date()
    try process.run()
    while process.isRunning && Date().timeIntervalSince(start) < deadline { usleep(20_000) }
    let finished = !process.isRunning
    if !finished {
        process.terminate()
        process.waitUntilExit()
    }
    try out.close()
    try err.close()
    return ProcessRun(
        finished: finished, status: finished ? process.terminationStatus : -1,
        out: String(decoding: (try? Data(contentsOf: outURL)) ?? Data(), as: UTF8.self),
        err: String(decoding: (try? Data(contentsOf: errURL)) ?? Data(), as: UTF8.self))
}
