@testable import CurriculumPreview
@testable import CurriculumSyntax
import XCTest

@testable import CurriculumCompiler

/// Mid-edit fields never trap a drawing and never make a huge page: every type is drawn with
/// its number fields at the extremes, its lists very long and its words very long.
final class DrawingHostileFieldsTests: XCTestCase {
    /// Fields an author may leave half-typed, for every field name any item type reads.
    static let numberFields = ["count", "filled", "frames", "tens", "ones", "from", "to", "start", "target", "whole", "columns", "rows", "shown", "shares", "shaded", "value"]

    func variants(_ type: String) -> [String] {
        let long = String(repeating: "word ", count: 2000)
        let many = "[" + (0..<1500).map(String.init).joined(separator: ", ") + "]"
        var out: [String] = []
        for value in ["9223372036854775807", "-9223372036854775808", "-1", "0"] {
            let numbers = Self.numberFields.map { "\($0): \(value)" }.joined(separator: "\n")
            out.append("type: \(type)\n\(numbers)\nobjects: {name: cat, count: \(value), arrangement: scattered}\nleft: \(value)\nright: {count: \(value), name: dog}")
        }
        out.append("type: \(type)\ncoins: \(many.replacingOccurrences(of: #"\d+"#, with: "dime", options: .regularExpression))\nmissing: \(many)\njumps: \(many)\nparts: \(many)\nsequence: \(many)\ncore: \(many)\noptions: \(many)")
        out.append("type: \(type)\ncategories: [" + (0..<400).map { "{name: c\($0), count: 99999}" }.joined(separator: ", ") + "]\nobjects: [" + (0..<400).map { "{name: o\($0), value: \($0)}" }.joined(separator: ", ") + "]")
        out.append("type: \(type)\npairs: [" + (0..<400).map { "{item: \"\(long)\", target: t\($0)}" }.joined(separator: ", ") + "]\nequation: \"\(Array(repeating: "1", count: 3000).joined(separator: " + ")) = ?\"\nexpression: \"\(long)\"\ntime: \"99:99\"\nshape: \(long)")
        out.append("type: \(type)\nobjects: hello\ncategories: 7\npairs: {a: 1}\ncoins: dime\njumps: 3\ncore: red")
        return out
    }

    func testNoTypeTrapsOrSwellsOnBrokenFields() throws {
        for drawing in ItemDrawings.all {
            for fields in variants(drawing.itemType.name) {
                let item = try makeItemIgnoringFindings(fields)
                let picture = drawing.draw(item)
                let size = (picture.scene?.utf8.count ?? 0) + picture.description.utf8.count
                XCTAssertLessThan(size, 400_000, "\(drawing.itemType.name) drew \(size) bytes for broken fields")
            }
        }
    }

    /// An item from `fields`, whatever the schema would say of them.
    func makeItemIgnoringFindings(_ fields: String) throws -> Item {
        let body = "  - id: i1\n" + fields.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
        let text = "kind: Lesson\nid: k.counting.count-to-10.l1\nskill: k.counting.count-to-10\nitems:\n" + body + "\n"
        let source = SourceFile(path: "t.yaml", text: text)
        let node = try XCTUnwrap(YAMLLoader().load(source).0)
        let lesson = try XCTUnwrap(FileDecoder(source: source, root: node).lesson())
        return try XCTUnwrap(lesson.items.first)
    }
}
