import Foundation
import XCTest

@testable import CurriculumCompiler

/// Each registered item type is written down outside Swift too: in the dispatcher
/// schemas/item.schema.json (its `type` enum, the list in that field's description, and an
/// if/then branch to the type's own schema), in that schema under schemas/items/, and in
/// docs/authoring.md (a row of the fields table and an example). These tests hold all of them
/// to `ItemTypes.all` in both directions, and each failure says what to add or remove where.
final class ItemTypeSchemaTests: XCTestCase {
    static let dispatcher = "schemas/item.schema.json"
    static let authoring = "docs/authoring.md"

    private var registered: [String] { ItemTypes.all.map { $0.name } }

    private func text(_ path: String) throws -> String {
        try String(contentsOf: ItemTypeRegistryTests.repository.appendingPathComponent(path), encoding: .utf8)
    }

    private func json(_ path: String) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(try text(path).utf8))
        return try XCTUnwrap(object as? [String: Any], "\(path) is not a JSON object")
    }

    /// What is missing from `found` and what it has beyond the registry, each as a failure.
    private func compare(_ found: [String], _ place: String, add: (String) -> String, remove: (String) -> String,
                         file: StaticString = #filePath, line: UInt = #line) {
        for name in registered where !found.contains(name) { XCTFail("\(place): \(add(name))", file: file, line: line) }
        for name in found where !registered.contains(name) { XCTFail("\(place): \(remove(name))", file: file, line: line) }
        for name in Set(found) where found.filter({ $0 == name }).count > 1 {
            XCTFail("\(place): '\(name)' is there more than once", file: file, line: line)
        }
    }

    private static func unknown(_ name: String) -> String {
        "no registered ItemType is named '\(name)': remove it, or add the type to ItemTypes.all"
    }

    func testTheTypeEnumIsTheRegistry() throws {
        let type = try XCTUnwrap((try json(Self.dispatcher)["properties"] as? [String: Any])?["type"] as? [String: Any])
        let names = try XCTUnwrap(type["enum"] as? [String])
        compare(names, "\(Self.dispatcher) properties.type.enum", add: { "add \"\($0)\"" }, remove: Self.unknown)
        // The description ends "One of: `a`, `b`, …" for the editor's hover.
        let description = try XCTUnwrap(type["description"] as? String)
        let list = try XCTUnwrap(description.range(of: "One of: "), "\(Self.dispatcher): properties.type.description lists the types after \"One of: \"")
        let listed = description[list.upperBound...].matches(of: /`(\w+)`/).map { String($0.1) }
        compare(listed, "\(Self.dispatcher) properties.type.description", add: { "add `\($0)` to the list after \"One of:\"" }, remove: Self.unknown)
    }

    func testEachTypeHasABranchToItsOwnSchema() throws {
        let branches = try XCTUnwrap(try json(Self.dispatcher)["allOf"] as? [[String: Any]], "\(Self.dispatcher) has an allOf of if/then branches")
        var names: [String] = []
        for branch in branches {
            let condition = (branch["if"] as? [String: Any])?["properties"] as? [String: Any]
            guard let name = (condition?["type"] as? [String: Any])?["const"] as? String else {
                XCTFail("\(Self.dispatcher): an allOf entry is not `if: {properties: {type: {const: NAME}}}`")
                continue
            }
            names.append(name)
            let target = (branch["then"] as? [String: Any])?["$ref"] as? String
            XCTAssertEqual(target, "items/\(name).schema.json", "\(Self.dispatcher): the branch for '\(name)' must have `then: {$ref: items/\(name).schema.json}`")
        }
        compare(
            names, "\(Self.dispatcher) allOf",
            add: { #"add {"if": {"properties": {"type": {"const": "\#($0)"}}, "required": ["type"]}, "then": {"$ref": "items/\#($0).schema.json"}}"# },
            remove: Self.unknown)
    }

    func testEachTypeHasItsOwnSchemaFile() throws {
        let folder = ItemTypeRegistryTests.repository.appendingPathComponent("schemas/items")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".schema.json") }
        compare(
            files.map { String($0.dropLast(".schema.json".count)) }, "schemas/items/",
            add: { "add \($0).schema.json (copy a type's schema with the same kind of answer and change its `type` const)" },
            remove: { "\($0).schema.json is the schema of no registered type: remove it, or add the type to ItemTypes.all" })
        for type in ItemTypes.all where files.contains(type.name + ".schema.json") {
            let path = "schemas/items/\(type.name).schema.json"
            let schema = try json(path)
            let own = (schema["properties"] as? [String: Any])?["type"] as? [String: Any]
            XCTAssertEqual(own?["const"] as? String, type.name, "\(path): properties.type must be {const: \(type.name)}")
        }
    }

    /// An auto-scored type is scored by the app, so its feedback is `scoredFeedback`
    /// (`incorrect` required by COPY-FEEDBACK-MISSING); the others need a rubric.
    func testScoringAgreesWithTheSchema() throws {
        for type in ItemTypes.all {
            let path = "schemas/items/\(type.name).schema.json"
            guard let schema = try? json(path) else { continue }  // reported above
            let feedback = ((schema["properties"] as? [String: Any])?["feedback"] as? [String: Any])?["$ref"] as? String
            let required = schema["required"] as? [String] ?? []
            if type.isAutoScored {
                XCTAssertEqual(feedback, "../common.schema.json#/$defs/scoredFeedback", "\(path): \(type.name) is auto-scored, so its feedback is scoredFeedback")
                XCTAssertFalse(required.contains("rubric"), "\(path): \(type.name) is auto-scored and needs no rubric")
            } else {
                XCTAssertTrue(required.contains("rubric"), "\(path): \(type.name) is scored by a grown-up, so `rubric` is required")
            }
        }
    }

    /// The fields a type's CopyTraits names are fields of its schema: a misspelt one would
    /// silently read nothing.
    func testCopyTraitsNameTheTypesOwnFields() throws {
        for type in ItemTypes.all {
            let path = "schemas/items/\(type.name).schema.json"
            guard let schema = try? json(path), let fields = schema["properties"] as? [String: Any] else { continue }
            for field in type.copy.labelFields + type.copy.shownFields + type.copy.workingFields {
                XCTAssertNotNil(fields[field], "\(type) names `\(field)` in its CopyTraits, but \(path) has no such field")
            }
        }
    }

    func testEachTypeIsDocumentedForAuthors() throws {
        let doc = try text(Self.authoring)
        // The fields table: a row per type, whose first cell names it (or it and a sibling).
        let table = try section("### Item types and their fields", of: doc)
        let rows = table.split(separator: "\n").filter { $0.hasPrefix("| `") }
        let inTable = rows.flatMap { row in
            row.dropFirst().prefix { $0 != "|" }.matches(of: /`(\w+)`/).map { String($0.1) }
        }
        compare(
            inTable, "\(Self.authoring)#item-types-and-their-fields",
            add: { "add a row \"| `\($0)` | its fields | its `answer` |\"" }, remove: Self.unknown)
        // An example of each, which DocumentationTests puts into the shipped curriculum and lints.
        let examples = try section("### Item types by example", of: doc)
        let typed = examples.matches(of: /^  type: (\w+)$/.anchorsMatchLineEndings()).map { String($0.1) }
        compare(
            typed, "\(Self.authoring)#item-types-by-example",
            add: { "add an example item of type \($0), under a `<!-- example: curriculum/PATH, item ID -->` line naming an item it can replace" },
            remove: Self.unknown)
    }

    /// The text from `heading` to the next heading of the same level.
    private func section(_ heading: String, of doc: String) throws -> Substring {
        let start = try XCTUnwrap(doc.range(of: "\n" + heading + "\n"), "\(Self.authoring) has no \"\(heading)\" section")
        let rest = doc[start.upperBound...]
        let end = rest.range(of: "\n### ")?.lowerBound ?? rest.endIndex
        return rest[..<end]
    }
}
