import XCTest

@testable import CurriculumCompiler

/// Story names, phrase lists, UI string limits, and the lexicon's folding.
final class CopyTextAnalysisTests: XCTestCase {
    private let known: Set<String> = ["has", "the", "ducks", "up", "tower", "give", "it", "to", "count", "and", "a", "shell"]

    private func names(_ texts: [String], labels: [String] = []) -> Set<String> {
        var evidence = NameEvidence()
        for text in texts {
            let tokens = CopyTokenizer.tokens(text)
            evidence.add(tokens) { self.known.contains(tokens[$0].folded) || Inflection.stems(tokens[$0].folded).contains(where: self.known.contains) }
        }
        evidence.add(labels: labels) { self.known.contains($0) }
        return evidence.names
    }

    func testAStoryNameAtTheStartOfASentence() {
        XCTAssertEqual(names(["Mei has 2 shells."]), ["mei"])
        XCTAssertEqual(names(["Mei, count the ducks."]), ["mei"])
        XCTAssertEqual(names(["Mei and Leo count."]), ["mei", "leo"])
    }

    func testAnImperativeIsNotAName() {
        XCTAssertEqual(names(["Pair the ducks up."]), [])
    }

    func testAWordWrittenInLowercaseElsewhereIsNotAName() {
        XCTAssertEqual(names(["Gigantic has a shell.", "The gigantic tower."]), [])
    }

    func testPossessivesMidSentenceCapitalsAndLabelsAreNames() {
        XCTAssertEqual(names(["Kofi's tower."]), ["kofi"])
        XCTAssertEqual(names(["Give it to Zara."]), ["zara"])
        XCTAssertEqual(names([], labels: ["Ana", "red tower", "Sam"]), ["ana", "sam"])
    }

    func testTheLexiconFoldsAndComposes() {
        let lexicon = Lexicon(words: ["apple", "count", "ten", "frame"])
        XCTAssertTrue(lexicon.knows("apples"))
        XCTAssertTrue(lexicon.knows("counting"))
        XCTAssertTrue(lexicon.knows("ten-frame"))
        XCTAssertTrue(lexicon.knows("twenty-one"))
        XCTAssertTrue(lexicon.knows("12"))
        XCTAssertFalse(lexicon.knows("gigantic"))
    }

    func testPhrasesMatchWholeWordsIgnoringCase() {
        let discouraging = PhraseMatcher(["wrong", "wrong answer", "no!", "uh-oh", "just"], foldInflections: false)
        func found(_ text: String) -> [String] { discouraging.matches(in: CopyTokenizer.tokens(text)).map(\.phrase) }
        XCTAssertEqual(found("That is the Wrong answer."), ["wrong answer"])
        XCTAssertEqual(found("No! Count again."), ["no!"])
        XCTAssertEqual(found("No, count again."), [])
        XCTAssertEqual(found("Uh-oh. Count again."), ["uh-oh"])
        XCTAssertEqual(found("Justin counts."), [], "whole words only")
    }

    func testIdiomsFoldInflections() {
        let idioms = PhraseMatcher(["hang in there", "nailed it", "on a roll"], foldInflections: true)
        func found(_ text: String) -> [String] { idioms.matches(in: CopyTokenizer.tokens(text)).map(\.phrase) }
        XCTAssertEqual(found("She hangs in there."), ["hang in there"])
        XCTAssertEqual(found("You nail it every time."), [])
        XCTAssertEqual(found("You're on a roll!"), ["on a roll"])
    }

    func testUIStringLimits() {
        XCTAssertEqual(UIStringLimits.maximumLength(for: .lessonTitle), 30)
        XCTAssertEqual(UIStringLimits.expandedLength(30), 42)
        XCTAssertEqual(UIStringLimits.expandedLength(31), 44)
        for kind in UIStringLimits.Kind.allCases {
            let longest = UIStringLimits.maximumLength(for: kind)
            XCTAssertLessThanOrEqual(UIStringLimits.expandedLength(longest), UIStringLimits.space(for: kind), kind.rawValue)
            XCTAssertGreaterThan(UIStringLimits.expandedLength(longest + 1), UIStringLimits.space(for: kind), kind.rawValue)
        }
    }
}
