import CurriculumModel
import Foundation
import XCTest

@testable import CurriculumCLI
@testable import CurriculumCompiler

/// One content version names every bundle of a build (docs/design.md#bundles says why). What
/// makes that cheap for the app: a bundle whose content did not change keeps its content hash
/// under the new version, so the app can tell from the manifest alone that it already holds it,
/// and `diff` reports it unchanged.
final class OneVersionForAllBundlesTests: XCTestCase {
    func testAKindergartenChangeLeavesTheOtherBundlesContentHashesAsTheyWere() throws {
        let tree = try TemporaryTree()
        try FileManager.default.copyItem(at: PinnedCurriculum.url, to: tree.url.appendingPathComponent("curriculum"))
        XCTAssertEqual(runCLI(["build", "curriculum", "--out", "old"], in: tree.url).code, .success)
        try tree.edit("curriculum/k/01-counting/count-objects-l1.yaml", replacing: "title: Count to 10", with: "title: Count up to 10")
        try tree.edit("curriculum/curriculum.yaml", replacing: "version: 2.0.0", with: "version: 2.0.1")
        let built = runCLI(["build", "curriculum", "--out", "new"], in: tree.url)
        XCTAssertEqual(built.code, .success, built.err)

        func manifest(_ folder: String) throws -> BundleManifest { try BundleReader(directory: tree.url.appendingPathComponent(folder)).manifest() }
        for id in ["math-grade1", "math-fluency"] {
            XCTAssertEqual(try manifest("old/\(id)-2.0.0").contentHash, try manifest("new/\(id)-2.0.1").contentHash, id)
        }
        XCTAssertNotEqual(try manifest("old/math-kindergarten-2.0.0").contentHash, try manifest("new/math-kindergarten-2.0.1").contentHash)

        let diff = runCLI(["diff", "old", "new", "--require-bump"], in: tree.url)
        XCTAssertEqual(diff.code, .success, diff.out + diff.err)
        XCTAssertTrue(diff.out.contains("math-grade1 2.0.0 → 2.0.1\n  no changes\n"), diff.out)
        XCTAssertTrue(diff.out.contains("math-fluency 2.0.0 → 2.0.1\n  no changes\n"), diff.out)
        XCTAssertTrue(diff.out.contains("math-kindergarten 2.0.0 → 2.0.1\n"), diff.out)
    }
}
