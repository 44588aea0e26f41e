import Foundation
import XCTest

@testable import CurriculumCompiler

/// An output folder inside the curriculum (`build --out curriculum/dist`, `build` run from inside
/// the curriculum, `fixture --out`, `preview --out`) is never read as curriculum: its String
/// Catalog and its pseudo-locale are not translations, so `lint` says what it said before and
/// the next build goes through.
final class OutputInsideCurriculumTests: XCTestCase {
    func testABuildInsideTheCurriculumIsNotReadByTheNextLintOrBuild() throws {
        let tree = try baseCurriculumTree()
        let clean = runCLI(["lint", "curriculum"], in: tree.url)
        XCTAssertEqual(clean.code, .success, clean.out)
        for _ in 0..<2 {
            let build = runCLI(["build", "curriculum", "--out", "curriculum/dist"], in: tree.url)
            XCTAssertEqual(build.code, .success, build.out + build.err)
            let lint = runCLI(["lint", "curriculum"], in: tree.url)
            XCTAssertEqual(lint.code, .success, lint.out)
            XCTAssertEqual(lint.out, clean.out)
        }
        // From inside the curriculum, the default output folder is inside it too.
        let inside = tree.url.appendingPathComponent("curriculum")
        for _ in 0..<2 {
            let build = runCLI(["build"], in: inside)
            XCTAssertEqual(build.code, .success, build.out + build.err)
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: inside.path + "/dist/Localizable.xcstrings"))
        XCTAssertEqual(runCLI(["lint", "curriculum"], in: tree.url).out, clean.out)
    }

    /// A fixture's `en-xa.xcstrings` inside the curriculum makes no `en-xa` locale.
    func testAFixtureOrPreviewInsideTheCurriculumMakesNoLocale() throws {
        let tree = try baseCurriculumTree()
        let clean = runCLI(["lint", "curriculum"], in: tree.url)
        let fixture = runCLI(["fixture", "curriculum", "--out", "curriculum/fixture"], in: tree.url)
        XCTAssertEqual(fixture.code, .success, fixture.out + fixture.err)
        XCTAssertTrue(FileManager.default.fileExists(atPath: tree.url.path + "/curriculum/fixture/en-xa.xcstrings"))
        XCTAssertEqual(runCLI(["preview", "curriculum", "--out", "curriculum/site"], in: tree.url).code, .success)
        XCTAssertEqual(runCLI(["lint", "curriculum"], in: tree.url).out, clean.out)
        let status = runCLI(["l10n", "status"], in: tree.url)
        XCTAssertTrue(status.out.hasPrefix("no translations"), status.out)
        XCTAssertEqual(runCLI(["fixture", "curriculum", "--out", "curriculum/fixture"], in: tree.url).code, .success)
    }

    /// Output an earlier version wrote inside the curriculum (names linked through `current`, the
    /// generations beside its lock) is not read either, so the build that takes it over can run.
    func testAnEarlierLayoutInsideTheCurriculumIsNotRead() throws {
        let tree = try baseCurriculumTree()
        let clean = runCLI(["lint", "curriculum"], in: tree.url)
        XCTAssertEqual(runCLI(["build", "curriculum", "--out", "made"], in: tree.url).code, .success)
        let old = tree.url.appendingPathComponent("curriculum/dist")
        try FileManager.default.createDirectory(at: old.appendingPathComponent(".generations"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: tree.url.appendingPathComponent("made"), to: old.appendingPathComponent(".generations/1"))
        try FileManager.default.removeItem(at: old.appendingPathComponent(".generations/1/.curriculum-output"))
        try FileManager.default.moveItem(at: old.appendingPathComponent(".generations/1/.lock"), to: old.appendingPathComponent(".lock"))
        try FileManager.default.createSymbolicLink(atPath: old.path + "/current", withDestinationPath: ".generations/1")
        for name in visibleEntries(of: old.appendingPathComponent(".generations/1")) {
            try FileManager.default.createSymbolicLink(atPath: old.path + "/" + name, withDestinationPath: "current/" + name)
        }
        XCTAssertEqual(runCLI(["lint", "curriculum"], in: tree.url).out, clean.out)
        let build = runCLI(["build", "curriculum", "--out", "curriculum/dist"], in: tree.url)
        XCTAssertEqual(build.code, .success, build.out + build.err)
        XCTAssertEqual(symlinks(under: old), [])
        XCTAssertEqual(runCLI(["lint", "curriculum"], in: tree.url).out, clean.out)
    }
}
