@testable import CurriculumSyntax
import XCTest

@testable import CurriculumCompiler

/// `SourceFile.line` quotes the lines diagnostics point at: the first lines by scanning, deeper
/// ones through an index. Both must agree with the line breaks YAML counts (LF, CRLF, lone CR).
final class SourceFileTests: XCTestCase {
    /// Every line of a file with mixed breaks, shallow and deep, as a plain split reads them.
    func testEveryLineMatchesASplitOnLFCRLFAndCR() {
        var lines: [String] = []
        var text = ""
        let breaks = ["\n", "\r\n", "\r"]
        for n in 0..<300 {
            // An empty line after a lone CR would make that CR and its LF one CRLF break.
            let line = n % 7 == 0 && (n == 0 || breaks[(n - 1) % 3] != "\r") ? "" : "line \(n): ü\(n)"
            lines.append(line)
            text += line + breaks[n % 3]
        }
        let source = SourceFile(path: "a.yaml", text: text)
        for (index, expected) in lines.enumerated() {
            XCTAssertEqual(source.line(index + 1), expected, "line \(index + 1)")
        }
        // After the last break there is one more, empty line; past it, none.
        XCTAssertEqual(source.line(lines.count + 1), "")
        XCTAssertNil(source.line(lines.count + 2))
        XCTAssertNil(source.line(0))
    }

    func testAFileWithoutBreaksHasOneLine() {
        let source = SourceFile(path: "a.yaml", text: "kind: Lesson")
        XCTAssertEqual(source.line(1), "kind: Lesson")
        XCTAssertNil(source.line(2))
        XCTAssertNil(source.line(500))
        XCTAssertEqual(SourceFile(path: "e.yaml", text: "").line(1), "")
    }

    /// Quoting a finding on each of 100,000 lines reads the file once, not once per finding.
    func testQuotingManyDeepLinesIsLinear() {
        let count = 100_000
        let text = (1...count).map { "  - id: i\($0)" }.joined(separator: "\n")
        let source = SourceFile(path: "big.yaml", text: text)
        let started = Date()
        var total = 0
        for n in stride(from: count, through: 1, by: -1) { total += source.line(n)?.utf8.count ?? 0 }
        XCTAssertEqual(total, text.utf8.count - (count - 1))
        // A scan per line would take minutes here; the index takes well under a second even in
        // a debug build on a busy machine.
        XCTAssertLessThan(Date().timeIntervalSince(started), 20)
    }
}
