import XCTest

@testable import CurriculumCompiler

/// The revised Spache estimate on sentences worked by hand.
final class ReadingLevelTests: XCTestCase {
    let lexicon = Lexicon(words: ["and", "the", "cat", "sat", "on", "mat", "a", "dog", "apple", "count", "has", "see", "i", "big"])

    func testTheFormula() {
        XCTAssertEqual(ReadingLevel.grade(averageSentenceLength: 5, percentUnfamiliar: 0), 1.264, accuracy: 1e-9)
        XCTAssertEqual(ReadingLevel.grade(averageSentenceLength: 10, percentUnfamiliar: 10), 2.689, accuracy: 1e-9)
    }

    func testFamiliarSentence() {
        // 6 words, 1 sentence, nothing unfamiliar: 0.121 × 6 + 0.659.
        XCTAssertEqual(ReadingLevel.estimate(["The cat sat on the mat."], known: lexicon), 1.385, accuracy: 1e-9)
    }

    func testUnfamiliarWords() {
        // 4 words, 1 unfamiliar (25 %): 0.121 × 4 + 0.082 × 25 + 0.659.
        let a = ReadingLevel.analyze(["The gigantic cat sat."], known: lexicon)
        XCTAssertEqual(a.words, 4)
        XCTAssertEqual(a.sentences, 1)
        XCTAssertEqual(a.unfamiliarWords, ["gigantic"])
        XCTAssertEqual(a.grade, 3.193, accuracy: 1e-9)
    }

    func testAnUnfamiliarWordCountsOnce() {
        // "huge" three times is still one unfamiliar word of 5.
        let a = ReadingLevel.analyze(["Huge, huge, huge big dog."], known: lexicon)
        XCTAssertEqual(a.unfamiliarWords, ["huge"])
        XCTAssertEqual(a.percentUnfamiliar, 20, accuracy: 1e-9)
    }

    func testSentencesAcrossTexts() {
        // Two texts, three sentences, 9 words: ASL 3.
        let a = ReadingLevel.analyze(["The cat sat. The dog sat.", "Count the apple"], known: lexicon)
        XCTAssertEqual(a.sentences, 3)
        XCTAssertEqual(a.words, 9)
        XCTAssertEqual(a.grade, 0.121 * 3 + 0.659, accuracy: 1e-9)
    }

    func testInflectionsNumbersAndNamesAreFamiliar() {
        let a = ReadingLevel.analyze(["I see 3 apples and Kofi counted twenty-one dogs."], known: lexicon)
        XCTAssertEqual(a.unfamiliarWords, [], "apples → apple, counted → count, a number, a number word, a name mid-sentence")
        // At a sentence start a name needs the lexicon's names.
        XCTAssertEqual(ReadingLevel.analyze(["Mei has a dog."], known: lexicon).unfamiliarWords, ["mei"])
        let withNames = Lexicon(words: ["has", "a", "dog"], names: ["Mei"])
        XCTAssertEqual(ReadingLevel.analyze(["Mei has a dog."], known: withNames).unfamiliarWords, [])
    }

    func testTheItemsOwnNamesAreFamiliar() {
        XCTAssertEqual(ReadingLevel.analyze(["The acorns sat."], known: lexicon).unfamiliarWords, ["acorns"])
        XCTAssertEqual(ReadingLevel.analyze(["The acorns sat."], known: lexicon, extra: ["acorn"]).unfamiliarWords, [])
    }

    func testNoWordsIsZero() {
        XCTAssertEqual(ReadingLevel.estimate([], known: lexicon), 0)
        XCTAssertEqual(ReadingLevel.estimate(["?!"], known: lexicon), 0)
    }

    func testAKindergartenPromptAndAHardOne() {
        let list = Lexicon(words: ["how", "many", "apple", "are", "in", "the", "basket"])
        XCTAssertLessThan(ReadingLevel.estimate(["How many apples are in the basket?"], known: list), 1.9)
        XCTAssertGreaterThan(
            ReadingLevel.estimate(["Estimate the approximate quantity of spherical objects illustrated."], known: list), 5)
    }

    /// A level just over its ceiling is not printed as equal to it.
    func testAGradeIsPrintedInTenthsUnlessThatHidesItBeingOverTheCeiling() {
        XCTAssertEqual(ReadingLevel.text(2.04), "2.0")
        XCTAssertEqual(ReadingLevel.text(0.96), "1.0")
        XCTAssertEqual(ReadingLevel.text(12.0), "12.0")
        XCTAssertEqual(ReadingLevel.text(2.6, over: 1.9), "2.6")
        XCTAssertEqual(ReadingLevel.text(1.93, over: 1.9), "1.93")
        XCTAssertEqual(ReadingLevel.text(1.905, over: 1.9), "1.91")
        XCTAssertEqual(ReadingLevel.text(1.88, over: 1.9), "1.9")
    }
}
