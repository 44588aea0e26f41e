import XCTest

@testable import CurriculumCompiler

/// Every SCHEMA-* rule's documented examples (changes to files of the shipped curriculum), run
/// against the real schemas in schemas/: a triggering example must raise the rule and nothing
/// else (one mistake, one diagnostic), a non-triggering one must raise nothing at all.
final class SchemaRulesTests: XCTestCase {
    func testEveryRuleHasDocumentationAndExamples() {
        XCTAssertEqual(SchemaRules.all.count, 8)
        XCTAssertEqual(Set(SchemaRules.all.map { $0.description.id }).count, SchemaRules.all.count)
        for rule in SchemaRules.all {
            let d = rule.description
            XCTAssertTrue(d.id.hasPrefix("SCHEMA-"), d.id)
            XCTAssertEqual(d.family, "SCHEMA")
            XCTAssertFalse(d.summary.isEmpty, d.id)
            XCTAssertFalse(d.rationale.isEmpty, d.id)
            XCTAssertFalse(d.triggering.isEmpty, d.id)
            XCTAssertFalse(d.nonTriggering.isEmpty, d.id)
        }
    }

    static func lint(_ text: String, path: String) throws -> [Diagnostic] {
        let validator = try ShapeCheck.load().validator
        let (root, loadProblems) = YAMLLoader().load(SourceFile(path: path, text: text))
        guard let root else { return loadProblems }
        return loadProblems + validator.validate(document: root, path: path)
    }

    func testExamples() throws {
        for rule in SchemaRules.all {
            let d = rule.description
            for example in d.triggering {
                for file in try RuleExampleTests.changedFiles(example) {
                    let found = try Self.lint(file.text, path: file.path)
                    XCTAssertTrue(found.contains { $0.ruleID == d.id },
                                  "\(d.id) triggering example raised \(found.map { "\($0.ruleID): \($0.message)" })")
                    XCTAssertEqual(found.count, 1, "\(d.id): one mistake should give one diagnostic: \(found.map(\.message))")
                }
            }
            for example in d.nonTriggering {
                for file in try RuleExampleTests.changedFiles(example) {
                    let found = try Self.lint(file.text, path: file.path)
                    XCTAssertEqual(found.map { "\($0.ruleID): \($0.message)" }, [], "\(d.id) non-triggering example")
                }
            }
        }
    }
}
