@testable import CurriculumScaffold
import Foundation
import XCTest

@testable import CurriculumCompiler

/// The placeholder items behind `curriculum new`, for every standard of the shipped matrix:
/// they fit the standard (types the curriculum teaches it with, numbers in its range), they lint
/// clean but for their TODO markers, and clean once the markers are gone but for examples kept
/// word for word, which repeat the items they were taken from (ITEM-DUPLICATE-CONTENT).
final class PlaceholderItemsTests: XCTestCase {
    func testEveryStandardHasPlaceholdersThatFitItAndLintCleanOnceWritten() throws {
        let tree = try NewCommandTests.shippedTree()
        let root = tree.url.appendingPathComponent("curriculum")
        let scaffold = try Scaffold(root: root, display: "curriculum")
        let catalog = scaffold.catalog
        var plan = Scaffold.Plan()
        var lessons = Set<String>()
        var placeholders = 0
        var standards = 0
        for grade in Grade.allCases {
            // One unit per grade with one skill per standard, each skill's first lessons and the
            // unit's mastery check, as `new unit` and `new skill` write them.
            let codes = catalog.standardSets.filter { $0.grade == grade }.flatMap(\.standards).filter { !$0.isHeading }.map(\.code)
            standards += codes.count
            let unitID = grade.idPrefix + ".every-standard"
            let folder = grade.idPrefix + "/99-every-standard"
            var unit = """
                # yaml-language-server: $schema=../../../schemas/unit.schema.json
                kind: Unit
                id: \(unitID)
                order: 99
                title: Every standard
                standards: [\(codes.joined(separator: ", "))]
                prerequisites: []
                skills:

                """
            var skills: [Skill] = []
            for (n, code) in codes.enumerated() {
                let skill = scaffold.newSkill(
                    id: "\(unitID).s\(n + 1)", unit: unitID, grade: grade, name: "Standard \(n + 1)", standards: [code],
                    path: folder + "/unit.yaml")
                skills.append(skill)
                unit += "  - {id: \(skill.id.value), name: \(skill.name), standards: [\(code)], prerequisites: []}\n"
                for (relative, draft) in scaffold.firstLessons(of: skill, in: folder) {
                    plan.creates.append((relative, draft.text))
                    lessons.insert("curriculum/" + relative)
                    placeholders += draft.placeholders
                }
            }
            plan.creates.append((folder + "/unit.yaml", unit))
            let mastery = scaffold.masteryDraft(
                unitID: unitID, unitTitle: "Every standard", skills: skills, relative: folder + "/mastery.yaml", title: nil)
            plan.creates.append((folder + "/mastery.yaml", mastery.text))
            lessons.insert("curriculum/" + folder + "/mastery.yaml")
            placeholders += mastery.placeholders
        }
        XCTAssertEqual(standards, 57)
        try scaffold.write(plan)

        // The shipped pictures still to draw (ASSET-PLACEHOLDER notes) are not what `new` wrote.
        let found = try Compiler.compile(root: root, displayRoot: "curriculum").diagnostics.filter { $0.ruleID != AssetPlaceholder.id }
        let others = found.filter { $0.ruleID != CopyPlaceholder.id }
        XCTAssertEqual(others.map { "\($0.location): \($0.message) [\($0.ruleID)]" }, [])
        XCTAssertEqual(found.count, placeholders)
        XCTAssertEqual(Set(found.map(\.location.path)), lessons)
        XCTAssertEqual(try NewCommandTests.misfits(in: tree, paths: lessons), [])

        try NewCommandTests.writePlaceholders(in: tree, files: lessons)
        let written = try Compiler.compile(root: root, displayRoot: "curriculum")
        let leftOver = written.diagnostics.filter { $0.ruleID != ItemDuplicateContent.id && $0.ruleID != AssetPlaceholder.id }
        XCTAssertEqual(leftOver.map { "\($0.location): \($0.message) [\($0.ruleID)]" }, [])
        XCTAssertEqual(Set(written.diagnostics.filter { $0.ruleID != AssetPlaceholder.id }.map(\.location.path)).subtracting(lessons), [])
    }

    func testEveryStandardHasExamplesOfTwoTypesFromTheTable() throws {
        let catalog = try Compiler.compile(
            root: PinnedCurriculum.url, displayRoot: "curriculum").catalog
        let items = PlaceholderItems(catalog: catalog)
        for standard in catalog.standards.values where !standard.isHeading {
            let pool = items.pool(for: standard.code, grade: standard.grade)
            XCTAssertGreaterThanOrEqual(Set(pool.map(\.type)).count, 2, standard.code)
            let table = ItemSamples.byStandard[standard.code] ?? []
            XCTAssertEqual(pool.map(\.prompt), table.map(\.prompt), "\(standard.code): every example of the table fits the shipped matrix")
            // A story is offered only for a standard whose `tasks` have story problems.
            if let story = ItemSamples.stories[standard.code] {
                XCTAssertTrue(items.fits(story, code: standard.code, grade: standard.grade), "\(standard.code): \(story.prompt)")
            }
        }
        XCTAssertEqual(Set(ItemSamples.stories.keys).subtracting(catalog.standards.keys), [], "every story is of a standard")
    }

    func testALessonMixesTypesAndRepeatsNoExampleWhileOthersAreLeft() throws {
        let catalog = try Compiler.compile(
            root: PinnedCurriculum.url, displayRoot: "curriculum").catalog
        let items = PlaceholderItems(catalog: catalog)
        let skill = try XCTUnwrap(catalog.skills["k.counting.ordinal-positions"])
        for variant in 0..<4 {
            let lesson = items.lesson(for: skill, count: 5, variant: variant)
            XCTAssertEqual(lesson.count, 5)
            XCTAssertEqual(Set(lesson.map(\.sample.type)), ["ordinal", "multipleChoice"])
            XCTAssertEqual(Set(lesson.map(\.sample.prompt)).count, 5)
            XCTAssertEqual(lesson.map(\.quickCheck), [true, false, false, false, false])
            XCTAssertFalse(lesson.contains { $0.narrow }, "a skill of one standard names it once, on the skill")
        }
        XCTAssertNotEqual(
            items.lesson(for: skill, count: 5, variant: 0).map(\.sample.prompt),
            items.lesson(for: skill, count: 5, variant: 1).map(\.sample.prompt), "later lessons start elsewhere")
        // A skill of several standards takes them in turn and names each on its items.
        let counting = try XCTUnwrap(catalog.skills["k.counting.count-objects"])
        let mixed = items.lesson(for: counting, count: 7, variant: 0)
        XCTAssertEqual(mixed.map(\.code), ["NY-K.CC.3", "NY-K.CC.4", "NY-K.CC.4a", "NY-K.CC.4b", "NY-K.CC.4c", "NY-K.CC.5a", "NY-K.CC.5b"])
        XCTAssertTrue(mixed.allSatisfy(\.narrow))
        XCTAssertTrue(PlaceholderItems.yaml(mixed, firstID: 1).contains("    standards: [NY-K.CC.4a]\n"))
    }

    func testAStandardTheTableDoesNotKnowGetsGenericItemsInItsRange() throws {
        for range in [0...5, 11...19, 1...10, 0...100] {
            let samples = ItemSamples.generic(range: range)
            XCTAssertGreaterThanOrEqual(Set(samples.map(\.type)).count, 2, "\(range)")
            for sample in samples {
                for line in sample.fields where line.hasPrefix("answer: ") {
                    guard let answer = Int(line.dropFirst(8)) else { continue }  // compare: left or right
                    XCTAssertTrue(range.contains(answer), "\(range): \(sample.prompt) \(answer)")
                }
            }
            let story = try XCTUnwrap(ItemSamples.genericStory(range: range, limit: 20))
            XCTAssertEqual(story.type, "wordProblem")
        }
        XCTAssertNil(ItemSamples.genericStory(range: 11...19, limit: 10), "no story within 10 is a teen number")
    }

    func testStandardsAreReadFromATitleOrNotGuessed() throws {
        let catalog = try Compiler.compile(
            root: PinnedCurriculum.url, displayRoot: "curriculum").catalog
        func codes(_ grade: Grade) -> [String] {
            catalog.standardSets.filter { $0.grade == grade }.flatMap(\.standards).filter { !$0.isHeading }.map(\.code)
        }
        let kindergarten: [(String, [String])] = [
            ("Shapes all around", ["NY-K.G.1", "NY-K.G.2", "NY-K.G.3", "NY-K.G.4", "NY-K.G.5", "NY-K.G.6"]),
            ("Ordinal numbers", ["NY-K.CC.4d"]),
            ("First, second, third", ["NY-K.CC.4d"]),
            ("Count to 100", ["NY-K.CC.1", "NY-K.CC.2"]),
            ("Add within 5", ["NY-K.OA.5"]),
            ("Coins", ["NY-K.MD.4"]),
            ("Teen numbers", ["NY-K.NBT.1"]),
            ("Patterns", ["NY-K.OA.6"]),
            ("Story problems", ["NY-K.OA.2b"]),
            ("Numbers", []),
            ("Zebra crossing", []),
            ("", []),
        ]
        for (title, expected) in kindergarten {
            XCTAssertEqual(StandardChoice.choose(for: title, among: codes(.kindergarten), in: catalog), expected, title)
        }
        let first: [(String, [String])] = [
            ("Tell time", ["NY-1.MD.3a"]),
            ("Halves and fourths", ["NY-1.G.3"]),
            ("Data and graphs", ["NY-1.MD.4"]),
            ("Equal sign", ["NY-1.OA.7"]),
        ]
        for (title, expected) in first {
            XCTAssertEqual(StandardChoice.choose(for: title, among: codes(.first), in: catalog), expected, title)
        }
        XCTAssertEqual(StandardChoice.words("Counting the Shapes, and measuring!"), ["count", "shap", "measur"])
    }
}
