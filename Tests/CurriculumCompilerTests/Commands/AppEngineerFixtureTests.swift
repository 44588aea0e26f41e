import CurriculumModel
import Foundation
import XCTest

@testable import CurriculumCLI
@testable import CurriculumCompiler

/// docs/app-engineers.md shows an app's XCTest loading a fixture bundle: the same code runs here,
/// against a fixture built the way the page says.
final class AppEngineerFixtureTests: XCTestCase {
    func testTheDocumentedSnippetLoadsAFixture() throws {
        let tree = try TemporaryTree()
        let built = runCLI(
            ["build", PinnedCurriculum.url.path, "--only", "k.counting.count-objects.l1", "--only", "1.place-value.tens-and-ones.l1", "--out", "fixtures"],
            in: tree.url)
        XCTAssertEqual(built.code, .success, built.err)
        let version = try XCTUnwrap(Compiler.compile(root: PinnedCurriculum.url, displayRoot: "curriculum").catalog.manifest?.version.value)
        let folder = tree.url.appendingPathComponent("fixtures/math-kindergarten-\(version)")

        // From here on, the snippet as the page shows it.
        let bundle = try BundleReader(directory: folder).read()
        XCTAssertEqual(bundle.manifest.grade, .kindergarten)

        let lesson = try XCTUnwrap(bundle.lesson("k.counting.count-objects.l1"))
        XCTAssertEqual(lesson.items.map(\.id), lesson.metadata.items)
        let item = try XCTUnwrap(lesson.items.first)
        XCTAssertEqual(item.fullId, "k.counting.count-objects.l1/\(item.id)")
        XCTAssertFalse(item.prompt.isEmpty)
        XCTAssertNotNil(item.answer)

        let skill = try XCTUnwrap(bundle.skills.first { $0.id == lesson.metadata.skill })
        XCTAssertTrue(skill.lessons.contains(lesson.metadata.id))
    }

    /// The page's snippet, but for the line that finds the folder in the app's test bundle, is
    /// the code above, line for line.
    func testThePageShowsThisCode() throws {
        let page = try Documentation.read("docs/app-engineers.md")
        let snippet = try XCTUnwrap(page.components(separatedBy: "```swift\n").dropFirst().first?.components(separatedBy: "```").first)
        let source = String(decoding: try Data(contentsOf: URL(fileURLWithPath: #filePath)), as: UTF8.self)
        let lines = { (text: String) in text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } }
        let shown = lines(snippet).filter { $0.hasPrefix("let ") || $0.hasPrefix("XCT") }.filter { !$0.hasPrefix("let folder") }
        let here = lines(source)
        XCTAssertGreaterThan(shown.count, 8)
        var position = 0
        for line in shown {
            guard let found = here[position...].firstIndex(of: line) else {
                XCTFail("docs/app-engineers.md shows '\(line)', which this test does not run (in this order)")
                return
            }
            position = found + 1
        }
    }
}
