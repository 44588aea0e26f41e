import Foundation
import XCTest

@testable import CurriculumCompiler

/// The typed model and the schemas say the same thing: every field an item schema under
/// schemas/items/ allows is decoded — into `Item` if every item may have it (`Item.Key`), else
/// into its type's `Fields` — and every decoded field is one the schema allows. A field added to
/// a schema but not to its Swift record, or misspelt in one, fails here.
final class ItemFieldsSchemaTests: XCTestCase {
    private func schemaFields(_ type: String) throws -> Set<String> {
        let url = ItemTypeRegistryTests.repository.appendingPathComponent("schemas/items/\(type).schema.json")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        let properties = try XCTUnwrap(object?["properties"] as? [String: Any], "schemas/items/\(type).schema.json has no properties")
        return Set(properties.keys)
    }

    private static func ownFields<T: ItemType>(_ type: T.Type) -> [String] {
        T.Fields.self == NoFields.self ? [] : T.Fields.Key.allCases.map(\.rawValue)
    }

    func testEachTypesFieldsAreItsSchemasFields() throws {
        let common = Set(Item.Key.allCases.map(\.rawValue))
        for type in ItemTypes.all {
            let schema = try schemaFields(type.name)
            let own = Self.ownFields(type)
            for field in own where !schema.contains(field) {
                XCTFail("\(type.name): \(type).Fields decodes '\(field)', which schemas/items/\(type.name).schema.json does not allow")
            }
            for field in own where common.contains(field) {
                XCTFail("\(type.name): '\(field)' is one of every item's fields (Item.Key); do not decode it again in \(type).Fields")
            }
            for field in schema.subtracting(common).subtracting(own).sorted() {
                XCTFail("\(type.name): the schema allows '\(field)' but \(type).Fields does not decode it")
            }
        }
    }
}
