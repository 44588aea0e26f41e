@testable import CurriculumSyntax
import XCTest

@testable import CurriculumCompiler

/// Nodes know where they end, from the loader's marks: spans with an end, not a guess from where
/// the next node starts.
final class NodeEndTests: XCTestCase {
    static let text = """
        kind: Lesson
        title: "Count to 5"
        items:
          - id: i1
            prompt: >-
              How many apples
              are in the bowl?

            # a comment after the folded prompt
            answer: [3, 5]
          - id: i2
            hints:
              - |
                Count each one.
                Touch it as you count.

        # the end of the file
        """

    func span(_ node: Node?) throws -> String {
        let source = SourceFile(path: "t.yaml", text: Self.text)
        return try XCTUnwrap(node).span(in: source).description
    }

    func testScalarsEndWithTheirTokenOrTheirLastLineOfText() throws {
        let (root, diagnostics) = load(Self.text)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(try span(root?["title"]), "t.yaml:2:8-20")  // quotes included
        let items = try XCTUnwrap(root?["items"]?.sequence)
        // A folded block ends with its last line of text, not the blank line or comment after it.
        XCTAssertEqual(try span(items[0]["prompt"]), "t.yaml:5:13-7:23")
        XCTAssertEqual(try span(items[1]["hints"]?.sequence?.first), "t.yaml:13:9-15:31")
    }

    func testCollectionsEndWithTheirLastEntry() throws {
        let (root, _) = load(Self.text)
        let items = try XCTUnwrap(root?["items"])
        XCTAssertEqual(try span(items), "t.yaml:4:3-15:31")
        // A flow list ends with its last entry: its closing bracket is not kept.
        XCTAssertEqual(try span(items.sequence?.first), "t.yaml:4:5-10:18")
        XCTAssertEqual(try span(root), "t.yaml:1:1-15:31")  // not the comment at the end
        XCTAssertEqual(try span(items.sequence?.first?["answer"]?.sequence?.last), "t.yaml:10:17-18")
    }

    func testTheCursorAfterTheLastEntryIsOnNothing() throws {
        let (root, _) = load(Self.text)
        let tree = try XCTUnwrap(root)
        func at(_ line: Int, _ column: Int) -> String? {
            NodePath.find(SourceLocation(path: "t.yaml", line: line, column: column), in: tree).map { $0.steps.map(\.description).joined(separator: ".") }
        }
        XCTAssertEqual(at(6, 10), "items.[0].prompt")  // inside the folded prompt
        XCTAssertEqual(at(15, 31), "items.[1].hints.[0]")  // just after the last character
        XCTAssertNil(at(17, 3))  // the comment after the last entry
        XCTAssertEqual(at(2, 20), "title")
        XCTAssertNil(at(2, 24))
    }
}
