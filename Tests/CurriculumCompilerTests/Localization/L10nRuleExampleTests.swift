import XCTest

@testable import CurriculumCompiler

/// The L10N rules' examples on their own, as `RuleExampleTests` runs every rule's: quick to run
/// while working on translation checks.
final class L10nRuleExampleTests: XCTestCase {
    func testL10NExamples() throws {
        let workspace = try RuleExampleTests.Workspace()
        let rules = RuleRegistry.all.filter { $0.family == "L10N" }
        XCTAssertEqual(rules.count, 9)
        for rule in rules {
            for (index, example) in rule.triggering.enumerated() {
                let found = try workspace.findings(example, of: rule)
                XCTAssertTrue(
                    found.contains { $0.ruleID == rule.id && $0.location.path.hasPrefix("curriculum/l10n/") },
                    "\(rule.id) triggering example \(index + 1) did not trigger it in the translation file; found \(RuleExampleTests.describe(found))")
            }
            for (index, example) in rule.nonTriggering.enumerated() {
                // Pictures still to draw are info notes of the shipped curriculum, not the example's.
                let found = try workspace.findings(example, of: rule).filter { $0.ruleID != AssetPlaceholder.id }
                XCTAssertEqual(RuleExampleTests.describe(found), [], "\(rule.id) non-triggering example \(index + 1)")
            }
        }
    }
}
