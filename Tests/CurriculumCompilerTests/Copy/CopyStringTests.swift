@testable import CurriculumSyntax
import XCTest

@testable import CurriculumCompiler

/// Mapping an offset inside copy to its source column, for each scalar style.
final class CopyStringTests: XCTestCase {
    private let start = SourceLocation(path: "l.yaml", line: 4, column: 13)

    private func column(_ text: String, _ style: Scalar.Style?, _ offset: Int) -> Int {
        CopyString(text, field: .prompt, at: start, style: style).location(at: offset).column
    }

    func testPlain() {
        // prompt: How many apples?   ("apples" is 9 scalars in)
        XCTAssertEqual(column("How many apples?", .plain, 9), 22)
    }

    func testDoubleQuotedSkipsTheOpeningQuote() {
        // prompt: "8 + 6 = ?"
        XCTAssertEqual(column("8 + 6 = ?", .doubleQuoted, 8), 22)
    }

    func testSingleQuotedCountsDoubledQuotes() {
        // prompt: 'It''s 7'   → 7 is at column 20
        XCTAssertEqual(column("It's 7", .singleQuoted, 5), 20)
        let copy = CopyString("It's 7", field: .prompt, at: start, style: .singleQuoted)
        XCTAssertEqual(copy.span(0, 4).length, 5, "It''s is five columns")
    }

    func testAfterAnEscapeTheStartIsUsed() {
        // prompt: "Say \"hi\" 7"  → the escape makes later columns unknown
        let copy = CopyString("Say \"hi\" 7", field: .prompt, at: start, style: .doubleQuoted)
        XCTAssertEqual(copy.location(at: 1).column, 15)
        XCTAssertEqual(copy.location(at: 9).column, 13)
        XCTAssertFalse(copy.isExact(9, length: 1))
    }

    func testBlockScalarsAndUnknownStylesUseTheStart() {
        XCTAssertEqual(column("How many apples?", .literal, 9), 13)
        XCTAssertEqual(column("How many apples?", .folded, 9), 13)
        XCTAssertEqual(column("How many apples?", nil, 9), 13)
    }

    func testTextAfterALineBreakUsesTheStart() {
        let copy = CopyString("Count\nthe apples", field: .prompt, at: start, style: .singleQuoted)
        XCTAssertEqual(copy.location(at: 2).column, 16)
        XCTAssertEqual(copy.location(at: 10).column, 13)
    }

    func testSpansStopWhereColumnsAreKnown() {
        let copy = CopyString("Say \"hi\"", field: .prompt, at: start, style: .doubleQuoted)
        XCTAssertEqual(copy.span(0, 8).length, 4)
        XCTAssertEqual(copy.span(6, 2).location, start)
    }
}
