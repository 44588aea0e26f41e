@testable import CurriculumSyntax
import Foundation
import XCTest

@testable import CurriculumCompiler

/// Foundation's and the system's errors reach people as sentences that name the path, never as
/// "NSCocoaErrorDomain error 512".
final class ErrorDescriptionTests: XCTestCase {
    func testFoundationErrorsBecomeSentencesWithThePath() throws {
        let tree = try TemporaryTree(["plain": "x"])
        let fm = FileManager.default
        func error(_ body: () throws -> Void) -> Error? {
            do { try body() } catch { return error }
            return nil
        }
        // Error 512 with ENOTDIR underneath: a folder under a file.
        let mkdir = try XCTUnwrap(error { try fm.createDirectory(at: tree.url.appendingPathComponent("plain/sub"), withIntermediateDirectories: true) })
        XCTAssertTrue("\(mkdir)".contains("512") || (mkdir as NSError).code == 512, "the case this guards: \(mkdir)")
        XCTAssertEqual(ErrorDescription.describe(mkdir, path: "plain/sub"), "cannot write 'plain/sub': 'plain' is a file, not a folder")
        // Error 4 ("the file doesn't exist") from an atomic write under a file.
        let write = try XCTUnwrap(error { try Data().write(to: tree.url.appendingPathComponent("plain/x.json"), options: .atomic) })
        XCTAssertEqual(
            ErrorDescription.describe(write, path: "plain/x.json", action: .write),
            "cannot write 'plain/x.json': 'plain' is a file, not a folder")
        // Error 260 reading a missing file, and 256 reading a folder.
        let missing = try XCTUnwrap(error { _ = try Data(contentsOf: tree.url.appendingPathComponent("nope.json")) })
        XCTAssertEqual(ErrorDescription.describe(missing, path: "nope.json"), "cannot read 'nope.json': no such file or folder")
        let folder = try XCTUnwrap(error { _ = try Data(contentsOf: tree.url) })
        XCTAssertEqual(ErrorDescription.describe(folder, path: "."), "cannot read '.': it is a folder")
        // A missing folder further up is named.
        let deep = try XCTUnwrap(error { _ = try Data(contentsOf: tree.url.appendingPathComponent("a/b/c.json")) })
        XCTAssertEqual(ErrorDescription.describe(deep, path: "a/b/c.json"), "cannot read 'a/b/c.json': the folder 'a' does not exist")

        for e in [mkdir, write, missing, folder, deep] {
            let text = ErrorDescription.describe(e, path: "p")
            XCTAssertFalse(text.contains("Domain") || text.contains("operation could not be completed"), text)
            XCTAssertTrue(ErrorDescription.isSystemError(e))
        }
    }

    func testSystemErrorNumbersAndTheToolsOwnErrors() {
        XCTAssertEqual(ErrorDescription.describe(POSIXError(.EACCES), path: "out"), "cannot use 'out': permission denied")
        XCTAssertEqual(ErrorDescription.describe(POSIXError(.ENOSPC), path: "out", action: .write), "cannot write 'out': no space left on the device")
        XCTAssertEqual(ErrorDescription.reason(errno: EROFS), "the file system is read-only")
        XCTAssertEqual(
            ErrorDescription.describe(InputFile.Failure.system(EISDIR), path: "k/a.yaml"), "cannot read 'k/a.yaml': it is a folder")
        // This tool's own errors are sentences already.
        let own = UsageError("--out needs a folder")
        XCTAssertFalse(ErrorDescription.isSystemError(own))
        XCTAssertEqual(ErrorDescription.message(own, path: "x"), "--out needs a folder")
    }

    /// `new unit` where the unit's folder would go is a file: Foundation's error 512 reached the
    /// user before.
    func testNewUnitOverAFileNamesTheFileInsteadOfACocoaErrorCode() throws {
        let tree = try baseCurriculumTree()
        // The next unit of grade K in the base curriculum goes to k/02-shapes/.
        try tree.write("curriculum/k/02-shapes", "not a folder\n")
        let result = runCLI(["new", "unit", "--grade", "K", "--title", "Shapes", "--standards", "NY-K.CC.6"], in: tree.url)
        XCTAssertEqual(result.code, .failure, result.err)
        XCTAssertFalse(result.err.contains("NSCocoaErrorDomain") || result.err.contains("could not be completed"), result.err)
        XCTAssertEqual(result.err, "error: cannot write 'curriculum/k/02-shapes/unit.yaml': 'curriculum/k/02-shapes' is a file, not a folder\n")
        XCTAssertEqual(try tree.read("curriculum/k/02-shapes"), "not a folder\n")
    }

    /// `install-hook` where git's hooks folder is a file.
    func testInstallHookOverAFileNamesTheFile() throws {
        let tree = try TemporaryTree([".git/hooks": "not a folder\n", ".git/HEAD": "ref: refs/heads/main\n"])
        let result = runCLI(["install-hook"], in: tree.url)
        XCTAssertEqual(result.code, .failure, result.err)
        XCTAssertEqual(result.err, "error: cannot write '.git/hooks/pre-commit': '.git/hooks' is a file, not a folder\n")
    }
}
