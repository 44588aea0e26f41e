@testable import CurriculumLanguageServer
@testable import CurriculumSyntax
import Foundation
import XCTest

@testable import CurriculumCompiler

/// Outlines of shipped files, their ranges checked against the files' lines.
final class DocumentSymbolsTests: XCTestCase {
    func testALessonAndItsItems() throws {
        let path = "curriculum/k/01-counting/count-objects-l1.yaml"
        let text = try Shipped.text(path)
        let lines = text.components(separatedBy: "\n")
        let outline = DocumentSymbols.symbols(in: Shipped.compilation, path: path)
        let lesson = try XCTUnwrap(outline.first)
        XCTAssertEqual(outline.count, 1)
        XCTAssertEqual(lesson.name, "k.counting.count-objects.l1")
        XCTAssertEqual(lesson.detail, "Count to 10")
        XCTAssertEqual(lesson.lspKind, 2)
        XCTAssertEqual(lesson.selectionLocation, position(of: "k.counting.count-objects.l1", onLineContaining: "id: k.counting", in: text, path: path))

        let catalogLesson = try XCTUnwrap(Shipped.compilation.catalog.lessons.first { $0.id.value == lesson.name })
        XCTAssertEqual(lesson.children.map(\.name), catalogLesson.items.map(\.id.value))
        let first = lesson.children[0]
        XCTAssertEqual(first.detail, "counting · How many apples?")
        XCTAssertEqual(first.lspKind, 19)
        // i1's mapping: from its `id` to the last line before `- id: i2`.
        let start = try XCTUnwrap(position(of: "id: i1", in: text, path: path))
        let next = try XCTUnwrap(position(of: "- id: i2", in: text, path: path))
        XCTAssertEqual(first.range.start, start)
        XCTAssertEqual(first.range.end.line, next.line - 1)
        XCTAssertEqual(first.range.end.column, lines[next.line - 2].unicodeScalars.count + 1)
        XCTAssertEqual(first.selectionLocation, moved(start, by: 4))
        XCTAssertEqual(first.selectionLength, 2)
        // The last item runs to the last line of the file, past the blank line before the next.
        let last = try XCTUnwrap(lesson.children.last)
        let lastContent = try XCTUnwrap(lines.lastIndex { !$0.trimmingCharacters(in: .whitespaces).isEmpty }) + 1
        XCTAssertEqual(last.range.end.line, lastContent)
        XCTAssertEqual(lesson.range.end, last.range.end)
        for item in lesson.children {
            XCTAssertTrue(item.range.contains(item.selectionLocation), item.name)
            XCTAssertTrue(lesson.range.contains(item.range.start), item.name)
        }
    }

    func testAUnitAndItsSkills() throws {
        let path = "curriculum/k/01-counting/unit.yaml"
        let unit = try XCTUnwrap(DocumentSymbols.symbols(in: Shipped.compilation, path: path).first)
        XCTAssertEqual(unit.name, "k.counting")
        XCTAssertEqual(unit.detail, "Counting and numerals")
        let skills = try XCTUnwrap(Shipped.compilation.catalog.unitsByID["k.counting"]?.skills)
        XCTAssertEqual(unit.children.map(\.name), skills.map(\.id.value))
        XCTAssertEqual(unit.children.map(\.detail), skills.map(\.name))
        XCTAssertEqual(unit.children.map(\.selectionLocation), skills.map(\.id.location))
        XCTAssertTrue(unit.children.allSatisfy { $0.lspKind == 5 })
    }

    func testStandardsEventsAndBadges() throws {
        let catalog = Shipped.compilation.catalog
        let standards = try XCTUnwrap(DocumentSymbols.symbols(in: Shipped.compilation, path: "curriculum/standards/k.yaml").first)
        let set = try XCTUnwrap(catalog.standardSets.first { $0.grade == .kindergarten })
        XCTAssertEqual(standards.children.map(\.name), set.standards.map(\.code))
        XCTAssertEqual(standards.children.first { $0.name == "NY-K.CC.5" }?.detail, "heading of NY-K.CC.5a, NY-K.CC.5b")
        for child in standards.children {
            XCTAssertEqual(Shipped.index.definition(of: Symbol(kind: .standard, id: child.name))?.location, child.selectionLocation)
        }
        let events = try XCTUnwrap(DocumentSymbols.symbols(in: Shipped.compilation, path: "curriculum/analytics.yaml").first)
        XCTAssertEqual(events.children.map(\.name), catalog.analytics?.events.map(\.name.value))
        XCTAssertTrue(events.children.allSatisfy { $0.lspKind == 24 })
        let badges = try XCTUnwrap(DocumentSymbols.symbols(in: Shipped.compilation, path: "curriculum/badges.yaml").first)
        XCTAssertEqual(badges.children.map(\.name), catalog.badges?.badges.map(\.id.value))
        XCTAssertEqual(badges.children.first?.detail, "Number Novice")
    }

    func testTheEditorsTextAndAFileThatDoesNotParse() {
        let text = "kind: Unit\nid: k.new\ntitle: New\nskills:\n  - {id: k.new.a, name: A}\n  - {id: k.new.b, name: B}\n"
        let unit = DocumentSymbols.symbols(in: SourceFile(path: "u.yaml", text: text))
        XCTAssertEqual(unit.first?.children.map(\.name), ["k.new.a", "k.new.b"])
        XCTAssertEqual(unit.first?.children.first?.range.end.line, 5)
        XCTAssertTrue(DocumentSymbols.symbols(in: SourceFile(path: "u.yaml", text: "kind: Unit\nid: [k.new\n")).isEmpty)
    }
}
