@testable import CurriculumSyntax
import XCTest

@testable import CurriculumCompiler

/// Mistakes content authors make in YAML, and what they read: the line and column they must
/// change (libyaml often stops a line or more later), a plain sentence, and the fix when it is
/// obvious. Every fix-it is applied and the file loaded again, so a fix that does not parse fails.
final class YAMLSyntaxMessageTests: XCTestCase {
    /// The one YAML-SYNTAX diagnostic the text gets.
    private func syntaxError(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> Diagnostic {
        let (root, diagnostics) = load(text)
        XCTAssertNil(root, "the file should not load", file: file, line: line)
        XCTAssertEqual(diagnostics.map(\.ruleID), ["YAML-SYNTAX"], file: file, line: line)
        return try XCTUnwrap(diagnostics.first, file: file, line: line)
    }

    /// Checks where the diagnostic points, what it says, and what its fix-it makes of the line
    /// (nil: no fix-it); then that libyaml's own words are kept in the last note, and that the
    /// fixed file parses.
    private func check(
        _ text: String, at position: String, _ message: String, fixedLine: String?,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let d = try syntaxError(text, file: file, line: line)
        XCTAssertEqual("\(d.location.line):\(d.location.column)", position, file: file, line: line)
        XCTAssertEqual(d.message, message, file: file, line: line)
        XCTAssertTrue(d.notes.last?.message.hasPrefix("libyaml: ") ?? false, "libyaml's wording is the last note", file: file, line: line)
        guard let fixedLine else {
            XCTAssertEqual(d.fixIts, [], "no fix-it when the fix is not obvious", file: file, line: line)
            return
        }
        XCTAssertEqual(d.fixIts.count, 1, file: file, line: line)
        guard let fix = d.fixIts.first?.singleEdit else { return XCTFail("a fix-it of one edit", file: file, line: line) }
        var lines = text.components(separatedBy: "\n")
        let index = fix.line - 1
        var scalars = Array(lines[index].unicodeScalars)
        scalars.replaceSubrange((fix.column - 1)..<(fix.column - 1 + fix.length), with: fix.replacement.unicodeScalars)
        lines[index] = String(String.UnicodeScalarView(scalars))
        XCTAssertEqual(lines[index], fixedLine, file: file, line: line)
        let (root, after) = load(lines.joined(separator: "\n"))
        XCTAssertNotNil(root, "the fixed file loads", file: file, line: line)
        XCTAssertEqual(after.filter { $0.ruleID == "YAML-SYNTAX" }.map(\.message), [], "the fixed file parses", file: file, line: line)
    }

    // MARK: Indentation

    func testAKeyInAnItemIndentedOneSpaceTooLittle() throws {
        try check(
            "kind: Lesson\nitems:\n  - id: i1\n    type: counting\n   prompt: How many apples?\n    answer: 3\n",
            at: "5:4", "'prompt:' is indented 3 spaces, but 'type:' on line 4 is indented 4 spaces; indent it 4 spaces to line it up",
            fixedLine: "    prompt: How many apples?")
    }

    /// libyaml reads the line as more text of `type`'s value and reports the colon.
    func testAKeyInAnItemIndentedTooFar() throws {
        try check(
            "kind: Lesson\nitems:\n  - id: i1\n    type: counting\n      prompt: How many apples?\n    answer: 3\n",
            at: "5:7", "'prompt:' is indented more than 'type:' on line 4, so YAML reads it as more text of 'type'; indent it 4 spaces, like 'type:'",
            fixedLine: "    prompt: How many apples?")
    }

    func testATopLevelKeyIndentedUnderTheOneAbove() throws {
        try check(
            "kind: Lesson\ntitle: Count the pears\n  order: 2\nstage: concrete\n",
            at: "3:3", "'order:' is indented more than 'title:' on line 2, so YAML reads it as more text of 'title'; move it to the beginning of the line, like 'title:'",
            fixedLine: "order: 2")
    }

    func testAListEntryOneSpaceLeftOfTheEntryAboveIt() throws {
        try check(
            "kind: Lesson\nitems:\n  - id: i1\n    hints:\n      - Touch each pear.\n     - Count out loud.\n    answer: 6\n",
            at: "6:6", "this list entry is indented 5 spaces, but the entry it follows on line 5 is indented 6 spaces; line up its '-' with that entry's",
            fixedLine: "      - Count out loud.")
    }

    /// The whole entry moved: a fix-it for its first line alone would break the next, so
    /// there is none, and the message says the rest moves too.
    func testASecondItemIndentedLikeTheKeysOfTheFirst() throws {
        try check(
            "kind: Lesson\nitems:\n  - id: i1\n    answer: 3\n    - id: i2\n      answer: 4\n",
            at: "5:5", "this list entry is indented 4 spaces, but the entry it follows on line 3 is indented 2 spaces; line up its '-' with that entry's, and move the lines below it that belong to it by as much",
            fixedLine: nil)
    }

    /// libyaml complains about `answer:` on line 7; the entry on line 6 is what moved.
    func testAListEntryDedentedToTheDepthOfTheItems() throws {
        try check(
            "kind: Lesson\nitems:\n  - id: i1\n    hints:\n    - Touch each pear.\n  - Count out loud.\n    answer: 6\n",
            at: "6:3", "this list entry is indented 2 spaces, but the entry above it on line 5 is indented 4 spaces, so YAML reads line 7 as more of its text; indent it 4 spaces, like line 5",
            fixedLine: "    - Count out loud.")
    }

    /// A key with nothing after it, then its list indented less than it: libyaml reports the
    /// key after the list.
    func testAKeyWithNoValueFollowedByADedentedList() throws {
        try check(
            "kind: Lesson\nitems:\n  - id: i1\n    hints:\n  - Count each pear.\n    answer: 5\n",
            at: "5:3", "'hints:' on line 4 has nothing after it, and this list entry below it is indented less than 'hints:', so it does not belong to it; indent it 6 spaces",
            fixedLine: "      - Count each pear.")
    }

    func testAKeyWithNoValueFollowedByItsTextIndentedLessThanIt() throws {
        try check(
            "kind: Lesson\nitems:\n  - id: i1\n    prompt:\n   How many pears?\n    answer: 5\n",
            at: "5:4", "'prompt:' on line 4 has nothing after it, and this text below it is not indented more than 'prompt:', so it does not belong to it; indent it 6 spaces, or move it up after 'prompt: '",
            fixedLine: "      How many pears?")
    }

    /// libyaml expects another item here; the line is the prompt's second line, not indented enough.
    func testASecondLineOfAPromptNotIndentedEnough() throws {
        try check(
            "kind: Lesson\nitems:\n  - id: i1\n    prompt: How many\n   apples are there?\n    answer: 3\n",
            at: "5:4", "this line looks like more of the text of 'prompt:' on line 4, but it is not indented more than 'prompt:', so it does not belong to it; indent it 6 spaces, or join it to line 4",
            fixedLine: "      apples are there?")
    }

    func testATabIndentingAKey() throws {
        try check(
            "kind: Lesson\nitems:\n  - id: i1\n    type: counting\n\tanswer: 3\n",
            at: "5:1", "this line is indented with a tab, which YAML does not allow; indent it with 4 spaces instead, like 'type:' on line 4",
            fixedLine: "    answer: 3")
    }

    func testATabIndentingAListEntry() throws {
        try check(
            "kind: Lesson\nitems:\n  - id: i1\n    hints:\n\t  - Touch each pear.\n",
            at: "5:1", "this line is indented with a tab, which YAML does not allow; indent it with 6 spaces instead",
            fixedLine: "      - Touch each pear.")
    }

    func testTwoListMarkersOnOneLine() throws {
        try check(
            "kind: Lesson\nitems:\n  - id: i1\n    answer: 5\n  - - id: i2\n    answer: 6\n",
            at: "5:5", "this line has two '- ' markers, which starts a list inside the list; remove one",
            fixedLine: "  - id: i2")
    }

    func testAListMarkerWithoutASpace() throws {
        try check(
            "kind: Lesson\nitems:\n  -id: i1\n    answer: 5\n",
            at: "3:3", "'-' needs a space after it to start a list entry",
            fixedLine: "  - id: i1")
    }

    // MARK: Colons

    func testNoSpaceAfterTheColon() throws {
        try check(
            "kind: Lesson\nitems:\n  - id: i1\n    prompt:What is 2 + 3?\n    answer: 5\n",
            at: "4:11", "'prompt:' needs a space after the colon",
            fixedLine: "    prompt: What is 2 + 3?")
    }

    func testAColonInsideAPrompt() throws {
        try check(
            "kind: Lesson\nitems:\n  - id: i1\n    prompt: Time: 3:30\n    answer: 5\n",
            at: "4:13", "the value of 'prompt' contains ': ', which YAML reads as the start of another key; put the whole value in quotes",
            fixedLine: "    prompt: \"Time: 3:30\"")
    }

    func testAColonInsideAHint() throws {
        try check(
            "kind: Lesson\nitems:\n  - id: i1\n    hints:\n      - Look at the clock: what time is it?\n      - Tip: look: the short hand shows the hour.\n",
            at: "6:9", "this list entry contains ': ', which YAML reads as the start of a key; put the whole entry in quotes",
            fixedLine: "      - \"Tip: look: the short hand shows the hour.\"")
    }

    func testAKeyWithoutItsColon() throws {
        try check(
            "kind: Lesson\nitems:\n  - id: i1\n    difficulty 1\n    answer: 5\n",
            at: "4:5", "this line has no ':' after its key; write 'difficulty: 1'",
            fixedLine: "    difficulty: 1")
    }

    /// `#` starts a comment only after a blank; here it ran into the key.
    func testACommentWithoutASpaceBeforeIt() throws {
        try check(
            "kind: Lesson\nitems:\n  - id: i1\n    hints:#add more later\n      - Count each pear.\n    answer: 5\n",
            at: "4:11", "a comment needs a space before its '#'; without it YAML reads '#add more later' as part of the key 'hints'",
            fixedLine: "    hints: #add more later")
    }

    // MARK: Quotes and brackets

    /// libyaml runs on to the next quote, three lines later, and reports there.
    func testAnUnclosedQuoteInTheMiddleOfTheFile() throws {
        try check(
            "kind: Lesson\nitems:\n  - id: i1\n    prompt: \"How many apples?\n    answer: 5\n  - id: i2\n    prompt: \"How many pears?\"\n    answer: 2\n",
            at: "4:13", "the '\"' that starts here is not closed on its line, so YAML reads everything up to the next '\"' on line 7 as one text; add a closing '\"' at the end of this line",
            fixedLine: "    prompt: \"How many apples?\"")
    }

    func testAnUnclosedQuoteAtTheEndOfTheFile() throws {
        try check(
            "kind: Lesson\nitems:\n  - id: i1\n    answer: 5\n    prompt: 'How many apples?\n",
            at: "5:13", "this \"'\" is never closed; add a closing \"'\" at the end of the text",
            fixedLine: "    prompt: 'How many apples?'")
    }

    func testAnApostropheInsideSingleQuotes() throws {
        try check(
            "kind: Lesson\nitems:\n  - id: i1\n    prompt: 'Mei's pears: how many?'\n    answer: 5\n",
            at: "4:17", "the apostrophe in \"Mei's\" ends the text in single quotes early; put the whole text in double quotes instead",
            fixedLine: "    prompt: \"Mei's pears: how many?\"")
    }

    func testAnUnclosedBracket() throws {
        try check(
            "kind: Lesson\nitems:\n  - id: i1\n    options: [3, 8, 5\n    answer: 8\n",
            at: "4:14", "this '[' is never closed; add ']' at the end of the list",
            fixedLine: "    options: [3, 8, 5]")
    }

    func testAStrayClosingBrace() throws {
        try check(
            "kind: Lesson\nitems:\n  - id: i1\n    objects: {name: pear, count: 6}}\n    answer: 6\n",
            at: "4:36", "this '}' has no '{' before it to close; delete it",
            fixedLine: "    objects: {name: pear, count: 6}")
    }

    func testABracketThatStartsAPrompt() throws {
        try check(
            "kind: Lesson\nitems:\n  - id: i1\n    prompt: [Bonus] How many pears?\n",
            at: "4:13", "a value that starts with '[' is read as a list, which ends at ']', and YAML cannot read the text after it; if the value is text, put all of it in quotes",
            fixedLine: "    prompt: \"[Bonus] How many pears?\"")
    }

    func testACharacterAValueCannotStartWith() throws {
        try check(
            "kind: Lesson\nitems:\n  - id: i1\n    prompt: @Sam has 3 pears. How many?\n",
            at: "4:13", "a value cannot start with '@' unless it is in quotes; put the whole value in quotes",
            fixedLine: "    prompt: \"@Sam has 3 pears. How many?\"")
    }

    func testABackslashInDoubleQuotes() throws {
        try check(
            "kind: Lesson\nimage: {asset: \"art\\pears\", alt: Pears}\n",
            at: "2:20", "inside double quotes a backslash starts a code, and '\\p' is not one; to write a backslash, write it twice, or put the text in single quotes",
            fixedLine: "image: {asset: 'art\\pears', alt: Pears}")
    }

    // MARK: When the text could mean two things

    /// `pears:` may be a key indented too far, or part of the prompt: both are named, no fix.
    func testAColonOnAContinuedLineNamesBothReadings() throws {
        try check(
            "kind: Lesson\nitems:\n  - id: i1\n    prompt: How many\n      pears: are there?\n    answer: 6\n",
            at: "5:7", "line 5 is indented more than 'prompt:' on line 4, so YAML reads it as more text of 'prompt', and that text cannot contain ': '; if 'pears:' is a key of its own, indent it 4 spaces, like 'prompt:'; if it is part of the text, put the whole text of 'prompt' in quotes",
            fixedLine: nil)
    }

    func testAKeyBetweenTwoIndentationsNamesBoth() throws {
        try check(
            "kind: Lesson\nfeedback:\n    correct: Yes!\n  incorrect: Count again.\n",
            at: "4:3", "'incorrect:' is indented 2 spaces, which lines it up with no key above it; line it up with the key it belongs with: 'correct:' on line 3 (4 spaces) or 'feedback:' on line 2 (at the beginning of the line)",
            fixedLine: nil)
    }

    func testAListEntryAmongKeysIsNotMovedIntoTheWrongList() throws {
        try check(
            "kind: Lesson\nitems:\n  - id: i1\n    prompt: How many pears?\n    - Count them.\n    answer: 6\n",
            at: "5:5", "a '- ' list entry cannot stand here, among 'key: value' lines like 'prompt:' on line 4; if it starts a list, put the list under a key of its own, with its entries indented below that key",
            fixedLine: nil)
    }

    // MARK: Reporting

    func testTheDiagnosticKeepsLibyamlsWordsAndUnderlinesTheValue() throws {
        let d = try syntaxError("kind: Lesson\nitems:\n  - id: i1\n    prompt: Time: 3:30\n")
        XCTAssertEqual(d.notes.map(\.message), ["libyaml: mapping values are not allowed in this context at line 4, column 17"])
        XCTAssertEqual(d.length, "Time: 3:30".count)
    }

    func testJSONGetsNoSingleQuotes() throws {
        let (_, diagnostics) = load("{\"kind\": \"Lesson\",\n  \"id\": \"C:\\q\"}\n", json: true)
        XCTAssertEqual(summary(diagnostics), ["YAML-SYNTAX@2:12"])
        XCTAssertEqual(diagnostics.first?.message, "inside double quotes a backslash starts a code, and '\\q' is not one; to write a backslash, write it twice")
        XCTAssertEqual(diagnostics.first?.fixIts.first?.singleEdit?.replacement, "\\\\")
    }

    func testAControlCharacterIsNamedAndDeleted() {
        let (_, diagnostics) = load("kind: Lesson\ntitle: Count\u{07}\n")
        XCTAssertEqual(summary(diagnostics), ["YAML-ENCODING@2:13"])
        XCTAssertEqual(diagnostics.first?.message, "this line holds the invisible control character U+0007, which YAML does not allow; delete it")
        XCTAssertEqual(diagnostics.first?.fixIts.first?.singleEdit?.length, 1)
    }

    /// Whatever libyaml reports, the explanation points inside the file and never traps.
    func testEveryLibyamlProblemGetsASentence() {
        let broken = [
            "%FOO bar\n---\na: 1\n", "%YAML 1.2\na: 1\n", "a: !<tag 1\n", "a: !e!x 1\n", "a: |0\n  x\n", "a: >+-\n  x\n",
            "a: \"\\uD83C\"\n", "a: [1, , 2]\n", "a: [1\n---\n2]\n", "...\na: 1\n", "a: 1\n...\nb: 2\n", "a: ? b\n",
            "a: - b\n", "a: *\n", "a: &\n", "a: `b`\n", "a:\n\t- b\n", "a: |\n\tb\n", "a: {b: 1\n", "a: [b}\n", "a: 1\nb\n",
            "- a\nb: 1\n", "a:\n  - b\n c: 1\n", "a: 1\n\t\nb: 2\n", "a: 'b\n", "a: \"b\n---\n\"\n", "[[[[\n",
        ]
        for text in broken {
            let (_, diagnostics) = load(text)
            let d = diagnostics.first { $0.ruleID == "YAML-SYNTAX" }
            XCTAssertNotNil(d, text)
            guard let d else { continue }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
            XCTAssertTrue((1...lines).contains(d.location.line), "\(text.debugDescription): \(d.location)")
            XCTAssertFalse(d.message.isEmpty)
            XCTAssertFalse(d.message.hasSuffix("."), d.message)
            XCTAssertEqual(d.message.first.map { String($0) }, d.message.first.map { $0.lowercased() }, d.message)
        }
    }
}
