import XCTest

@testable import CurriculumCompiler

/// A dictation's answer is the number its prompt says: "Write the number fourteen."
final class DictationTests: XCTestCase {
    func testThePromptSaysTheNumberToWrite() {
        XCTAssertEqual(Dictation.said(in: "Write the number fourteen.")?.value, 14)
        XCTAssertEqual(Dictation.said(in: "Write the number sixty-two.")?.value, 62)
        XCTAssertEqual(Dictation.said(in: "Maya says the number eighty. Write her number.")?.value, 80)
        XCTAssertEqual(Dictation.said(in: "Lena says the number one hundred nine. Write her number.")?.text, "one hundred nine")
        XCTAssertEqual(Dictation.said(in: "Write the number 12.")?.value, 12)
        let said = Dictation.said(in: "Write the number twenty one!")
        XCTAssertEqual(said?.value, 21)
        XCTAssertEqual(said?.offset, 17)
        XCTAssertEqual(said?.length, 10)
    }

    func testOnlyANumberThatEndsItsSentenceInAPromptToWriteIsDictated() {
        XCTAssertNil(Dictation.said(in: "Write the number that is 1 more than 99."), "arithmetic, not dictation")
        XCTAssertNil(Dictation.said(in: "Write the number the blocks show."), "a picture")
        XCTAssertNil(Dictation.said(in: "How many stars? Write the number."))
        XCTAssertNil(Dictation.said(in: "Say the number fourteen."), "nothing to write")
        XCTAssertNil(Dictation.said(in: "Write the number four. Then write the number five."), "two numbers")
        XCTAssertEqual(Dictation.said(in: "Write the number four. Say the number four again.")?.value, 4)
    }

    func testANumericInputWithoutArithmeticIsSolvedByItsPrompt() throws {
        try assertAnswers("type: numericInput\nprompt: Write the number fourteen.", right: "14", wrong: "57", working: "the number the prompt says, fourteen (14)")
        try assertAnswers("type: numericInput\nprompt: Write the number 12.", right: "12", wrong: "21", working: "the number the prompt says, 12")
        // Arithmetic, written or in the prompt, comes first.
        try assertAnswers("type: numericInput\nprompt: Write the number that is 1 more than 99.\nexpression: \"99 + 1\"", right: "100", wrong: "99")
        XCTAssertNil(try solve("type: numericInput\nprompt: Write the number the blocks show.\nanswer: 23").expected)
        let item = try makeItem("type: numericInput\nprompt: Write the number forty-two.\nanswer: 42")
        XCTAssertEqual(NumericInputItem.numbers(item).map(\.0), [42])
    }
}
