@testable import CurriculumLanguageServer
import XCTest

@testable import CurriculumCompiler
import CurriculumJSONRPC

/// `ParamsDecoder`: params into a handler's struct, with errors that name the field.
final class ParamsDecoderTests: XCTestCase {
    struct Sample: Decodable, Equatable {
        struct Inner: Decodable, Equatable {
            var line: Int
            var flag: Bool?
        }

        var name: String
        var items: [Inner]
        var note: String?
        var ratio: Double?
    }

    func decode(_ value: JSONValue?) throws(RPCError) -> Sample { try ParamsDecoder.decode(Sample.self, from: value) }

    func message(_ value: JSONValue?) -> String? {
        do {
            _ = try decode(value)
            return nil
        } catch {
            XCTAssertEqual(error.code, RPCError.invalidParams)
            return error.message
        }
    }

    func testDecodesWhatIsThereAndIgnoresTheRest() throws {
        let sample = try decode(["name": "a", "items": [["line": 1], ["line": 2.0, "flag": true]], "note": nil, "ratio": 1, "extra": [1, 2]])
        XCTAssertEqual(sample, Sample(name: "a", items: [.init(line: 1, flag: nil), .init(line: 2, flag: true)], note: nil, ratio: 1))
    }

    func testFailuresNameTheField() {
        XCTAssertEqual(message(nil), "name is missing", "no params read as an empty object")
        XCTAssertEqual(message([1]), "params must be an object")
        XCTAssertEqual(message(["name": 1, "items": []]), "name must be a string")
        XCTAssertEqual(message(["name": "a", "items": [:]]), "items must be an array")
        XCTAssertEqual(message(["name": "a", "items": [["line": 1], ["line": 1.5]]]), "items[1].line must be an integer")
        XCTAssertEqual(message(["name": "a", "items": [["flag": false]]]), "items[0].line is missing")
        XCTAssertEqual(message(["name": "a", "items": [["line": 1, "flag": "yes"]]]), "items[0].flag must be true or false")
        XCTAssertEqual(message(["name": "a", "items": [], "note": 3]), "note must be a string")
        XCTAssertEqual(message(["name": nil, "items": []]), "name must be a string")
        XCTAssertEqual(message(["name": "a", "items": [["line": 9_999_999_999_999_999_999.0]]]), "items[0].line must be an integer")
    }

    func testAnUndecodedPartKeepsTheJSONAsSent() throws {
        struct Raw: Decodable { var changes: [UndecodedJSON] }
        let raw = try ParamsDecoder.decode(Raw.self, from: ["changes": [["text": 5], "x"]])
        XCTAssertEqual(raw.changes.map(\.value), [["text": 5], "x"])
        XCTAssertThrowsError(try ParamsDecoder.decode(Raw.self, from: ["changes": "x"]))
    }
}
