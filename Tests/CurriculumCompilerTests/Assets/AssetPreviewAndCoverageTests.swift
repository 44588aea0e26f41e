import Foundation
import XCTest

@testable import CurriculumCompiler

/// Pictures on preview pages (the art where it is drawn, a marked placeholder where not) and
/// in the coverage report, per grade.
final class AssetPreviewAndCoverageTests: XCTestCase {
    func testThePreviewDrawsTheArtAndMarksPlaceholders() throws {
        let tree = try TemporaryTree()
        XCTAssertEqual(runCLI(["preview", PinnedCurriculum.url.path, "--out", "site"], in: tree.url).code, .success)
        let site = tree.url.appendingPathComponent("site/lessons")
        let makeTen = try String(contentsOf: site.appendingPathComponent("1.strategies.make-ten.l1.html"), encoding: .utf8)
        // The drawn ten frames, inline through an <img> (which runs nothing the file holds).
        let art = try Data(contentsOf: PinnedCurriculum.url.appendingPathComponent("assets/images/ten-frames-8-and-5.svg"))
        XCTAssertTrue(makeTen.contains(
            "<figure class=\"asset-figure asset-ready\"><img src=\"data:image/svg+xml;base64,\(art.base64EncodedString())\" width=\"320\" height=\"240\" alt=\"Two ten frames with counters in each frame\">"))
        // A picture with no art yet: in the child's view, the card the app draws and the alt text
        // it says; beside it, for the reviewer, its name and what the art must show, which names
        // what the child is to count ("exactly 6 ducks").
        let counting = try String(contentsOf: site.appendingPathComponent("k.counting.count-objects.l1.html"), encoding: .utf8)
        let child = try XCTUnwrap(Self.childView(of: "k.counting.count-objects.l1/i2", in: counting))
        XCTAssertTrue(child.contains(
            "<figure class=\"asset-figure asset-placeholder\"><div class=\"placeholder-card\" role=\"img\" aria-label=\"Yellow ducks in a line on a pond\" style=\"aspect-ratio: 320 / 240\"><strong>Placeholder: no art yet</strong></div>"
                + "<figcaption class=\"asset\">Said aloud: “Yellow ducks in a line on a pond”</figcaption></figure>"),
            child)
        XCTAssertFalse(child.contains("exactly 6 ducks"), child)
        // The ducks drawn from the item's fields keep their own name; the alt text is the card's.
        let scene = try XCTUnwrap(child.range(of: "<figure class=\"scene-frame\">").map { child[$0.upperBound...] })
        XCTAssertTrue(scene.hasPrefix("<svg"), String(scene.prefix(200)))
        XCTAssertTrue(scene.prefix(600).contains("aria-label=\"ducks in a line\""), String(scene.prefix(600)))
        XCTAssertEqual(child.components(separatedBy: "Yellow ducks in a line on a pond").count - 1, 2, child)
        XCTAssertFalse(child.contains("k-count-ducks-line"), child)
        XCTAssertTrue(counting.contains(
            "<dt>Picture</dt><dd><code>k-count-ducks-line</code> <span class=\"muted\">(placeholder: no art yet)</span><p class=\"asset-shows\"><span class=\"muted\">The art must show:</span> Yellow ducks in a line on a pond: exactly 6 ducks"),
            counting)
        XCTAssertFalse(counting.contains("asset-ready"))
    }

    /// The child's view of one item on a lesson page.
    static func childView(of item: String, in page: String) -> String? {
        guard let card = page.range(of: "data-item-id=\"\(item)\""),
            let start = page[card.upperBound...].range(of: "<section class=\"child\""),
            let end = page[start.upperBound...].range(of: "</section>")
        else { return nil }
        return String(page[start.lowerBound..<end.upperBound])
    }

    func testCoverageCountsPicturesPerGrade() throws {
        let compilation = try Compiler.compile(root: PinnedCurriculum.url, displayRoot: "curriculum")
        let catalog = compilation.catalog
        let report = CoverageReport(catalog: catalog)
        func distinct(_ grade: Grade, drawn: Bool) -> Int {
            Set(catalog.assetUses.filter { $0.lesson.grade == grade }.map(\.asset.value))
                .filter { (catalog.assetsByID[$0]?.file != nil) == drawn }.count
        }
        XCTAssertEqual(report.assets, [
            AssetCoverage(grade: .kindergarten, ready: distinct(.kindergarten, drawn: true), placeholder: distinct(.kindergarten, drawn: false), missing: 0),
            AssetCoverage(grade: .first, ready: distinct(.first, drawn: true), placeholder: distinct(.first, drawn: false), missing: 0),
        ])
        // Every drawn picture (each file in assets/images) is shown by Grade 1 only.
        let drawn = try FileManager.default.contentsOfDirectory(atPath: PinnedCurriculum.url.appendingPathComponent("assets/images").path).count
        XCTAssertGreaterThan(drawn, 0)
        XCTAssertEqual(report.assets.map(\.ready), [0, drawn])
        let k = report.assets[0], one = report.assets[1]
        XCTAssertTrue(report.text().contains(
            "pictures: Kindergarten \(k.ready) ready, \(k.placeholder) placeholder, 0 missing; Grade 1 \(one.ready) ready, \(one.placeholder) placeholder, 0 missing\n"))
        XCTAssertTrue(report.markdown().contains("| Grade 1 | \(one.ready) | \(one.placeholder) | 0 |"))
        XCTAssertTrue(report.html().contains("<tr><th scope=\"row\">Grade 1</th><td class=\"n\">\(one.ready)</td><td class=\"n\">\(one.placeholder)</td><td class=\"n\">0</td></tr>"))
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(report.json().jsonText().utf8)) as? [String: Any])
        let pictures = try XCTUnwrap(json["pictures"] as? [[String: Any]])
        XCTAssertEqual(pictures.last?["ready"] as? Int, one.ready)
        XCTAssertEqual(pictures.last?["grade"] as? String, "1")

        // A name the catalog lacks is missing.
        let tree = try TemporaryTree()
        try FileManager.default.copyItem(at: PinnedCurriculum.url, to: tree.url.appendingPathComponent("curriculum"))
        let lesson = tree.url.appendingPathComponent("curriculum/k/01-counting/count-objects-l1.yaml")
        let text = try String(contentsOf: lesson, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "asset: k-count-ducks-line", with: "asset: k-count-geese-line").utf8).write(to: lesson)
        let broken = CoverageReport(catalog: try Compiler.compile(root: tree.url.appendingPathComponent("curriculum"), displayRoot: "curriculum").catalog)
        XCTAssertEqual(broken.assets.first?.missing, 1)
        XCTAssertEqual(broken.assets.first?.placeholder, k.placeholder - 1)
    }
}
