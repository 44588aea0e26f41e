import XCTest

@testable import CurriculumCompiler

/// Every mapping of the spoken form, and the symbols it refuses.
final class SpeechTests: XCTestCase {
    private func say(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        let result = Speech.spoken(text)
        XCTAssertTrue(result.isSpeakable, "\(text): \(result.unspeakable)", file: file, line: line)
        return result.text
    }

    func testTheDesignExample() {
        XCTAssertEqual(say("8 + 6 = ?"), "8 plus 6 equals what?")
    }

    func testOperatorsWithoutSpaces() {
        XCTAssertEqual(say("8+6=?"), "8 plus 6 equals what?")
        XCTAssertEqual(say("2+3=5"), "2 plus 3 equals 5")
    }

    func testAQuestionMarkAfterANumberEndsAQuestion() {
        XCTAssertEqual(say("What is 8 + 6?"), "What is 8 plus 6?")
    }

    func testTheUnknownInsideAnEquationIsABlank() {
        XCTAssertEqual(say("8 + ? = 11"), "8 plus blank equals 11")
        XCTAssertEqual(say("? + 3 = 5"), "blank plus 3 equals 5")
        XCTAssertEqual(say("Solve 9 - ? = 4."), "Solve 9 minus blank equals 4.")
        XCTAssertEqual(say("7 = ? + 2"), "7 equals blank plus 2")
        // An unknown that starts the equation is "blank" too (Spanish says "un número" there).
        XCTAssertEqual(say("? - 9 = 9"), "blank minus 9 equals 9")
        XCTAssertEqual(say("Solve: ? - 2 = 4."), "Solve: blank minus 2 equals 4.")
    }

    func testTheUnknownAtTheEndIsWhatEvenBeforeAnotherSentence() {
        XCTAssertEqual(say("5 + 3 = ? Tap the answer."), "5 plus 3 equals what? Tap the answer.")
    }

    func testComparisons() {
        XCTAssertEqual(say("5 < 8"), "5 is less than 8")
        XCTAssertEqual(say("9 > 2"), "9 is greater than 2")
        XCTAssertEqual(say("Is 3 < 5?"), "Is 3 less than 5?")
        XCTAssertEqual(say("4 = 4"), "4 equals 4")
        XCTAssertEqual(say("4 ≠ 5"), "4 does not equal 5")
    }

    func testMinusBetweenNumbers() {
        XCTAssertEqual(say("9 - 3 = 6"), "9 minus 3 equals 6")
        XCTAssertEqual(say("9-3"), "9 minus 3")
        XCTAssertEqual(say("9 − 3"), "9 minus 3")
    }

    func testAHyphenElsewhereStaysAHyphen() {
        XCTAssertEqual(say("Count to 3 - then stop."), "Count to 3 - then stop.")
        XCTAssertEqual(say("Fill the ten-frame."), "Fill the ten-frame.")
    }

    func testCents() {
        XCTAssertEqual(say("25¢"), "25 cents")
        XCTAssertEqual(say("A penny is 1¢."), "A penny is 1 cent.")
        XCTAssertEqual(say("Add 10¢ and 5¢."), "Add 10 cents and 5 cents.")
        XCTAssertEqual(say("How many ¢?"), "How many cents?")
    }

    func testDollars() {
        XCTAssertEqual(say("$5"), "5 dollars")
        XCTAssertEqual(say("It costs $1."), "It costs 1 dollar.")
    }

    func testTimes() {
        XCTAssertEqual(say("3:30"), "three thirty")
        XCTAssertEqual(say("8:00"), "eight o'clock")
        XCTAssertEqual(say("It is 3:05."), "It is three oh five.")
        XCTAssertEqual(say("Show 12:45 on the clock."), "Show twelve forty-five on the clock.")
        XCTAssertEqual(Speech.time("3:75"), nil)
        XCTAssertEqual(Speech.time("30"), nil)
    }

    func testAColonThatIsNotATimeStays() {
        XCTAssertEqual(say("Count: 1, 2, 3."), "Count: 1, 2, 3.")
    }

    func testFractions() {
        XCTAssertEqual(say("½"), "one half")
        XCTAssertEqual(say("¼"), "one quarter")
        XCTAssertEqual(say("Shade ½ of the circle."), "Shade one half of the circle.")
        XCTAssertEqual(say("Shade ¾."), "Shade three quarters.")
        XCTAssertEqual(say("1½ cups"), "1 and one half cups")
        XCTAssertEqual(say("Shade 1/2 of it."), "Shade one half of it.")
        XCTAssertEqual(say("1/4"), "one quarter")
    }

    func testTimesAndDivided() {
        XCTAssertEqual(say("2 × 3"), "2 times 3")
        XCTAssertEqual(say("6 ÷ 2"), "6 divided by 2")
    }

    func testWordsDigitsAndOrdinaryPunctuationStay() {
        let lines = [
            "How many apples?", "Yes! You counted every apple.", "Let's touch and count again, one apple at a time.",
            "Say \"ten\" (the number).", "Stop; count; go: 1, 2, 3…", "Mei’s tower – then Leo’s — is taller.",
            "“Ten!” said Kofi.", "Uh-oh, o'clock, 5th.", "Count 1,000 stars? No: 12.",
        ]
        for line in lines {
            XCTAssertEqual(say(line), line)
        }
    }

    func testAnUnchangedLineIsReturnedAsItIs() {
        let text = "How many apples?"
        XCTAssertEqual(Speech.spoken(text), SpokenResult(text: text))
        XCTAssertTrue(Speech.isPlain(text))
        XCTAssertFalse(Speech.isPlain("8 + 6"))
        XCTAssertFalse(Speech.isPlain("3:30"))
        XCTAssertFalse(Speech.isPlain("9-3"))
    }

    func testUnspeakableSymbols() {
        let result = Speech.spoken("What is 8 # 6?")
        XCTAssertEqual(result.unspeakable, [.init("#", offset: 10, length: 1)])
        XCTAssertEqual(result.text, "What is 8 # 6?")

        XCTAssertEqual(Speech.spoken("red & blue").unspeakable.map(\.text), ["&"])
        XCTAssertEqual(Speech.spoken("5 * 2").unspeakable.map(\.text), ["*"])
        XCTAssertEqual(Speech.spoken("8 + __ = 11").unspeakable.map(\.text), ["_", "_"])
        XCTAssertEqual(Speech.spoken("a/b").unspeakable.map(\.text), ["/"])
        XCTAssertEqual(Speech.spoken("Tap the ⭐ star").unspeakable, [.init("⭐", offset: 8, length: 1)])
    }

    func testAnEmojiWithItsModifierIsOneSymbol() {
        XCTAssertEqual(Speech.spoken("Great 👍🏽!").unspeakable, [.init("👍🏽", offset: 6, length: 2)])
        XCTAssertEqual(Speech.spoken("🇺🇸").unspeakable.count, 1)
    }

    func testAnInvisibleCharacterIsUnspeakable() {
        XCTAssertEqual(Speech.spoken("Count\u{200B} the dots.").unspeakable, [.init("\u{200B}", offset: 5, length: 1)])
    }

    func testUnspeakableOffsetsCountUnicodeScalars() {
        // "é" is one scalar; the symbol after it is at offset 6.
        XCTAssertEqual(Speech.spoken("Café: # 2").unspeakable.first?.offset, 6)
    }

    func testLettersOfOtherScriptsAreSpeakable() {
        XCTAssertTrue(Speech.spoken("José y Zoë").isSpeakable)
    }

    func testTheRulesShortcutFindsWhatTheSpokenFormFinds() {
        let lines = [
            "What is 8 # 6?", "8 + 6 = ?", "Shade 1/2 of it.", "a/b", "Tap the ⭐ star", "25¢ & 5¢", "How many apples?",
            "Great 👍🏽!", "9-3 = ?", "Count\u{200B} the dots.",
        ]
        for line in lines {
            XCTAssertEqual(Speech.unspeakable(line, tokens: CopyTokenizer.tokens(line)), Speech.spoken(line).unspeakable, line)
        }
    }
}
