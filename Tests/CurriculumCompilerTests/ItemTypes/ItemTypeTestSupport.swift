@testable import CurriculumSyntax
import XCTest

@testable import CurriculumCompiler

/// An item decoded from `fields` (one field per line, as under `- ` in a lesson's `items`).
func makeItem(_ fields: String, file: StaticString = #filePath, line: UInt = #line) throws -> Item {
    let body = "  - id: i1\n" + fields.split(separator: "\n", omittingEmptySubsequences: false)
        .map { "    " + $0 }.joined(separator: "\n")
    let text = "kind: Lesson\nid: k.counting.count-to-10.l1\nskill: k.counting.count-to-10\nitems:\n" + body + "\n"
    let source = SourceFile(path: "t.yaml", text: text)
    let (root, diagnostics) = YAMLLoader().load(source)
    XCTAssertEqual(diagnostics.map(\.message), [], file: file, line: line)
    let node = try XCTUnwrap(root, file: file, line: line)
    let lesson = try XCTUnwrap(FileDecoder(source: source, root: node).lesson(), file: file, line: line)
    return try XCTUnwrap(lesson.items.first, file: file, line: line)
}

/// What a solver made of an item, with the authored answer judged against it.
struct Solved {
    var item: Item
    var type: any ItemType.Type
    var solution: ItemSolution

    var expected: Answer? { solution.answer }
    var problems: [String] { solution.problems.map(\.message) }

    /// Whether the authored `answer` is the solved one.
    var answerIsRight: Bool? {
        guard let expected, let node = item.answer, let given = type.answerValue(node) else { return nil }
        return expected.accepts(given)
    }

    /// Line and column of the first problem, as the rules report it.
    var problemLocation: SourceLocation? { solution.problems.first.map { item.location(of: $0).0 } }
}

func solve(_ fields: String, file: StaticString = #filePath, line: UInt = #line) throws -> Solved {
    let item = try makeItem(fields, file: file, line: line)
    let type = try XCTUnwrap(ItemTypes.type(of: item), "no item type \(item.type.value)", file: file, line: line)
    return Solved(item: item, type: type, solution: type.solve(item))
}

extension XCTestCase {
    /// The item with `answer: right` solves to that answer, and with `answer: wrong` does not.
    func assertAnswers(_ fields: String, right: String, wrong: String, working: String? = nil, file: StaticString = #filePath, line: UInt = #line) throws {
        let good = try solve(fields + "\nanswer: " + right, file: file, line: line)
        XCTAssertEqual(good.problems, [], file: file, line: line)
        XCTAssertEqual(good.answerIsRight, true, "expected \(String(describing: good.expected))", file: file, line: line)
        if let working { XCTAssertEqual(good.solution.working, working, file: file, line: line) }
        let bad = try solve(fields + "\nanswer: " + wrong, file: file, line: line)
        XCTAssertEqual(bad.answerIsRight, false, "\(wrong) accepted", file: file, line: line)
    }

    /// The item is impossible, with a problem containing `message` on `atLine` (1 = the first
    /// line of `fields`).
    func assertImpossible(_ fields: String, _ message: String, atLine: Int? = nil, file: StaticString = #filePath, line: UInt = #line) throws {
        let solved = try solve(fields, file: file, line: line)
        XCTAssertTrue(solved.problems.contains { $0.contains(message) }, "problems: \(solved.problems)", file: file, line: line)
        XCTAssertNil(solved.expected, file: file, line: line)
        if let atLine {
            // The first line of `fields` is line 6 of the generated lesson.
            XCTAssertEqual(solved.problemLocation?.line, atLine + 5, file: file, line: line)
        }
    }
}
