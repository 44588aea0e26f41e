import Foundation
import XCTest

@testable import CurriculumCompiler

/// `curriculum diff` on a damaged or missing bundle says which side (OLD or NEW), which bundle
/// folder and what is wrong, and exits 3.
final class BundleDiffDamageTests: XCTestCase {
    /// The sample curriculum built into dist/old and dist/new.
    func twoBuilds() throws -> TemporaryTree {
        let tree = try SampleCurriculum.copy()
        XCTAssertEqual(runCLI(["build", "curriculum", "--out", "dist/old"], in: tree.url).code, .success)
        XCTAssertEqual(runCLI(["build", "curriculum", "--out", "dist/new"], in: tree.url).code, .success)
        return tree
    }

    func testADamagedOldBundleIsNamedAsOld() throws {
        let tree = try twoBuilds()
        try tree.write("dist/old/math-kindergarten-1.0.0/units.json", "[]\n")
        for args in [["dist/old", "dist/new"], ["dist/old/math-kindergarten-1.0.0", "dist/new/math-kindergarten-1.0.0"]] {
            let result = runCLI(["diff"] + args, in: tree.url)
            XCTAssertEqual(result.code, .failure)
            XCTAssertEqual(result.out, "")
            XCTAssertTrue(result.err.hasPrefix(
                "error: OLD bundle 'dist/old/math-kindergarten-1.0.0' is damaged: units.json: size 3 bytes, manifest.json says "), result.err)
            XCTAssertFalse(result.err.contains("NEW"), result.err)
        }
    }

    func testADamagedNewBundleIsNamedAsNew() throws {
        let tree = try twoBuilds()
        // A truncated manifest.
        let manifest = try tree.read("dist/new/math-kindergarten-1.0.0/manifest.json")
        try tree.write("dist/new/math-kindergarten-1.0.0/manifest.json", String(manifest.prefix(40)))
        let result = runCLI(["diff", "dist/old", "dist/new"], in: tree.url)
        XCTAssertEqual(result.code, .failure)
        XCTAssertTrue(result.err.hasPrefix("error: NEW bundle 'dist/new/math-kindergarten-1.0.0' is damaged: manifest.json: does not decode"), result.err)
        XCTAssertFalse(result.err.contains("OLD"), result.err)
    }

    func testDamageOnBothSidesIsReportedForEach() throws {
        let tree = try twoBuilds()
        try tree.write("dist/old/math-kindergarten-1.0.0/extra.json", "{}\n")
        try FileManager.default.removeItem(at: tree.url.appendingPathComponent("dist/new/math-kindergarten-1.0.0/skills.json"))
        let result = runCLI(["diff", "dist/old", "dist/new", "--format", "json"], in: tree.url)
        XCTAssertEqual(result.code, .failure)
        XCTAssertEqual(result.err, """
            error: OLD bundle 'dist/old/math-kindergarten-1.0.0' is damaged: extra.json: not listed in manifest.json
            error: NEW bundle 'dist/new/math-kindergarten-1.0.0' is damaged: skills.json: listed in manifest.json but missing

            """)
    }

    func testAMissingSideOrOneThatIsNotABundleSaysSo() throws {
        let tree = try twoBuilds()
        try tree.write("notes.txt", "hello\n")
        let missing = runCLI(["diff", "dist/gone", "dist/new"], in: tree.url)
        XCTAssertEqual(missing.code, .failure)
        XCTAssertEqual(missing.err, "error: OLD 'dist/gone' cannot be read: no such file or folder\n")
        let file = runCLI(["diff", "dist/old", "notes.txt"], in: tree.url)
        XCTAssertEqual(file.code, .failure)
        XCTAssertEqual(file.err, "error: NEW 'notes.txt' is a regular file, not a bundle folder\n")
        let sources = runCLI(["diff", "dist/old", "curriculum"], in: tree.url)
        XCTAssertEqual(sources.code, .failure)
        XCTAssertEqual(sources.err, "error: NEW folder 'curriculum' holds no bundle: no manifest.json in it or in the folders inside it\n")
    }
}
