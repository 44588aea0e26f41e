@testable import CurriculumLanguageServer
import Foundation
import XCTest

@testable import CurriculumCLI
@testable import CurriculumCompiler

/// The pictures still to draw (ASSET-PLACEHOLDER, info) are a to-do list, not the author's
/// mistakes: one line in `lint`, folded after the grades in the preview's index, one finding in
/// the editor. Every one is still there for whoever asks (`--max-per-rule 0`, machine formats,
/// the rule raised to a warning).
final class QuietByDefaultTests: XCTestCase {
    static let rule = "ASSET-PLACEHOLDER"

    /// How many pictures of the pinned curriculum have no art yet.
    func placeholders() throws -> Int {
        let compilation = try Compiler.compile(root: PinnedCurriculum.url, displayRoot: "curriculum")
        let n = compilation.diagnostics.filter { $0.ruleID == Self.rule }.count
        XCTAssertGreaterThan(n, 1, "the pinned curriculum has pictures still to draw")
        return n
    }

    func testLintSaysOnceHowManyPicturesAreStillToDraw() throws {
        let n = try placeholders()
        let tree = try TemporaryTree()
        let plain = runCLI(["lint", PinnedCurriculum.url.path], in: tree.url)
        XCTAssertEqual(plain.code, .success, plain.err)
        let about = plain.out.split(separator: "\n").filter { $0.contains(Self.rule) || $0.contains("placeholder") || $0.contains("no art") }
        XCTAssertEqual(about, ["info: \(n) pictures have no art yet and show a placeholder; `curriculum assets brief` lists them, --max-per-rule 0 shows each [\(Self.rule)]"])
        XCTAssertTrue(plain.out.hasSuffix(", \(n) info in \(try curriculumFileCount()) files\n"), plain.out)

        // Asked for all of them, each is listed where it is.
        let all = runCLI(["lint", PinnedCurriculum.url.path, "--max-per-rule", "0"], in: tree.url)
        XCTAssertEqual(all.out.components(separatedBy: "[\(Self.rule)]\n").count - 1, n, all.out)
        XCTAssertTrue(all.out.contains("assets/catalog.yaml:"), all.out)
        // Raised to a warning, each is a finding of its own (and a warning stops nothing).
        let raised = runCLI(["lint", PinnedCurriculum.url.path, "--rule", "\(Self.rule)=warning", "--max-per-rule", "1000"], in: tree.url)
        XCTAssertEqual(raised.out.components(separatedBy: "warning: no art yet").count - 1, n, raised.out)
        // Machine formats carry every one.
        let json = runCLI(["lint", PinnedCurriculum.url.path, "--format", "json"], in: tree.url)
        XCTAssertEqual(try ruleIDs(inJSON: json.out).filter { $0 == Self.rule }.count, n)
    }

    func curriculumFileCount() throws -> Int {
        try Compiler.compile(root: PinnedCurriculum.url, displayRoot: "curriculum").files.count
    }

    func testThePreviewIndexFoldsThemAfterTheGrades() throws {
        let n = try placeholders()
        let tree = try TemporaryTree()
        let result = runCLI(["preview", PinnedCurriculum.url.path, "--out", "site"], in: tree.url)
        XCTAssertEqual(result.code, .success, result.err)
        let index = try tree.read("site/index.html")
        let kindergarten = try XCTUnwrap(index.range(of: "<h2 id=\"grade-K\">"))
        let grade1 = try XCTUnwrap(index.range(of: "<h2 id=\"grade-1\">"))
        let tally = try XCTUnwrap(index.range(of: "<details>\n<summary><h2 id=\"tally-asset-placeholder\">\(n) pictures have no art yet and show a placeholder</h2></summary>"), index)
        XCTAssertLessThan(kindergarten.lowerBound, grade1.lowerBound)
        XCTAssertLessThan(grade1.lowerBound, tally.lowerBound, "after the grades")
        XCTAssertFalse(index[..<kindergarten.lowerBound].contains(Self.rule), "nothing about placeholders before Kindergarten")
        XCTAssertFalse(index.contains("<details open"), "collapsed")
        // Every one is listed inside it, with its file and line.
        XCTAssertEqual(index[tally.upperBound...].components(separatedBy: "<code class=\"rule\">\(Self.rule)</code> no art yet").count - 1, n)
    }

    func testTheEditorGetsOneFindingForThemAll() throws {
        let n = try placeholders()
        let tree = try TemporaryTree()
        try FileManager.default.copyItem(at: PinnedCurriculum.url, to: tree.url.appendingPathComponent("curriculum"))
        let lesson = tree.url.appendingPathComponent("curriculum/k/01-counting/count-objects-l1.yaml")
        let catalogURI = DocumentURI.fileURI(path: tree.url.appendingPathComponent("curriculum/assets/catalog.yaml").path)
        let client = try LSPTestClient()
        client.initialize(root: tree.url)
        client.open(lesson, text: try String(contentsOf: lesson, encoding: .utf8))
        let published = try XCTUnwrap(client.diagnostics(for: catalogURI), "no findings published for the asset catalog")
        XCTAssertEqual(published.count, 1, "\(published)")
        XCTAssertEqual(published.first?["code"]?.string, Self.rule)
        XCTAssertEqual(published.first?["severity"]?.int, 3)
        XCTAssertEqual(published.first?["message"]?.string,
                       "\(n) pictures have no art yet and show a placeholder, the first here; `curriculum assets brief` lists them")
        XCTAssertEqual(client.shutdownAndExit(), 0)

        // Raised to a warning, each is its own finding.
        let raised = try LSPTestClient(arguments: ["--rule", "\(Self.rule)=warning"])
        raised.initialize(root: tree.url)
        raised.open(lesson, text: try String(contentsOf: lesson, encoding: .utf8))
        XCTAssertEqual(try XCTUnwrap(raised.diagnostics(for: catalogURI)).count, n)
        XCTAssertEqual(raised.shutdownAndExit(), 0)
    }
}
