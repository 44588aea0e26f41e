import Foundation
import XCTest

@testable import CurriculumCLI
@testable import CurriculumCompiler

/// docs/rules.md is what `curriculum rules --format markdown` prints: the editor links each
/// finding's code to its section, so it must name every rule, as the rules are now.
final class RulesReferenceTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testTheRulesReferenceIsUpToDate() throws {
        let result = runCLI(["rules", "--format", "markdown"], in: Self.repository)
        XCTAssertEqual(result.code, .success)
        let committed = try String(contentsOf: Self.repository.appendingPathComponent("docs/rules.md"), encoding: .utf8)
        XCTAssertEqual(committed, result.out, "docs/rules.md is out of date: run `make docs`")
    }

    func testEveryRuleHasASectionItsLinkAnchors() throws {
        let text = RulesCommand.markdown(RuleRegistry.all)
        for rule in RuleRegistry.all {
            XCTAssertTrue(text.contains("\n### \(rule.id)\n"), rule.id)
        }
    }
}
