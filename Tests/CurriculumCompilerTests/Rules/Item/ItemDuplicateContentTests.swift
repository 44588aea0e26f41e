@testable import CurriculumSyntax
import XCTest

@testable import CurriculumCompiler

/// What makes two items the same question, and that finding copies stays linear in a large
/// curriculum.
final class ItemDuplicateContentTests: XCTestCase {
    private func item(_ yaml: String, path: String = "t.yaml", lesson: String = "k.t.l1") throws -> Item {
        let (root, diagnostics) = load(yaml, path: path)
        XCTAssertEqual(summary(diagnostics), [])
        return Item(node: try XCTUnwrap(root), path: path, lessonID: lesson)
    }

    private func lesson(_ id: String, _ items: [Item], path: String) -> Lesson {
        Lesson(
            id: Located(id, at: .file(path)), skill: nil, unit: nil, title: Located("T", at: .file(path)), order: 1, stage: nil,
            lessonType: nil, role: nil, rubric: RubricOverrides(), rubricLocation: nil, items: items, path: path, grade: .kindergarten)
    }

    private let ducks = """
        id: i2
        type: counting
        difficulty: 1
        prompt: How many ducks are in the pond?
        objects: {name: duck, count: 6, arrangement: line}
        answer: 6
        hints: [Touch each duck.]
        """

    func testCaseSpacingKeyOrderAndTheFieldsThatDoNotAskAnythingAreIgnored() throws {
        let a = try item(ducks)
        let b = try item("""
            type: counting
            answer: 6.0
            objects: {arrangement: line, count: 6, name: Duck}
            prompt: "how many  ducks are in the POND? "
            id: i7
            difficulty: 3
            quickCheck: true
            skill: k.counting.count-objects
            standards: [NY-K.CC.5a]
            image: {asset: ducks, alt: Ducks on a pond}
            hints: [Count each duck once.]
            feedback: {correct: Yes!, incorrect: Count again.}
            suppress: [{rule: COPY-WORD-LIST, reason: a name}]
            """)
        XCTAssertTrue(ItemDuplicateContent.sameContent(a.node, b.node))
        XCTAssertEqual(ItemDuplicateContent.fingerprint(a.node), ItemDuplicateContent.fingerprint(b.node))
    }

    func testADifferentNumberPromptTypeOrOptionOrderIsANewItem() throws {
        let a = try item(ducks)
        for changed in [
            ducks.replacingOccurrences(of: "count: 6", with: "count: 7").replacingOccurrences(of: "answer: 6", with: "answer: 7"),
            ducks.replacingOccurrences(of: "in the pond?", with: "on the pond?"),
            ducks.replacingOccurrences(of: "type: counting", with: "type: tenFrame"),
            ducks + "\noptions: [5, 6, 7]",
        ] {
            XCTAssertFalse(ItemDuplicateContent.sameContent(a.node, try item(changed).node), changed)
        }
        let options = try item(ducks + "\noptions: [5, 6, 7]"), reordered = try item(ducks + "\noptions: [7, 6, 5]")
        XCTAssertFalse(ItemDuplicateContent.sameContent(options.node, reordered.node))
    }

    func testTheLaterCopyIsReportedWithANoteAtTheFirstAndPlaceholdersAreLeftAlone() throws {
        let first = try item(ducks, path: "a.yaml", lesson: "k.t.l1")
        let copy = try item(ducks, path: "b.yaml", lesson: "k.t.l2")
        let placeholder = try item(ducks.replacingOccurrences(of: "prompt: How many ducks are in the pond?", with: "prompt: \"TODO: How many ducks are in the pond?\""), path: "c.yaml", lesson: "k.t.l3")
        let otherPlaceholder = try item(ducks.replacingOccurrences(of: "prompt: How many ducks are in the pond?", with: "prompt: \"TODO: How many ducks are in the pond?\""), path: "d.yaml", lesson: "k.t.l4")
        var catalog = Catalog()
        catalog.lessons = [
            lesson("k.t.l1", [first], path: "a.yaml"), lesson("k.t.l2", [copy], path: "b.yaml"),
            lesson("k.t.l3", [placeholder], path: "c.yaml"), lesson("k.t.l4", [otherPlaceholder], path: "d.yaml"),
        ]
        let found = ItemDuplicateContent.check(catalog)
        XCTAssertEqual(found.map { "\($0.location.path):\($0.location.line) \($0.message)" }, ["b.yaml:1 item i2 repeats item k.t.l1/i2 word for word"])
        XCTAssertEqual(found.first?.notes.first?.location, first.id.location)
    }

    func testAHundredThousandItemsAreCheckedInOnePass() throws {
        func scalar(_ text: String, _ resolved: Scalar.Resolved = .string, line: Int) -> Node {
            Node(.scalar(Scalar(text: text, style: .plain, resolved: resolved, coercibleToString: resolved != .string)), at: Mark(line: line, column: 5))
        }
        func pair(_ key: String, _ value: Node) -> Node.Pair {
            .init(key: scalar(key, line: Int(value.mark.line)), value: value)
        }
        // 100,000 items, every tenth a copy of the one before it: linear, not pairwise.
        var lessons: [Lesson] = []
        for l in 0..<1_000 {
            var items: [Item] = []
            for i in 0..<100 {
                let n = l * 100 + i - (i % 10 == 9 ? 1 : 0), line = i + 1
                let node = Node(.mapping([
                    pair("id", scalar("i\(i + 1)", line: line)),
                    pair("type", scalar("numericInput", line: line)),
                    pair("prompt", scalar("What is \(n) + 1?", line: line)),
                    pair("answer", scalar("\(n + 1)", .int(n + 1), line: line)),
                ]), at: Mark(line: line, column: 3))
                items.append(Item(node: node, path: "l\(l).yaml", lessonID: "k.t.l\(l)"))
            }
            lessons.append(lesson("k.t.l\(l)", items, path: "l\(l).yaml"))
        }
        var catalog = Catalog()
        catalog.lessons = lessons
        let start = Date()
        let found = ItemDuplicateContent.check(catalog)
        XCTAssertEqual(found.count, 10_000)
        XCTAssertLessThan(Date().timeIntervalSince(start), 30, "a debug build checks 100,000 items in seconds")
    }
}
