import Foundation
import XCTest

@testable import CurriculumCompiler

/// `UnifiedDiff`: the hunks `diff -u` prints, shortest where affordable, exact always.
final class UnifiedDiffTests: XCTestCase {
    func numbered(_ range: ClosedRange<Int>) -> String { range.map { "l\($0)\n" }.joined() }

    func testAChangedLineWithThreeLinesOfContextEachSide() {
        let old = numbered(1...10)
        let new = old.replacingOccurrences(of: "l5\n", with: "L5\n")
        XCTAssertEqual(UnifiedDiff.diff(path: "k/unit.yaml", old: old, new: new), """
            --- a/k/unit.yaml
            +++ b/k/unit.yaml
            @@ -2,7 +2,7 @@
             l2
             l3
             l4
            -l5
            +L5
             l6
             l7
             l8

            """)
        XCTAssertEqual(UnifiedDiff.diff(path: "k/unit.yaml", old: old, new: old), "")
    }

    func testChangesSixLinesApartShareAHunkAndSevenApartDoNot() {
        let old = numbered(1...20)
        let six = old.replacingOccurrences(of: "l3\n", with: "x\n").replacingOccurrences(of: "l10\n", with: "y\n")
        XCTAssertEqual(hunkHeaders(UnifiedDiff.diff(path: "a", old: old, new: six)), ["@@ -1,13 +1,13 @@"])
        let seven = old.replacingOccurrences(of: "l3\n", with: "x\n").replacingOccurrences(of: "l11\n", with: "y\n")
        XCTAssertEqual(hunkHeaders(UnifiedDiff.diff(path: "a", old: old, new: seven)), ["@@ -1,6 +1,6 @@", "@@ -8,7 +8,7 @@"])
    }

    func testALastLineWithoutALineBreakIsMarked() {
        XCTAssertEqual(UnifiedDiff.diff(path: "a", old: "a\nb\nc", new: "a\nb\nC"), """
            --- a/a
            +++ b/a
            @@ -1,3 +1,3 @@
             a
             b
            -c
            \\ No newline at end of file
            +C
            \\ No newline at end of file

            """)
        XCTAssertEqual(UnifiedDiff.diff(path: "a", old: "a\nb\nc\nd", new: "A\nb\nc\nd"), """
            --- a/a
            +++ b/a
            @@ -1,4 +1,4 @@
            -a
            +A
             b
             c
             d
            \\ No newline at end of file

            """)
        XCTAssertEqual(UnifiedDiff.diff(path: "a", old: "a", new: "a\n"), "--- a/a\n+++ b/a\n@@ -1 +1 @@\n-a\n\\ No newline at end of file\n+a\n")
    }

    func testCRLFLinesKeepTheirCRAndInsertedLinesAreCounted() {
        XCTAssertEqual(
            UnifiedDiff.diff(path: "a", old: "a\r\nb\r\nc\r\n", new: "a\r\nb1\r\nb2\r\nc\r\n"),
            "--- a/a\n+++ b/a\n@@ -1,3 +1,4 @@\n a\r\n-b\r\n+b1\r\n+b2\r\n c\r\n")
        XCTAssertEqual(UnifiedDiff.diff(path: "a", old: "", new: "x\n"), "--- a/a\n+++ b/a\n@@ -0,0 +1 @@\n+x\n")
        XCTAssertEqual(UnifiedDiff.diff(path: "a b.yaml", old: "x\n", new: "y\n"), "--- a/a b.yaml\t\n+++ b/a b.yaml\t\n@@ -1 +1 @@\n-x\n+y\n")
    }

    /// Random edits to random texts of few distinct lines (so lines repeat, as blank lines and
    /// `- id:` lines do): the diff turns the old text into the new, and shows as few changed
    /// lines as a longest common subsequence allows.
    func testRandomDiffsApplyAndAreShortest() throws {
        var random = SeededRandom(seed: 7)
        let alphabet = ["a\n", "b\n", "c\n", "\n", "  - id: i1\n", "d\r\n"]
        for round in 0..<400 {
            let old = (0..<Int.random(in: 0...30, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
            var new = old
            for _ in 0..<Int.random(in: 0...6, using: &random) {
                let at = Int.random(in: 0...new.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: new.insert(alphabet.randomElement(using: &random)!, at: at)
                case 1: if at < new.count { new.remove(at: at) }
                default: if at < new.count { new[at] = alphabet.randomElement(using: &random)! }
                }
            }
            var oldText = old.joined(), newText = new.joined()
            if round % 3 == 0, oldText.hasSuffix("\n") { oldText.removeLast() }
            if round % 5 == 0, newText.hasSuffix("\n") { newText.removeLast() }
            let diff = UnifiedDiff.diff(path: "f", old: oldText, new: newText)
            XCTAssertEqual(try Self.patch(oldText, with: diff), newText, "round \(round):\n\(diff)")
            let a = UnifiedDiff.lines(Array(oldText.utf8)), b = UnifiedDiff.lines(Array(newText.utf8))
            // Split by bytes: "\r\n" is one Character, which a split at "\n" would not cut.
            let changed = UnifiedDiff.lines(Array(diff.utf8)).dropFirst(2)
                .filter { $0.first == UInt8(ascii: "-") || $0.first == UInt8(ascii: "+") }.count
            XCTAssertEqual(changed, a.count + b.count - 2 * Self.lcs(a, b), "round \(round):\n\(diff)")
        }
    }

    func testPastTheCapLinesArePairedOrReplacedWholeAndTheDiffStillApplies() throws {
        XCTAssertNil(UnifiedDiff.shortestScript([1, 2, 3], [4, 2, 5], maxD: 3))
        XCTAssertNotNil(UnifiedDiff.shortestScript([1, 2, 3], [4, 2, 5], maxD: 4))
        XCTAssertEqual(UnifiedDiff.fallbackScript([1, 2, 3], [4, 2, 5]).map(\.kind), [.delete, .insert, .equal, .delete, .insert])
        XCTAssertEqual(UnifiedDiff.fallbackScript([1, 2], [3]).map(\.kind), [.delete, .delete, .insert])
        // Every line of a file changed: far past the cap, each line shown replaced in place.
        let old = numbered(1...3000)
        let new = (1...3000).map { "L\($0)\n" }.joined()
        let diff = UnifiedDiff.diff(path: "a", old: old, new: new)
        XCTAssertEqual(try Self.patch(old, with: diff), new)
        XCTAssertEqual(hunkHeaders(diff), ["@@ -1,3000 +1,3000 @@"])
        XCTAssertTrue(diff.hasPrefix("--- a/a\n+++ b/a\n@@ -1,3000 +1,3000 @@\n-l1\n-l2\n"))
        let longer = new + "extra\n"
        XCTAssertEqual(try Self.patch(old, with: UnifiedDiff.diff(path: "a", old: old, new: longer)), longer)
    }

    /// Files of a few megabytes cost time and memory in their changes, not their length squared.
    func testMegabyteFilesStayFast() throws {
        let old = (1...80_000).map { "    prompt: How many apples are in basket number \($0)?\n" }.joined()
        XCTAssertGreaterThan(old.utf8.count, 4_000_000)
        var lines = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for i in stride(from: 100, to: 80_000, by: 200) { lines[i] += " fixed" }
        let scattered = lines.joined(separator: "\n")
        var times: [String: TimeInterval] = [:]
        func timed(_ name: String, _ new: String) throws {
            let start = Date()
            let diff = UnifiedDiff.diff(path: "big.yaml", old: old, new: new)
            times[name] = Date().timeIntervalSince(start)
            XCTAssertEqual(try Self.patch(old, with: diff), new, name)
        }
        try timed("400 scattered lines", scattered)
        try timed("every line", old.replacingOccurrences(of: "apples", with: "pears"))
        try timed("every line, one more", "x\n" + old.replacingOccurrences(of: "apples", with: "pears"))
        for (name, time) in times { XCTAssertLessThan(time, 30, "\(name): \(time) s") }
        print("UnifiedDiff on 4.6 MB:", times.sorted { $0.key < $1.key }.map { "\($0.key) \(String(format: "%.2f", $0.value)) s" })
    }

    func testPatchAppliesTheDiff() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/patch") else { throw XCTSkip("no patch(1)") }
        let cases = [
            (numbered(1...30), numbered(1...30).replacingOccurrences(of: "l12\n", with: "twelve\n")),
            ("a\r\nb\r\nc", "a\r\nB\r\nc"),
            ("a\nb\nc", "a\nb\nc\n"),
            ("# note\nx: 1\n", "# note\nx: |\n  1\n"),
        ]
        for (old, new) in cases {
            let tree = try TemporaryTree(["k/f.yaml": old])
            let diff = UnifiedDiff.diff(path: "k/f.yaml", old: old, new: new)
            try tree.write("fix.diff", diff)
            let result = try Subprocess.shell("patch -p1 --quiet < fix.diff", in: tree.url)
            XCTAssertEqual(result.status, 0, result.out + result.err + diff)
            XCTAssertEqual(try Data(contentsOf: tree.url.appendingPathComponent("k/f.yaml")), Data(new.utf8), diff)
        }
    }

    // MARK: - Helpers

    func hunkHeaders(_ diff: String) -> [String] {
        UnifiedDiff.lines(Array(diff.utf8)).map { String(decoding: $0, as: UTF8.self) }.filter { $0.hasPrefix("@@") }.map { String($0.dropLast()) }
    }

    /// Applies a unified diff as `patch` does, checking every context and removed line and
    /// every hunk's counts.
    static func patch(_ old: String, with diff: String) throws -> String {
        struct Mismatch: Error, CustomStringConvertible { var description: String }
        func lines(_ text: String) -> [String] { UnifiedDiff.lines(Array(text.utf8)).map { String(decoding: $0, as: UTF8.self) } }
        let oldLines = lines(old)
        let diffLines = lines(diff)
        guard !diffLines.isEmpty else { return old }
        guard diffLines.count > 2, diffLines[0].hasPrefix("--- "), diffLines[1].hasPrefix("+++ ") else { throw Mismatch(description: "no header") }
        var result: [String] = []
        var cursor = 0
        var i = 2
        while i < diffLines.count {
            let numbers = diffLines[i].split(whereSeparator: { " @,+-\n".contains($0) }).compactMap { Int($0) }
            let header = diffLines[i]
            let counts = header.split(separator: " ").dropFirst().prefix(2).map { $0.contains(",") ? Int($0.split(separator: ",")[1])! : 1 }
            guard header.hasPrefix("@@ -"), numbers.count >= 2, counts.count == 2 else { throw Mismatch(description: "bad hunk header \(header)") }
            let start = counts[0] == 0 ? numbers[0] : numbers[0] - 1
            guard start >= cursor, start <= oldLines.count else { throw Mismatch(description: "hunk out of order \(header)") }
            result += oldLines[cursor..<start]
            cursor = start
            i += 1
            var seen = (old: 0, new: 0)
            while i < diffLines.count, !diffLines[i].hasPrefix("@@") {
                let line = diffLines[i]
                i += 1
                var body = String(line.dropFirst())
                if i < diffLines.count, diffLines[i] == "\\ No newline at end of file\n" || diffLines[i] == "\\ No newline at end of file" {
                    body.removeLast()
                    i += 1
                }
                switch line.first {
                case " ", "-":
                    guard cursor < oldLines.count, oldLines[cursor] == body else { throw Mismatch(description: "line \(cursor + 1) is not \(body.debugDescription)") }
                    cursor += 1
                    seen.old += 1
                    if line.first == " " { result.append(body); seen.new += 1 }
                case "+":
                    result.append(body)
                    seen.new += 1
                default:
                    throw Mismatch(description: "bad line \(line.debugDescription)")
                }
            }
            guard seen.old == counts[0], seen.new == counts[1] else { throw Mismatch(description: "counts of \(header) are \(seen)") }
        }
        result += oldLines[cursor...]
        return result.joined()
    }

    static func lcs(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> Int {
        guard !a.isEmpty, !b.isEmpty else { return 0 }
        var row = [Int](repeating: 0, count: b.count + 1)
        for x in a {
            var diagonal = 0
            for (j, y) in b.enumerated() {
                let above = row[j + 1]
                row[j + 1] = x == y ? diagonal + 1 : max(row[j + 1], row[j])
                diagonal = above
            }
        }
        return row[b.count]
    }
}
