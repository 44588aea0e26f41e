import Foundation
import XCTest

@testable import CurriculumCompiler

/// `curriculum new unit|skill|lesson`: scaffolds that lint, in a copy of the base curriculum.
final class NewCommandTests: XCTestCase {
    /// Findings of the families a scaffold must never cause: syntax, shape, references, solvers.
    func structuralErrors(in tree: TemporaryTree) throws -> [String] {
        let result = runCLI(["lint", "--format", "json"], in: tree.url)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any], result.out + result.err)
        return (json["diagnostics"] as? [[String: Any]] ?? []).compactMap { d -> String? in
            guard let rule = d["ruleId"] as? String, d["severity"] as? String == "error" else { return nil }
            let family = rule.prefix { $0 != "-" }
            guard ["YAML", "SCHEMA", "REF", "ITEM", "CONFIG"].contains(family) else { return nil }
            return "\(d["path"] ?? ""):\(d["line"] ?? 0): \(d["message"] ?? "") [\(rule)]"
        }
    }

    func testNewLessonTakesTheNextIdAndOrderAndLints() throws {
        let tree = try baseCurriculumTree()
        let result = runCLI(["new", "lesson", "--skill", "k.counting.count-to-10"], in: tree.url)
        XCTAssertEqual(result.code, .success, result.err)
        XCTAssertEqual(result.out, "created curriculum/k/01-counting/count-to-10-l2.yaml (lesson k.counting.count-to-10.l2, order 2, 2 placeholder items)\n")
        let text = try tree.read("curriculum/k/01-counting/count-to-10-l2.yaml")
        XCTAssertTrue(text.hasPrefix("""
            # yaml-language-server: $schema=../../../../../../schemas/lesson.schema.json
            kind: Lesson
            id: k.counting.count-to-10.l2
            skill: k.counting.count-to-10
            title: Count objects to 10, lesson 2
            order: 2
            stage: concrete
            lessonType: practice
            role: practiceSet

            """), text)
        XCTAssertTrue(text.contains("  - id: i1\n    quickCheck: true\n    type: counting\n"), text)
        XCTAssertTrue(text.contains("  - id: i2\n    type: numericInput\n"), text)
        XCTAssertEqual(try structuralErrors(in: tree), [])
        XCTAssertEqual(runCLI(["lint"], in: tree.url).code, .success)

        // The next one goes on from there, with options for its stage and type.
        let third = runCLI(["new", "lesson", "--skill", "k.counting.count-to-10", "--stage", "abstract", "--type", "recap", "--title", "Count: a recap"], in: tree.url)
        XCTAssertEqual(third.code, .success, third.err)
        let thirdText = try tree.read("curriculum/k/01-counting/count-to-10-l3.yaml")
        for line in ["id: k.counting.count-to-10.l3\n", "order: 3\n", "stage: abstract\n", "lessonType: recap\n", "title: \"Count: a recap\"\n"] {
            XCTAssertTrue(thirdText.contains(line), line)
        }
        XCTAssertEqual(try structuralErrors(in: tree), [])
    }

    func testPlaceholderItemsFollowTheTargetAndTheStandardsRange() throws {
        let tree = try baseCurriculumTree()
        try tree.edit("curriculum/curriculum.yaml", replacing: "itemsPerLesson: [2, 8]", with: "itemsPerLesson: [6, 8]")
        XCTAssertEqual(runCLI(["new", "lesson", "--skill", "k.counting.add-within-5"], in: tree.url).code, .success)
        let text = try tree.read("curriculum/k/01-counting/add-within-5-l2.yaml")
        XCTAssertEqual(text.components(separatedBy: "\n  - id: i").count - 1, 6, text)
        // NY-K.OA.5 allows 0–5: every number written stays inside.
        let answers = text.split(separator: "\n").filter { $0.contains("answer:") }.compactMap { Int($0.split(separator: " ").last!) }
        XCTAssertFalse(answers.isEmpty)
        XCTAssertTrue(answers.allSatisfy { (0...5).contains($0) }, "\(answers)")
        XCTAssertEqual(try structuralErrors(in: tree), [])
    }

    func testNewSkillAppendsToTheUnitFileAndKeepsTheRest() throws {
        let tree = try baseCurriculumTree()
        let before = try tree.read("curriculum/k/01-counting/unit.yaml")
        let result = runCLI(["new", "skill", "--unit", "k.counting", "--name", "Count to 20", "--standards", "NY-K.CC.5a,NY-K.CC.5b"], in: tree.url)
        XCTAssertEqual(result.code, .success, result.err)
        XCTAssertEqual(result.out, "added skill k.counting.count-to-20 to curriculum/k/01-counting/unit.yaml\n")
        XCTAssertTrue(result.err.contains("next: curriculum new lesson --skill k.counting.count-to-20"))
        XCTAssertEqual(try tree.read("curriculum/k/01-counting/unit.yaml"), before + """
              - id: k.counting.count-to-20
                name: Count to 20
                standards: [NY-K.CC.5a, NY-K.CC.5b]
                prerequisites: [k.counting.add-within-5]

            """)
        XCTAssertEqual(try structuralErrors(in: tree), [])

        // The same name again takes the next free id; then a lesson for it lints too.
        let again = runCLI(["new", "skill", "--unit", "k.counting", "--name", "Count to 20"], in: tree.url)
        XCTAssertTrue(again.out.contains("k.counting.count-to-20-2"), again.out)
        XCTAssertEqual(runCLI(["new", "lesson", "--skill", "k.counting.count-to-20"], in: tree.url).code, .success)
        XCTAssertTrue(FileManager.default.fileExists(atPath: tree.url.appendingPathComponent("curriculum/k/01-counting/count-to-20-l1.yaml").path))
        XCTAssertEqual(try structuralErrors(in: tree), [])
    }

    func testAppendingKeepsCommentsLaterKeysAndLineEndings() throws {
        let text = "kind: Unit\r\nskills:\r\n    - id: a\r\n      name: A\r\n\r\n# trailing comment\r\nremediation:\r\n  note: n\r\n"
        let updated = try Scaffold.appending(["- id: b", "  name: B"], toListAt: "skills", in: text, file: "u.yaml")
        XCTAssertEqual(updated, "kind: Unit\r\nskills:\r\n    - id: a\r\n      name: A\r\n    - id: b\r\n      name: B\r\n\r\n# trailing comment\r\nremediation:\r\n  note: n\r\n")
        XCTAssertThrowsError(try Scaffold.appending(["- id: b"], toListAt: "skills", in: "skills: [{id: a}]\n", file: "u.yaml"))
    }

    func testNewUnitWritesTheNextUnitFolderWithAFirstSkill() throws {
        let tree = try baseCurriculumTree()
        let result = runCLI(["new", "unit", "--grade", "K", "--title", "Shapes all around", "--standards", "NY-K.CC.6"], in: tree.url)
        XCTAssertEqual(result.code, .success, result.err)
        XCTAssertEqual(result.out, "created curriculum/k/02-shapes-all-around/unit.yaml (unit k.shapes-all-around, order 2, skill k.shapes-all-around.shapes-all-around)\n")
        XCTAssertEqual(try tree.read("curriculum/k/02-shapes-all-around/unit.yaml"), """
            # yaml-language-server: $schema=../../../../../../schemas/unit.schema.json
            kind: Unit
            id: k.shapes-all-around
            order: 2
            title: Shapes all around
            standards: [NY-K.CC.6]
            prerequisites: [k.counting]
            skills:
              - id: k.shapes-all-around.shapes-all-around
                name: Shapes all around
                standards: [NY-K.CC.6]
                prerequisites: []

            """)
        let lesson = runCLI(["new", "lesson", "--skill", "k.shapes-all-around.shapes-all-around"], in: tree.url)
        XCTAssertEqual(lesson.code, .success, lesson.err)
        XCTAssertTrue(lesson.out.contains("curriculum/k/02-shapes-all-around/shapes-all-around-l1.yaml"), lesson.out)
        XCTAssertTrue(try tree.read("curriculum/k/02-shapes-all-around/shapes-all-around-l1.yaml").contains("lessonType: concept\n"))
        XCTAssertEqual(try structuralErrors(in: tree), [])

        // With --id and a first skill's name; the standard defaults to one the grade has.
        let first = runCLI(["new", "unit", "--grade", "k", "--title", "Numbers", "--id", "numbers", "--skill", "Say the numbers"], in: tree.url)
        XCTAssertEqual(first.code, .success, first.err)
        XCTAssertTrue(first.out.contains("curriculum/k/03-numbers/unit.yaml"), first.out)
        XCTAssertTrue(try tree.read("curriculum/k/03-numbers/unit.yaml").contains("  - id: k.numbers.say-the-numbers\n    name: Say the numbers\n"))
        XCTAssertEqual(try structuralErrors(in: tree), [])
    }

    func testMistakesExitTwoWithTheNearestSpelling() throws {
        let tree = try baseCurriculumTree()
        let skill = runCLI(["new", "lesson", "--skill", "k.counting.count-to-01"], in: tree.url)
        XCTAssertEqual(skill.code, .usage)
        XCTAssertTrue(skill.err.contains("unknown skill 'k.counting.count-to-01'; did you mean 'k.counting.count-to-10'?"), skill.err)
        let unit = runCLI(["new", "skill", "--unit", "k.countin", "--name", "X"], in: tree.url)
        XCTAssertTrue(unit.err.contains("did you mean 'k.counting'?"), unit.err)
        let kind = runCLI(["new", "lesosn", "--skill", "k.counting.count-to-10"], in: tree.url)
        XCTAssertEqual(kind.code, .usage)
        XCTAssertTrue(kind.err.contains("did you mean 'lesson'?"), kind.err)
        XCTAssertEqual(runCLI(["new"], in: tree.url).code, .usage)
        XCTAssertEqual(runCLI(["new", "unit", "--title", "X"], in: tree.url).code, .usage)
        XCTAssertEqual(runCLI(["new", "unit", "--grade", "2", "--title", "X"], in: tree.url).code, .usage)
        XCTAssertEqual(runCLI(["new", "lesson", "--skill", "k.counting.compare", "--grade", "K"], in: tree.url).code, .usage)
        XCTAssertEqual(runCLI(["new", "lesson", "--skill", "k.counting.compare", "--stage", "concret"], in: tree.url).code, .usage)
        XCTAssertEqual(runCLI(["new", "skill", "--unit", "k.counting", "--name", "X", "--id", "compare"], in: tree.url).code, .usage)
        XCTAssertEqual(runCLI(["new", "skill", "--unit", "k.counting", "--name", "X", "--standards", "NY-K.CC.55"], in: tree.url).code, .usage)
        let missing = runCLI(["new", "lesson", "--skill", "k.counting.compare", "elsewhere"], in: tree.url)
        XCTAssertEqual(missing.code, .failure)
        XCTAssertTrue(missing.err.contains("cannot read 'elsewhere'"), missing.err)
        // Nothing was written by any of these.
        XCTAssertEqual(try structuralErrors(in: tree), [])
        XCTAssertEqual(runCLI(["lint"], in: tree.url).out, "no problems in 12 files\n")
    }
}
