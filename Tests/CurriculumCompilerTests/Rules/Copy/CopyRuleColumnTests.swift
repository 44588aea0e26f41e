@testable import CurriculumSyntax
import XCTest

@testable import CurriculumCompiler

/// Each COPY rule points at the offending word or symbol: the text under the caret line is
/// exactly what the rule is about, in plain, single- and double-quoted scalars alike.
final class CopyRuleColumnTests: XCTestCase {
    /// The source text each diagnostic of `rule` underlines.
    static func underlined(_ rule: String, _ example: RuleExample) throws -> [String] {
        try findings(rule, example).map(\.text)
    }

    static func findings(_ rule: String, _ example: RuleExample) throws -> [(text: String, diagnostic: Diagnostic)] {
        let compilation = try RuleExampleTests.compile(example)
        return compilation.diagnostics.filter { $0.ruleID == rule }.map { d in
            let line = Array((compilation.sources[d.location.path]?.line(d.location.line) ?? "").unicodeScalars)
            let start = min(line.count, d.location.column - 1)
            var view = String.UnicodeScalarView()
            view.append(contentsOf: line[start..<min(line.count, start + d.length)])
            return (String(view), d)
        }
    }

    /// A counting item about apples with the given fields (each a YAML line under the item).
    static func apples(_ lines: String...) -> RuleExample {
        var fields: [String: String] = [
            "prompt": "prompt: How many apples?",
            "objects": "objects: {name: apple, count: 7, arrangement: line}",
            "answer": "answer: 7",
            "hints": "hints: [Touch each apple as you count.]",
            "feedback": "feedback: {incorrect: Touch each apple as you count.}",
        ]
        var extra: [String] = []
        for line in lines {
            let key = String(line.prefix { $0 != ":" })
            if fields[key] != nil { fields[key] = line } else { extra.append(line) }
        }
        let order = ["prompt", "objects", "answer", "hints", "feedback"]
        let body = (order.compactMap { fields[$0] } + extra).filter { !$0.hasSuffix(":-") }
        return .lesson("  - id: i1\n    type: counting\n" + body.map { "    " + $0 + "\n" }.joined())
    }

    func testSentenceLengthPointsAtTheFirstWordPastTheLimit() throws {
        XCTAssertEqual(
            try Self.underlined("COPY-SENTENCE-LENGTH", Self.apples("hints: [Look at all of the apples in the row and touch each one.]")),
            ["touch each one"])
    }

    func testPromptLengthPointsPastTheLimitInADoubleQuotedPrompt() throws {
        let prompt = "\"Mei has 2 red apples. Kofi gives her 3 more. Then she finds 1 on the ground. How many apples now?\""
        XCTAssertEqual(try Self.underlined("COPY-PROMPT-LENGTH", Self.apples("prompt: \(prompt)")), ["now"])
    }

    func testWordListPointsAtTheWordInASingleQuotedPrompt() throws {
        XCTAssertEqual(
            try Self.underlined("COPY-WORD-LIST", Self.apples("prompt: 'Kofi''s gigantic basket has how many apples?'")),
            ["gigantic"])
    }

    func testWordListKnowsStoryNamesButNotImperatives() throws {
        XCTAssertEqual(try Self.underlined("COPY-WORD-LIST", Self.apples("prompt: Mei has 7 apples. How many apples?")), [])
        XCTAssertEqual(
            try Self.underlined("COPY-WORD-LIST", Self.apples("feedback: {incorrect: Pair the apples up. Count them again.}")),
            ["Pair"])
    }

    func testReadingLevelPointsAtTheLesson() throws {
        let example = Self.apples("prompt: Estimate the approximate quantity of spherical objects illustrated.")
        let found = try Self.findings("COPY-READING-LEVEL", example)
        XCTAssertEqual(found.map(\.text), ["k.counting.count-to-10.l9"])
        XCTAssertEqual(found.first?.diagnostic.notes.last?.location?.line, 13, "the hardest prompt")
    }

    func testHintMissingPointsAtTheItemOrItsEmptyHints() throws {
        XCTAssertEqual(try Self.underlined("COPY-HINT-MISSING", Self.apples("hints:-")), ["i1"])
        XCTAssertEqual(try Self.underlined("COPY-HINT-MISSING", Self.apples("hints: []")), ["hints"])
    }

    func testHintRevealsAnswerPointsAtTheNumber() throws {
        XCTAssertEqual(try Self.underlined("COPY-HINT-REVEALS-ANSWER", Self.apples("hints: [\"Count to 7 and stop.\"]")), ["7"])
        XCTAssertEqual(
            try Self.underlined("COPY-HINT-REVEALS-ANSWER", Self.apples("hints: [There are seven apples.]")), ["seven"])
    }

    func testFeedbackMissingPointsAtFeedback() throws {
        XCTAssertEqual(
            try Self.underlined("COPY-FEEDBACK-MISSING", Self.apples("feedback: {correct: You counted every apple!}")),
            ["feedback"])
    }

    func testDiscouragingPointsAtTheWordAfterNonASCIIText() throws {
        XCTAssertEqual(
            try Self.underlined("COPY-FEEDBACK-DISCOURAGING", Self.apples("hints: [That’s easy! Count the apples.]")), ["easy"])
        XCTAssertEqual(
            try Self.underlined("COPY-FEEDBACK-DISCOURAGING", Self.apples("feedback: {incorrect: That is the wrong answer. Count again.}")),
            ["wrong answer"])
        XCTAssertEqual(
            try Self.underlined("COPY-FEEDBACK-DISCOURAGING", Self.apples("feedback: {incorrect: \"No! Count again.\"}")), ["No!"])
        XCTAssertEqual(
            try Self.underlined("COPY-FEEDBACK-DISCOURAGING", Self.apples("feedback: {incorrect: No apples are left. Count again.}")), [])
    }

    func testVagueFeedbackUnderlinesTheFeedback() throws {
        XCTAssertEqual(try Self.underlined("COPY-FEEDBACK-VAGUE", Self.apples("feedback: {incorrect: Try again!}")), ["Try again!"])
        XCTAssertEqual(
            try Self.underlined("COPY-FEEDBACK-VAGUE", Self.apples("feedback: {incorrect: Which row has more apples?}")), [])
    }

    func testAltMissingPointsAtTheImage() throws {
        XCTAssertEqual(try Self.underlined("COPY-ALT-MISSING", Self.apples("image: {asset: apples-line}")), ["{"])
        XCTAssertEqual(try Self.underlined("COPY-ALT-MISSING", Self.apples("image: {asset: apples-line, alt: ''}")), ["'"])
    }

    func testAltLengthUnderlinesTheShortAlt() throws {
        XCTAssertEqual(try Self.underlined("COPY-ALT-LENGTH", Self.apples("image: {asset: apples-line, alt: Apples}")), ["Apples"])
        let long = String(repeating: "Red apples in a row. ", count: 7)
        XCTAssertEqual(
            try Self.underlined("COPY-ALT-LENGTH", Self.apples("image: {asset: apples-line, alt: \"\(long)\"}")),
            [String(long.trimmingCharacters(in: .whitespaces).dropFirst(125))])
    }

    func testAltFilenameUnderlinesThePrefixWithAFixIt() throws {
        let found = try Self.findings("COPY-ALT-FILENAME", Self.apples("image: {asset: apples-line, alt: Picture of red apples}"))
        XCTAssertEqual(found.map(\.text), ["Picture of"])
        XCTAssertEqual(found.first?.diagnostic.fixIts.first?.singleEdit?.replacement, "R")
        XCTAssertEqual(found.first?.diagnostic.fixIts.first?.singleEdit?.length, 12)
        XCTAssertEqual(try Self.underlined("COPY-ALT-FILENAME", Self.apples("image: {asset: apples-line, alt: IMG_0042}")), ["IMG_0042"])
        XCTAssertEqual(try Self.underlined("COPY-ALT-FILENAME", Self.apples("image: {asset: apples-line, alt: apples-line}")), ["apples-line"])
    }

    func testAltRevealsAnswerPointsAtTheCount() throws {
        XCTAssertEqual(
            try Self.underlined("COPY-ALT-REVEALS-ANSWER", Self.apples("image: {asset: apples-line, alt: \"A row of 7 red apples\"}")),
            ["7"])
    }

    func testUnspeakableSymbolPointsAtTheSymbolPastDoubledQuotes() throws {
        XCTAssertEqual(
            try Self.underlined("COPY-UNSPEAKABLE-SYMBOL", Self.apples("prompt: 'Kofi''s apples: how many # are there?'")), ["#"])
        XCTAssertEqual(
            try Self.underlined("COPY-UNSPEAKABLE-SYMBOL", Self.apples("prompt: How many 🍎 are there?")), ["🍎"])
    }

    func testIdiomUnderlinesThePhrase() throws {
        XCTAssertEqual(
            try Self.underlined("COPY-IDIOM", Self.apples("feedback: {correct: You are on a roll!, incorrect: Count again.}")),
            ["on a roll"])
        XCTAssertEqual(
            try Self.underlined("COPY-IDIOM", Self.apples("hints: [Keep at it. You nailed it before!]")), ["You nailed it"])
    }

    func testAllCapsPointsAtTheWordWithAFixIt() throws {
        let found = try Self.findings("COPY-ALL-CAPS", Self.apples("prompt: How MANY apples?"))
        XCTAssertEqual(found.map(\.text), ["MANY"])
        XCTAssertEqual(found.first?.diagnostic.fixIts.first?.singleEdit?.replacement, "many")
        XCTAssertEqual(try Self.underlined("COPY-ALL-CAPS", Self.apples("prompt: Tap OK. How many apples? (NY-K.CC.4a)")), [])
    }

    func testPromptPunctuationPointsAtTheLastCharacterWithAFixIt() throws {
        let found = try Self.findings("COPY-PROMPT-PUNCTUATION", Self.apples("prompt: How many apples"))
        XCTAssertEqual(found.map(\.text), ["s"])
        XCTAssertEqual(found.first?.diagnostic.fixIts.first?.singleEdit?.replacement, "s?")
        XCTAssertEqual(
            try Self.findings("COPY-PROMPT-PUNCTUATION", Self.apples("prompt: Count the apples")).first?.diagnostic.fixIts.first?.singleEdit?.replacement,
            "s.")
    }

    func testDoubleSpaceUnderlinesTheSpacesWithAFixIt() throws {
        let found = try Self.findings("COPY-DOUBLE-SPACE", Self.apples("prompt: \"How many   apples?\""))
        XCTAssertEqual(found.map(\.text), ["   "])
        XCTAssertEqual(found.first?.diagnostic.fixIts.first?.singleEdit?.replacement, " ")
    }

    func testUIExpansionUnderlinesTheTitle() throws {
        let example = RuleExample.lesson(
            "  - id: i1\n    type: counting\n    prompt: How many apples?\n    objects: {name: apple, count: 7, arrangement: line}\n    answer: 7\n    hints: [Touch each apple as you count.]\n    feedback: {incorrect: Touch each apple as you count.}\n",
            header: "title: Count the apples in the basket and on the table")
        XCTAssertEqual(try Self.underlined("COPY-UI-EXPANSION", example), ["Count the apples in the basket and on the table"])
    }
}

/// UI strings outside lessons: badge names, unit titles, skill names.
extension CopyRuleColumnTests {
    static let badges = """
        # yaml-language-server: $schema=../../../../schemas/badges.schema.json
        kind: Badges
        id: badges
        points: {correct: 10, hint: -2}
        badges:
          - id: badge.number-novice
            name: NAME
            skill: k.counting.count-to-10
            levels:
              - {name: Bronze, mastered: 1}

        """

    func testBadgeNamesAreCheckedWhereTheyAreWritten() throws {
        let long = RuleExample("badges.yaml", Self.badges.replacingOccurrences(of: "NAME", with: "Super Number Counting Champion"))
        XCTAssertEqual(try Self.underlined("COPY-UI-EXPANSION", long), ["Super Number Counting Champion"])
        let symbol = RuleExample("badges.yaml", Self.badges.replacingOccurrences(of: "NAME", with: "Number ★ Novice"))
        XCTAssertEqual(try Self.underlined("COPY-UNSPEAKABLE-SYMBOL", symbol), ["N"], "decoded without its node: its start")
        let caps = RuleExample("badges.yaml", Self.badges.replacingOccurrences(of: "NAME", with: "NUMBER Novice"))
        XCTAssertEqual(try Self.underlined("COPY-ALL-CAPS", caps).count, 1)
    }

    func testUnitTitlesAndSkillNamesPointAtTheirIds() throws {
        let compilation = try RuleExampleTests.compile(RuleExample(files: []))
        var catalog = compilation.catalog
        catalog.units[0].title = "Counting objects and comparing groups of them"
        catalog.units[0].skills[0].name = "Count objects in lines, arrays and circles to ten"
        let found = CopyUIExpansion.check(catalog)
        XCTAssertEqual(found.map(\.location), [catalog.units[0].id.location, catalog.units[0].skills[0].id.location])
        XCTAssertEqual(found.map { $0.message.prefix(10) }, ["unit title", "skill name"])
    }
}
