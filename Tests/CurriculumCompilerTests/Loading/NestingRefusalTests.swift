@testable import CurriculumSyntax
import Foundation
import XCTest

@testable import CurriculumCompiler

/// Brackets nested without end cost libyaml's scanner time quadratic in their number (it
/// checks every open bracket on each token): 200 KB took a minute, 2 MB would take hours.
/// Past twice the nesting limit the loader stops reading, so any such file is refused at once.
final class NestingRefusalTests: XCTestCase {
    func loadTimed(_ text: String, json: Bool = false) -> (root: Node?, diagnostics: [Diagnostic], seconds: Double) {
        let start = Date()
        let (root, diagnostics) = load(text, path: json ? "l10n/es-US.xcstrings" : "k/deep.yaml", json: json)
        return (root, diagnostics, Date().timeIntervalSince(start))
    }

    func assertRefused(_ text: String, json: Bool = false, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        let (root, diagnostics, seconds) = loadTimed(text, json: json)
        XCTAssertNil(root, "\(what): a file nested this deep is not read", file: file, line: line)
        XCTAssertEqual(diagnostics.map(\.ruleID), ["YAML-NESTING"], "\(what): \(diagnostics.map(\.message))", file: file, line: line)
        XCTAssertEqual(diagnostics.first?.notes.map(\.message), [
            "it goes on past 128 levels, so the rest of the file is not read; curriculum files need only a few levels"
        ], what, file: file, line: line)
        XCTAssertLessThan(seconds, 2, "\(what): \(seconds) s", file: file, line: line)
    }

    func testTwoMegabytesOfBracketsAreRefusedAtOnce() {
        let megabytes = 2 << 20
        assertRefused("a: " + String(repeating: "[", count: megabytes) + "\n", "flow lists on one line")
        assertRefused("a: " + String(repeating: "{b: ", count: megabytes / 4) + "\n", "flow mappings on one line")
        assertRefused(String(repeating: "[\n", count: megabytes / 2), "one bracket a line")
        assertRefused(String(repeating: "[", count: megabytes / 2) + String(repeating: "]", count: megabytes / 2), "closed again")
        assertRefused("{\"a\": " + String(repeating: "[", count: megabytes) + "]", json: true, "a translation file")
    }

    /// Past the limit but not past twice it: the deeper part is skipped and the rest read, as
    /// before, so the file's other findings are still reported.
    func testModeratelyDeepNestingIsStillSkippedAndTheRestRead() {
        let (root, diagnostics, _) = loadTimed("a: " + String(repeating: "[", count: 100) + String(repeating: "]", count: 100) + "\nb: 2\n")
        XCTAssertEqual(diagnostics.map(\.ruleID), ["YAML-NESTING"])
        XCTAssertEqual(diagnostics.first?.notes.map(\.message), ["the deeper part is skipped; curriculum files need only a few levels"])
        XCTAssertEqual(root?["b"]?.string, "2")
    }

    /// Through `lint`, the language server's compile and `l10n import` alike: one located
    /// finding, in well under a second.
    func testLintReportsTheFileAndGoesOn() throws {
        let tree = try TemporaryTree()
        try FileManager.default.copyItem(at: PinnedCurriculum.url, to: tree.url.appendingPathComponent("curriculum"))
        try tree.write("curriculum/k/deep.yaml", "kind: Lesson\nitems: " + String(repeating: "[", count: 2 << 20) + "\n")
        let start = Date()
        let result = runCLI(["lint", "curriculum", "--format", "json"], in: tree.url)
        let seconds = Date().timeIntervalSince(start)
        XCTAssertEqual(result.code, .contentErrors, result.err)
        XCTAssertTrue(result.out.contains("\"YAML-NESTING\""), String(result.out.prefix(500)))
        XCTAssertLessThan(seconds, 10, "lint took \(seconds) s")
    }
}
