@testable import CurriculumSyntax
import Foundation
import XCTest

@testable import CurriculumCompiler
@testable import CurriculumSchema

/// What authors see: each mistake once, in plain words, at its line and column.
final class SchemaValidatorTests: XCTestCase {
    private let path = "k/01-counting/example.yaml"

    private func location(of needle: String, in text: String) -> SourceLocation {
        let p = SchemaFixtures.position(of: needle, in: text)
        return SourceLocation(path: path, line: p.line, column: p.column)
    }

    private func messages(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.location.line):\($0.location.column) \($0.ruleID) \($0.message)" }
    }

    func testValidLessonHasNoDiagnostics() {
        XCTAssertEqual(messages(SchemaFixtures.lint(SchemaExamples.lesson)), [])
    }

    func testUnknownFieldPointsAtTheKeyWithSuggestionAndFixIt() {
        let text = SchemaFixtures.lesson("    prompt: How many apples?\n", "    promt: How many apples?\n")
        let found = SchemaFixtures.lint(text)
        XCTAssertEqual(found.count, 1, "the misspelt field is not also reported missing: \(messages(found))")
        let d = found[0]
        XCTAssertEqual(d.ruleID, "SCHEMA-UNKNOWN-FIELD")
        XCTAssertEqual(d.message, "unknown field 'promt'; did you mean 'prompt'?")
        XCTAssertEqual(d.location, location(of: "promt:", in: text))
        XCTAssertEqual(d.location.column, 5)
        XCTAssertEqual(d.length, 5)
        XCTAssertEqual(d.fixIts, [Diagnostic.FixIt(at: d.location, length: 5, replacement: "prompt")])
    }

    func testUnknownFieldWithoutSuggestionListsTheFields() {
        let text = SchemaFixtures.lesson("stage: concrete\n", "stage: concrete\ncolour: red\n")
        let found = SchemaFixtures.lint(text)
        XCTAssertEqual(messages(found), ["\(location(of: "colour", in: text).line):1 SCHEMA-UNKNOWN-FIELD unknown field 'colour'"])
        XCTAssertEqual(found[0].fixIts, [])
        XCTAssertTrue(found[0].notes.first?.message.hasPrefix("allowed fields: kind, id, skill") == true, "\(found[0].notes)")
    }

    func testMissingRequiredFieldPointsAtTheMapping() {
        let text = SchemaFixtures.lesson("    answer: 7\n", "")
        let found = SchemaFixtures.lint(text)
        XCTAssertEqual(found.count, 1, messages(found).description)
        XCTAssertEqual(found[0].ruleID, "SCHEMA-REQUIRED")
        XCTAssertEqual(found[0].message, "missing required field 'answer'")
        // The item mapping starts at its first key, `id` of `  - id: i1`.
        XCTAssertEqual(found[0].location, location(of: "id: i1", in: text))
    }

    func testWrongTypeSaysWhatWasExpectedAndFound() {
        let text = SchemaFixtures.lesson("    answer: 7\n", "    answer: seven\n")
        let found = SchemaFixtures.lint(text)
        XCTAssertEqual(found.count, 1, "one mistake inside a oneOf alternative gives one diagnostic: \(messages(found))")
        XCTAssertEqual(found[0].ruleID, "SCHEMA-TYPE")
        XCTAssertEqual(found[0].message, "expected a number, found the text \"seven\"")
        XCTAssertEqual(found[0].location, location(of: "seven", in: text))
        XCTAssertEqual(found[0].length, 5)
    }

    func testTextThatBecameAMappingGetsAHint() {
        let text = SchemaFixtures.lesson("    prompt: How many apples?\n", "    prompt:\n      Count: how many apples?\n")
        let found = SchemaFixtures.lint(text)
        XCTAssertEqual(found.map(\.message), ["expected text, found a mapping"])
        XCTAssertEqual(found.first?.notes.first?.message, "a ': ' inside text starts a mapping; put the text in quotes")
    }

    func testUnknownItemTypeSuggestsTheClosest() {
        let text = SchemaFixtures.lesson("    type: tenFrame\n", "    type: tenframe\n")
        let found = SchemaFixtures.lint(text)
        XCTAssertEqual(found.count, 1, messages(found).description)
        XCTAssertEqual(found[0].ruleID, "SCHEMA-ENUM")
        XCTAssertEqual(found[0].message, "unknown item type 'tenframe'; did you mean 'tenFrame'?")
        XCTAssertEqual(found[0].location, location(of: "tenframe", in: text))
        XCTAssertEqual(found[0].fixIts.compactMap(\.singleEdit?.replacement), ["tenFrame"])
    }

    func testUnknownItemTypeWithoutSuggestionListsTheTypes() {
        let text = SchemaFixtures.lesson("    type: tenFrame\n", "    type: abacus\n")
        let found = SchemaFixtures.lint(text)
        XCTAssertEqual(found.map(\.message), ["unknown item type 'abacus'"])
        XCTAssertEqual(found.first?.notes.map(\.message), ["allowed: 'counting', 'tenFrame', 'multipleChoice'"])
    }

    func testMissingItemTypeIsOneDiagnostic() {
        let text = SchemaFixtures.lesson("    type: tenFrame\n", "")
        let found = SchemaFixtures.lint(text)
        XCTAssertEqual(found.map(\.message), ["missing required field 'type'"])
    }

    func testEnumListsValuesAndSuggests() {
        let text = SchemaFixtures.lesson("stage: concrete\n", "stage: concret\n")
        let found = SchemaFixtures.lint(text)
        XCTAssertEqual(messages(found), [
            "\(location(of: "concret", in: text).line):8 SCHEMA-ENUM 'concret' is not one of 'concrete', 'representational', 'abstract'; did you mean 'concrete'?",
        ])
        XCTAssertEqual(found[0].fixIts.compactMap(\.singleEdit?.replacement), ["concrete"])
    }

    func testTwoMistakesInOneItemGiveTwoDiagnosticsFromTheMeantType() {
        var text = SchemaFixtures.lesson("    filled: 6\n", "    filled: six\n")
        text = text.replacing("    ask: complement\n", with: "    ask: complment\n", maxReplacements: 1)
        let found = SchemaFixtures.lint(text)
        XCTAssertEqual(found.map(\.message), [
            "expected a number, found the text \"six\"",
            "'complment' is not one of 'count', 'complement'; did you mean 'complement'?",
        ])
    }

    /// A list of thousands of items is checked on both cores; the findings are those of one
    /// evaluator reading it in order: every broken entry, in entry order, at its own line.
    func testALongListIsCheckedInFullAndInOrder() {
        let item = """
              - id: i0
                type: counting
                prompt: How many pears?
                objects: {name: pear, count: 6, arrangement: line}
                answer: 6
                hints: [Touch each pear as you count.]
                feedback: {incorrect: Touch and count again one pear at a time.}

            """
        let broken: [Int: (String, String)] = [
            3: ("answer: 6", "answer: six"), 700: ("count: 6", "count: -6"), 1_025: ("type: counting", "type: countng"),
            1_999: ("prompt: How many pears?", "prompt: [How, many]"),
        ]
        var text = SchemaExamples.lesson.components(separatedBy: "items:\n")[0] + "items:\n"
        var expected: [Int] = []
        for n in 0..<2_000 {
            var entry = item.replacingOccurrences(of: "id: i0", with: "id: i\(n)")
            if let (from, to) = broken[n] {
                entry = entry.replacingOccurrences(of: from, with: to)
                let lineInEntry = entry.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(to) } ?? 0
                expected.append(text.split(separator: "\n", omittingEmptySubsequences: false).count + lineInEntry)
            }
            text += entry
        }
        let found = SchemaFixtures.lint(text)
        let report = messages(found).prefix(8).joined(separator: "\n")
        XCTAssertEqual(found.map(\.location.line), expected, report)
        XCTAssertEqual(found.map(\.ruleID), ["SCHEMA-TYPE", "SCHEMA-RANGE", "SCHEMA-ENUM", "SCHEMA-TYPE"], report)
    }

    func testOneOfMatchingSeveralForms() {
        let text = SchemaFixtures.lesson("skill: k.counting.count-to-10\n", "skill: k.counting.count-to-10\nunit: k.counting\n")
        let found = SchemaFixtures.lint(text)
        XCTAssertEqual(messages(found), ["5:1 SCHEMA-COMPOSITION give only one of 'skill' and 'unit', not both"])
    }

    func testOneOfMatchingNoForm() {
        let text = SchemaFixtures.lesson("skill: k.counting.count-to-10\n", "")
        let found = SchemaFixtures.lint(text)
        XCTAssertEqual(messages(found), ["2:1 SCHEMA-REQUIRED missing required field: one of 'skill' or 'unit'"])
    }

    func testIfThenGivesOneDiagnostic() throws {
        let schema = try JSONSchema(json: """
            {
              "type": "object",
              "properties": {"type": {"enum": ["count", "compare"]}, "objects": {}, "left": {}, "right": {}},
              "required": ["type"],
              "allOf": [
                {"if": {"properties": {"type": {"const": "count"}}}, "then": {"required": ["objects"]}},
                {"if": {"properties": {"type": {"const": "compare"}}}, "then": {"required": ["left", "right"]}}
              ]
            }
            """)
        let missing = SchemaFixtures.load("type: count\n")
        XCTAssertEqual(messages(schema.validate(missing, path: path)), ["1:1 SCHEMA-REQUIRED missing required field 'objects'"])
        let unknown = SchemaFixtures.load("type: compre\nleft: 3\n")
        XCTAssertEqual(messages(schema.validate(unknown, path: path)),
                       ["1:7 SCHEMA-ENUM 'compre' is not one of 'count', 'compare'; did you mean 'compare'?"])
        XCTAssertTrue(schema.isValid(SchemaFixtures.load("type: compare\nleft: 3\nright: 4\n")))
    }

    func testAlternativesOfDifferentTypesMergeIntoOneTypeError() throws {
        let schema = try JSONSchema(json: #"{"anyOf": [{"type": "integer"}, {"type": "array", "items": {"type": "integer"}}]}"#)
        XCTAssertEqual(schema.validate(SchemaFixtures.load("seven\n"), path: path).map(\.message),
                       ["expected a number or a list, found the text \"seven\""])
        XCTAssertEqual(schema.validate(SchemaFixtures.load("[1, two]\n"), path: path).map(\.message),
                       ["expected a number, found the text \"two\""])
    }

    func testUniqueItemsPointsAtTheRepeat() {
        let text = SchemaFixtures.lesson("    answer: 7\n", "    answer: 7\n    options: [6, 7, 6]\n")
        let found = SchemaFixtures.lint(text)
        XCTAssertEqual(found.map(\.message), ["6 appears twice in a list whose entries must differ"])
        XCTAssertEqual(found.first?.location, SourceLocation(path: path, line: location(of: "options", in: text).line, column: 21))
        XCTAssertEqual(found.first?.notes.first?.location?.column, 15)
    }

    // MARK: Kinds

    func testUnknownKind() {
        let text = SchemaFixtures.lesson("kind: Lesson\n", "kind: Lessen\n")
        let found = SchemaFixtures.lint(text)
        XCTAssertEqual(messages(found), ["2:7 SCHEMA-KIND unknown kind 'Lessen'; did you mean 'Lesson'?"])
        XCTAssertEqual(found[0].fixIts.compactMap(\.singleEdit?.replacement), ["Lesson"])
    }

    func testMissingKind() {
        let found = SchemaFixtures.lint("id: k.counting\ntitle: Counting\n")
        XCTAssertEqual(messages(found), ["1:1 SCHEMA-KIND missing 'kind'; every file says what it is"])
        XCTAssertEqual(found[0].notes.map(\.message), ["kinds: 'Lesson', 'Unit'"])
    }

    func testDocumentThatIsNotAMapping() {
        XCTAssertEqual(messages(SchemaFixtures.lint("- kind: Lesson\n")),
                       ["1:1 SCHEMA-TYPE expected a mapping with a top-level 'kind', found a list"])
    }

    // MARK: YAML strings and JSON numbers

    func testYAMLPlainNumbersAreTextWhereTextIsExpected() {
        let unit = "kind: Unit\nid: k.counting\ngrade: 1\norder: 1\ntitle: 1.10\ncode: 08\nstandards: [2024, NY-K.CC.1]\n"
        XCTAssertEqual(messages(SchemaFixtures.lint(unit)), [])
        let quoted = unit.replacing("code: 08", with: "code: '08'")
        XCTAssertEqual(messages(SchemaFixtures.lint(quoted)), [])
        let pattern = unit.replacing("code: 08", with: "code: 123")
        XCTAssertEqual(messages(SchemaFixtures.lint(pattern)), ["6:7 SCHEMA-PATTERN '123' is not written in the form this field takes"])
    }

    func testJSONNumbersAreNeverText() {
        let json = #"{"kind": "Unit", "id": "k.counting", "grade": 1, "order": 1, "title": 8, "code": 80}"#
        XCTAssertEqual(messages(SchemaFixtures.lint(json, json: true)), [
            "1:47 SCHEMA-ENUM expected one of 'K', '1', found the number 1",
            "1:71 SCHEMA-TYPE expected text, found the number 8",
            "1:82 SCHEMA-TYPE expected text, found the number 80",
        ])
    }

    func testIntegerAcceptsWholeFloats() {
        XCTAssertEqual(messages(SchemaFixtures.lint(SchemaFixtures.lesson("order: 9\n", "order: 9.0\n"))), [])
        XCTAssertEqual(messages(SchemaFixtures.lint(SchemaFixtures.lesson("order: 9\n", "order: 9.5\n"))),
                       ["6:8 SCHEMA-TYPE expected a whole number, found the number 9.5"])
    }

    // MARK: Numbers that must not trap

    func testBigIntegersAndFloatsNeverTrap() throws {
        let schema = try JSONSchema(json: """
            {"type": "array", "items": {"type": "integer", "minimum": 0, "maximum": 100, "multipleOf": 3}, "uniqueItems": true}
            """)
        let yaml = """
            - 99999999999999999999999
            - -99999999999999999999999
            - 0x7FFFFFFFFFFFFFFFFFFFFF
            - 9223372036854775807
            - -9223372036854775808
            - .nan
            - .inf
            - -.inf
            - 1.5e308
            - 99999999999999999999999
            """
        let found = schema.validate(SchemaFixtures.load(yaml + "\n"), path: path)
        XCTAssertEqual(messages(found), [
            "1:3 SCHEMA-RANGE expected at most 100, found 99999999999999999999999",
            "2:3 SCHEMA-RANGE expected at least 0, found -99999999999999999999999",
            "3:3 SCHEMA-RANGE expected at most 100, found 0x7FFFFFFFFFFFFFFFFFFFFF",
            "4:3 SCHEMA-RANGE expected at most 100, found 9223372036854775807",
            "5:3 SCHEMA-RANGE expected at least 0, found -9223372036854775808",
            "6:3 SCHEMA-TYPE expected a whole number, found the number .nan",
            "7:3 SCHEMA-TYPE expected a whole number, found the number .inf",
            "8:3 SCHEMA-TYPE expected a whole number, found the number -.inf",
            "9:3 SCHEMA-RANGE expected at most 100, found 1.5e308",
            "10:3 SCHEMA-RANGE 99999999999999999999999 appears twice in a list whose entries must differ",
            "10:3 SCHEMA-RANGE expected at most 100, found 99999999999999999999999",
        ])
        let numbers = try JSONSchema(json: #"{"items": {"minimum": 0, "maximum": 1e308, "multipleOf": 0.1}}"#)
        let floats = SchemaFixtures.load("[.nan, .inf, -.inf, 1e308, 1e400, 0.30000000000000004, 0.3, -9223372036854775808, 12345678901234567890123]\n")
        XCTAssertEqual(numbers.validate(floats, path: path).map(\.message), [
            "expected at least 0, found .nan",
            "expected at most 1e308, found .inf",
            "expected at least 0, found -.inf",
            "expected at most 1e308, found 1e400",
            "expected a multiple of 0.1, found 0.30000000000000004",
            "expected at least 0, found -9223372036854775808",
        ])
        // Exact decimal arithmetic: 1e308 is a multiple of 0.1 and of 1e-300, 0.0075 of 0.0001.
        XCTAssertTrue(try JSONSchema(json: #"{"multipleOf": 0.0001}"#).isValid(SchemaFixtures.load("0.0075\n")))
        XCTAssertFalse(try JSONSchema(json: #"{"multipleOf": 0.0001}"#).isValid(SchemaFixtures.load("0.00751\n")))
        // Int.min and huge divisors take the exact path without overflow.
        let intMin = try JSONSchema(json: #"{"multipleOf": 2}"#)
        XCTAssertTrue(intMin.isValid(SchemaFixtures.load("-9223372036854775808\n")))
        XCTAssertTrue(try JSONSchema(json: #"{"multipleOf": 1e-300}"#).isValid(SchemaFixtures.load("1e308\n")))
        XCTAssertFalse(try JSONSchema(json: #"{"multipleOf": 0.7}"#).isValid(SchemaFixtures.load("1e308\n")))
    }

    func testBigIntegersCompareExactly() throws {
        let schema = try JSONSchema(json: #"{"const": 123456789012345678901234567890}"#)
        XCTAssertTrue(schema.isValid(SchemaFixtures.load("123456789012345678901234567890\n")))
        XCTAssertTrue(schema.isValid(SchemaFixtures.load("+0123456789012345678901234567890\n")))
        XCTAssertFalse(schema.isValid(SchemaFixtures.load("123456789012345678901234567891\n")))
        XCTAssertTrue(try JSONSchema(json: #"{"enum": [1]}"#).isValid(SchemaFixtures.load("1.0\n")))
    }

    // MARK: Schemas

    func testRelativeReferencesAcrossFiles() throws {
        let registry = SchemaFixtures.registry
        XCTAssertEqual(registry.fileNames, [
            "common.schema.json", "item.schema.json", "items/counting.schema.json", "items/multiple-choice.schema.json",
            "items/ten-frame.schema.json", "lesson.schema.json", "unit.schema.json",
        ])
        XCTAssertEqual(registry.compileAll().map(\.description), [])
        let itemID = try registry.schema(file: "common.schema.json#/$defs/itemId")
        XCTAssertEqual(itemID.uri, "https://curriculum.example/schemas/common.schema.json#/$defs/itemId")
        XCTAssertTrue(itemID.isValid(SchemaFixtures.load("i12\n")))
        XCTAssertFalse(itemID.isValid(SchemaFixtures.load("item12\n")))
        let counting = try registry.schema(file: "counting.schema.json")
        XCTAssertEqual(counting.uri, "file:///items/counting.schema.json#")
        XCTAssertEqual(counting.title, "counting item")
        XCTAssertEqual(try registry.schema(uri: "https://curriculum.example/schemas/lesson.schema.json").title, "Lesson")
        XCTAssertEqual(Set(SchemaFixtures.validator.kinds.keys), ["Lesson", "Unit"])
    }

    func testPointersAnchorsAndEscapes() throws {
        let schema = try JSONSchema(json: """
            {
              "$id": "https://example.com/root.json",
              "$defs": {
                "a/b": {"type": "integer"},
                "c~d": {"type": "string"},
                "e%f": {"$anchor": "ef", "type": "boolean"},
                "nested": {"$id": "sub/inner.json", "$defs": {"x": {"minimum": 5}}}
              },
              "properties": {
                "slash": {"$ref": "#/$defs/a~1b"},
                "tilde": {"$ref": "#/$defs/c~0d"},
                "percent": {"$ref": "#/$defs/e%25f"},
                "anchor": {"$ref": "#ef"},
                "relative": {"$ref": "sub/inner.json#/$defs/x"}
              }
            }
            """)
        XCTAssertTrue(schema.isValid(SchemaFixtures.load(#"{"slash": 1, "tilde": "x", "percent": true, "anchor": false, "relative": 6}"#, json: true)))
        XCTAssertEqual(schema.validate(SchemaFixtures.load(#"{"slash": "1", "tilde": 1, "percent": 1, "anchor": 1, "relative": 4}"#, json: true), path: path).count, 5)
    }

    func testBadSchemasAreCompileErrors() {
        XCTAssertThrowsError(try JSONSchema(json: ##"{"$ref": "#/$defs/missing"}"##)) { error in
            XCTAssertTrue("\(error)".contains("$ref '#/$defs/missing' points at nothing"), "\(error)")
        }
        XCTAssertThrowsError(try JSONSchema(json: ##"{"$defs": {"a": {"$ref": "#/$defs/b"}, "b": {"allOf": [{"$ref": "#/$defs/a"}]}}, "$ref": "#/$defs/a"}"##)) { error in
            XCTAssertTrue("\(error)".contains("applies itself to the same value without end"), "\(error)")
        }
        XCTAssertThrowsError(try JSONSchema(json: #"{"unevaluatedProperties": false}"#))
        XCTAssertThrowsError(try JSONSchema(json: #"{"pattern": "(unclosed"}"#))
        XCTAssertThrowsError(try JSONSchema(json: #"{"minimum": "3"}"#))
        XCTAssertThrowsError(try JSONSchema(json: #"{"type": "text"}"#))
        XCTAssertThrowsError(try JSONSchema(json: #"{"items": [{}]}"#))
    }

    func testRecursiveSchemaOnDeepInstanceStopsAtTheDepthLimit() throws {
        let schema = try JSONSchema(json: ##"{"type": "array", "items": {"$ref": "#"}}"##)
        var node = Node(.sequence([]), at: Mark(line: 1, column: 1))
        for _ in 0..<10_000 { node = Node(.sequence([node]), at: Mark(line: 1, column: 1)) }
        XCTAssertFalse(schema.isValid(node))
        let found = schema.validate(node, path: path)
        XCTAssertEqual(found.map(\.ruleID), ["SCHEMA-COMPOSITION"])
        XCTAssertTrue(found[0].message.contains("nest more than"), found[0].message)
        var shallow = Node(.sequence([]), at: Mark(line: 1, column: 1))
        for _ in 0..<50 { shallow = Node(.sequence([shallow]), at: Mark(line: 1, column: 1)) }
        XCTAssertTrue(schema.isValid(shallow))
    }

    func testLongReferenceChainsCompileWithoutRecursion() throws {
        let defs = (0..<2_000).map { ##""d\##($0)": {"$ref": "#/$defs/d\##($0 + 1)"}"## }.joined(separator: ",")
        let schema = try JSONSchema(json: ##"{"$defs": {\##(defs), "d2000": {"type": "integer"}}, "$ref": "#/$defs/d0"}"##)
        XCTAssertFalse(schema.isValid(SchemaFixtures.load("x\n")))
        XCTAssertEqual(schema.validate(SchemaFixtures.load("x\n"), path: path).map(\.ruleID), ["SCHEMA-COMPOSITION"])
    }

    func testSurrogatePairEscapesInJSON() throws {
        let schema = try JSONSchema(json: #"{"const": "\uD83D\uDCA9 \u00e4", "maxLength": 3}"#)
        XCTAssertTrue(schema.isValid(SchemaFixtures.load("💩 ä\n")))
        XCTAssertTrue(schema.isValid(SchemaFixtures.load(#""\uD83D\uDCA9 \u00E4""#, json: true)))
        XCTAssertFalse(schema.isValid(SchemaFixtures.load(#""\\uD83D\\uDCA9 ä""#, json: true)), "an escaped backslash is not an escape")
        XCTAssertTrue(try JSONSchema(json: #"{"const": "\uD800"}"#).isValid(SchemaFixtures.load("\"\u{FFFD}\"\n")), "a lone surrogate reads as U+FFFD")
    }

    func testPatternsFollowECMAScript() throws {
        let digits = try JSONSchema(json: #"{"pattern": "^\\d+$"}"#)
        XCTAssertTrue(digits.isValid(SchemaFixtures.load("'123'\n")))
        XCTAssertFalse(digits.isValid(SchemaFixtures.load("'١٢٣'\n")), "\\d is ASCII only")
        XCTAssertFalse(digits.isValid(SchemaFixtures.load("\"123\\n\"\n")), "$ does not match before a final newline")
        XCTAssertTrue(try JSONSchema(json: #"{"pattern": "[[]"}"#).isValid(SchemaFixtures.load("'['\n")))
        XCTAssertTrue(try JSONSchema(json: #"{"pattern": "es"}"#).isValid(SchemaFixtures.load("lesson\n")), "patterns are not anchored")
    }

    // MARK: Sharing

    func testValidationIsSafeAcrossThreads() {
        let texts = (0..<64).map { i in
            i % 2 == 0 ? SchemaExamples.lesson
                : SchemaFixtures.lesson("    prompt: How many apples?\n", "    promt: How many apples?\n")
        }
        let roots = texts.map { SchemaFixtures.load($0) }
        let path = self.path
        let serial = roots.map { SchemaFixtures.validator.validate(document: $0, path: path) }
        let results = ResultBox(count: roots.count)
        DispatchQueue.concurrentPerform(iterations: roots.count * 4) { i in
            let index = i % roots.count
            results.set(index, SchemaFixtures.validator.validate(document: roots[index], path: path))
        }
        XCTAssertEqual(results.values, serial)
        XCTAssertEqual(serial[1].map(\.ruleID), ["SCHEMA-UNKNOWN-FIELD"])
    }

    func testBuiltInSchemasLoad() throws {
        let (registry, diagnostics) = SchemaRegistry.builtIn()
        XCTAssertEqual(diagnostics.map(\.message), [])
        XCTAssertEqual(registry.compileAll().map(\.description), [])
    }
}

private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [[Diagnostic]]

    init(count: Int) { storage = Array(repeating: [], count: count) }

    func set(_ index: Int, _ value: [Diagnostic]) {
        lock.lock()
        storage[index] = value
        lock.unlock()
    }

    var values: [[Diagnostic]] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}
