@testable import CurriculumSyntax
import XCTest

@testable import CurriculumCompiler

/// ASSESS-ONE-SIDED-ANSWERS on the shipped curriculum: which items count as two-button items and
/// how the finding names them.
final class AssessOneSidedAnswersTests: XCTestCase {
    static let halves = "1/06-fractions/halves-l3.yaml"

    func found(_ example: RuleExample) throws -> [Diagnostic] {
        try RuleExampleTests.Workspace().compile(example).diagnostics.filter { $0.ruleID == AssessOneSidedAnswers.description.id }
    }

    /// Gia's toast, answered no, and a second yes/no question answered no.
    static func secondNo(options: String) -> RuleExample {
        .adding("""
            - id: i9
              type: multipleChoice
              difficulty: 2
              prompt: Leo cuts a pear into 2 parts. One part is big and one is small. Are they halves?
              options: \(options)
              answer: "no"
              hints:
                - Halves are the same size. Are these parts the same size?
              feedback:
                correct: Right! The parts are not the same size, so they are not halves.
                incorrect: Look at the sizes. Halves must match.

            """, after: "- id: i4", in: halves)
    }

    func testTwoYesNoItemsBothAnsweredNoAreReportedWithTheButtonToTap() throws {
        let findings = try found(Self.secondNo(options: "[\"yes\", \"no\"]"))
        XCTAssertEqual(findings.map(\.message), ["i4 and i9 are both answered no: a child who always taps No passes them"])
        XCTAssertEqual(findings.first?.severity, .warning)
        XCTAssertEqual(findings.first?.location.path, "curriculum/\(Self.halves)")
        XCTAssertEqual(findings.first?.notes.first?.message, "make one of them yes, so the lesson asks for both")
    }

    func testAQuestionWithAThirdChoiceIsNotATwoButtonItem() throws {
        XCTAssertEqual(try found(Self.secondNo(options: "[\"yes\", \"no\", \"maybe\"]")), [])
    }

    func testOneTwoButtonItemAloneIsNotReported() throws {
        XCTAssertEqual(try found(RuleExample()), [], "the shipped curriculum asks for both answers wherever it asks two or more")
        let onlyOne = try RuleExampleTests.Workspace().compile(RuleExample()).catalog.lessons.first { $0.id.value == "1.fractions.halves.l3" }
        XCTAssertEqual(onlyOne?.items.compactMap(AssessOneSidedAnswers.side(of:)), ["no"])
    }
}
