import Foundation
import XCTest

@testable import CurriculumCompiler

/// `new` and `install-hook` replace single files the way `--write-baseline` does: through a
/// symlink to its target, and never over something that is not a regular file.
final class SingleFileWriteTests: XCTestCase {
    func testNewSkillWritesThroughASymlinkedUnitFile() throws {
        let tree = try baseCurriculumTree()
        let fm = FileManager.default
        let unit = tree.url.appendingPathComponent("curriculum/k/01-counting/unit.yaml")
        // Inside the curriculum (a link out of it is not read), under a name discovery skips.
        try fm.createDirectory(at: tree.url.appendingPathComponent("curriculum/team"), withIntermediateDirectories: true)
        try fm.moveItem(at: unit, to: tree.url.appendingPathComponent("curriculum/team/unit.txt"))
        try fm.createSymbolicLink(atPath: unit.path, withDestinationPath: "../../team/unit.txt")

        let result = runCLI(["new", "skill", "--unit", "k.counting", "--name", "Count to 20"], in: tree.url)
        XCTAssertEqual(result.code, .success, result.err)
        XCTAssertEqual(try fm.destinationOfSymbolicLink(atPath: unit.path), "../../team/unit.txt", "the unit file is still a link")
        XCTAssertTrue(try tree.read("curriculum/team/unit.txt").contains("- id: k.counting.count-to-20"))
    }

    func testInstallHookWritesThroughASymlinkedHookAndRefusesAFIFO() throws {
        let tree = try TemporaryTree(["team/pre-commit": "#!/bin/sh\n# curriculum-lint hook: written by `curriculum install-hook`\n"])
        let fm = FileManager.default
        try fm.createDirectory(at: tree.url.appendingPathComponent(".git/hooks"), withIntermediateDirectories: true)
        let hook = tree.url.appendingPathComponent(".git/hooks/pre-commit").path
        try fm.createSymbolicLink(atPath: hook, withDestinationPath: "../../team/pre-commit")

        let result = runCLI(["install-hook"], in: tree.url)
        XCTAssertEqual(result.code, .success, result.err)
        XCTAssertEqual(try fm.destinationOfSymbolicLink(atPath: hook), "../../team/pre-commit")
        XCTAssertTrue(try tree.read("team/pre-commit").contains("git diff --cached"))
        var info = stat()
        XCTAssertEqual(stat(tree.url.appendingPathComponent("team/pre-commit").path, &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o755)

        // A FIFO where the hook goes: neither read (which would wait) nor replaced.
        try fm.removeItem(atPath: hook)
        XCTAssertEqual(mkfifo(hook, 0o644), 0)
        let fifo = runCLI(["install-hook", "--force"], in: tree.url)
        XCTAssertEqual(fifo.code, .failure)
        XCTAssertEqual(fifo.err, "error: cannot write '.git/hooks/pre-commit': it is a FIFO (named pipe), not a regular file\n")
        XCTAssertEqual(lstat(hook, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO)
    }
}
