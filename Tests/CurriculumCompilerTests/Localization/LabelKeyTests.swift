import CurriculumModel
import XCTest

@testable import CurriculumCompiler

/// Labels (tiles, groups, things' names) have translation keys like options, made from their
/// English text rather than their place, so reordering keeps every translation.
final class LabelKeyTests: XCTestCase {
    func testALabelKeyIsItsTextAsAKeySegment() {
        XCTAssertEqual(StringKey.label("1.counting.mastery/i7", "4 tens and 1 one"), "1.counting.mastery/i7.label.4-tens-and-1-one")
        XCTAssertEqual(StringKey.labelSlug("3 + 4"), "3-plus-4")
        XCTAssertEqual(StringKey.labelSlug("10 − 3 = 7"), "10-minus-3-equals-7")
        XCTAssertEqual(StringKey.labelSlug("Diego's ribbon"), "diego-s-ribbon")
        XCTAssertEqual(StringKey.labelSlug("red, blue, green"), "red-blue-green")
        XCTAssertEqual(StringKey.labelSlug("3:30"), "3-30")
        XCTAssertEqual(StringKey.labelSlug("5¢"), "5-cents")
        XCTAssertEqual(StringKey.labelSlug("?!"), "-")
    }

    func testLabelKeysFollowTheTextNotThePlace() {
        func keys(_ pairs: [(String, Int)]) -> [String] {
            let fields: [String: JSONValue] = [
                "pairs": .array(pairs.map { .object(JSONObject(["item": .string($0.0), "target": .int($0.1)])) })
            ]
            return ItemLabels.texts(type: "dragDrop", fields: fields).filter(ItemLabels.isTranslated).map { StringKey.label("k.x.l1/i1", $0) }
        }
        let written = keys([("4 tens and 1 one", 41), ("2 tens", 20), ("9 ones", 9)])
        let reordered = keys([("9 ones", 9), ("4 tens and 1 one", 41), ("2 tens", 20)])
        XCTAssertEqual(written.count, 3)
        XCTAssertEqual(Set(written), Set(reordered))
        // Numbers, times and symbols read the same in every language: shown, spoken, never translated.
        let equation: [String: JSONValue] = ["equation": .string("3 + 4 = ?")]
        XCTAssertEqual(ItemLabels.texts(type: "missingNumber", fields: equation), ["3 + 4 = ?"])
        XCTAssertFalse(ItemLabels.isTranslated("3 + 4 = ?"))
        XCTAssertFalse(ItemLabels.isTranslated("3:30"))
        // A position's two things are named in its drawing; its place is what the child says.
        let position: [String: JSONValue] = [
            "position": .object(JSONObject(["thing": .string("bird"), "place": .string("above"), "landmark": .string("tree")]))
        ]
        XCTAssertEqual(ItemLabels.texts(type: "multipleChoice", fields: position), ["bird", "tree"])
    }

    /// The app reads an item's labels from the bundle with the model's list of fields; the
    /// compiler finds them with its item types'. The two must name the same fields.
    func testTheModelNamesTheFieldsEveryItemTypeShows() {
        for type in ItemTypes.all {
            let shown = type.copy.labelFields + type.copy.shownFields
            XCTAssertEqual(Set(ItemLabels.fieldsByType[type.name] ?? []), Set(shown), type.name)
        }
        var names = Set<String>()
        for type in ItemTypes.all { names.insert(type.name) }
        XCTAssertEqual(Set(ItemLabels.fieldsByType.keys).subtracting(names), [])
    }

    /// The export, status and bundles share one list of strings: a label with words in it is a
    /// source string keyed by its text, located where it is written.
    func testLabelsAreSourceStrings() throws {
        let tree = try baseCurriculumTree()
        let compilation = try Compiler.compile(root: tree.url.appendingPathComponent("curriculum"), displayRoot: "curriculum")
        let labels = SourceStrings(compilation.catalog).strings.filter { $0.field == .label }
        XCTAssertFalse(labels.isEmpty)
        for label in labels {
            let item = try XCTUnwrap(label.itemID)
            XCTAssertEqual(label.key, StringKey.label(item, label.text))
            XCTAssertTrue(ItemLabels.isTranslated(label.text), label.text)
        }
        let duck = try XCTUnwrap(labels.first { $0.text == "duck" })
        XCTAssertEqual(duck.location.path, "curriculum/k/01-counting/compare-l1.yaml")
        XCTAssertEqual(duck.location.line, 16)
    }
}
