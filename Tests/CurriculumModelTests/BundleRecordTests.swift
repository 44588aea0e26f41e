import Foundation
import XCTest

@testable import CurriculumModel

/// The bundle model's small pieces: JSON values, versions, review intervals, rubric resolution,
/// string keys and schema names.
final class BundleRecordTests: XCTestCase {
    private func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(json.utf8))
    }

    func testJSONValueKeepsIntegersDoublesAndBooleansApart() throws {
        let value = try decode(JSONValue.self, #"{"a": 1, "b": 1.5, "c": true, "d": "x", "e": [null, 2], "f": {}}"#)
        XCTAssertEqual(value, ["a": 1, "b": 1.5, "c": true, "d": "x", "e": [nil, 2], "f": .object([:])])
        XCTAssertEqual(value["a"]?.intValue, 1)
        XCTAssertNil(value["c"]?.intValue)
        XCTAssertEqual(value["e"]?[1]?.intValue, 2)
        XCTAssertNil(value["e"]?[5])
        XCTAssertEqual(value["b"]?.displayText, "1.5")
        let again = try JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(value))
        XCTAssertEqual(again, value)
    }

    func testSemanticVersionParsesAndOrders() throws {
        XCTAssertEqual(SemanticVersion("1.2.3")?.description, "1.2.3")
        XCTAssertEqual(SemanticVersion("2.0.0-rc.1+build.5")?.prerelease, ["rc", "1"])
        for bad in ["1.2", "01.2.3", "1.2.3-", "1.2.3-01", "a.b.c", "1.2.3.4", "", "1.2.-3"] {
            XCTAssertNil(SemanticVersion(bad), bad)
        }
        let ordered = ["1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta", "1.0.0-beta.2", "1.0.0-beta.11", "1.0.0-rc.1", "1.0.0", "1.0.1", "1.1.0", "2.0.0"]
        let versions = ordered.compactMap(SemanticVersion.init)
        XCTAssertEqual(versions.count, ordered.count)
        XCTAssertEqual(versions.shuffled().sorted(), versions)
        XCTAssertEqual(SemanticVersion("1.0.0+a"), SemanticVersion("1.0.0+b"))
    }

    func testSemanticVersionBumps() {
        let v = SemanticVersion("1.4.2")!
        XCTAssertEqual(v.bumped(.major).description, "2.0.0")
        XCTAssertEqual(v.bumped(.minor).description, "1.5.0")
        XCTAssertEqual(v.bumped(.patch).description, "1.4.3")
        XCTAssertEqual(SemanticVersion("2.0.0-rc.1")!.bumped(.major).description, "2.0.0")
        XCTAssertEqual(SemanticVersion("1.3.0-rc.1")!.bumped(.major).description, "2.0.0")
    }

    func testReviewIntervalsBecomeDays() {
        XCTAssertEqual(["3d", "1w", "2w", "1mo"].map(ReviewInterval.days), [3, 7, 14, 30])
        XCTAssertEqual(ReviewInterval.days("5"), 5)
        XCTAssertEqual(ReviewInterval.days("1y"), 365)
        // Spaces and tabs around an interval are ignored; inside one, or alone, they are not one.
        XCTAssertEqual(ReviewInterval.days(" 3d\t"), 3)
        XCTAssertEqual(ReviewInterval.days("\u{00A0}1w"), 7)
        XCTAssertNil(ReviewInterval.days("3 d"))
        XCTAssertNil(ReviewInterval.days("  "))
        XCTAssertNil(ReviewInterval.days("3d\n"))
        for bad in ["", "d", "3x", "-1d", "1.5w", "99999999d"] { XCTAssertNil(ReviewInterval.days(bad), bad) }
    }

    func testRubricResolvesOverridesOverDefaults() {
        let manifest = Rubric.resolved(
            threshold: 0.8, window: nil, sessions: 3, hintPenalty: nil, maxDifficulty: nil, reviewIntervals: ["3d", "1w"])
        XCTAssertEqual(manifest, Rubric(threshold: 0.8, window: 5, sessions: 3, hintPenalty: 0.1, maxDifficulty: 3, reviewIntervals: [3, 7]))
        let lesson = Rubric.resolved(
            threshold: 0.9, window: nil, sessions: nil, hintPenalty: 0.2, maxDifficulty: nil, reviewIntervals: nil, defaults: manifest)
        XCTAssertEqual(lesson, Rubric(threshold: 0.9, window: 5, sessions: 3, hintPenalty: 0.2, maxDifficulty: 3, reviewIntervals: [3, 7]))
    }

    func testStringKeysDeriveFromSlugs() {
        let item = "k.counting.count-to-10.l1/i3"
        XCTAssertEqual(StringKey.prompt(item), "k.counting.count-to-10.l1/i3.prompt")
        XCTAssertEqual(StringKey.hint(item, 1), "k.counting.count-to-10.l1/i3.hint.1")
        XCTAssertEqual(StringKey.feedbackIncorrect(item), "k.counting.count-to-10.l1/i3.feedback.incorrect")
        XCTAssertEqual(StringKey.alt(item), "k.counting.count-to-10.l1/i3.alt")
        XCTAssertEqual(StringKey.lessonTitle("k.counting.count-to-10.l1"), "k.counting.count-to-10.l1.title")
        XCTAssertEqual(StringKey.badgeName("badge.star"), "badge.star.name")
    }

    func testSchemaNames() {
        XCTAssertEqual(BundleSchema.lessonMetadata.path, "bundle/lesson-metadata.schema.json")
        for schema in BundleSchema.allCases { XCTAssertEqual(BundleSchema(path: schema.path), schema) }
        XCTAssertNil(BundleSchema(path: "bundle/other.schema.json"))
        XCTAssertNil(BundleSchema(path: "lesson.schema.json"))
    }

    func testContentHashIgnoresListOrder() {
        let a = BundleManifest.FileEntry(path: "a.json", sha256: String(repeating: "a", count: 64), size: 1, schema: "bundle/units.schema.json")
        let b = BundleManifest.FileEntry(path: "b.json", sha256: String(repeating: "b", count: 64), size: 2, schema: "bundle/skills.schema.json")
        XCTAssertEqual(BundleManifest.contentHash(of: [a, b]), BundleManifest.contentHash(of: [b, a]))
        // sha256sum format: "<hash>  <path>\n" per file.
        let expected = SHA256.hex(SHA256.hash(Array("\(a.sha256)  a.json\n\(b.sha256)  b.json\n".utf8)))
        XCTAssertEqual(BundleManifest.contentHash(of: [a, b]), expected)
    }

    func testStringCatalogLooksUpWithFallback() throws {
        let catalog = try decode(StringCatalog.self, """
            {"sourceLanguage": "en", "version": "1.0", "strings": {"k.a.title": {"comment": "Title",
              "localizations": {"en": {"stringUnit": {"state": "translated", "value": "Count"}},
                                "es": {"stringUnit": {"state": "translated", "value": "Contar"}}}}}}
            """)
        XCTAssertEqual(catalog.value("k.a.title"), "Count")
        XCTAssertEqual(catalog.value("k.a.title", language: "es"), "Contar")
        XCTAssertEqual(catalog.value("k.a.title", language: "fr"), "Count")
        XCTAssertNil(catalog.value("missing"))
        XCTAssertNil(catalog.strings["k.a.title"]?.extractionState)
    }

    func testSpokenLabelsDecodeAndFallBackToTheWrittenText() throws {
        let spoken = try decode(ItemRecord.SpokenText.self, #"{"labels": {"10 + 1": "10 plus 1", "3:30": "three thirty"}}"#)
        XCTAssertEqual(spoken.labels?["10 + 1"], "10 plus 1")
        XCTAssertFalse(spoken.isEmpty)
        // Bundles written before labels existed decode with none.
        let older = try decode(ItemRecord.SpokenText.self, #"{"prompt": "What is 2 plus 2?"}"#)
        XCTAssertNil(older.labels)
        var item = ItemRecord(
            id: "i1", fullId: "k.a.l1/i1", uuid: UUID(), lesson: "k.a.l1", type: "dragDrop", skill: nil, standards: [],
            difficulty: 1, quickCheck: false, prompt: "Match each number sentence to its teen number.", answer: nil,
            options: nil, hints: [], feedback: .init(), image: nil, spoken: spoken, fields: [:])
        XCTAssertEqual(item.spoken(label: "10 + 1"), "10 plus 1")
        XCTAssertEqual(item.spoken(label: "eleven"), "eleven", "text without an entry reads as written")
        item.spoken = nil
        XCTAssertEqual(item.spoken(label: "10 + 1"), "10 + 1")
    }

    func testBadgeRecordFeedsTheMasteryEngine() {
        let badge = BadgeRecord(id: "badge.a", uuid: UUIDv5.entity("badge.a"), name: "A", skill: "k.a.b", lessons: ["k.a.b.l1", "k.a.b.l2"], levels: [])
        XCTAssertTrue(badge.progress.isUnlocked(mastered: ["k.a.b.l1", "k.a.b.l2"]))
        XCTAssertFalse(badge.progress.isUnlocked(mastered: ["k.a.b.l1"]))
    }
}
