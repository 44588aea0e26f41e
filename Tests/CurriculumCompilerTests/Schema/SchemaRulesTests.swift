@testable import CurriculumSyntax
import XCTest

@testable import CurriculumCompiler
@testable import CurriculumSchema

/// Every SCHEMA-* rule's documented examples (changes to files of the shipped curriculum), run
/// against the real schemas in schemas/: a triggering example must raise the rule and nothing
/// else (one mistake, one diagnostic), a non-triggering one must raise nothing at all.
final class SchemaRulesTests: XCTestCase {
    func testEveryRuleHasDocumentationAndExamples() {
        XCTAssertEqual(RuleRegistry.schemaRules.count, 9)
        XCTAssertEqual(Set(RuleRegistry.schemaRules.map { $0.description.id }).count, RuleRegistry.schemaRules.count)
        for rule in RuleRegistry.schemaRules {
            let d = rule.description
            XCTAssertTrue(d.id.hasPrefix("SCHEMA-"), d.id)
            XCTAssertEqual(d.family, "SCHEMA")
            XCTAssertFalse(d.summary.isEmpty, d.id)
            XCTAssertFalse(d.rationale.isEmpty, d.id)
            XCTAssertFalse(d.triggering.isEmpty, d.id)
            XCTAssertFalse(d.nonTriggering.isEmpty, d.id)
        }
    }

    /// Every failure the validator can report is filed under exactly one SCHEMA rule.
    func testEveryValidatorFailureIsClaimedByExactlyOneRule() {
        for keyword in SchemaKeyword.allCases {
            let claiming = RuleRegistry.schemaRules.filter { $0.check.claims.contains(keyword) }.map { $0.description.id }
            XCTAssertEqual(claiming.count, 1, "\(keyword.rawValue) is claimed by \(claiming)")
        }
    }

    static func lint(_ text: String, path: String) throws -> [Diagnostic] {
        let source = SourceFile(path: path, text: text)
        let (root, loadProblems) = YAMLLoader().load(source)
        guard let root else { return loadProblems }
        return loadProblems + (try ShapeCheck.load().check(root, in: source).diagnostics)
    }

    func testExamples() throws {
        for rule in RuleRegistry.schemaRules {
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
