@testable import CurriculumPreview
import Foundation
import XCTest

@testable import CurriculumCompiler

/// What coverage.html and coverage.md must not get wrong, read from their text: grades in school
/// order, bars whose lengths are their percentages on one scale per chart, codes that never break,
/// the summary before the long per-standard tables, the hint share explained, tags that balance.
final class CoveragePageTests: XCTestCase {
    // MARK: - Fixtures

    /// The sample curriculum with two Grade 1 standards added (neither taught) and a manifest that
    /// lists Grade 1 first, with the Kindergarten targets given.
    private func twoGrades(kindergartenTargets: String = "lessons: 3, items: 5") throws -> CoverageReport {
        let tree = try SampleCurriculum.copy()
        try tree.edit("curriculum/curriculum.yaml") {
            $0.replacingOccurrences(of: "grades: [K]", with: "grades: [1, K]")
                .replacingOccurrences(
                    of: "  K: {lessonsPerSkill: [1, 2], itemsPerLesson: [3, 4], lessons: 4, items: 13}",
                    with: "  1: {lessonsPerSkill: [1, 2], itemsPerLesson: [3, 4], lessons: 2, items: 4}\n  K: {lessonsPerSkill: [1, 2], itemsPerLesson: [3, 4], \(kindergartenTargets)}")
        }
        try tree.write("curriculum/standards/1.yaml", """
            kind: StandardSet
            id: 1.standards
            grade: 1
            source:
              title: New York State Next Generation Mathematics Learning Standards (2017, updated 2019)
              url: https://www.nysed.gov/curriculum-instruction/mathematics
            standards:
              - code: NY-1.MD.1
                domain: MD
                cluster: Measure lengths indirectly and by iterating length units.
                description: Put three things in order by length, and compare two lengths by way of a third.
              - code: NY-1.OA.1
                domain: OA
                cluster: Represent and solve problems involving addition and subtraction.
                description: Solve one-step adding and subtracting story problems within 20.

            """)
        let report = CoverageReport(catalog: SampleCurriculum.catalog(tree.curriculum), readingLevel: NoReadingLevel())
        XCTAssertEqual(report.grades.count, 2, "the fixture did not compile as two grades")
        return report
    }

    /// The sample curriculum with one open-response item, which is unscored, and has no hint and
    /// no feedback when wrong (none is needed).
    private func withAnUnscoredItem() throws -> CoverageReport {
        let tree = try SampleCurriculum.copy()
        try tree.edit("curriculum/k/01-counting/count-objects-l2.yaml") {
            $0 + """
                  - id: i4
                    type: openResponse
                    difficulty: 2
                    prompt: Get 6 blocks. Tell a grown-up how you counted them.
                    rubric:
                      criteria:
                        - Counts out 6 blocks.
                        - Says how the blocks were counted.
                      levels: [beginning, developing, secure]
                      descriptors:
                        beginning: Does not count out 6 blocks.
                        developing: Counts out 6 blocks but cannot say how.
                        secure: Counts out 6 blocks and says how.
                    feedback:
                      correct: You counted them all!

                """
        }
        let report = CoverageReport(catalog: SampleCurriculum.catalog(tree.curriculum), readingLevel: NoReadingLevel())
        XCTAssertEqual(report.items, 14, "the fixture did not add the open-response item")
        return report
    }

    // MARK: - Order

    func testKindergartenComesBeforeGrade1InEveryFormat() throws {
        let report = try twoGrades()
        XCTAssertEqual(report.grades.map(\.grade), [.kindergarten, .first])
        // Uncovered first, and Kindergarten's before Grade 1's although "1" sorts before "K".
        XCTAssertEqual(report.standards.prefix(3).map(\.code), ["NY-K.OA.5", "NY-1.MD.1", "NY-1.OA.1"])

        let html = report.html()
        // Every chart and every table that names both grades names Kindergarten first.
        var named = 0
        let charts = html.components(separatedBy: "<ul class=\"bars").dropFirst().map { $0.components(separatedBy: "</ul>")[0] }
        let tables = html.components(separatedBy: "<table").dropFirst().map { $0.components(separatedBy: "</table>")[0] }
        for part in charts + tables {
            guard let k = part.range(of: "Kindergarten"), let first = part.range(of: "Grade 1") else { continue }
            named += 1
            XCTAssertLessThan(k.lowerBound, first.lowerBound, String(part.prefix(200)))
        }
        XCTAssertGreaterThanOrEqual(named, 4, "the covered and targets charts, the grades and item-type tables")
        XCTAssertLessThan(try index(of: "<h3 id=\"standards-k\">", in: html), try index(of: "<h3 id=\"standards-1\">", in: html))
        XCTAssertLessThan(try index(of: "NY-K.OA.5", in: html), try index(of: "NY-1.MD.1", in: html))

        let md = report.markdown()
        XCTAssertLessThan(try index(of: "| Kindergarten |", in: md), try index(of: "| Grade 1 |", in: md))
        XCTAssertLessThan(try index(of: "| uncovered | NY-K.OA.5 |", in: md), try index(of: "| uncovered | NY-1.MD.1 |", in: md))

        let text = report.text()
        XCTAssertTrue(text.contains("uncovered: NY-K.OA.5, NY-1.MD.1, NY-1.OA.1\n"), text)
        XCTAssertLessThan(try index(of: "  Kindergarten:", in: text), try index(of: "  Grade 1:", in: text))

        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(report.json().jsonText().utf8)) as? [String: Any])
        XCTAssertEqual((json["grades"] as? [[String: Any]])?.compactMap { $0["grade"] as? String }, ["K", "1"])
    }

    func testTheSummaryComesBeforeThePerStandardTables() throws {
        let html = try twoGrades().html()
        let perStandard = try index(of: "<table class=\"standards\">", in: html)
        for summary in [
            "<h2 id=\"covered\">", "<h2 id=\"thin\">", "<h2 id=\"targets\">", "<h2 id=\"grades\">", "<h2 id=\"types\">",
            "<h2 id=\"copy\">", "<h2 id=\"analytics\">",
        ] {
            XCTAssertLessThan(try index(of: summary, in: html), perStandard, summary)
        }
        // Nothing but the per-standard tables follows them.
        let rest = html[html.index(html.startIndex, offsetBy: perStandard)...]
        XCTAssertEqual(rest.components(separatedBy: "<table").count - 1, rest.components(separatedBy: "<table class=\"standards\">").count - 1)
        XCTAssertFalse(rest.contains("<h2"), "no section after the per-standard tables")

        let md = try twoGrades().markdown()
        let all = try index(of: "<details><summary>All 8 standards</summary>", in: md)
        for heading in ["### Grades", "### Standards needing items", "### Item types", "### Hints, feedback and alt text", "### Analytics"] {
            XCTAssertLessThan(try index(of: heading, in: md), all, heading)
        }
        XCTAssertLessThan(try index(of: "### Grades", in: md), try index(of: "### Standards needing items", in: md))
    }

    // MARK: - Bars

    func testBarLengthsAreTheirPercentagesOnOneScalePerChart() throws {
        // Kindergarten: 4 of 3 lessons (133.3 %), 13 of 5 items (260 %); Grade 1: 0 of 2, 0 of 4.
        let html = try twoGrades(kindergartenTargets: "lessons: 3, items: 5").html()
        let lists = barLists(html)
        XCTAssertEqual(lists.count, 3, "covered, targets, analytics")

        // Standards covered: one 0–100 scale; each grade's covered segment is its covered share, and
        // the segments add up to the whole bar.
        let covered = try XCTUnwrap(lists.first { $0.label.hasPrefix("Standards covered") })
        XCTAssertEqual(covered.rows.map(\.label), ["Kindergarten", "Grade 1"])
        for row in covered.rows {
            XCTAssertEqual(row.scale, 100)
            let percent = try XCTUnwrap(row.percent, row.value)
            XCTAssertEqual(row.width(of: "covered"), percent, accuracy: 0.05, row.value)
            XCTAssertEqual(row.segments.reduce(0) { $0 + $1.width }, 100, accuracy: 0.2, row.value)
        }
        XCTAssertEqual(covered.rows.first?.percent, 50)
        XCTAssertEqual(covered.rows.last?.width(of: "uncovered"), 100)

        // Targets: one scale for every row, past the longest bar; a 260 % bar is drawn longer than a
        // 133.3 % one, each exactly its percent, with the target marked at 100.
        let targets = try XCTUnwrap(lists.first { $0.label.hasPrefix("Lessons and items") })
        XCTAssertEqual(targets.rows.map(\.label), ["Kindergarten lessons", "Kindergarten items", "Grade 1 lessons", "Grade 1 items"])
        XCTAssertEqual(Set(targets.rows.map(\.scale)), [300])
        XCTAssertEqual(targets.rows.compactMap(\.percent), [133.3, 260, 0, 0])
        for row in targets.rows {
            XCTAssertEqual(row.segments.reduce(0) { $0 + $1.width }, try XCTUnwrap(row.percent), accuracy: 0.05, row.value)
            XCTAssertTrue(row.svg.contains("class=\"target\" x1=\"100\""), row.svg)
            XCTAssertFalse(row.svg.contains("class=\"cut\""), "nothing runs past the scale")
        }
        let widths = targets.rows.map { $0.segments.reduce(0) { $0 + $1.width } }
        XCTAssertEqual(widths, [133.3, 260, 0, 0], "the 260 % bar is drawn longer than the 133.3 % one")
        XCTAssertTrue(html.contains("<span class=\"tick end\" style=\"right:0\">300&nbsp;%</span>"))

        // Every share in a table: the bar's width on a 0–100 scale is the percent beside it.
        let cells = shareCells(html)
        XCTAssertGreaterThanOrEqual(cells.count, 10)
        for cell in cells {
            XCTAssertEqual(cell.scale, 100)
            XCTAssertEqual(cell.segments.reduce(0) { $0 + $1.width }, try XCTUnwrap(cell.percent), accuracy: 0.05, cell.value)
        }
    }

    func testABarPastTheScaleIsCutAndLabelled() throws {
        // 4 of 1 lessons (400 %) and 13 of 4 items (325 %): past the 300 % the scale stops at.
        let html = try twoGrades(kindergartenTargets: "lessons: 1, items: 4").html()
        let targets = try XCTUnwrap(barLists(html).first { $0.label.hasPrefix("Lessons and items") })
        let k = targets.rows.filter { $0.label.hasPrefix("Kindergarten") }
        XCTAssertEqual(k.compactMap(\.percent), [400, 325])
        for row in k {
            XCTAssertEqual(row.scale, 300)
            XCTAssertEqual(row.segments.reduce(0) { $0 + $1.width }, 300, row.value)
            XCTAssertTrue(row.svg.contains("class=\"cut\""), row.svg)
        }
        XCTAssertTrue(html.contains("A bar with a gap at its end runs past 300&nbsp;%."))
        XCTAssertEqual(CoverageReport.targetScale([90, 100]), 100)
        XCTAssertEqual(CoverageReport.targetScale([162.8, 233.3]), 250)
        XCTAssertEqual(CoverageReport.targetScale([100.1]), 150)
        XCTAssertEqual(CoverageReport.targetScale([]), 100)
    }

    // MARK: - Codes and numbers stay whole

    func testCodesAndPercentagesNeverBreakAcrossLines() throws {
        let html = try twoGrades().html()
        XCTAssertTrue(html.contains(".nowrap, .code { white-space: nowrap; }"))
        let body = String(html[try XCTUnwrap(html.range(of: "<body>")).upperBound...])
        let code = try NSRegularExpression(pattern: "NY-[K1]\\.[A-Z]+\\.[0-9]+[a-z]?")
        let matches = code.matches(in: body, range: NSRange(body.startIndex..., in: body))
        XCTAssertGreaterThan(matches.count, 10)
        for match in matches {
            let range = Range(match.range, in: body)!
            let before = body[..<range.lowerBound].suffix(19), after = body[range.upperBound...].prefix(7)
            XCTAssertEqual(String(before), "<span class=\"code\">", "\(body[range]) is not kept on one line")
            XCTAssertEqual(String(after), "</span>", "\(body[range]) is not kept on one line")
        }
        // A percentage is never split from its sign: "215.0&nbsp;%", never "215.0 %".
        XCTAssertNil(body.range(of: "[0-9] %", options: .regularExpression))
        XCTAssertTrue(body.contains("(50.0&nbsp;%)"))
    }

    // MARK: - Hints

    func testEveryItemNeedsAHintButOnlyAutoScoredOnesNeedFeedbackWhenWrong() throws {
        let report = try withAnUnscoredItem()
        XCTAssertEqual(report.hints, .init(count: 13, total: 14))
        XCTAssertEqual(report.feedbackIncorrectAutoScored, .init(count: 13, total: 13))
        XCTAssertEqual(report.unscoredItems, 1)

        let html = report.html()
        XCTAssertTrue(html.contains("<tr><th scope=\"row\">Hints</th><td>every item</td><td class=\"n\">13 of 14</td>"), html)
        XCTAssertTrue(html.contains("Every item needs a hint. Feedback when wrong is needed on every auto-scored item. The other item is unscored (openResponse) and needs none."))
        XCTAssertTrue(html.contains("<strong>Copy gaps:</strong> 1 item without a hint"), html)
        XCTAssertFalse(html.contains("id=\"hints-note\""), html)

        let md = report.markdown()
        XCTAssertTrue(md.contains("| Hints | every item | 13 / 14 | 92.9 % |"), md)
        XCTAssertTrue(md.contains("13 of 14 items (92.9 %) have feedback when wrong. The 1 without it is an unscored item (openResponse), which needs none; every auto-scored item has it."), md)

        XCTAssertTrue(report.text().contains("copy: hints 13 / 14 (92.9 %) of all items; incorrect feedback 13 / 13 (100.0 %) of auto-scored items; 1 unscored item (openResponse) needs none;"), report.text())

        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(report.json().jsonText().utf8)) as? [String: Any])
        let copy = try XCTUnwrap(json["copy"] as? [String: Any])
        XCTAssertEqual((copy["hints"] as? [String: Any])?["total"] as? Int, 14)
        XCTAssertEqual((copy["unscored"] as? [String: Any])?["items"] as? Int, 1)
    }

    func testAnItemWithoutAHintIsAGapOnTheFirstScreen() throws {
        let tree = try SampleCurriculum.copy()
        try tree.edit("curriculum/k/01-counting/count-objects-l2.yaml") {
            $0.replacingOccurrences(of: "    hints:\n      - Count one row. Then keep counting the next row.\n", with: "")
        }
        let report = CoverageReport(catalog: SampleCurriculum.catalog(tree.curriculum), readingLevel: NoReadingLevel())
        XCTAssertEqual(report.hints, .init(count: 12, total: 13))
        let html = report.html()
        XCTAssertTrue(html.contains("<strong>Copy gaps:</strong> 1 item without a hint"), html)
        XCTAssertLessThan(try index(of: "Copy gaps:", in: html), try index(of: "<h2 id=\"targets\">", in: html))
    }

    // MARK: - Well-formed, accessible, deterministic

    func testThePageIsBalancedAccessibleAndDeterministic() throws {
        for report in [CoverageReport(catalog: SampleCurriculum.catalog()), try twoGrades(), try withAnUnscoredItem(), try twoGrades(kindergartenTargets: "lessons: 1, items: 4")] {
            let html = report.html()
            try assertBalanced(html)
            XCTAssertEqual(html, report.html())

            // Every chart's bar is hidden from screen readers and sits beside the numbers it draws.
            let bars = html.components(separatedBy: "<svg ").count - 1
            XCTAssertGreaterThan(bars, 0)
            XCTAssertEqual(html.components(separatedBy: "<svg class=\"bar\" viewBox=\"0 0 ").count - 1, bars)
            XCTAssertEqual(html.components(separatedBy: "aria-hidden=\"true\" focusable=\"false\">").count - 1, bars)
            XCTAssertEqual(barLists(html).flatMap(\.rows).count + shareCells(html).count, bars, "a bar outside a labelled row or share cell")
            for row in barLists(html).flatMap(\.rows) + shareCells(html) {
                XCTAssertNotNil(row.percent, "the numbers beside a bar say what it draws: \(row.value)")
            }

            // Every id is unique, and every aria-labelledby and in-page link names one.
            let ids = matches("id=\"([^\"]+)\"", in: html)
            XCTAssertEqual(ids.count, Set(ids).count, "duplicate ids")
            for ref in matches("aria-labelledby=\"([^\"]+)\"", in: html).flatMap({ $0.split(separator: " ").map(String.init) }) + matches("href=\"#([^\"]+)\"", in: html) {
                XCTAssertTrue(ids.contains(ref), ref)
            }
            // Every table has a caption; every header cell a scope; every scrolling wrapper is a
            // named region a keyboard can reach.
            XCTAssertEqual(html.components(separatedBy: "<table").count, html.components(separatedBy: "<caption id=").count)
            XCTAssertEqual(html.components(separatedBy: "<th ").count, html.components(separatedBy: "<th scope=").count)
            XCTAssertFalse(html.contains("<th>"))
            XCTAssertEqual(html.components(separatedBy: "<div class=\"table\"").count, html.components(separatedBy: "<div class=\"table\" role=\"region\" aria-labelledby=\"").count)
            XCTAssertEqual(html.components(separatedBy: "<h1>").count - 1, 1)
            XCTAssertTrue(html.contains("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"))
        }
        // The same input compiled twice gives the same bytes.
        XCTAssertEqual(CoverageReport(catalog: SampleCurriculum.catalog()).html(), CoverageReport(catalog: SampleCurriculum.catalog()).html())
    }

    func testTheFirstScreenAnswersTheThreeQuestions() throws {
        let html = try twoGrades().html()
        let overview = html[try XCTUnwrap(html.range(of: "<div class=\"overview\">")).lowerBound...].components(separatedBy: "<nav ")[0]
        XCTAssertTrue(overview.contains("<h2 id=\"covered\">Standards covered</h2>\n<p class=\"answer\">3 of 8 <span class=\"answer-unit\">(37.5&nbsp;%)</span></p>"), overview)
        XCTAssertTrue(overview.contains("<h2 id=\"thin\">Where coverage is thin</h2>\n<p class=\"answer\">5 standards <span class=\"answer-unit\">need items</span></p>"), overview)
        XCTAssertTrue(overview.contains("<span class=\"status uncovered\">3 uncovered</span>: <span class=\"code\">NY-K.OA.5</span>, <span class=\"code\">NY-1.MD.1</span>, <span class=\"code\">NY-1.OA.1</span>."), overview)
        XCTAssertTrue(overview.contains("<h2 id=\"targets\">Against the targets</h2>\n<p class=\"answer\">2 of 4 <span class=\"answer-unit\">targets reached</span></p>"), overview)
        XCTAssertTrue(overview.contains("Below target</span>: <span class=\"nowrap\">Grade 1 lessons</span> <span class=\"nowrap\">(0.0&nbsp;%)</span>"), overview)

        let covered = CoverageReport(catalog: SampleCurriculum.catalog(), readingLevel: NoReadingLevel())
        var all = covered
        all.standards = covered.standards.map { var s = $0; s.status = .covered; return s }
        XCTAssertTrue(all.html().contains("<p class=\"answer\">Nowhere</p>\n<p>Every standard has 3 or more items. Fewest: "))
    }

    // MARK: - Reading the page

    private struct Bar {
        var label: String
        /// The HTML beside the bar.
        var value: String
        var scale: Double
        var segments: [(cls: String, width: Double)]
        var svg: String
        /// The first percentage the text beside the bar states.
        var percent: Double? {
            guard let r = value.range(of: "[0-9]+\\.[0-9]&nbsp;%", options: .regularExpression) else { return nil }
            return Double(value[r].replacingOccurrences(of: "&nbsp;%", with: ""))
        }
        func width(of cls: String) -> Double { segments.filter { $0.cls == cls }.reduce(0) { $0 + $1.width } }
    }

    private func barLists(_ html: String) -> [(label: String, rows: [Bar])] {
        html.components(separatedBy: "<ul class=\"bars").dropFirst().map { chunk in
            let list = chunk.components(separatedBy: "</ul>")[0]
            let label = matches("aria-label=\"([^\"]+)\"", in: list).first ?? ""
            let rows = list.components(separatedBy: "<li>").dropFirst().map { li -> Bar in
                let label = matches("<span class=\"label\">(.*?)</span>", in: li).first ?? ""
                let value = matches("<span class=\"value\">(.*)</span><svg", in: li).first ?? ""
                return bar(label: label, value: value, in: li)
            }
            return (label, rows)
        }
    }

    private func shareCells(_ html: String) -> [Bar] {
        html.components(separatedBy: "<td class=\"share\">").dropFirst().map { chunk in
            let cell = chunk.components(separatedBy: "</td>")[0]
            return bar(label: "", value: cell.components(separatedBy: "<svg")[0], in: cell)
        }
    }

    private func bar(label: String, value: String, in html: String) -> Bar {
        let svg = "<svg" + (html.components(separatedBy: "<svg").dropFirst().first ?? "")
        let scale = Double(matches("viewBox=\"0 0 ([0-9.]+) 10\"", in: svg).first ?? "") ?? .nan
        let segments = svg.components(separatedBy: "<rect class=\"").dropFirst().compactMap { rect -> (String, Double)? in
            let cls = String(rect.prefix { $0 != "\"" })
            guard cls != "track", let w = matches("width=\"([0-9.]+)\"", in: rect).first.flatMap(Double.init) else { return nil }
            return (cls, w)
        }
        return Bar(label: label, value: value, scale: scale, segments: segments.map { (cls: $0.0, width: $0.1) }, svg: svg)
    }

    private func matches(_ pattern: String, in text: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators])
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } }
    }

    private func index(of needle: String, in text: String) throws -> Int {
        let range = try XCTUnwrap(text.range(of: needle), "no \(needle)")
        return text.distance(from: text.startIndex, to: range.lowerBound)
    }

    /// Every opened element is closed, in order; void elements and self-closed SVG shapes aside.
    private func assertBalanced(_ html: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let void: Set<String> = ["meta", "br", "wbr", "hr", "img", "input", "link"]
        var withoutStyle = html
        if let open = html.range(of: "<style>"), let close = html.range(of: "</style>") {
            withoutStyle.replaceSubrange(open.upperBound..<close.lowerBound, with: "")
        }
        let tag = try NSRegularExpression(pattern: "<(/?)([a-zA-Z][a-zA-Z0-9]*)\\b[^>]*?(/?)>")
        var stack: [String] = []
        for m in tag.matches(in: withoutStyle, range: NSRange(withoutStyle.startIndex..., in: withoutStyle)) {
            let closing = Range(m.range(at: 1), in: withoutStyle).map { !withoutStyle[$0].isEmpty } ?? false
            let name = String(withoutStyle[Range(m.range(at: 2), in: withoutStyle)!]).lowercased()
            let selfClosed = Range(m.range(at: 3), in: withoutStyle).map { !withoutStyle[$0].isEmpty } ?? false
            if void.contains(name) || selfClosed { continue }
            if closing {
                guard stack.last == name else {
                    return XCTFail("</\(name)> closes <\(stack.last ?? "nothing")>", file: file, line: line)
                }
                stack.removeLast()
            } else {
                stack.append(name)
            }
        }
        XCTAssertEqual(stack, [], "left open", file: file, line: line)
    }
}
