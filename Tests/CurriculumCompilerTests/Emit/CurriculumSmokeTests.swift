import CurriculumModel
import Foundation
import XCTest

@testable import CurriculumCompiler

/// The authored curriculum, built end to end, when the repository has one (`curriculum/` at the
/// package root, or CURRICULUM_SMOKE_ROOT): every file decodes with the model types, and two
/// builds agree byte for byte. Skipped while the curriculum does not lint clean, since `build`
/// would refuse it too.
final class CurriculumSmokeTests: XCTestCase {
    func testTheAuthoredCurriculumBuildsIntoBundlesTheAppCanRead() throws {
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let root = ProcessInfo.processInfo.environment["CURRICULUM_SMOKE_ROOT"].map(URL.init(fileURLWithPath:))
            ?? packageRoot.appendingPathComponent("curriculum")
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent("curriculum.yaml").path) else {
            throw XCTSkip("no authored curriculum at \(root.path)")
        }
        let compilation = try Compiler.compile(root: root, displayRoot: "curriculum")
        guard !compilation.hasErrors else { throw XCTSkip("the curriculum has errors; `curriculum lint` lists them") }
        let first = try BundleBuilder(catalog: compilation.catalog).bundles()
        let second = try BundleBuilder(catalog: Compiler.compile(root: root, displayRoot: "curriculum").catalog).bundles()
        XCTAssertEqual(first.map(\.directoryName), second.map(\.directoryName))
        XCTAssertFalse(first.isEmpty)
        for (a, b) in zip(first, second) {
            XCTAssertEqual(a.fileMap, b.fileMap, "\(a.directoryName) is not deterministic")
            let bundle = try BundleReader(files: a.fileMap).read()
            XCTAssertEqual(bundle.lessons.count, bundle.manifest.counts["lessons"] ?? 0)
            XCTAssertEqual(bundle.items.count, bundle.manifest.counts["items"] ?? 0)
            for item in bundle.items {
                XCTAssertEqual(bundle.strings?.value(StringKey.prompt(item.fullId)), item.prompt.isEmpty ? nil : item.prompt)
            }
        }
        let report = CoverageReport(catalog: compilation.catalog)
        XCTAssertLessThan(report.markdown().utf8.count, CoverageReport.commentLimit)
    }
}
