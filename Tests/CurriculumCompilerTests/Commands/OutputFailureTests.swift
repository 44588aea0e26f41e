import CurriculumModel
import Foundation
import XCTest

@testable import CurriculumCompiler

/// Standard output and error that cannot be written — a full disk, a closed descriptor, a pipe
/// whose reader is gone with SIGPIPE ignored — are an exit 3 with a sentence, never a trap (132),
/// and never interrupt an install.
final class OutputFailureTests: XCTestCase {
    func testAFullStandardOutputIsExit3() throws {
        let tree = try TemporaryTree()
        let result = try Subprocess.shell(#""$CURRICULUM" rules > /dev/full"#, in: tree.url)
        XCTAssertEqual(result.status, 3, result.err)
        XCTAssertTrue(result.err.contains("error: cannot write to standard output: no space left on the device"), result.err)
    }

    func testAClosedStandardOutputIsExit3AndReadsNoFileAsOutput() throws {
        let tree = try SampleCurriculum.copy()
        let result = try Subprocess.shell(#""$CURRICULUM" lint curriculum --format json >&-"#, in: tree.url)
        XCTAssertEqual(result.status, 3, result.err)
        XCTAssertTrue(result.err.contains("error: cannot write to standard output: the file is not open"), result.err)
        // Nothing the run opened became its standard output.
        let lesson = try String(contentsOf: tree.curriculum.appendingPathComponent("k/01-counting/count-objects-l1.yaml"), encoding: .utf8)
        XCTAssertFalse(lesson.contains("\"diagnostics\""))
    }

    func testAPipeWithNoReaderIsExit3WhenSIGPIPEIsIgnored() throws {
        let tree = try TemporaryTree()
        // `true` exits at once, so the pipe has no reader by the time `rules` writes.
        let script = #"trap '' PIPE; { sleep 0.3; "$CURRICULUM" rules; echo $? > status; } | true; cat status"#
        let result = try Subprocess.shell(script, in: tree.url)
        XCTAssertEqual(result.out.trimmingCharacters(in: .whitespacesAndNewlines), "3", result.err)
        XCTAssertTrue(result.err.contains("cannot write to standard output: the reader went away (broken pipe)"), result.err)
    }

    /// The install happens whole, and only then is the failure to say so reported.
    func testABuildWhoseStandardErrorIsClosedOrFullStillInstallsEverything() throws {
        for redirect in ["2>&-", "2>/dev/full"] {
            let tree = try SampleCurriculum.copy()
            let result = try Subprocess.shell(#""$CURRICULUM" build curriculum --out dist "# + redirect, in: tree.url)
            XCTAssertEqual(result.status, 3, redirect)
            let dist = tree.url.appendingPathComponent("dist")
            XCTAssertEqual(visibleEntries(of: dist), ["Localizable.xcstrings", "coverage.html", "coverage.json", "coverage.md", "math-kindergarten-1.0.0"], redirect)
            XCTAssertNoThrow(try BundleReader(directory: dist.appendingPathComponent("math-kindergarten-1.0.0")).verify(), redirect)
        }
    }

    func testTheBinaryNeverTrapsOnItsOwnOutput() throws {
        let tree = try SampleCurriculum.copy()
        for command in ["rules", "explain ITEM-ANSWER", "--help", "lint curriculum --format sarif", "coverage curriculum", "lint nowhere"] {
            for redirect in ["> /dev/full", ">&-", "2>&- > /dev/full"] {
                let result = try Subprocess.shell(#""$CURRICULUM" "# + command + " " + redirect, in: tree.url)
                XCTAssertNotEqual(result.status, 132, "\(command) \(redirect) trapped")
                XCTAssertEqual(result.status, 3, "\(command) \(redirect): \(result.err)")
            }
        }
    }
}
