import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

@testable import CurriculumCompiler

/// coverage.json, coverage.md and coverage.html, and the `coverage` command's gate.
final class CoverageFormatTests: XCTestCase {
    // The same estimator `build` and `coverage` use, so their output can be compared whole.
    private var report: CoverageReport { CoverageReport(catalog: SampleCurriculum.catalog()) }

    func testJSONCarriesEverySection() throws {
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(report.json().jsonText().utf8)) as? [String: Any])
        XCTAssertEqual(Set(object.keys), ["formatVersion", "curriculum", "summary", "standards", "grades", "itemTypes", "copy", "analytics", "readingLevels"])
        let summary = try XCTUnwrap(object["summary"] as? [String: Any])
        XCTAssertEqual(summary["coveredPercent"] as? Double, 50)
        XCTAssertEqual(summary["uncovered"] as? Int, 1)
        let first = try XCTUnwrap((object["standards"] as? [[String: Any]])?.first)
        XCTAssertEqual(first["code"] as? String, "NY-K.OA.5")
        XCTAssertEqual(first["status"] as? String, "uncovered")
        let grade = try XCTUnwrap((object["grades"] as? [[String: Any]])?.first)
        XCTAssertEqual((grade["targets"] as? [String: Any])?["items"] as? Int, 13)
        XCTAssertEqual(grade["itemsPercent"] as? Double, 100)
        let copy = try XCTUnwrap(object["copy"] as? [String: Any])
        XCTAssertEqual((copy["alt"] as? [String: Any])?["total"] as? Int, 3)
        XCTAssertEqual((object["analytics"] as? [String: Any])?["notEmitted"] as? [String], ["session_started"])
        XCTAssertEqual(report.json().jsonText(), report.json().jsonText())
    }

    func testMarkdownFitsAPullRequestComment() {
        let md = report.markdown()
        XCTAssertTrue(md.hasPrefix("## Coverage: Sample Math K 1.0.0\n"))
        XCTAssertTrue(md.contains("**3 of 6 standards covered (50.0 %)** · 2 thin · 1 uncovered · 13 items"))
        XCTAssertTrue(md.contains("| Grade | Units | Skills | Lessons | Items | Standards covered | Off target |\n|---|--:|--:|--:|--:|--:|---|\n"))
        XCTAssertTrue(md.contains("| uncovered | NY-K.OA.5 | K | 0 | 0 | 0 | none |"))
        XCTAssertTrue(md.contains("| Alt text | items with a picture | 3 / 3 | 100.0 % |"))
        XCTAssertTrue(md.contains("<details><summary>All 6 standards</summary>"))
        XCTAssertTrue(md.contains("Not emitted by any item type: `session_started`."))
        XCTAssertLessThan(md.utf8.count, CoverageReport.commentLimit)
        // Every table row has as many cells as its header.
        for block in md.components(separatedBy: "\n\n") where block.hasPrefix("|") {
            let rows = block.split(separator: "\n").filter { $0.hasPrefix("|") }
            let cells = rows.map { $0.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count }
            XCTAssertEqual(Set(cells).count, 1, String(block))
        }
    }

    func testMarkdownEscapesTableCells() throws {
        let tree = try SampleCurriculum.copy()
        try tree.edit("curriculum/curriculum.yaml") { $0.replacingOccurrences(of: "title: Sample Math K", with: "title: Sample | Math <K>") }
        let md = CoverageReport(catalog: SampleCurriculum.catalog(tree.curriculum), readingLevel: NoReadingLevel()).markdown()
        XCTAssertTrue(md.hasPrefix("## Coverage: Sample \\| Math \\<K\\> 1.0.0"), md)
    }

    func testHTMLIsOneSelfContainedAccessiblePage() throws {
        let html = report.html()
        XCTAssertTrue(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en-US\">"))
        XCTAssertTrue(html.contains("<title>Coverage: Sample Math K 1.0.0</title>"))
        XCTAssertTrue(html.contains("<meta charset=\"utf-8\">"))
        XCTAssertEqual(html.components(separatedBy: "<h1>").count - 1, 1)
        XCTAssertGreaterThanOrEqual(html.components(separatedBy: "<h2 ").count - 1, 8)
        XCTAssertEqual(html.components(separatedBy: "<table").count, html.components(separatedBy: "<caption id=").count, "every table has a caption")
        XCTAssertTrue(html.contains("<th scope=\"col\">Standard</th>"))
        XCTAssertTrue(html.contains("<tr><th scope=\"row\"><span class=\"code\">NY-K.OA.5</span> <span class=\"status uncovered\">uncovered</span></th><td class=\"n\">0</td>"))
        // Nothing loads from elsewhere and nothing needs a script.
        for banned in ["<script", "<link", "<img", "<iframe", "src=", "url(", "@import", "http"] {
            XCTAssertFalse(html.contains(banned), banned)
        }

        // Each chart states its numbers in words beside its bars; the bars themselves are hidden
        // from screen readers, and well-formed XML.
        let charts = html.components(separatedBy: "<svg ").dropFirst().map { "<svg " + $0.components(separatedBy: "</svg>")[0] + "</svg>" }
        XCTAssertGreaterThanOrEqual(charts.count, 3 + 6 + 4, "covered, targets, analytics; 6 item types; hints, feedback and alt text")
        for svg in charts {
            XCTAssertTrue(svg.contains("aria-hidden=\"true\""), svg)
            XCTAssertTrue(XMLParser(data: Data(svg.utf8)).parse(), svg)
        }
        XCTAssertTrue(html.contains("<li><span class=\"label\">Kindergarten</span> <span class=\"value\"><span class=\"nowrap\">3 of 6 (50.0&nbsp;%),</span> <span class=\"nowrap\">2 thin, 1 uncovered</span></span><svg "))
        XCTAssertTrue(html.contains("<li><span class=\"label\">Defined events emitted</span> <span class=\"value\"><span class=\"nowrap\">5 of 6 (83.3&nbsp;%)</span></span><svg "))
        XCTAssertTrue(html.contains("<ul class=\"bars\" aria-label=\"Standards covered in each grade, as a share of its standards\">"))
    }

    func testHTMLEscapesAuthoredText() throws {
        let tree = try SampleCurriculum.copy()
        try tree.edit("curriculum/standards/k.yaml") {
            $0.replacingOccurrences(of: "description: Add and subtract within 5 quickly and accurately.", with: "description: \"Add & subtract <script>alert(1)</script> within 5.\"")
        }
        let html = CoverageReport(catalog: SampleCurriculum.catalog(tree.curriculum), readingLevel: NoReadingLevel()).html()
        XCTAssertFalse(html.contains("<script>"))
        XCTAssertTrue(html.contains("Add &amp; subtract &lt;script&gt;alert(1)&lt;/script&gt; within 5."))
    }

    func testTheCoverageCommandGatesOnTheCoveredShare() {
        let root = SampleCurriculum.url.path
        let dir = SampleCurriculum.url.deletingLastPathComponent()
        let pass = runCLI(["coverage", root, "--min-covered", "50"], in: dir)
        XCTAssertEqual(pass.code, .success, pass.err)
        XCTAssertTrue(pass.out.contains("3 of 6 standards covered (50.0 %), 2 thin, 1 uncovered"), pass.out)
        XCTAssertTrue(pass.out.contains("uncovered: NY-K.OA.5"), pass.out)
        let fail = runCLI(["coverage", root, "--min-covered", "50.1%"], in: dir)
        XCTAssertEqual(fail.code, .contentErrors)
        XCTAssertTrue(fail.err.contains("50.0 % of standards are covered, below the required 50.1 %"), fail.err)
        XCTAssertEqual(runCLI(["coverage", root], in: dir).code, .success)
        XCTAssertEqual(runCLI(["coverage", root, "--min-covered", "abc"], in: dir).code, .usage)
        XCTAssertEqual(runCLI(["coverage", root, "--min-covered", "101"], in: dir).code, .usage)
        XCTAssertEqual(runCLI(["coverage", root, "--format", "jsn"], in: dir).err, "error: unknown format 'jsn'; expected text, json or md; did you mean 'json'?\n")
        XCTAssertEqual(runCLI(["coverage", "/no/such/folder"], in: dir).code, .failure)
        let json = runCLI(["coverage", root, "--format", "json"], in: dir)
        XCTAssertEqual(json.out, report.json().jsonText())
        XCTAssertEqual(runCLI(["coverage", root, "--format", "md"], in: dir).out, report.markdown())
    }

    func testBuildWritesTheReportBesideTheBundles() throws {
        let tree = try SampleCurriculum.copy()
        XCTAssertEqual(runCLI(["build", "curriculum", "--out", "dist"], in: tree.url).code, .success)
        let dist = tree.url.appendingPathComponent("dist")
        XCTAssertEqual(try String(contentsOf: dist.appendingPathComponent("coverage.md"), encoding: .utf8), report.markdown())
        XCTAssertEqual(try String(contentsOf: dist.appendingPathComponent("coverage.html"), encoding: .utf8), report.html())
        XCTAssertEqual(try String(contentsOf: dist.appendingPathComponent("coverage.json"), encoding: .utf8), report.json().jsonText())
    }
}
