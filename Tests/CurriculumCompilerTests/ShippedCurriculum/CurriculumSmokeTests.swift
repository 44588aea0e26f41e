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
        let root = ProcessInfo.processInfo.environment["CURRICULUM_SMOKE_ROOT"].map(URL.init(fileURLWithPath:))
            ?? ShippedCurriculum.url
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent("curriculum.yaml").path) else {
            throw XCTSkip("no authored curriculum at \(root.path)")
        }
        let compilation = try Compiler.compile(root: root, displayRoot: "curriculum")
        guard !compilation.hasErrors else { throw XCTSkip("the curriculum has errors; `curriculum lint` lists them") }
        // Two compiles, each built as `curriculum build` builds, into folders of their own.
        let out = try TemporaryTree()
        var builds: [[String: Data]] = []
        for (name, compiled) in [("a", compilation), ("b", try Compiler.compile(root: root, displayRoot: "curriculum"))] {
            let dist = out.url.appendingPathComponent(name)
            let installed = try EmitStage(outputDirectory: dist, shownDirectory: name).stage(compiled).install()
            XCTAssertFalse(installed.bundles.isEmpty)
            builds.append(try output(of: dist))
        }
        XCTAssertEqual(builds[0].keys.sorted(), builds[1].keys.sorted())
        for (path, bytes) in builds[0] { XCTAssertEqual(bytes, builds[1][path], "\(path) is not deterministic") }
        for name in visibleEntries(of: out.url.appendingPathComponent("a")) where !name.hasPrefix("coverage.") && name != Emission.stringCatalogName {
            let bundle = try BundleReader(directory: out.url.appendingPathComponent("a/" + name)).read()
            XCTAssertEqual(bundle.lessons.count, bundle.manifest.counts["lessons"] ?? 0)
            XCTAssertEqual(bundle.items.count, bundle.manifest.counts["items"] ?? 0)
            let strings = bundle.localizedStrings("en-US")
            for item in bundle.items {
                XCTAssertEqual(strings[StringKey.prompt(item.fullId)], item.prompt.isEmpty ? nil : item.prompt)
                // Every tile, label and shown equation a child cannot hear as written has its spoken form.
                for label in item.spoken?.labels?.keys.sorted() ?? [] {
                    XCTAssertNotEqual(item.spoken(label: label), label, "\(item.fullId): '\(label)' is listed but reads as written")
                }
                if item.type == "equationTrueFalse", let equation = item.fields["equation"]?.displayText {
                    XCTAssertEqual(item.spoken(label: equation), Speech.spoken(equation).text, item.fullId)
                    XCTAssertNotEqual(item.spoken(label: equation), equation, "\(item.fullId): the equation is said in words")
                }
            }
        }
        let report = CoverageReport(catalog: compilation.catalog)
        XCTAssertLessThan(report.markdown().utf8.count, CoverageReport.commentLimit)
    }
}
