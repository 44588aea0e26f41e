import CurriculumModel
import Foundation
import XCTest

@testable import CurriculumCLI
@testable import CurriculumCompiler

/// docs/app-engineers.md shows an app's XCTest loading a fixture bundle, and how to read an
/// item's own fields, its picture and its translations: the same code runs here, against what
/// `curriculum fixture` writes, as the page says to make it.
final class AppEngineerFixtureTests: XCTestCase {
    func testTheDocumentedSnippetsRunOnAFreshFixture() throws {
        let tree = try TemporaryTree()
        let made = runCLI(["fixture", "--out", "fixture", PinnedCurriculum.url.path], in: tree.url)
        XCTAssertEqual(made.code, .success, made.err)
        let version = try XCTUnwrap(Compiler.compile(root: PinnedCurriculum.url, displayRoot: "curriculum").catalog.manifest?.version.value)
        let folder = tree.url.appendingPathComponent("fixture/math-kindergarten-\(version)")

        // From here on, the snippets as the page shows them. Loading a fixture in a test:
        let bundle = try BundleReader(directory: folder).read()
        XCTAssertEqual(bundle.manifest.grade, .kindergarten)

        let lesson = try XCTUnwrap(bundle.lesson("k.counting.count-out.l1"))
        XCTAssertEqual(lesson.items.map(\.id), lesson.metadata.items)
        let item = try XCTUnwrap(lesson.items.first { $0.type == "counting" })
        XCTAssertEqual(item.fullId, "k.counting.count-out.l1/\(item.id)")
        XCTAssertFalse(item.prompt.isEmpty)
        XCTAssertNotNil(item.answer)

        let skill = try XCTUnwrap(bundle.skills.first { $0.id == lesson.metadata.skill })
        XCTAssertTrue(skill.lessons.contains(lesson.metadata.id))

        // Each type's own fields:
        let objects = try XCTUnwrap(item.fields["objects"])
        let name = try XCTUnwrap(objects["name"]?.stringValue)
        let count = try XCTUnwrap(objects["count"]?.intValue)
        XCTAssertEqual(count, item.answer?.intValue)
        XCTAssertFalse(name.isEmpty)

        // Pictures:
        let reader = BundleReader(directory: folder)
        var pictures = 0
        for pictured in bundle.items {
            guard let image = pictured.image else { continue }
            pictures += 1
            if let bytes = try reader.asset(for: image) {
                XCTAssertFalse(bytes.isEmpty)
            } else {
                XCTAssertEqual(image.placeholder, true)
                XCTAssertNotNil(image.alt)
            }
        }
        XCTAssertGreaterThan(pictures, 0, "the fixture has a picture for the snippet to read")

        // Translations:
        let spanish = bundle.localizedStrings("es-US")
        let title = spanish[StringKey.lessonTitle(lesson.metadata.id)] ?? lesson.metadata.title
        XCTAssertEqual(title, "Formar grupos hasta 10")
        let prompt = spanish[StringKey.prompt(item.fullId)] ?? item.prompt
        XCTAssertFalse(prompt.isEmpty)
    }

    /// A drawn picture reads through the same call: its bytes, checked against the manifest.
    func testADrawnPictureReadsItsBytes() throws {
        let tree = try TemporaryTree()
        let built = runCLI(["build", PinnedCurriculum.url.path, "--out", "dist"], in: tree.url)
        XCTAssertEqual(built.code, .success, built.err)
        let version = try XCTUnwrap(Compiler.compile(root: PinnedCurriculum.url, displayRoot: "curriculum").catalog.manifest?.version.value)
        var found: (folder: URL, image: ItemRecord.Image)?
        for grade in ["kindergarten", "grade1"] where found == nil {
            let folder = tree.url.appendingPathComponent("dist/math-\(grade)-\(version)")
            found = try BundleReader(directory: folder).read().items.compactMap(\.image).first { $0.file != nil }.map { (folder, $0) }
        }
        let (folder, drawn) = try XCTUnwrap(found, "a picture of the curriculum is drawn")
        let bytes = try XCTUnwrap(try BundleReader(directory: folder).asset(for: drawn))
        XCTAssertEqual(bytes, Array(try Data(contentsOf: folder.appendingPathComponent(try XCTUnwrap(drawn.file)))))
        XCTAssertNil(drawn.placeholder)
    }

    /// Every Swift snippet of the page but the Package.swift one is the code above, line for
    /// line and in order (but for the line that finds the folder in the app's test bundle).
    func testThePageShowsThisCode() throws {
        let page = try Documentation.read("docs/app-engineers.md")
        let snippets = page.components(separatedBy: "```swift\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
        XCTAssertEqual(snippets.count, 5, "the package, the test, fields, pictures, translations")
        let source = String(decoding: try Data(contentsOf: URL(fileURLWithPath: #filePath)), as: UTF8.self)
        let lines = { (text: String) in text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } }
        let statement = { (line: String) in ["let ", "XCT", "if ", "guard ", "for "].contains { line.hasPrefix($0) } }
        let shown = snippets.filter { !$0.contains(".package(url:") }.flatMap(lines)
            .filter(statement).filter { !$0.hasPrefix("let folder") }
        let here = lines(source)
        XCTAssertGreaterThan(shown.count, 20)
        var position = 0
        for line in shown {
            guard let found = here[position...].firstIndex(of: line) else {
                XCTFail("docs/app-engineers.md shows '\(line)', which this test does not run (in this order)")
                return
            }
            position = found + 1
        }
    }

    /// The page's Package.swift snippet names the library product this package has, and the
    /// minimum platforms it states are the ones Package.swift declares.
    func testThePackageSnippetAndPlatformsMatchPackageSwift() throws {
        let page = try Documentation.read("docs/app-engineers.md")
        let manifest = try Documentation.read("Package.swift")
        XCTAssertTrue(page.contains(".product(name: \"CurriculumModel\", package: \"curriculum\")"), "the product the app adds")
        XCTAssertTrue(manifest.contains(".library(name: \"CurriculumModel\", targets: [\"CurriculumModel\"])"))
        XCTAssertTrue(manifest.contains("name: \"curriculum\""), "the package name the snippet uses")
        XCTAssertTrue(manifest.contains("platforms: [.iOS(.v15), .macOS(.v12)]"), "Package.swift declares the platforms")
        XCTAssertTrue(page.contains("**iOS 15** and **macOS 12**"), "the page states them")
    }

    /// `CurriculumModel` uses no API newer than the minimum platforms (iOS 15, macOS 12): none
    /// of the standard library's and Foundation's later additions appear in its sources. The
    /// compiler itself is checked on Linux, where availability is not, so this list stands in.
    func testTheModelLibraryUsesNothingNewerThanItsPlatforms() throws {
        let newer = [
            // macOS 13 / iOS 16
            "Regex", "#/", "Duration", "ContinuousClock", "SuspendingClock", "URL(filePath:", ".appending(path:",
            ".appending(component:", ".path(percentEncoded:", "import Observation", "@Observable",
            // macOS 14 / iOS 17 and later
            "String(validating:", "Mutex", "Atomic<", "import Synchronization", "Int128", "UInt128", "RangeSet",
            "InlineArray", "Span<", ".span", "UTF8Span", ".formatted(", "FormatStyle",
        ]
        let root = PinnedCurriculum.repository.appendingPathComponent("Sources/CurriculumModel")
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: root.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        XCTAssertGreaterThan(files.count, 20)
        for file in files {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            for api in newer { XCTAssertFalse(text.contains(api), "Sources/CurriculumModel/\(file) uses \(api), newer than iOS 15 / macOS 12") }
        }
    }
}
