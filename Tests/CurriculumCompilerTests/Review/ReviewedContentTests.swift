import CurriculumModel
import Foundation
import XCTest

@testable import CurriculumCompiler
@testable import CurriculumPreview

/// What an approval is of (`ReviewedContent`), how review files are written and read back
/// (`ReviewRecordText`), and what the coverage report and the preview make of approvals.
final class ReviewedContentTests: XCTestCase {
    static let lesson = "k.counting.count-objects.l1"
    static let lessonFile = "curriculum/k/01-counting/count-objects-l1.yaml"

    func workspace() throws -> TemporaryTree {
        let tree = try TemporaryTree()
        try FileManager.default.copyItem(at: PinnedCurriculum.url, to: tree.url.appendingPathComponent("curriculum"))
        return tree
    }

    func compile(_ tree: TemporaryTree) throws -> Compilation {
        try Compiler.compile(root: tree.url.appendingPathComponent("curriculum"), displayRoot: "curriculum")
    }

    func lesson(_ compilation: Compilation, _ id: String = lesson) throws -> Lesson {
        try XCTUnwrap(compilation.catalog.lessons.first { $0.id.value == id })
    }

    /// The bytes approved of each item are exactly its element of the lesson's `items.json`.
    func testTheHashIsOfTheBytesTheBundleCarries() throws {
        let tree = try workspace()
        let compilation = try compile(tree)
        let lesson = try lesson(compilation)
        let content = ReviewedContent(catalog: compilation.catalog)
        let dist = tree.url.appendingPathComponent("dist")
        _ = try EmitStage(outputDirectory: dist, shownDirectory: "dist").stage(compilation).install()
        let bundle = try XCTUnwrap(try FileManager.default.contentsOfDirectory(atPath: dist.path).first { $0.hasPrefix("math-kindergarten-") })
        let items = try Data(contentsOf: dist.appendingPathComponent("\(bundle)/lessons/\(Self.lesson)/items.json"))
        let elements = lesson.items.map { content.bytes(of: $0, in: lesson, kind: .content) }
        XCTAssertEqual(Array(items), [UInt8(ascii: "[")] + Array(elements.joined(separator: [UInt8(ascii: ",")])) + [UInt8(ascii: "]")])
        XCTAssertEqual(content.hash(of: lesson.items[0], in: lesson, kind: .accessibility), SHA256.hex(SHA256.hash(elements[0])))
    }

    /// A translation review approves the item's strings in its locale: its Spanish lapses it,
    /// a change that leaves the strings as they are does not; a content review the other way round.
    func testATranslationReviewFollowsTheStringsOfItsLocale() throws {
        let tree = try workspace()
        let spanish = ReviewKind.translation(locale: "es-US")
        func hashes() throws -> (content: String, spanish: String) {
            let compilation = try compile(tree)
            let lesson = try lesson(compilation)
            let item = lesson.items[1]
            let content = ReviewedContent(catalog: compilation.catalog)
            return (content.hash(of: item, in: lesson, kind: .content), content.hash(of: item, in: lesson, kind: spanish))
        }
        let first = try hashes()
        try tree.edit(Self.lessonFile, replacing: "    difficulty: 1\n    standards: [NY-K.CC.4a, NY-K.CC.5a]\n    prompt: How many ducks", with: "    difficulty: 2\n    standards: [NY-K.CC.4a, NY-K.CC.5a]\n    prompt: How many ducks")
        let second = try hashes()
        XCTAssertNotEqual(first.content, second.content)
        XCTAssertEqual(first.spanish, second.spanish)
        try tree.edit("curriculum/l10n/es-US.xcstrings", replacing: "Empieza con el pato de la izquierda.", with: "Empieza por el pato de la izquierda.")
        let third = try hashes()
        XCTAssertEqual(second.content, third.content)
        XCTAssertNotEqual(second.spanish, third.spanish)
        XCTAssertEqual(ReviewKind("translation-es-us"), spanish, "a locale is read whatever its case")
        XCTAssertEqual(spanish.name, "translation-es-US")
    }

    /// The same approvals give the same bytes in any order; names YAML would misread are quoted
    /// and read back as written.
    func testAReviewFileIsDeterministicAndReadsBackAsWritten() throws {
        let hash = String(repeating: "0123456789", count: 7).prefix(64)
        let entries = [
            ReviewRecordText.Entry(item: "i10", by: "Zoë: lead, #1", date: "2025-11-29", sha256: String(hash)),
            ReviewRecordText.Entry(item: "i2", by: "Seán O'Brien", date: "2025-11-29", sha256: String(repeating: "ab", count: 32)),
            ReviewRecordText.Entry(item: "i1", by: "\"Quoted\" \\ name", date: "2025-11-30", sha256: String(repeating: "cd", count: 32)),
        ]
        let text = ReviewRecordText.text(lesson: Self.lesson, kind: .content, entries: entries, schema: "../../../schemas/reviews.schema.json")
        XCTAssertEqual(text, ReviewRecordText.text(lesson: Self.lesson, kind: .content, entries: entries.reversed(), schema: "../../../schemas/reviews.schema.json"))
        XCTAssertEqual(text.split(separator: "\n").filter { $0.hasPrefix("  - ") }, [
            "  - {item: i1, by: \"\\\"Quoted\\\" \\\\ name\", date: 2025-11-30, sha256: \(String(repeating: "cd", count: 32))}",
            "  - {item: i2, by: Seán O'Brien, date: 2025-11-29, sha256: \(String(repeating: "ab", count: 32))}",
            "  - {item: i10, by: \"Zoë: lead, #1\", date: 2025-11-29, sha256: \"\(hash)\"}",
        ])
        let tree = try workspace()
        try tree.write("curriculum/reviews/content/\(Self.lesson).yaml", text)
        let compilation = try compile(tree)
        XCTAssertEqual(compilation.diagnostics.filter { $0.location.path.hasPrefix("curriculum/reviews/") }.map(\.message), [])
        let approvals = compilation.catalog.reviews.all
        XCTAssertEqual(approvals.map(\.by), ["\"Quoted\" \\ name", "Seán O'Brien", "Zoë: lead, #1"])
        XCTAssertEqual(approvals.map(\.sha256), [String(repeating: "cd", count: 32), String(repeating: "ab", count: 32), String(hash)])
        XCTAssertEqual(ReviewRecordText.schemaPath(for: "reviews/content/x.yaml", manifestSchema: "../schemas/curriculum.schema.json"), "../../../schemas/reviews.schema.json")
    }

    /// A second approval of one item for one kind, in the same file or another, is a duplicate.
    func testAnItemApprovedTwiceForOneKindIsADuplicate() throws {
        let tree = try workspace()
        let entry = ReviewRecordText.Entry(item: "i1", by: "Ana Ruiz", date: "2025-11-29", sha256: String(repeating: "ab", count: 32))
        let text = ReviewRecordText.text(lesson: Self.lesson, kind: .content, entries: [entry], schema: "../../../schemas/reviews.schema.json")
        try tree.write("curriculum/reviews/content/\(Self.lesson).yaml", text)
        try tree.write("curriculum/reviews/content/copy.yaml", text)
        let duplicates = try compile(tree).diagnostics.filter { $0.ruleID == RefDuplicateID.id }
        XCTAssertEqual(duplicates.map { "\($0.location): \($0.message)" }, ["curriculum/reviews/content/k.counting.count-objects.l1.yaml:7:12: '\(Self.lesson)/i1' is already defined"])
    }

    /// Coverage counts each kind per grade, and only once something has been reviewed.
    func testCoverageCountsApprovedChangedAndNeverReviewed() throws {
        let tree = try workspace()
        XCTAssertEqual(CoverageReport(catalog: try compile(tree).catalog).reviews, [])
        let approval = ReviewApproval(compilation: try compile(tree), lessons: [try lesson(try compile(tree))], kind: .content, by: "Ana Ruiz", date: "2025-11-29")
        try approval.write()
        try tree.edit(Self.lessonFile, replacing: "      - Start with the duck on the left.", with: "      - Begin with the duck on the left.")
        let report = CoverageReport(catalog: try compile(tree).catalog)
        let row = try XCTUnwrap(report.reviews.first)
        XCTAssertEqual(row.kind, "content")
        XCTAssertEqual([row.counts.approved, row.counts.changed], [7, 1])
        XCTAssertEqual(row.grades.map(\.grade), [.kindergarten, .first])
        XCTAssertEqual(row.grades.last?.counts.neverReviewed, row.grades.last?.counts.total)
        let total = row.counts.total
        XCTAssertTrue(report.text().contains("reviews: content 7 / \(total) (0.5 %) approved (1 changed since approval, \(total - 8) never reviewed)\n"), report.text())
        // Kindergarten holds every approval and the one change; its total is the curriculum's, whatever it is.
        let kindergarten = try XCTUnwrap(row.grades.first?.counts.total)
        XCTAssertGreaterThan(kindergarten, 8)
        let percent = String(format: "%.1f", 700.0 / Double(kindergarten))
        XCTAssertTrue(report.markdown().contains("| content | Kindergarten | 7 / \(kindergarten) (\(percent) %) | 1 | \(kindergarten - 8) |"), report.markdown())
    }

    /// The preview's page of changes draws the changed item as approved and as it is, marks the
    /// changed field, and is there only for kinds the review files hold.
    func testThePreviewShowsTheBeforeAndAfterOfAChangedItem() throws {
        let tree = try workspace()
        XCTAssertFalse(PreviewSite(try compile(tree)).pages().contains { $0.path.hasPrefix("changes-") })
        try ReviewApproval(compilation: try compile(tree), lessons: [try lesson(try compile(tree))], kind: .content, by: "Ana Ruiz", date: "2025-11-29").write()
        try tree.edit(Self.lessonFile, replacing: "    filled: 5\n    ask: count\n    answer: 5", with: "    filled: 6\n    ask: count\n    answer: 6")
        try tree.edit(Self.lessonFile, replacing: "so there are 5 dots.", with: "so there are 6 dots.")
        let site = PreviewSite(try compile(tree))
        let page = try XCTUnwrap(site.pages().first { $0.path == "changes-content.html" }?.html)
        XCTAssertEqual(page.components(separatedBy: "<article ").count - 1, 1, "exactly the changed item")
        XCTAssertTrue(page.contains("data-item-id=\"\(Self.lesson)/i3\""))
        XCTAssertTrue(page.contains("<strong>Changed:</strong> <code>answer</code>, <code>feedback</code>, <code>fields.filled</code>"), page)
        XCTAssertEqual(page.components(separatedBy: "<svg").count - 1, 2, "the ten frame drawn as approved and as it is")
        XCTAssertTrue(page.contains("<dt class=\"changed\">Feedback when right <span class=\"tag bad\">changed</span></dt>"))
        XCTAssertFalse(page.contains("<dt class=\"changed\">Feedback when wrong"), "only the feedback line that changed is marked")
        XCTAssertTrue(page.contains("<legend>Before approving again</legend>"))
        let index = try XCTUnwrap(site.pages().first { $0.path == "index.html" }?.html)
        let neverReviewed = try PinnedCurriculum.itemCount() - 8
        XCTAssertTrue(index.contains("<a href=\"changes-content.html\">Changed since the content review</a>: 7 approved, 1 changed since approval, \(neverReviewed) never reviewed"), index)
    }
}

extension ReviewedContentTests {
    /// docs/reviews.md's review file, put in place, is one: it passes its schema and links.
    func testTheDocumentedReviewFileIsOne() throws {
        let page = try Documentation.blocks(in: "docs/reviews.md")
        let block = try XCTUnwrap(page.first { $0.language == "yaml" && $0.text.contains("kind: Reviews") })
        let tree = try workspace()
        try tree.write("curriculum/reviews/content/\(Self.lesson).yaml", block.text)
        let compilation = try compile(tree)
        XCTAssertEqual(compilation.diagnostics.filter { $0.location.path.hasPrefix("curriculum/reviews/") }.map(\.message), [])
        XCTAssertEqual(compilation.catalog.reviews.all.map(\.fullID), ["\(Self.lesson)/i1", "\(Self.lesson)/i2"])
    }
}
