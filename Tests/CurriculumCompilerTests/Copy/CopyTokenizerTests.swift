import XCTest

@testable import CurriculumCompiler

/// Tokens, their positions (in Unicode scalars) and sentences.
final class CopyTokenizerTests: XCTestCase {
    private func tokens(_ text: String) -> [String] {
        CopyTokenizer.tokens(text).map { "\($0.kind):\($0.text)@\($0.offset)" }
    }

    func testWordsNumbersAndPunctuationWithOffsets() {
        XCTAssertEqual(tokens("Let's count 3 apples!"), [
            "word:Let's@0", "word:count@6", "number:3@12", "word:apples@14", "punctuation:!@20",
        ])
    }

    func testApostrophesAndHyphensJoinWords() {
        XCTAssertEqual(tokens("Kofi's ten-frame, o'clock, uh-oh, Mei’s"), [
            "word:Kofi's@0", "word:ten-frame@7", "punctuation:,@16", "word:o'clock@18", "punctuation:,@25",
            "word:uh-oh@27", "punctuation:,@32", "word:Mei’s@34",
        ])
    }

    func testNumbers() {
        XCTAssertEqual(tokens("3:30 5th 1,000 3.5 25¢"), [
            "number:3:30@0", "number:5th@5", "number:1,000@9", "number:3.5@15", "number:25@19", "symbol:¢@21",
        ])
        XCTAssertEqual(tokens("1, 2, 3"), ["number:1@0", "punctuation:,@1", "number:2@3", "punctuation:,@4", "number:3@6"])
    }

    func testTheUnknownOfAnEquationIsABlank() {
        XCTAssertEqual(tokens("8 + ? = 11"), ["number:8@0", "symbol:+@2", "blank:?@4", "symbol:=@6", "number:11@8"])
        XCTAssertEqual(tokens("8 + 6 = ?").last, "blank:?@8")
        XCTAssertEqual(tokens("What is 8 + 6?").last, "punctuation:?@13")
        XCTAssertEqual(tokens("? - 3 = 4").first, "blank:?@0")
    }

    func testAHyphenBetweenNumbersIsAMinus() {
        XCTAssertEqual(tokens("9 - 3"), ["number:9@0", "symbol:-@2", "number:3@4"])
        XCTAssertEqual(tokens("9-3"), ["number:9@0", "symbol:-@1", "number:3@2"])
        XCTAssertEqual(tokens("Count - then"), ["word:Count@0", "punctuation:-@6", "word:then@8"])
    }

    func testSymbolsKeepWhatBelongsToThem() {
        XCTAssertEqual(tokens("a 👍🏽 b"), ["word:a@0", "symbol:👍🏽@2", "word:b@5"])
        XCTAssertEqual(tokens("🇺🇸!"), ["symbol:🇺🇸@0", "punctuation:!@2"])
        XCTAssertEqual(tokens("👩‍👧"), ["symbol:👩‍👧@0"])
    }

    func testOffsetsCountUnicodeScalars() {
        XCTAssertEqual(tokens("Café apples"), ["word:Café@0", "word:apples@5"])
        // A decomposed é is two scalars, one word.
        XCTAssertEqual(tokens("Cafe\u{301} apples"), ["word:Cafe\u{301}@0", "word:apples@6"])
    }

    func testSentences() {
        let t = CopyTokenizer.tokens("Start at 1. Jump 3. Where do you land?")
        XCTAssertEqual(CopyTokenizer.sentences(t).count, 3)
        XCTAssertEqual(t.filter(\.startsSentence).map(\.text), ["Start", "Jump", "Where"])
        XCTAssertEqual(t.map(\.sentence), [0, 0, 0, 0, 1, 1, 1, 2, 2, 2, 2, 2])
    }

    func testSentenceEdges() {
        XCTAssertEqual(CopyTokenizer.sentences(CopyTokenizer.tokens("Yes! 2 and 3 make 5.")).count, 2)
        // A lowercase word after the mark continues the sentence: a quotation.
        XCTAssertEqual(CopyTokenizer.sentences(CopyTokenizer.tokens("\"Ten!\" said Mei.")).count, 1)
        // Decimals and times do not end sentences; a blank line does.
        XCTAssertEqual(CopyTokenizer.sentences(CopyTokenizer.tokens("It is 3:30 now")).count, 1)
        XCTAssertEqual(CopyTokenizer.sentences(CopyTokenizer.tokens("Count the dots\n\nTap the number")).count, 2)
        XCTAssertEqual(CopyTokenizer.sentences(CopyTokenizer.tokens("8 + ? = 11. Find it.")).count, 2)
        XCTAssertEqual(CopyTokenizer.sentences(CopyTokenizer.tokens("")).count, 0)
    }

    func testFold() {
        XCTAssertEqual(CopyTokenizer.fold("Mei’s"), "mei's")
        XCTAssertEqual(CopyTokenizer.fold("apple"), "apple")
    }

    func testInflectionStems() {
        XCTAssertTrue(Inflection.stems("apples").contains("apple"))
        XCTAssertTrue(Inflection.stems("boxes").contains("box"))
        XCTAssertTrue(Inflection.stems("berries").contains("berry"))
        XCTAssertTrue(Inflection.stems("counted").contains("count"))
        XCTAssertTrue(Inflection.stems("counting").contains("count"))
        XCTAssertTrue(Inflection.stems("making").contains("make"))
        XCTAssertTrue(Inflection.stems("hopped").contains("hop"))
        XCTAssertTrue(Inflection.stems("biggest").contains("big"))
        XCTAssertTrue(Inflection.stems("halves").contains("half"))
        XCTAssertTrue(Inflection.stems("kofi's").contains("kofi"))
        XCTAssertEqual(Inflection.stems("red"), [])
        XCTAssertTrue(Inflection.sameWord("halves", "half"))
        XCTAssertFalse(Inflection.sameWord("ten", "tent"))
    }

    func testNumberWords() {
        XCTAssertEqual(NumberWords.words(7), "seven")
        XCTAssertEqual(NumberWords.words(21), "twenty-one")
        XCTAssertEqual(NumberWords.words(120), "one hundred twenty")
        func value(_ text: String) -> Int? {
            NumberWords.value(of: CopyTokenizer.tokens(text).map(\.folded), at: 0)?.value
        }
        XCTAssertEqual(value("seven"), 7)
        XCTAssertEqual(value("Twenty-one"), 21)
        XCTAssertEqual(value("twenty one"), 21)
        XCTAssertEqual(value("one hundred and twenty"), 120)
        XCTAssertEqual(value("a hundred"), 100)
        XCTAssertEqual(value("apples"), nil)
    }
}
