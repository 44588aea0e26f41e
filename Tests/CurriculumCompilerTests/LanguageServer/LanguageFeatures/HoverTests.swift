@testable import CurriculumLanguageServer
@testable import CurriculumSyntax
import Foundation
import XCTest

@testable import CurriculumCompiler

/// Hovers over the shipped curriculum's files, and over edited copies of them (the editor's
/// unsaved text, which the hover must read rather than the disk).
final class HoverTests: XCTestCase {
    let lessonPath = "curriculum/k/01-counting/count-objects-l1.yaml"

    private func hoverAt(_ needle: String, onLineContaining line: String? = nil, in path: String, text: String? = nil, offset: Int = 1)
        throws -> (markdown: String, location: SourceLocation, length: Int)? {
        let text = try text ?? Shipped.text(path)
        let at = try XCTUnwrap(position(of: needle, onLineContaining: line, in: text, path: path), "no \(needle) in \(path)")
        return Hover.markdown(at: moved(at, by: offset), index: Shipped.index, compilation: Shipped.compilation, source: SourceFile(path: path, text: text))
    }

    func testAStandardShowsItsDescriptionRangeAndGrade() throws {
        let hover = try XCTUnwrap(hoverAt("NY-K.CC.4a", onLineContaining: "standards: [NY-K.CC.4, NY-K.CC.4a", in: lessonPath, offset: 4))
        let standard = try XCTUnwrap(Shipped.compilation.catalog.standards["NY-K.CC.4a"])
        // The description as the standards file writes it.
        let written = try XCTUnwrap(try Shipped.text("curriculum/standards/k.yaml").components(separatedBy: "\n")
            .first { $0.contains("description: Say the number words") })
        XCTAssertTrue(written.hasSuffix(standard.description))
        XCTAssertTrue(plain(hover.markdown).contains(standard.description), hover.markdown)
        XCTAssertTrue(hover.markdown.contains("Kindergarten"))
        XCTAssertTrue(hover.markdown.contains("numbers 0–20 (within 20)"), hover.markdown)
        XCTAssertTrue(hover.markdown.contains("`NY-K.CC.4a`"))
        XCTAssertTrue(hover.markdown.contains("Defined at `curriculum/standards/k.yaml:"), hover.markdown)
        XCTAssertEqual(hover.length, "NY-K.CC.4a".count)
    }

    func testASkillShowsItsNameUnitAndDefinition() throws {
        let hover = try XCTUnwrap(hoverAt("k.counting.count-objects", onLineContaining: "skill: ", in: lessonPath))
        let unit = "curriculum/k/01-counting/unit.yaml"
        let line = try XCTUnwrap(position(of: "k.counting.count-objects", onLineContaining: "- id: k.counting.count-objects", in: Shipped.text(unit), path: unit)).line
        XCTAssertTrue(hover.markdown.contains("Defined at `\(unit):\(line)`"), hover.markdown)
        XCTAssertTrue(plain(hover.markdown).contains("Count objects and write numerals to 20"), hover.markdown)
        XCTAssertTrue(hover.markdown.contains("skill of unit `k.counting`"), hover.markdown)
        XCTAssertTrue(hover.markdown.contains("`k.counting.count-objects.l1`"), "its lessons")
    }

    func testTheLessonsOwnIdAndAnItemType() throws {
        let lesson = try XCTUnwrap(hoverAt("k.counting.count-objects.l1", onLineContaining: "id: k.counting", in: lessonPath))
        XCTAssertTrue(lesson.markdown.contains("lesson 1 of skill `k.counting.count-objects`"), lesson.markdown)
        XCTAssertTrue(plain(lesson.markdown).contains("Count to 10"))
        let type = try XCTUnwrap(hoverAt("tenFrame", onLineContaining: "type: tenFrame", in: lessonPath))
        XCTAssertTrue(type.markdown.hasPrefix("`tenFrame` — item type"), type.markdown)
        XCTAssertTrue(type.markdown.contains("Auto-scored"))
    }

    func testAnUnknownSkillSaysSoAndSuggests() throws {
        let text = try Shipped.text(lessonPath).replacingOccurrences(of: "skill: k.counting.count-objects", with: "skill: k.counting.count-objets")
        let hover = try XCTUnwrap(hoverAt("k.counting.count-objets", in: lessonPath, text: text))
        XCTAssertTrue(hover.markdown.contains("No skill `k.counting.count-objets` is defined. Did you mean `k.counting.count-objects`?"), hover.markdown)
    }

    func testAnAnswerShowsWhatTheSolverWorksOut() throws {
        let path = "curriculum/k/02-operations/fluency-within-5-l1.yaml"
        let text = try Shipped.text(path)
        // The first `answer: 5` of the file is the item whose expression is "4 + 1".
        let expression = try XCTUnwrap(position(of: "expression: \"4 + 1\"", in: text, path: path))
        XCTAssertEqual(position(of: "answer: 5", in: text, path: path)?.line, expression.line + 1)
        let onValue = try XCTUnwrap(hoverAt("5", onLineContaining: "answer: 5", in: path, offset: 0))
        XCTAssertTrue(onValue.markdown.contains("**Solver:** `5`"), onValue.markdown)
        XCTAssertTrue(plain(onValue.markdown).contains("4 + 1 = 5"), onValue.markdown)
        XCTAssertTrue(onValue.markdown.contains("✓ The authored answer `5` matches"), onValue.markdown)
        // The key too.
        let onKey = try XCTUnwrap(hoverAt("answer", onLineContaining: "answer: 5", in: path))
        XCTAssertEqual(onKey.markdown, onValue.markdown)
        XCTAssertEqual(onKey.length, "answer".count)
    }

    func testAnAnswerInUnsavedTextIsSolvedAsTyped() throws {
        // The buffer differs from the disk the compilation read: the hover reads the buffer.
        let path = "curriculum/k/01-counting/count-objects-l1.yaml"
        let text = try Shipped.text(path).replacingOccurrences(
            of: "objects: {name: duck, count: 6, arrangement: line}\n    answer: 6",
            with: "objects: {name: duck, count: 6, arrangement: line}\n    answer: 7")
        let hover = try XCTUnwrap(hoverAt("7", onLineContaining: "answer: 7", in: path, text: text, offset: 0))
        XCTAssertTrue(hover.markdown.contains("**Solver:** `6`"), hover.markdown)
        XCTAssertTrue(hover.markdown.contains("✗ The authored answer `7` does not match"), hover.markdown)
    }

    func testATemplatesAnswerShowsHowManyVariantsAndEachSolvedAnswer() throws {
        let path = "curriculum/k/02-operations/make-ten-l2.yaml"
        let hover = try XCTUnwrap(hoverAt("\"{10 - filled}\"", onLineContaining: "answer: \"{10 - filled}\"", in: path, offset: 0))
        XCTAssertTrue(hover.markdown.hasPrefix("**Template:** 3 variants of the 3 parameter sets that meet its constraints"), hover.markdown)
        XCTAssertTrue(hover.markdown.contains("- `i1` (filled = 7, quick = true): solver `3`"), hover.markdown)
        XCTAssertTrue(hover.markdown.contains("- `i4` (filled = 8, quick = false): solver `2`"), hover.markdown)
    }

    func testAListAnswerOnItsBracketOrAnEntry() throws {
        let path = "curriculum/k/01-counting/count-sequence-l4.yaml"
        let bracket = try XCTUnwrap(hoverAt("[74, 77]", onLineContaining: "answer: [74, 77]", in: path, offset: 0))
        XCTAssertTrue(bracket.markdown.contains("**Solver:** `[74, 77]`"), bracket.markdown)
        XCTAssertTrue(bracket.markdown.contains("✓"), bracket.markdown)
        let entry = try XCTUnwrap(hoverAt("77", onLineContaining: "answer: [74, 77]", in: path, offset: 0))
        XCTAssertEqual(entry.markdown, bracket.markdown)
        XCTAssertEqual(entry.length, 2)
    }

    func testAnEventsPropertyNameIsNoEvent() throws {
        XCTAssertNil(try hoverAt("event_id", onLineContaining: "{name: event_id", in: "curriculum/analytics.yaml"))
    }

    func testAnOpenResponseHasNoAnswerToWorkOut() throws {
        let spoons = "    prompt: Get 6 spoons. Put them in a row. Count them as you point.\n"
        let text = try Shipped.text(lessonPath).replacingOccurrences(of: spoons, with: spoons + "    answer: 6\n")
        let hover = try XCTUnwrap(hoverAt("answer", onLineContaining: "    answer: 6", from: text, in: lessonPath))
        XCTAssertTrue(hover.markdown.contains("scored by a grown-up"), hover.markdown)
    }

    private func hoverAt(_ needle: String, onLineContaining line: String, from text: String, in path: String) throws -> (markdown: String, location: SourceLocation, length: Int)? {
        // The last line that holds it.
        let lines = text.components(separatedBy: "\n")
        let number = try XCTUnwrap(lines.lastIndex { $0.contains(line) }) + 1
        let at = try XCTUnwrap(position(of: needle, onLineContaining: line, from: number, in: text, path: path))
        return Hover.markdown(at: moved(at, by: 1), index: Shipped.index, compilation: Shipped.compilation, source: SourceFile(path: path, text: text))
    }

    func testAPromptShowsItsSpokenFormReadingLevelAndWords() throws {
        let path = "curriculum/k/03-teen-numbers/teen-number-sentences-l3.yaml"
        let hover = try XCTUnwrap(hoverAt("10 + 8 = ?", onLineContaining: "prompt: 10 + 8 = ?", in: path))
        XCTAssertTrue(hover.markdown.hasPrefix("**Prompt** — child-facing copy"), hover.markdown)
        XCTAssertTrue(hover.markdown.contains("Spoken: “10 plus 8 equals what?”"), hover.markdown)
        XCTAssertTrue(hover.markdown.contains("2 words in 1 sentence"), hover.markdown)
        XCTAssertTrue(hover.markdown.contains("Reading level "), hover.markdown)
        XCTAssertTrue(hover.markdown.contains("the Kindergarten ceiling is 1.9"), hover.markdown)
        XCTAssertEqual(hover.length, "10 + 8 = ?".count)

        let plainPrompt = try XCTUnwrap(hoverAt("How many apples?", onLineContaining: "prompt: How many apples?", in: lessonPath))
        XCTAssertTrue(plainPrompt.markdown.contains("Spoken as written."))
        XCTAssertTrue(plainPrompt.markdown.contains("3 words in 1 sentence"), plainPrompt.markdown)
        let hint = try XCTUnwrap(hoverAt("Touch each apple", onLineContaining: "- Touch each apple as you count.", in: lessonPath))
        XCTAssertTrue(hint.markdown.hasPrefix("**Hint** — child-facing copy"), hint.markdown)
        let feedback = try XCTUnwrap(hoverAt("Yes! You counted 4 apples.", in: lessonPath))
        XCTAssertTrue(feedback.markdown.hasPrefix("**Correct-answer feedback**"), feedback.markdown)
    }

    func testAuthorTextCannotInjectMarkdown() throws {
        let text = try Shipped.text(lessonPath).replacingOccurrences(
            of: "prompt: How many apples?", with: "prompt: \"Tap the *big* apple `now` [here](http://x) <b>!</b>\"")
        let hover = try XCTUnwrap(hoverAt("Tap the", in: lessonPath, text: text))
        XCTAssertFalse(hover.markdown.contains("*big*"), hover.markdown)
        XCTAssertTrue(hover.markdown.contains("\\*big\\*"), hover.markdown)
        XCTAssertTrue(hover.markdown.contains("\\`now\\`"), hover.markdown)
        XCTAssertTrue(hover.markdown.contains("\\[here\\]\\(http://x\\)"), hover.markdown)
        XCTAssertFalse(hover.markdown.contains("[here](http://x)"))
        // A double-quoted scalar is underlined inside its quotes.
        let quoted = try XCTUnwrap(position(of: "Tap the", in: text, path: lessonPath))
        XCTAssertEqual(hover.location, quoted)
    }

    func testAFieldNameShowsItsSchemaDescription() throws {
        let hover = try XCTUnwrap(hoverAt("arrangement", onLineContaining: "objects: {name: apple", in: lessonPath))
        XCTAssertTrue(hover.markdown.hasPrefix("`arrangement` — field"), hover.markdown)
        XCTAssertTrue(hover.markdown.contains("How the objects are laid out"), hover.markdown)
        let stage = try XCTUnwrap(hoverAt("stage", onLineContaining: "stage: concrete", in: lessonPath))
        XCTAssertTrue(stage.markdown.contains("The CRA stage"), stage.markdown)
    }

    func testEventsAndBadges() throws {
        let event = try XCTUnwrap(hoverAt("ten_frame_filled", onLineContaining: "tenFrame: [ten_frame_filled]", in: "curriculum/analytics.yaml"))
        XCTAssertTrue(event.markdown.hasPrefix("`ten_frame_filled` — analytics event"), event.markdown)
        XCTAssertTrue(event.markdown.contains("Emitted by: `tenFrame`"), event.markdown)
        let badge = try XCTUnwrap(hoverAt("badge.number-novice", in: "curriculum/badges.yaml"))
        XCTAssertTrue(badge.markdown.contains("badge for skill `k.counting.count-objects`"), badge.markdown)
        XCTAssertTrue(plain(badge.markdown).contains("Number Novice"))
    }

    func testAnEmittersKeyThatIsNoItemTypeIsAField() throws {
        let all = try XCTUnwrap(hoverAt("all", onLineContaining: "all: [item_presented", in: "curriculum/analytics.yaml"))
        XCTAssertTrue(all.markdown.hasPrefix("`all` — field"), all.markdown)
    }

    func testAFileThatDoesNotParseStillHoversTheIdsTheIndexKnows() throws {
        let text = try Shipped.text(lessonPath).replacingOccurrences(of: "title: Count to 10", with: "title: [Count to 10")
        XCTAssertNil(YAMLLoader().load(SourceFile(path: lessonPath, text: text)).root)
        let hover = try XCTUnwrap(hoverAt("k.counting.count-objects", onLineContaining: "skill: ", in: lessonPath, text: text))
        XCTAssertTrue(hover.markdown.contains("skill of unit `k.counting`"), hover.markdown)
    }

    func testMarkdownEscapesAuthorText() {
        XCTAssertEqual(Markdown.text("<b>*x*</b> _y_ # [a](b)"), "\\<b\\>\\*x\\*\\</b\\> \\_y\\_ \\# \\[a\\]\\(b\\)")
        XCTAssertEqual(Markdown.text("two\nlines"), "two lines")
        XCTAssertEqual(Markdown.code("a`b"), "``a`b``")
        XCTAssertEqual(Markdown.code("`"), "`` ` ``")
    }

    func testNothingOnACommentOrBlank() throws {
        let path = "curriculum/k/01-counting/unit.yaml"
        XCTAssertNil(try hoverAt("yaml-language-server", in: path))
    }
}
