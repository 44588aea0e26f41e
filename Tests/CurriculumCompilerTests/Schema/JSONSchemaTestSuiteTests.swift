@testable import CurriculumSyntax
import Foundation
import XCTest

@testable import CurriculumCompiler
@testable import CurriculumSchema

/// Runs every case of the official JSON Schema Test Suite (draft 2020-12) in
/// Fixtures/jsonschema-test-suite against the validator, in both modes: `isValid` (fast) and
/// `validate` (diagnostics; an invalid instance must get at least one, a valid one none).
///
/// The fixture holds the suite's keyword files for the keywords the validator implements (see
/// its README). Files of the upstream suite that are deliberately not copied, because they test
/// what is out of scope: optional/ (format assertion, ECMA-262 regex corner cases, big-number
/// and float-overflow extras, cross-draft refs), format.json (an annotation unless asserted),
/// unevaluatedItems.json and unevaluatedProperties.json, dynamicRef.json, vocabulary.json,
/// anchor.json and id.json (keyword-location rules for `$anchor`/`$id` beyond what refs need),
/// refRemote.json, content.json, default.json and the other annotation-only files.
final class JSONSchemaTestSuiteTests: XCTestCase {
    /// Groups skipped inside the copied files, by file and group description, with the reason.
    /// The suite's README allows exactly these reasons: a remote `$ref`, and keywords outside scope.
    static let skipped: [String: [String: String]] = [
        "defs.json": [
            "validate definition against metaschema":
                "remote $ref to the 2020-12 metaschema (https://json-schema.org/draft/2020-12/schema)",
        ],
        "ref.json": [
            "remote ref, containing refs itself":
                "remote $ref to the 2020-12 metaschema (https://json-schema.org/draft/2020-12/schema)",
            "ref creates new scope when adjacent to keywords":
                "needs unevaluatedProperties, which the validator does not implement",
        ],
        "not.json": [
            "collect annotations inside a 'not', even if collection is disabled":
                "needs unevaluatedProperties, which the validator does not implement",
        ],
    ]

    func testEveryCase() throws {
        let directory = try XCTUnwrap(Bundle.module.resourceURL)
            .appendingPathComponent("Fixtures/jsonschema-test-suite/draft2020-12")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertGreaterThan(files.count, 30, "test suite fixture missing")

        var passed = 0, skippedCases = 0
        var failures: [String] = []
        var usedSkips: Set<String> = []
        for file in files {
            let source = try SourceFile.read(directory.appendingPathComponent(file), displayPath: file)
            let (root, loadDiagnostics) = YAMLLoader(json: true).load(source)
            XCTAssertEqual(loadDiagnostics.map(\.message), [], "\(file) does not load")
            let groups = try XCTUnwrap(root?.sequence, file)
            for (groupIndex, group) in groups.enumerated() {
                let description = group["description"]?.string ?? "?"
                let tests = group["tests"]?.sequence ?? []
                if Self.skipped[file]?[description] != nil {
                    usedSkips.insert(file + " / " + description)
                    skippedCases += tests.count
                    continue
                }
                let schemaNode = try XCTUnwrap(group["schema"])
                let uri = "file:///suite/\(file)/\(groupIndex).json"
                let registry = SchemaRegistry()
                registry.add(document: schemaNode, source: source, uri: uri)
                let schema: JSONSchema
                do {
                    schema = try registry.schema(uri: uri)
                } catch {
                    failures.append("\(file) / \(description): does not compile: \(error)")
                    continue
                }
                for test in tests {
                    let name = "\(file) / \(description) / \(test["description"]?.string ?? "?")"
                    guard let data = test["data"], let valid = test["valid"]?.bool else {
                        failures.append("\(name): malformed test")
                        continue
                    }
                    let fast = schema.isValid(data)
                    let diagnostics = schema.validate(data, path: file)
                    if fast != valid {
                        failures.append("\(name): isValid is \(fast), expected \(valid)")
                    } else if diagnostics.isEmpty != valid {
                        failures.append("\(name): validate gave \(diagnostics.map(\.message)), expected \(valid ? "none" : "some")")
                    } else {
                        passed += 1
                    }
                }
            }
        }
        print("JSON Schema Test Suite draft2020-12: \(passed) passed, \(skippedCases) skipped, \(failures.count) failed")
        for failure in failures { print("  FAIL \(failure)") }
        XCTAssertEqual(failures, [])
        let listed = Set(Self.skipped.flatMap { file, groups in groups.keys.map { file + " / " + $0 } })
        XCTAssertEqual(usedSkips, listed, "the skip list names a group the suite does not have")
    }

    /// The same cases through the command line: `curriculum validate --schema schema.json data.json`
    /// must exit 0 for a valid instance and 1 for an invalid one.
    func testEveryCaseThroughValidateCommand() throws {
        let directory = try XCTUnwrap(Bundle.module.resourceURL)
            .appendingPathComponent("Fixtures/jsonschema-test-suite/draft2020-12")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }.sorted()
        let tree = try TemporaryTree()
        var passed = 0
        var failures: [String] = []
        for file in files {
            let source = try SourceFile.read(directory.appendingPathComponent(file), displayPath: file)
            for group in YAMLLoader(json: true).load(source).0?.sequence ?? [] {
                let description = group["description"]?.string ?? "?"
                guard Self.skipped[file]?[description] == nil, let schema = group["schema"] else { continue }
                try tree.write("schema.json", JSONValue(schema).jsonText())
                for test in group["tests"]?.sequence ?? [] {
                    guard let data = test["data"], let valid = test["valid"]?.bool else { continue }
                    try tree.write("data.json", JSONValue(data).jsonText())
                    let result = runCLI(["validate", "--schema", "schema.json", "data.json"], in: tree.url)
                    if result.code == (valid ? .success : .contentErrors) {
                        passed += 1
                    } else {
                        failures.append("\(file) / \(description) / \(test["description"]?.string ?? "?"): exit \(result.code) \(result.err)")
                    }
                }
            }
        }
        print("JSON Schema Test Suite through `curriculum validate`: \(passed) passed, \(failures.count) failed")
        XCTAssertEqual(failures, [])
        XCTAssertGreaterThan(passed, 800)
    }
}
