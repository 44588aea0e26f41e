import Foundation
import XCTest

@testable import CurriculumCLI
@testable import CurriculumCompiler

/// Unknown translation keys cost lint about what any other finding costs: each "did you mean"
/// compares the key with a bounded number of the curriculum's keys (`SuggestionIndex`), never
/// with all of them. Timed against a clean lint of the same curriculum in the same test, with a
/// bound generous enough for a busy machine and far below what a search of every key took.
final class L10nUnknownKeyCostTests: XCTestCase {
    func seconds(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    func testARenamedUnitsTranslationsLintInAboutTheTimeOfACleanLint() throws {
        let tree = try TemporaryTree()
        try FileManager.default.copyItem(at: PinnedCurriculum.url, to: tree.url.appendingPathComponent("curriculum"))
        var clean = CLIResult(code: .failure, out: "", err: "")
        let cleanTime = min(seconds { clean = runCLI(["lint"], in: tree.url) }, seconds { clean = runCLI(["lint"], in: tree.url) })
        XCTAssertEqual(clean.code, .success, clean.out)

        // The translations still name the unit by its old id: 715 keys name nothing of the
        // curriculum, and no key shares their beginning.
        let path = "curriculum/l10n/es-US.xcstrings"
        let renamed = try tree.read(path).replacingOccurrences(of: "\n    \"k.counting.", with: "\n    \"k.tallying.")
        let unknown = renamed.components(separatedBy: "\n    \"k.tallying.").count - 1
        XCTAssertGreaterThan(unknown, 500)
        try tree.write(path, renamed)
        var lint = CLIResult(code: .failure, out: "", err: "")
        let renamedTime = seconds { lint = runCLI(["lint", "--max-per-rule", "0"], in: tree.url) }
        XCTAssertEqual(lint.code, .success, lint.out)
        XCTAssertTrue(lint.out.contains("0 errors, \(unknown) warnings"), String(lint.out.suffix(300)))
        XCTAssertTrue(lint.out.contains(
            "no string of the curriculum has the key 'k.tallying.count-objects.l1.title'; did you mean 'k.counting.count-objects.l1.title'? [L10N-UNKNOWN-KEY]"),
            String(lint.out.prefix(2000)))
        // Comparing each unknown key with all 8,000 keys made this lint 50 times a clean one.
        XCTAssertLessThan(renamedTime, 3 * cleanTime + 2, "clean lint \(cleanTime) s, with \(unknown) unknown keys \(renamedTime) s")
    }
}
