import CurriculumModel
import Foundation
import XCTest

@testable import CurriculumCompiler

/// `curriculum assets brief` over the shipped curriculum: the art brief lists exactly the
/// pictures still to draw, and the narration script has every line the app reads aloud, as the
/// bundles say it.
final class AssetsBriefTests: XCTestCase {
    /// Splits RFC 4180 CSV into rows of fields.
    static func rows(_ csv: String) -> [[String]] {
        var rows: [[String]] = [], row: [String] = [], field = "", quoted = false
        var chars = Array(csv.unicodeScalars)[...]
        while let c = chars.popFirst() {
            if quoted {
                if c == "\"" {
                    if chars.first == "\"" { field.unicodeScalars.append("\""); chars.removeFirst() } else { quoted = false }
                } else { field.unicodeScalars.append(c) }
            } else if c == "\"" { quoted = true
            } else if c == "," { row.append(field); field = ""
            } else if c == "\r" { continue
            } else if c == "\n" { row.append(field); rows.append(row); row = []; field = ""
            } else { field.unicodeScalars.append(c) }
        }
        return rows
    }

    func testTheBriefsCoverWhatIsMissingAndEverythingSaid() throws {
        let tree = try TemporaryTree()
        let run = runCLI(["assets", "brief", PinnedCurriculum.url.path, "--out", tree.url.appendingPathComponent("brief").path], in: tree.url)
        XCTAssertEqual(run.code, .success, run.err)
        let compilation = try Compiler.compile(root: PinnedCurriculum.url, displayRoot: "curriculum")
        let catalog = compilation.catalog
        let used = Set(catalog.assetUses.map(\.asset.value))
        let undrawn = used.filter { catalog.assetsByID[$0]?.file == nil }
        // Every picture in the images folder is used and drawn; nothing else is.
        let files = try FileManager.default.contentsOfDirectory(atPath: PinnedCurriculum.url.appendingPathComponent("assets/images").path)
        XCTAssertGreaterThan(files.count, 0)
        XCTAssertEqual(used.count - undrawn.count, files.count, "each drawn picture in assets/images is one used asset")
        XCTAssertTrue(run.out.contains("art-brief.{md,csv}: \(undrawn.count) pictures to draw, \(used.count - undrawn.count) drawn"), run.out)

        // Art: one row per item that shows a picture not drawn yet; none for drawn ones.
        let art = Self.rows(try String(contentsOf: tree.url.appendingPathComponent("brief/art-brief.csv"), encoding: .utf8))
        XCTAssertEqual(art.first?.prefix(4), ["asset", "kind", "shows", "count"])
        XCTAssertEqual(Set(art.dropFirst().map { $0[0] }), undrawn)
        XCTAssertEqual(art.count - 1, catalog.assetUses.filter { undrawn.contains($0.asset.value) }.count)
        let ducks = try XCTUnwrap(art.first { $0[0] == "k-count-ducks-line" })
        XCTAssertEqual(ducks[3], "6")
        XCTAssertEqual(ducks[5...7], ["320", "240", "Kindergarten"])
        XCTAssertEqual(ducks[10], "How many ducks are in the pond?")
        XCTAssertTrue(ducks[13].contains("NY-K.CC.5a"), "\(ducks)")
        let markdown = try String(contentsOf: tree.url.appendingPathComponent("brief/art-brief.md"), encoding: .utf8)
        XCTAssertTrue(markdown.contains("## k-count-ducks-line\n\n- **Shows:** Yellow ducks in a line on a pond: exactly 6 ducks"), markdown)
        XCTAssertFalse(markdown.contains("## ten-frames-8-and-5"))

        // Narration: every prompt, option, hint, feedback line and label of every item, read as
        // the bundle's spoken form says it.
        let script = Self.rows(try String(contentsOf: tree.url.appendingPathComponent("brief/narration-en.csv"), encoding: .utf8))
        XCTAssertEqual(script.first, ["file", "key", "read", "written", "locale", "grade", "lesson", "lesson_title", "item", "item_type", "field"])
        var read: [String: String] = [:]
        for row in script.dropFirst() {
            XCTAssertNil(read[row[1]], "key \(row[1]) twice")
            read[row[1]] = row[2]
            XCTAssertEqual(row[0], row[1].replacingOccurrences(of: "/", with: "_") + ".m4a")
        }
        let builder = BundleBuilder(catalog: catalog)
        var expected = 0
        for (lesson, item) in catalog.items {
            let record = builder.itemRecord(item, in: lesson), full = item.fullID
            XCTAssertEqual(read[StringKey.prompt(full)], record.spoken?.prompt ?? record.prompt, full)
            expected += 1
            for (n, option) in (record.options ?? []).enumerated() {
                XCTAssertEqual(read[StringKey.option(full, n + 1)], record.spoken?.options?[n] ?? option.displayText, "\(full) option \(n + 1)")
                expected += 1
            }
            for (n, hint) in record.hints.enumerated() {
                XCTAssertEqual(read[StringKey.hint(full, n + 1)], record.spoken?.hints?[n] ?? hint, "\(full) hint \(n + 1)")
                expected += 1
            }
            XCTAssertEqual(read[StringKey.feedbackCorrect(full)], record.spoken?.feedback?.correct ?? record.feedback.correct, full)
            XCTAssertEqual(read[StringKey.feedbackIncorrect(full)], record.spoken?.feedback?.incorrect ?? record.feedback.incorrect, full)
            expected += [record.feedback.correct, record.feedback.incorrect].compactMap { $0 }.count
            // Every label that reads differently is in the script as the bundle says it.
            let labels = script.dropFirst().filter { $0[8] == full && $0[10] == "label" }
            for (written, said) in record.spoken?.labels ?? [:] {
                XCTAssertTrue(labels.contains { $0[3] == written && $0[2] == said }, "\(full) label \(written)")
            }
            expected += labels.count
        }
        XCTAssertEqual(script.count - 1, expected)
        XCTAssertTrue(script.contains { $0[3] == "8 + 6 = ?" && $0[2] != $0[3] } || script.contains { $0[3].contains(" = ") && $0[2].contains("equals") })
    }

    /// Author text in the brief is text: a Markdown viewer renders inline HTML and loads image
    /// links, so markup in `shows:` or a prompt must come out escaped.
    func testAuthorMarkupInTheBriefIsEscaped() throws {
        let tree = try TemporaryTree()
        try FileManager.default.copyItem(at: PinnedCurriculum.url, to: tree.url.appendingPathComponent("curriculum"))
        let hostile = #"<script>alert(1)</script> <img src=x onerror=alert(1)> ![t](https://example.com/t.png) [link](javascript:x) *bold* | pipe"#
        let catalog = try tree.read("curriculum/assets/catalog.yaml")
        let line = "shows: \"Yellow ducks in a line on a pond: exactly 6 ducks, in a row, each whole and apart from the others so a child can touch each one once\""
        XCTAssertTrue(catalog.contains(line))
        try tree.write("curriculum/assets/catalog.yaml", catalog.replacingOccurrences(of: line, with: "shows: '" + hostile + "'"))
        let run = runCLI(["assets", "brief", "curriculum", "--out", "brief"], in: tree.url)
        XCTAssertEqual(run.code, .success, run.err)
        let markdown = try tree.read("brief/art-brief.md")
        let shows = try XCTUnwrap(markdown.components(separatedBy: "\n").first { $0.hasPrefix("- **Shows:** ") && $0.contains("alert") }, markdown)
        XCTAssertEqual(shows, #"- **Shows:** \<script\>alert(1)\</script\> \<img src=x onerror=alert(1)\> \!\[t\](https://example.com/t.png) \[link\](javascript:x) \*bold\* \| pipe"#)
        // Nowhere in the brief does a '<', '[' or '!' open anything: each is escaped.
        for (n, line) in markdown.components(separatedBy: "\n").enumerated() {
            let scalars = Array(line.unicodeScalars)
            for (k, c) in scalars.enumerated() where c == "<" || c == "[" || c == "!" {
                XCTAssertTrue(k > 0 && scalars[k - 1] == "\\", "an unescaped '\(c)' on line \(n + 1) of the brief: \(line)")
            }
        }
    }

    func testMisuseIsAUsageError() throws {
        let tree = try TemporaryTree()
        XCTAssertEqual(runCLI(["assets"], in: tree.url).code, .usage)
        let typo = runCLI(["assets", "brif"], in: tree.url)
        XCTAssertEqual(typo.code, .usage)
        XCTAssertTrue(typo.err.contains("did you mean 'brief'"), typo.err)
    }
}
