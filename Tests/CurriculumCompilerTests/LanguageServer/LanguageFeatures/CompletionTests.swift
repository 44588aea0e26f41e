@testable import CurriculumLanguageServer
@testable import CurriculumSyntax
import Foundation
import XCTest

@testable import CurriculumCompiler

/// Completion in lesson, unit, badge and analytics files, whole or half-typed. The cursor is
/// where `‸` is written in the text (the mark is taken out before completing).
final class CompletionTests: XCTestCase {
    private func complete(_ marked: String, path: String = "curriculum/k/01-counting/new-l1.yaml") throws -> [CompletionCandidate] {
        let text = marked.replacingOccurrences(of: "‸", with: "")
        let at = try XCTUnwrap(position(of: "‸", in: marked, path: path))
        return Completion.candidates(at: at, in: SourceFile(path: path, text: text), index: Shipped.index)
    }

    /// A schema property's description, read from the schema file itself.
    private func schemaDescription(_ file: String, _ property: String) throws -> String? {
        let data = try Data(contentsOf: Shipped.repository.appendingPathComponent("schemas/" + file))
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        return ((object["properties"] as? [String: Any])?[property] as? [String: Any])?["description"] as? String
    }

    private let lessonHead = """
        # yaml-language-server: $schema=../../../schemas/lesson.schema.json
        kind: Lesson
        id: k.counting.count-objects.l9
        skill: k.counting.count-objects
        title: Count
        order: 9
        stage: concrete
        lessonType: concept
        role: practiceSet
        items:
          - id: i1

        """

    func testAfterTypeEveryItemType() throws {
        let found = try complete(lessonHead + "    type: ‸\n")
        XCTAssertEqual(Set(found.map(\.label)), Set(ItemTypes.all.map { $0.name }))
        XCTAssertTrue(found.allSatisfy { $0.kind == .itemType && $0.detail?.isEmpty == false })
        let counting = try XCTUnwrap(found.first { $0.label == "counting" })
        XCTAssertEqual(counting.detail, "Counting: the child counts pictured objects (K.CC.4–5).")
        // A partial name is replaced from where it starts.
        let partial = try complete(lessonHead + "    type: ten‸\n")
        XCTAssertEqual(partial.count, ItemTypes.all.count)
        XCTAssertEqual(partial.first?.replaceLength, 3)
        XCTAssertEqual(partial.first?.replaceLocation.column, 11)
    }

    func testFieldNamesOfAHalfTypedItemThatDoesNotParse() throws {
        let text = lessonHead + """
                type: counting
                prompt: How many apples?
                ans‸

            """
        // The file as typed is not YAML yet.
        XCTAssertNil(YAMLLoader().load(SourceFile(path: "x.yaml", text: text.replacingOccurrences(of: "‸", with: ""))).root)
        let found = try complete(text)
        let labels = Set(found.map(\.label))
        for field in ["answer", "objects", "hints", "feedback", "options", "difficulty", "standards", "image"] {
            XCTAssertTrue(labels.contains(field), field)
        }
        for written in ["id", "type", "prompt"] { XCTAssertFalse(labels.contains(written), written) }
        XCTAssertFalse(labels.contains("kind"), "a lesson's own fields are not an item's")
        let answer = try XCTUnwrap(found.first { $0.label == "answer" })
        XCTAssertEqual(answer.documentation, try schemaDescription("items/counting.schema.json", "answer"))
        XCTAssertEqual(answer.kind, .field)
        XCTAssertEqual(answer.insertText, "answer: ")
        XCTAssertEqual(answer.detail, "required, whole number")
        XCTAssertEqual(answer.replaceLength, 3)
        // Fields of another type are not offered.
        XCTAssertFalse(labels.contains("frames"), "tenFrame's field")
    }

    func testFieldNamesOfANewItemBeforeItsType() throws {
        let found = try complete(lessonHead.replacingOccurrences(of: "  - id: i1\n", with: "  - ‸\n"))
        let labels = Set(found.map(\.label))
        // What every item type has.
        XCTAssertTrue(labels.isSuperset(of: ["id", "type", "difficulty", "quickCheck", "skill", "standards"]), "\(labels.sorted())")
        XCTAssertFalse(labels.contains("objects"), "only counting items have objects")
    }

    func testLessonFieldsFollowItsRole() throws {
        let head = """
            kind: Lesson
            id: k.counting.count-objects.l9
            role: practiceSet
            ‸
            items: []

            """
        let labels = Set(try complete(head).map(\.label))
        XCTAssertTrue(labels.isSuperset(of: ["skill", "title", "order", "stage", "lessonType", "rubric"]), "\(labels.sorted())")
        XCTAssertFalse(labels.contains("unit"), "only a mastery check names its unit")
        for written in ["kind", "id", "role", "items"] { XCTAssertFalse(labels.contains(written), written) }
        let mastery = Set(try complete(head.replacingOccurrences(of: "practiceSet", with: "masteryCheck")).map(\.label))
        XCTAssertTrue(mastery.contains("unit"))
        XCTAssertFalse(mastery.contains("skill"))
        let title = try XCTUnwrap(try complete(head).first { $0.label == "title" })
        XCTAssertEqual(title.documentation, try schemaDescription("lesson.schema.json", "title"))
    }

    func testStandardCodesInAFlowList() throws {
        let found = try complete(lessonHead + "    standards: [NY-K.CC.4a, NY-‸\n")
        XCTAssertTrue(found.allSatisfy { $0.kind == .standard })
        let labels = Set(found.map(\.label))
        XCTAssertEqual(labels, Set(Shipped.compilation.catalog.standards.keys).subtracting(["NY-K.CC.4a"]))
        let one = try XCTUnwrap(found.first { $0.label == "NY-K.CC.1" })
        XCTAssertEqual(one.detail, Shipped.compilation.catalog.standards["NY-K.CC.1"]?.description)
        XCTAssertTrue(plain(one.documentation ?? "").contains("Say the counting numbers up to 100"))
        XCTAssertEqual(one.replaceLength, 3)
    }

    func testSkillsAfterSkillAndInABlockList() throws {
        let skills = Set(Shipped.compilation.catalog.skillSequence)
        XCTAssertEqual(Set(try complete(lessonHead + "    skill: k.co‸\n").map(\.label)), skills)
        let unit = """
            kind: Unit
            id: k.counting
            skills:
              - id: k.counting.new
                name: New
                prerequisites:
                  - ‸

            """
        let found = try complete(unit, path: "curriculum/k/01-counting/unit.yaml")
        XCTAssertEqual(Set(found.map(\.label)), skills)
        XCTAssertEqual(found.first { $0.label == "k.counting.count-objects" }?.detail, "Count objects and write numerals to 20")
        // A unit's own prerequisites are units.
        let units = try complete("kind: Unit\nid: k.new\nprerequisites: [‸]\n", path: "u.yaml")
        XCTAssertEqual(Set(units.map(\.label)), Set(Shipped.compilation.catalog.units.map(\.id.value)))
    }

    func testEnumValuesAndBooleans() throws {
        let stage = try complete("kind: Lesson\nstage: ‸\n")
        XCTAssertEqual(stage.map(\.label), ["concrete", "representational", "abstract"])
        XCTAssertTrue(stage.allSatisfy { $0.kind == .value })
        let quick = try complete(lessonHead + "    type: counting\n    quickCheck: ‸\n")
        XCTAssertEqual(quick.map(\.label), ["true", "false"])
        let arrangement = try complete(lessonHead + "    type: counting\n    objects: {name: apple, count: 3, arrangement: ‸}\n")
        XCTAssertEqual(arrangement.map(\.label), ["line", "array", "circle", "scattered"])
    }

    func testEventsBadgesAndRules() throws {
        let events = try complete("kind: AnalyticsEvents\nid: analytics\nemitters:\n  tenFrame: [‸]\n", path: "curriculum/analytics.yaml")
        XCTAssertEqual(events.map(\.label), Shipped.compilation.catalog.analytics?.events.map(\.name.value))
        XCTAssertTrue(events.allSatisfy { $0.kind == .event })
        let badge = try complete("kind: Badges\nid: badges\nbadges:\n  - id: badge.new\n    skill: ‸\n", path: "curriculum/badges.yaml")
        XCTAssertEqual(Set(badge.map(\.label)), Set(Shipped.compilation.catalog.skillSequence))
        let flow = try complete("kind: Badges\nid: badges\nbadges:\n  - {id: badge.new, name: New, skill: k.‸}\n", path: "curriculum/badges.yaml")
        XCTAssertEqual(Set(flow.map(\.label)), Set(Shipped.compilation.catalog.skillSequence))
        let rules = try complete(lessonHead + "    type: counting\n    suppress:\n      - rule: COPY-‸\n")
        XCTAssertTrue(rules.contains { $0.label == "COPY-WORD-LIST" && $0.kind == .rule })
    }

    func testTopLevelKeysOfAUnit() throws {
        let found = try complete("kind: Unit\nid: k.new\n‸\n", path: "u.yaml")
        XCTAssertEqual(Set(found.map(\.label)), ["order", "title", "standards", "prerequisites", "remediation", "skills"])
    }

    func testANewFileStartsWithItsKind() throws {
        let key = try complete("‸\n", path: "new.yaml")
        XCTAssertEqual(key.map(\.label), ["kind"])
        let kinds = try complete("kind: Les‸\n", path: "new.yaml")
        XCTAssertTrue(kinds.map(\.label).contains("Lesson"))
        XCTAssertTrue(kinds.map(\.label).contains("StandardSet"))
        XCTAssertEqual(kinds.first { $0.label == "Lesson" }?.documentation, try schemaDescriptionOfFile("lesson.schema.json"))
    }

    private func schemaDescriptionOfFile(_ file: String) throws -> String? {
        let data = try Data(contentsOf: Shipped.repository.appendingPathComponent("schemas/" + file))
        return (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["description"] as? String
    }

    func testACandidateReplacesTheWholeWordTheCursorIsIn() throws {
        let found = try complete(lessonHead + "    skill: k.cou‸nting.count-objects\n")
        XCTAssertEqual(found.first?.replaceLocation.column, 12)
        XCTAssertEqual(found.first?.replaceLength, "k.counting.count-objects".count)
    }

    func testNothingInACommentOrAfterAClosedList() throws {
        XCTAssertTrue(try complete(lessonHead + "    # a comment ‸\n").isEmpty)
        XCTAssertTrue(try complete(lessonHead + "    standards: [NY-K.CC.1] ‸\n").isEmpty)
    }
}
