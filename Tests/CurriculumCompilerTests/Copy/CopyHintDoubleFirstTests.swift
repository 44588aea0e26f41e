import XCTest

@testable import CurriculumCompiler

/// When a first hint's double all but gives the answer (COPY-HINT-DOUBLE-FIRST).
final class CopyHintDoubleFirstTests: XCTestCase {
    private func underlined(_ equation: String, answer: Int, hints: [String]) throws -> [String] {
        try CopyRuleColumnTests.underlined(CopyHintDoubleFirst.id, .lesson("""
              - id: i1
                type: missingNumber
                prompt: \(equation). What number is missing?
                equation: "\(equation)"
                answer: \(answer)
                hints: [\(hints.joined(separator: ", "))]
                feedback: {incorrect: Count up from the number you know.}

            """))
    }

    func testADoubleThatHoldsTheAnswerComesAfterAWayToWorkItOut() throws {
        XCTAssertEqual(try underlined("8 + ? = 16", answer: 8, hints: ["Think of a double you know."]), ["double"])
        XCTAssertEqual(try underlined("16 - 8 = ?", answer: 8, hints: ["Use doubles.", "Count back from 16."]), ["doubles"])
        XCTAssertEqual(try underlined("8 + ? = 16", answer: 8, hints: ["Start at 8 and count up to 16.", "Think of a double."]), [])
    }

    func testADoubleThatIsTheStrategyIsNotTheAnswer() throws {
        // 7 + 7 = ?: the child still adds; 7 + ? = 15: the double is near, not the answer.
        XCTAssertEqual(try underlined("7 + 7 = ?", answer: 14, hints: ["This is a double."]), [])
        XCTAssertEqual(try underlined("7 + ? = 15", answer: 8, hints: ["Think of the double 7 + 7."]), [])
    }
}
