import XCTest
import CurriculumModel

@testable import CurriculumCompiler

/// Templates expand before every check, so each variant is held to every rule; findings in
/// variants land on the template's lines, with their parameters and a count
/// (docs/authoring.md#item-templates).
final class ItemTemplateTests: XCTestCase {
    static let lesson = "k/02-operations/join-and-separate-l4.yaml"

    /// Item i1 of join-and-separate-l4 (4 + 3 = ?, NY-K.OA.2a) as a template of `a + b`.
    static func sum(where constraint: String, hint: String = "Start at {a}. Count on {b} more.", variants: String = "all") -> RuleExample {
        .item("i1", in: lesson, """
            - id: i1
              type: numericInput
              quickCheck: true
              difficulty: 1
              standards: [NY-K.OA.2a]
              template:
                parameters: {a: 0...12, b: 0...12}
                where: [\(constraint)]
                variants: \(variants)
              prompt: "{a} + {b} = ?"
              expression: "{a} + {b}"
              answer: "{a + b}"
              hints:
                - \(hint)
              feedback:
                correct: Yes! {a} + {b} = {a + b}.
                incorrect: Say {a}. Count on {b} more, one finger for each.

            """)
    }

    func testATemplateShipsExactlyItsVariantsEachSolvedAndItsRangeIsChecked() throws {
        let workspace = try RuleExampleTests.Workspace()
        let within = try workspace.compile(Self.sum(where: "a + b <= 10"))
        let lesson = try XCTUnwrap(within.catalog.lessons.first { $0.path.hasSuffix(Self.lesson) })
        let variants = lesson.items.filter { $0.variant != nil }
        XCTAssertEqual(variants.count, 66, "every (a, b) with a, b ≥ 0 and a + b ≤ 10")
        XCTAssertEqual(lesson.templates.map(\.id), ["i1"])
        XCTAssertEqual(variants.first?.id.value, "i1.v1")
        XCTAssertEqual(variants.last?.id.value, "i1.v66")
        for item in variants {
            let a = try XCTUnwrap(item.variant?.parameters.first { $0.name == "a" }?.value)
            let b = try XCTUnwrap(item.variant?.parameters.first { $0.name == "b" }?.value)
            guard case .int(let x) = a, case .int(let y) = b else { return XCTFail("\(item.fullID)") }
            XCTAssertEqual(within.catalog.solutions.solution(of: item)?.answer, .number(x + y), item.fullID)
        }
        let judged = within.diagnostics.filter { [StdRange.id, ItemAnswer.id, ItemTemplateExpansion.id].contains($0.ruleID) }
        XCTAssertEqual(RuleExampleTests.describe(judged), [])

        let wider = try workspace.compile(Self.sum(where: "a + b <= 12"))
        let range = wider.diagnostics.filter { $0.ruleID == StdRange.id }
        XCTAssertEqual(range.count, 1, RuleExampleTests.describe(range).joined(separator: "\n"))
        let finding = try XCTUnwrap(range.first)
        XCTAssertEqual(finding.location.path, "curriculum/" + Self.lesson)
        XCTAssertTrue(finding.message.hasPrefix("with a = 0, b = 11 and 24 more of the template's 91 variants: 11 is outside 0–10, the range of NY-K.OA.2a"), finding.message)
        XCTAssertLessThan(finding.location.column, 100, "the variant's tag is cleared")
    }

    func testAHintThatGivesTheAnswerIsOneFindingAtItsLineWithACount() throws {
        let workspace = try RuleExampleTests.Workspace()
        let compilation = try workspace.compile(Self.sum(where: "a + b <= 10, a > 4, b > 2", hint: "Start at {a}. Count on to {a + b}."))
        let reveals = compilation.diagnostics.filter { $0.ruleID == CopyHintRevealsAnswer.id }
        XCTAssertEqual(reveals.count, 1, RuleExampleTests.describe(reveals).joined(separator: "\n"))
        let finding = try XCTUnwrap(reveals.first)
        let source = try XCTUnwrap(compilation.source(finding.location.path))
        XCTAssertEqual(source.line(finding.location.line)?.contains("Count on to {a + b}."), true, "at the hint's line")
        XCTAssertTrue(finding.message.hasPrefix("with a = 5, b = 3 and 5 more of the template's 6 variants: hint states the answer 8"), finding.message)
        XCTAssertTrue(finding.fixIts.isEmpty, "a fix-it would edit the template to fix one variant")
    }

    func testVariantsAreChosenBySeedAndTheirUUIDsFollowTheirParameters() throws {
        let workspace = try RuleExampleTests.Workspace()
        let first = try workspace.compile(Self.sum(where: "a + b <= 10", variants: "5"))
        let again = try workspace.compile(Self.sum(where: "a + b <= 10", variants: "5"))
        func variants(_ c: Compilation) -> [String] {
            c.catalog.lessons.filter { $0.path.hasSuffix(Self.lesson) }.flatMap(\.items).compactMap { $0.variant.map { "\($0.id): \($0.described)" } }
        }
        XCTAssertEqual(variants(first).count, 5)
        XCTAssertEqual(variants(first), variants(again), "the same template chooses the same variants")
        let item = try XCTUnwrap(first.catalog.lessons.filter { $0.path.hasSuffix(Self.lesson) }.flatMap(\.items).first { $0.variant != nil })
        let variant = try XCTUnwrap(item.variant)
        XCTAssertEqual(variant.uuidName(lessonID: item.lessonID), "k.operations.join-and-separate.l4/i1?" + variant.parameters.map { "\($0.name)=\($0.value)" }.joined(separator: "&"))
    }

    /// The shipped curriculum's templates: two builds are byte-identical, and changing one
    /// template (a clock's hours) changes no other template's UUIDs.
    func testBuildsAreByteIdenticalAndAnotherTemplateLeavesAVariantsUUIDAlone() throws {
        let tree = try TemporaryTree()
        try FileManager.default.copyItem(at: PinnedCurriculum.url, to: tree.url.appendingPathComponent("curriculum"))
        func build(_ out: String) throws -> [String: Data] {
            let result = runCLI(["build", "--out", out], in: tree.url)
            XCTAssertEqual(result.code, .success, result.out + result.err)
            let root = tree.url.appendingPathComponent(out)
            var files: [String: Data] = [:]
            for case let file as URL in FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) ?? .init() where !file.hasDirectoryPath {
                files[String(file.path.dropFirst(root.path.count))] = try Data(contentsOf: file)
            }
            return files
        }
        func uuids(_ files: [String: Data], lesson: String) throws -> [String: String] {
            let path = try XCTUnwrap(files.keys.first { $0.hasSuffix("/lessons/\(lesson)/items.json") }, lesson)
            let items = try XCTUnwrap(JSONSerialization.jsonObject(with: try XCTUnwrap(files[path])) as? [[String: Any]])
            return Dictionary(uniqueKeysWithValues: items.compactMap { item in
                (item["id"] as? String).flatMap { id in (item["uuid"] as? String).map { (id, $0) } }
            })
        }
        let first = try build("a"), second = try build("b")
        XCTAssertEqual(first.keys.sorted(), second.keys.sorted())
        for (path, bytes) in first { XCTAssertEqual(bytes, second[path], path) }

        let makeTen = try uuids(first, lesson: "k.operations.make-ten.l2")
        let clock = try uuids(first, lesson: "1.measurement.tell-time.l1")
        let file = "curriculum/1/07-measurement/tell-time-l1.yaml"
        let text = try String(contentsOf: tree.url.appendingPathComponent(file), encoding: .utf8)
        XCTAssertTrue(text.contains("- {h: 9, quick: false}"))
        try tree.write(file, text.replacingOccurrences(of: "- {h: 9, quick: false}", with: "- {h: 10, quick: false}"))
        let changed = try build("c")
        XCTAssertEqual(try uuids(changed, lesson: "k.operations.make-ten.l2"), makeTen, "another template's variants keep their UUIDs")
        // Its variants are named by `ids:`, so each keeps the UUID of the item it was, the one
        // whose hour changed too: the same item, with a new answer (a major change to `diff`).
        XCTAssertEqual(try uuids(changed, lesson: "1.measurement.tell-time.l1"), clock)
        XCTAssertEqual(clock.count, 7)
    }

    func testWhatCannotBeExpandedIsLocatedAndNeverTraps() throws {
        let workspace = try RuleExampleTests.Workspace()
        let tooMany = try workspace.compile(Self.sum(where: "a >= 0").replacingParameters("{a: 0...99, b: 0...99}"))
        let messages = tooMany.diagnostics.filter { $0.ruleID == ItemTemplateExpansion.id }.map(\.message)
        XCTAssertEqual(messages, ["the template makes 10000 variants, more than the 1000 a template may ship; ask for fewer with 'variants: N' or narrow its parameters"])
        let none = try workspace.compile(Self.sum(where: "a > 20"))
        XCTAssertEqual(none.diagnostics.filter { $0.ruleID == ItemTemplateExpansion.id }.map(\.message),
                       ["no parameter set meets the template's constraints, so it makes no item"])
    }
}

private extension RuleExample {
    func replacingParameters(_ parameters: String) -> RuleExample {
        var copy = self
        copy.edits = edits.map { edit in
            var e = edit
            e.text = e.text.replacingOccurrences(of: "{a: 0...12, b: 0...12}", with: parameters)
            return e
        }
        return copy
    }
}
