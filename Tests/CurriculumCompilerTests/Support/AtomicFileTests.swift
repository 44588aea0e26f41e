import Foundation
import XCTest

@testable import CurriculumCompiler

/// `AtomicFile`: a file is replaced whole, through its symlinks, and only a regular file is.
final class AtomicFileTests: XCTestCase {
    func testWritesThroughASymlinkChainToTheTargetAndKeepsTheLinks() throws {
        let tree = try TemporaryTree(["real/target.json": "old\n"])
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: tree.url.appendingPathComponent("middle.json").path, withDestinationPath: "real/target.json")
        try fm.createSymbolicLink(atPath: tree.url.appendingPathComponent("link.json").path, withDestinationPath: "middle.json")
        let link = tree.url.appendingPathComponent("link.json").path

        try AtomicFile.writeReplacing(path: link, bytes: Array("new\n".utf8))

        XCTAssertEqual(try tree.read("real/target.json"), "new\n")
        XCTAssertEqual(try fm.destinationOfSymbolicLink(atPath: link), "middle.json")
        XCTAssertEqual(try fm.destinationOfSymbolicLink(atPath: tree.url.appendingPathComponent("middle.json").path), "real/target.json")
        XCTAssertEqual(entries(of: tree.url.appendingPathComponent("real")), ["target.json"], "no temporary file is left")
    }

    func testADanglingSymlinkCreatesItsTarget() throws {
        let tree = try TemporaryTree()
        try FileManager.default.createSymbolicLink(atPath: tree.url.appendingPathComponent("link").path, withDestinationPath: "made.json")
        try AtomicFile.writeReplacing(path: tree.url.appendingPathComponent("link").path, bytes: Array("x".utf8))
        XCTAssertEqual(try tree.read("made.json"), "x")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: tree.url.appendingPathComponent("link").path), "made.json")
    }

    func testRefusesAFolderAFIFOAndADeviceAndLeavesThemAsTheyWere() throws {
        let tree = try TemporaryTree(["folder/keep.txt": "kept"])
        let fifo = tree.url.appendingPathComponent("fifo").path
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        let linkToFIFO = tree.url.appendingPathComponent("to-fifo").path
        try FileManager.default.createSymbolicLink(atPath: linkToFIFO, withDestinationPath: "fifo")
        let cases: [(String, String)] = [
            (tree.url.appendingPathComponent("folder").path, "a folder"),
            (fifo, "a FIFO (named pipe)"),
            (linkToFIFO, "a FIFO (named pipe)"),
            ("/dev/null", "a character device"),
        ]
        for (path, kind) in cases {
            var before = stat()
            XCTAssertEqual(lstat(path, &before), 0)
            XCTAssertThrowsError(try AtomicFile.writeReplacing(path: path, bytes: Array("x".utf8)), path) { error in
                XCTAssertEqual(error as? AtomicFile.Failure, .notRegularFile(path: path, kind: kind))
            }
            var after = stat()
            XCTAssertEqual(lstat(path, &after), 0)
            XCTAssertEqual(after.st_mode, before.st_mode, path)
            XCTAssertEqual(after.st_ino, before.st_ino, path)
        }
        XCTAssertEqual(try tree.read("folder/keep.txt"), "kept")
        XCTAssertEqual(entries(of: tree.url), ["fifo", "folder", "to-fifo"], "no temporary file is left")
    }

    func testAReplacedFileKeepsItsPermissionsAndANewOneGetsThoseAskedFor() throws {
        let tree = try TemporaryTree(["script.sh": "old"])
        let script = tree.url.appendingPathComponent("script.sh").path
        XCTAssertEqual(chmod(script, 0o750), 0)
        try AtomicFile.writeReplacing(path: script, bytes: Array("new".utf8))
        var info = stat()
        XCTAssertEqual(stat(script, &info), 0)
        XCTAssertEqual(info.st_mode & 0o7777, 0o750)

        let hook = tree.url.appendingPathComponent("hooks/deep/pre-commit").path
        try AtomicFile.writeReplacing(path: hook, bytes: Array("#!/bin/sh\n".utf8), permissions: 0o755, createFolders: true)
        XCTAssertEqual(stat(hook, &info), 0)
        XCTAssertEqual(info.st_mode & 0o7777, 0o755)
    }

    func testCreateRefusesAnythingAlreadyThere() throws {
        let tree = try TemporaryTree(["taken.yaml": "mine"])
        XCTAssertThrowsError(try AtomicFile.create(path: tree.url.appendingPathComponent("taken.yaml").path, bytes: [])) { error in
            guard case .exists = error as? AtomicFile.Failure else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(try tree.read("taken.yaml"), "mine")
        try AtomicFile.create(path: tree.url.appendingPathComponent("a/b/new.yaml").path, bytes: Array("n".utf8), createFolders: true)
        XCTAssertEqual(try tree.read("a/b/new.yaml"), "n")
    }

    func testAFileWhereAFolderIsNeededIsNamed() throws {
        let tree = try TemporaryTree(["plain": "x"])
        let path = tree.url.appendingPathComponent("plain/sub/out.json").path
        XCTAssertThrowsError(try AtomicFile.writeReplacing(path: path, bytes: [], createFolders: true)) { error in
            XCTAssertEqual(
                ErrorDescription.describe(error, path: "plain/sub/out.json", action: .write),
                "cannot write 'plain/sub/out.json': 'plain' is a file, not a folder")
        }
    }
}
