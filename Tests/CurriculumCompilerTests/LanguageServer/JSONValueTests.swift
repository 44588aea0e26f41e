import XCTest

@testable import CurriculumCompiler
@testable import CurriculumLanguageServer

/// `JSONValue` and `JSONObject`: literals, accessors, member order, and equality that ignores it.
final class JSONValueTests: XCTestCase {
    func testLiteralsMakeTheCasesTheyLookLike() {
        let value: JSONValue = ["s": "text", "i": 3, "d": 2.5, "b": true, "n": nil, "a": [1, "two"], "o": ["k": false]]
        XCTAssertEqual(value["s"], .string("text"))
        XCTAssertEqual(value["i"], .int(3))
        XCTAssertEqual(value["d"], .double(2.5))
        XCTAssertEqual(value["b"], .bool(true))
        XCTAssertEqual(value["n"], .null)
        XCTAssertEqual(value["a"], .array([.int(1), .string("two")]))
        XCTAssertEqual(value["o"], .object(JSONObject(["k": .bool(false)])))
    }

    func testAccessorsReturnNilForOtherCases() {
        let value: JSONValue = ["s": "x", "i": 7, "whole": 7.0, "half": 7.5, "huge": 1e300]
        XCTAssertEqual(value["s"]?.string, "x")
        XCTAssertNil(value["i"]?.string)
        XCTAssertEqual(value["i"]?.int, 7)
        XCTAssertEqual(value["whole"]?.int, 7, "a whole Double reads as an Int")
        XCTAssertNil(value["half"]?.int)
        XCTAssertNil(value["huge"]?.int, "beyond Int: no Int, and no trap")
        XCTAssertEqual(value["i"]?.double, 7)
        XCTAssertEqual(value["half"]?.double, 7.5)
        XCTAssertNil(value["s"]?.double)
        XCTAssertNil(value["s"]?.bool)
        XCTAssertNil(value["s"]?.array)
        XCTAssertNil(value["s"]?.object)
        XCTAssertNotNil(value.object)
        XCTAssertFalse(value["s"]!.isNull)
        XCTAssertTrue(JSONValue.null.isNull)
        XCTAssertNil(value["missing"])
        XCTAssertNil(JSONValue.string("x")["key"], "a member of a non-object is nil")
    }

    func testArrayIndexIsNilOutOfRange() {
        let value: JSONValue = [10, 20]
        XCTAssertEqual(value[0], 10)
        XCTAssertEqual(value[1], 20)
        XCTAssertNil(value[2])
        XCTAssertNil(value[-1])
        XCTAssertNil(JSONValue.int(1)[0])
    }

    func testIntegersAndNumbersAreDifferentValues() {
        XCTAssertNotEqual(JSONValue.int(1), JSONValue.double(1))
        XCTAssertEqual(Set<JSONValue>([.int(1), .double(1)]).count, 2)
    }

    func testObjectsKeepInsertionOrder() {
        var object: JSONObject = ["zebra": 1, "apple": 2, "mango": 3]
        XCTAssertEqual(object.keys, ["zebra", "apple", "mango"])
        object["banana"] = 4
        object["apple"] = 20
        XCTAssertEqual(object.keys, ["zebra", "apple", "mango", "banana"], "replacing keeps the position")
        XCTAssertEqual(object["apple"], 20)
        object["zebra"] = nil
        XCTAssertEqual(object.keys, ["apple", "mango", "banana"])
        XCTAssertEqual(object.removeValue(forKey: "mango"), 3)
        XCTAssertNil(object.removeValue(forKey: "mango"))
        XCTAssertEqual(Array(object.map(\.key)), ["apple", "banana"])
        XCTAssertEqual(object.count, 2)
        XCTAssertFalse(object.isEmpty)
    }

    func testARepeatedKeyKeepsItsFirstPositionAndLastValue() {
        let object = JSONObject(pairs: [("a", 1), ("b", 2), ("a", 3)])
        XCTAssertEqual(object.keys, ["a", "b"])
        XCTAssertEqual(object["a"], 3)
    }

    func testEqualityAndHashIgnoreMemberOrder() {
        let a: JSONValue = ["x": 1, "y": ["p": true, "q": nil]]
        let b: JSONValue = ["y": ["q": nil, "p": true], "x": 1]
        XCTAssertEqual(a, b)
        XCTAssertEqual(a.hashValue, b.hashValue)
        XCTAssertNotEqual(a, ["x": 1, "y": ["p": true]] as JSONValue)
        XCTAssertNotEqual(a, ["x": 2, "y": ["p": true, "q": nil]] as JSONValue)
        XCTAssertNotEqual(JSONValue.object(["a": 1]), JSONValue.object(["b": 1]))
        XCTAssertEqual(Set<JSONValue>([a, b]).count, 1)
    }

    /// Past 16 members an index answers lookups; it must stay right through replacements and
    /// removals, and objects with and without one must compare equal.
    func testLargeObjectsStayConsistentThroughEdits() {
        var object = JSONObject()
        for i in 0..<40 { object["k\(i)"] = .int(i) }
        XCTAssertEqual(object.count, 40)
        for i in 0..<40 { XCTAssertEqual(object["k\(i)"], .int(i)) }
        object["k5"] = "five"
        XCTAssertEqual(object.keys[5], "k5")
        for i in stride(from: 0, to: 40, by: 2) { object["k\(i)"] = nil }
        XCTAssertEqual(object.count, 20)
        XCTAssertNil(object["k4"])
        XCTAssertEqual(object["k5"], "five")
        XCTAssertEqual(object["k39"], 39)
        for i in 0..<30 where i % 2 == 1 { object["k\(i)"] = nil }
        XCTAssertEqual(object.keys, ["k31", "k33", "k35", "k37", "k39"], "dropped back below the index threshold")
        XCTAssertEqual(object["k37"], 37)
        object["new"] = true
        XCTAssertEqual(object["new"], true)

        var small = JSONObject()
        for key in object.keys.reversed() { small[key] = object[key] }
        XCTAssertEqual(small, object)
    }

    func testDescriptionIsCompactJSON() {
        let value: JSONValue = ["a": [1, 2.5, "x"], "b": nil]
        XCTAssertEqual(value.description, #"{"a":[1,2.5,"x"],"b":null}"#)
    }
}
