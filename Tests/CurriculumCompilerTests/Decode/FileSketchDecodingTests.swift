@testable import CurriculumSyntax
import XCTest

@testable import CurriculumCompiler

/// `FileSketch` keeps every entry of a file's list, whatever it lacks, where decoding leaves
/// out an entity it cannot trust.
final class FileSketchDecodingTests: XCTestCase {
    private func sketch(_ text: String, kind: String?) throws -> FileSketch {
        let source = SourceFile(path: "f.yaml", text: text)
        let root = try XCTUnwrap(YAMLLoader().load(source).root)
        return FileSketch(root, of: source, kind: kind)
    }

    func testEveryEntryAsWrittenAndWhatFollowsTheList() throws {
        let text = "kind: Lesson\ntitle: T\nitems:\n  - type: counting\n  - id: [a]\n    prompt: P\n  - text\norder: 2\n"
        let s = try sketch(text, kind: "Lesson")
        XCTAssertNil(s.id)
        XCTAssertNil(s.idSyntax)
        XCTAssertEqual(s.title, "T")
        XCTAssertEqual(s.entries.map(\.name), [nil, nil, nil])
        XCTAssertEqual(s.entries.map { $0.nameSyntax != nil }, [false, true, false])
        XCTAssertEqual(s.entries.map(\.syntax.mark.line), [4, 5, 7])
        guard case .item(let type, let prompt) = s.entries[0].summary, case .item(nil, "P"?) = s.entries[1].summary else {
            return XCTFail("\(s.entries.map(\.summary))")
        }
        XCTAssertEqual(type, "counting")
        XCTAssertNil(prompt)
        XCTAssertEqual(s.afterEntries, Mark(line: 8, column: 1))
        // The list last: nothing follows it.
        XCTAssertNil(try sketch("kind: Lesson\nitems:\n  - id: i1\n", kind: "Lesson").afterEntries)
    }

    func testTheKindIsTakenAsGiven() throws {
        // A lesson's text read as no kind has no entries; read as the kind it means, it has them.
        let text = "kind: Leson\nid: k.x.l1\nitems:\n  - id: i1\n"
        XCTAssertEqual(try sketch(text, kind: nil).entries.count, 0)
        XCTAssertEqual(try sketch(text, kind: nil).id, "k.x.l1")
        XCTAssertEqual(try sketch(text, kind: "Lesson").entries.map(\.name), ["i1"])
    }

    func testAStandardSetsGradeAndHeadings() throws {
        let s = try sketch("kind: StandardSet\ngrade: 1\nstandards:\n  - code: NY-1.X\n    heading: true\n    parts: [NY-1.Xa, 3]\n", kind: "StandardSet")
        XCTAssertEqual(s.grade, "1")
        guard case .standard(nil, true, let parts) = s.entries.first?.summary else { return XCTFail("\(s.entries)") }
        XCTAssertEqual(parts, ["NY-1.Xa", "3"])
    }
}
