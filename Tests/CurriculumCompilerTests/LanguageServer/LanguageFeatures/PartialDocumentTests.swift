@testable import CurriculumLanguageServer
@testable import CurriculumSyntax
import Foundation
import XCTest

@testable import CurriculumCompiler

/// The outline and hover of text being typed, which need not decode: they read what the text has
/// so far (`FileSketch`), so a missing id or a half-written field costs only that entry's name
/// or detail, never the rest of the file.
final class PartialDocumentTests: XCTestCase {
    let path = "curriculum/k/01-counting/draft.yaml"

    /// A lesson whose items are half written: no id, no type, a prompt of the wrong shape, an
    /// entry that is a line of text.
    let draft = """
        kind: Lesson
        id: k.counting.count-objects.l9
        title: Draft
        skill: k.counting.count-objects
        items:
          - type: counting
            prompt: How many apples?
            objects: {name: apple, count: 4, arrangement: line}
            answer: 5
          - id: i2
            prompt: [not, text]
          - just a line
          - id: i4
            type: numberLine
        stage: concrete

        """

    private func outline(_ text: String) -> [DocumentSymbolNode] {
        DocumentSymbols.symbols(in: SourceFile(path: path, text: text))
    }

    func testAnItemWithoutAnIdStillShowsAsItem() throws {
        let lesson = try XCTUnwrap(outline(draft).first)
        XCTAssertEqual(lesson.name, "k.counting.count-objects.l9")
        XCTAssertEqual(lesson.detail, "Draft")
        XCTAssertEqual(lesson.lspKind, 2)
        XCTAssertEqual(lesson.children.map(\.name), ["item", "i2", "item", "i4"])
        XCTAssertEqual(lesson.children.map(\.detail), ["counting · How many apples?", nil, nil, "numberLine"])
        // With no id to select, the entry's first column is selected.
        let first = lesson.children[0]
        XCTAssertEqual(first.selectionLocation, first.range.start)
        XCTAssertEqual(first.selectionLength, 1)
        XCTAssertEqual(first.range.start, SourceLocation(path: path, line: 6, column: 5))
        XCTAssertEqual(first.range.end.line, 9)
        // The last item runs to the line before the lesson's next key.
        XCTAssertEqual(lesson.children[3].range.end.line, 14)
        XCTAssertEqual(lesson.children[3].selectionLocation, SourceLocation(path: path, line: 13, column: 9))
    }

    func testALessonWithoutItsIdOrWithAMisspeltKindStillHasItsItems() throws {
        let noID = try XCTUnwrap(outline(draft.replacingOccurrences(of: "id: k.counting.count-objects.l9\n", with: "")).first)
        XCTAssertEqual(noID.name, path)
        XCTAssertEqual(noID.children.map(\.name), ["item", "i2", "item", "i4"])
        let misspelt = try XCTUnwrap(outline(draft.replacingOccurrences(of: "kind: Lesson", with: "kind: Leson")).first)
        XCTAssertEqual(misspelt.lspKind, 2)
        XCTAssertEqual(misspelt.children.map(\.name), ["item", "i2", "item", "i4"])
        // A kind no schema is near: the file alone, named by its id.
        let unknown = try XCTUnwrap(outline(draft.replacingOccurrences(of: "kind: Lesson", with: "kind: Nonsense")).first)
        XCTAssertEqual(unknown.lspKind, 1)
        XCTAssertEqual(unknown.name, "k.counting.count-objects.l9")
        XCTAssertEqual(unknown.children.count, 0)
    }

    func testAStandardOrBadgeWithoutItsNameIsLeftOutAndASkillIsNot() throws {
        let unit = try XCTUnwrap(outline("kind: Unit\nid: k.new\nskills:\n  - name: Unnamed\n  - id: k.new.b\n").first)
        XCTAssertEqual(unit.children.map(\.name), ["skill", "k.new.b"])
        XCTAssertEqual(unit.children.first?.detail, "Unnamed")
        let standards = try XCTUnwrap(outline("kind: StandardSet\nid: k\ngrade: K\nstandards:\n  - description: No code\n  - code: NY-K.CC.1\n    description: Count to 100\n").first)
        XCTAssertEqual(standards.detail, "Grade K")
        XCTAssertEqual(standards.children.map(\.name), ["NY-K.CC.1"])
        XCTAssertEqual(standards.children.first?.detail, "Count to 100")
        let badges = try XCTUnwrap(outline("kind: Badges\nbadges:\n  - name: No id\n  - id: badge.b\n    name: B\n").first)
        XCTAssertEqual(badges.children.map(\.name), ["badge.b"])
    }

    func testALessonWithASyntaxErrorHalfwayDown() throws {
        // The tree ends where the text stops parsing: no outline, and hovers come from the index
        // (the last compile's, which knows the shipped lesson's ids where they were).
        let shipped = "curriculum/k/01-counting/count-objects-l1.yaml"
        let broken = try Shipped.text(shipped).replacingOccurrences(
            of: "prompt: How many ducks are in the pond?", with: "prompt: [How many ducks are in the pond?")
        let source = SourceFile(path: shipped, text: broken)
        XCTAssertNil(YAMLLoader().load(source).root)
        XCTAssertEqual(DocumentSymbols.symbols(in: source), [])
        let at = try XCTUnwrap(position(of: "k.counting.count-objects", onLineContaining: "skill: ", in: broken, path: shipped))
        let hover = try XCTUnwrap(Hover.markdown(at: moved(at, by: 1), index: Shipped.index, compilation: Shipped.compilation, source: source))
        XCTAssertTrue(hover.markdown.contains("skill of unit `k.counting`"), hover.markdown)
    }

    func testTheAnswerOfAnItemWithoutAnIdInALessonWithoutOne() throws {
        let text = draft.replacingOccurrences(of: "id: k.counting.count-objects.l9\n", with: "")
        let at = try XCTUnwrap(position(of: "answer: 5", in: text, path: path))
        let hover = try XCTUnwrap(Hover.markdown(at: at, index: Shipped.index, compilation: Shipped.compilation, source: SourceFile(path: path, text: text)))
        XCTAssertTrue(hover.markdown.contains("**Solver:** `4`"), hover.markdown)
        XCTAssertTrue(hover.markdown.contains("✗ The authored answer `5` does not match"), hover.markdown)
        // Copy in a file without an id has no grade to hold it to.
        let prompt = try XCTUnwrap(position(of: "How many apples?", in: text, path: path))
        let copy = try XCTUnwrap(Hover.markdown(at: moved(prompt, by: 1), index: Shipped.index, compilation: Shipped.compilation, source: SourceFile(path: path, text: text)))
        XCTAssertTrue(copy.markdown.hasPrefix("**Prompt** — child-facing copy"), copy.markdown)
        XCTAssertFalse(copy.markdown.contains("ceiling"), copy.markdown)
    }
}
