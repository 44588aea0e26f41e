import XCTest

@testable import CurriculumCompiler

/// Which Kindergarten sentences COPY-NEGATION reads as asking for what is not.
final class CopyNegationTests: XCTestCase {
    func testKindergartenNegation() throws {
        func negations(_ prompt: String, hint: String = "Count the coins.") throws -> [String] {
            try CopyRuleColumnTests.underlined(CopyNegation.id, .lesson("""
                  - id: i1
                    type: multipleChoice
                    prompt: \(prompt)
                    options: [penny, dime]
                    answer: penny
                    hints: [\(hint)]
                    feedback: {incorrect: Look at the color of each coin.}

                """))
        }
        XCTAssertEqual(try negations("Which coin is not silver?"), ["not"])
        XCTAssertEqual(try negations("Find the coin that isn't silver."), ["isn't"])
        XCTAssertEqual(try negations("A dime is silver. A penny is not. Which is a penny?"), ["not"])
        // A story says what did not happen; the question asks for what is.
        XCTAssertEqual(try negations("Ana did not spend her coins. Which coin is brown?"), [])
        // A hint may use "not" in the middle of a sentence, but not leave it hanging.
        XCTAssertEqual(try negations("Which coin is brown?", hint: "Count the ones that are not silver."), [])
        XCTAssertEqual(try negations("Which coin is brown?", hint: "A dime is silver. A penny is not."), ["not"])
    }
}
