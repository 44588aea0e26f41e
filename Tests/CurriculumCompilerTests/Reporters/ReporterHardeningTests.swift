@testable import CurriculumSyntax
import CurriculumModel
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

@testable import CurriculumCompiler

/// What reporters print for hostile input: lines of megabytes, hundreds of thousands of
/// findings, and control characters in file names and quoted values.
final class ReporterHardeningTests: XCTestCase {
    static let rules = [
        RuleDescription(id: "SCHEMA-TYPE", severity: .error, summary: "a value has the wrong type", rationale: "r", triggering: [], nonTriggering: []),
        RuleDescription(id: "YAML-SYNTAX", severity: .error, summary: "the file is not valid YAML", rationale: "r", triggering: [], nonTriggering: []),
    ]

    static func render(_ reporter: any Reporter.Type, _ report: LintReport, maxPerRule: Int = ReporterOptions.defaultMaxPerRule) -> String {
        reporter.init(options: ReporterOptions(toolVersion: "0.0.0-test", maxPerRule: maxPerRule)).render(report)
    }

    /// The quoted line and the caret line of the first snippet in text output.
    static func snippet(_ text: String) throws -> (line: String, caret: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let i = try XCTUnwrap(lines.firstIndex { $0.contains(" | ") })
        let quoted = String(lines[i][try XCTUnwrap(lines[i].range(of: " | ")).upperBound...])
        let caret = String(lines[i + 1][try XCTUnwrap(lines[i + 1].range(of: " | ")).upperBound...])
        return (quoted, caret)
    }

    // MARK: Long lines

    /// A line of `count` scalars with `marker` at 1-based `column`.
    static func longLine(_ count: Int, marker: String, at column: Int) -> String {
        String(repeating: "a", count: column - 1) + marker + String(repeating: "b", count: count - column + 1 - marker.count)
    }

    func testTextQuotesAWindowOfALongLineWithTheCaretInPlace() throws {
        let line = Self.longLine(1_000_000, marker: "XYZ", at: 500_000)
        let source = SourceFile(path: "k/a.yaml", text: "kind: Lesson\n" + line + "\nnext: 1\n")
        let d = Diagnostic("YAML-SYNTAX", .error, at: SourceLocation(path: "k/a.yaml", line: 2, column: 500_000), length: 3, "bad")
        let text = Self.render(TextReporter.self, LintReport(diagnostics: [d], sources: [source.path: source], checkedFiles: [source.path], rules: Self.rules))
        XCTAssertLessThan(text.utf8.count, 1_000, "a 1 MB line is not printed whole")
        let (quoted, caret) = try Self.snippet(text)
        XCTAssertTrue(quoted.hasPrefix("…") && quoted.hasSuffix("…"), quoted)
        XCTAssertLessThanOrEqual(quoted.unicodeScalars.count, SourceExcerpt.width + 2)
        let column = caret.unicodeScalars.prefix { $0 == " " }.count
        XCTAssertEqual(String(String.UnicodeScalarView(Array(quoted.unicodeScalars)[column..<column + 3])), "XYZ", "the caret is under the marker")
        XCTAssertTrue(caret.hasSuffix("^~~"), caret)
    }

    func testWindowAtTheStartAndPastTheEndOfALongLine() throws {
        let line = Self.longLine(50_000, marker: "Q", at: 1)
        let source = SourceFile(path: "a.yaml", text: line)
        let quoter = SourceQuoter()
        let start = try XCTUnwrap(quoter.excerpt(source, line: 1, column: 1, length: 1))
        XCTAssertTrue(start.text.hasPrefix("Qbbb") && start.text.hasSuffix("…"), start.text)
        XCTAssertEqual(start.caret, 0)
        // Past the end (a finding at the end of the line): the end is shown, the caret after it.
        let end = try XCTUnwrap(quoter.excerpt(source, line: 1, column: 50_001, length: 1))
        XCTAssertTrue(end.text.hasPrefix("…") && end.text.hasSuffix("bbb"), end.text)
        XCTAssertEqual(end.caret, end.text.unicodeScalars.count)
        XCTAssertEqual(end.text.unicodeScalars.count, SourceExcerpt.width + 1)
        // Out-of-range positions and lengths are clamped, never trapped on.
        XCTAssertEqual(quoter.excerpt(source, line: 1, column: Int.min, length: Int.max)?.caret, 0)
        XCTAssertEqual(quoter.excerpt(source, line: 1, column: Int.max, length: Int.min)?.underline, 1)
        XCTAssertNil(quoter.excerpt(source, line: Int.max, column: 1, length: 1))
        XCTAssertNotNil(quoter.applying(TextEdit(path: "a.yaml", line: 1, column: Int.min, length: Int.max, replacement: ""), in: source))
        // A short line is quoted whole, as before.
        let short = SourceFile(path: "b.yaml", text: "  answer: 15\n")
        XCTAssertEqual(quoter.excerpt(short, line: 1, column: 11, length: 2), SourceExcerpt(text: "  answer: 15", caret: 10, underline: 2))
    }

    func testManyFindingsOnOneLongLineAllLandWhereTheyPoint() throws {
        // Columns are found through the checkpoints of the line, in any order.
        var line = ""
        for i in 0..<20_000 { line += "é\(i % 10)" }  // two scalars, three bytes each pair
        let source = SourceFile(path: "a.yaml", text: line)
        let quoter = SourceQuoter()
        for column in [39_999, 2, 20_001, 777, 513, 257] {
            let excerpt = try XCTUnwrap(quoter.excerpt(source, line: 1, column: column, length: 1))
            let expected = Array(line.unicodeScalars)[column - 1]
            XCTAssertEqual(Array(excerpt.text.unicodeScalars)[excerpt.caret], expected, "column \(column)")
        }
    }

    func testFixItOnALongLineIsWindowedAroundTheFix() throws {
        let line = "title: " + String(repeating: "x", count: 100_000) + " answer: 15 " + String(repeating: "y", count: 100_000)
        let source = SourceFile(path: "a.yaml", text: line)
        let column = 7 + 100_000 + 10
        let d = Diagnostic(
            "SCHEMA-TYPE", .error, at: SourceLocation(path: "a.yaml", line: 1, column: column), length: 2, "wrong",
            fixIts: [.init(at: SourceLocation(path: "a.yaml", line: 1, column: column), length: 2, replacement: "14")])
        let text = Self.render(TextReporter.self, LintReport(diagnostics: [d], sources: ["a.yaml": source], checkedFiles: ["a.yaml"], rules: Self.rules))
        let fix = try XCTUnwrap(text.split(separator: "\n").first { $0.hasPrefix("  fix-it: ") })
        XCTAssertTrue(fix.contains("xxx answer: 14 yyy"), String(fix))
        XCTAssertTrue(fix.hasPrefix("  fix-it: …") && fix.hasSuffix("…"))
        XCTAssertLessThanOrEqual(fix.unicodeScalars.count, SourceExcerpt.width + 20)
    }

    func testAMessageQuotingAHugeValueIsBoundedInEveryReporter() throws {
        let huge = String(repeating: "z", count: 2_000_000)
        let d = Diagnostic(
            "SCHEMA-TYPE", .error, at: SourceLocation(path: "a.yaml", line: 1, column: 8), length: 2_000_000,
            "unknown field '\(huge)'; did you mean 'title'?", notes: [.init("the value is '\(huge)'")])
        XCTAssertLessThanOrEqual(d.message.unicodeScalars.count, BoundedText.messageLimit)
        XCTAssertTrue(d.message.hasPrefix("unknown field 'zzz") && d.message.hasSuffix("'; did you mean 'title'?"), "both ends kept")
        XCTAssertTrue(d.message.contains("…"))
        XCTAssertLessThanOrEqual(d.notes[0].message.unicodeScalars.count, BoundedText.messageLimit)
        let source = SourceFile(path: "a.yaml", text: "title: " + huge + "\n")
        let report = LintReport(diagnostics: [d], sources: ["a.yaml": source], checkedFiles: ["a.yaml"], rules: Self.rules)
        for reporter in Reporters.all {
            let output = Self.render(reporter, report)
            XCTAssertLessThan(output.utf8.count, 8_000, "\(reporter.name) prints a bounded report for a 2 MB line")
        }
    }

    func testASyntaxErrorOnAMultiMegabyteLineIsQuotedInAWindow() throws {
        let tree = try TemporaryTree(["bad.yaml": "kind: Lesson\nid: k.a.b.l1\ntitle: " + String(repeating: "a", count: 3_000_000) + " : : x\n"])
        let result = runCLI(["lint", "bad.yaml"], in: tree.url)
        XCTAssertEqual(result.code, .contentErrors)
        XCTAssertTrue(result.out.contains("[YAML-SYNTAX]"), String(result.out.prefix(500)))
        XCTAssertLessThan(result.out.utf8.count, 2_000)
        // The finding points at the value to quote (3:8); the quoted line is a window that
        // starts there and stops with "…", the caret under the character the finding names.
        XCTAssertTrue(result.out.hasPrefix("bad.yaml:3:8: error: "), String(result.out.prefix(200)))
        let (quoted, caret) = try Self.snippet(result.out)
        XCTAssertTrue(quoted.hasPrefix("title: aaa") && quoted.hasSuffix("…"), quoted)
        XCTAssertLessThanOrEqual(quoted.unicodeScalars.count, 201)
        let column = caret.unicodeScalars.prefix { $0 == " " }.count
        XCTAssertEqual(column, 7)
        XCTAssertEqual(Array(quoted.unicodeScalars)[column], "a")
    }

    // MARK: Many findings

    /// `n` findings of `rule` in `path`, one per line.
    static func findings(_ n: Int, rule: String = "SCHEMA-TYPE", path: String, from line: Int = 1) -> [Diagnostic] {
        (0..<n).map { Diagnostic(rule, .error, at: SourceLocation(path: path, line: line + $0, column: 3), "wrong type \($0)") }
    }

    static var crowdedReport: LintReport {
        let lines = (1...200).map { "- value \($0)" }.joined(separator: "\n")
        let a = SourceFile(path: "k/a.yaml", text: lines), b = SourceFile(path: "k/b.yaml", text: lines)
        return LintReport(
            diagnostics: findings(50, path: "k/a.yaml") + findings(3, path: "k/b.yaml")
                + findings(30, rule: "YAML-SYNTAX", path: "k/a.yaml", from: 100),
            sources: [a.path: a, b.path: b], checkedFiles: [a.path, b.path], rules: rules)
    }

    func testTextShowsTheFirstFindingsOfARulePerFileThenHowManyMore() throws {
        let text = Self.render(TextReporter.self, Self.crowdedReport, maxPerRule: 20)
        let lines = text.split(separator: "\n").map(String.init)
        let headers = lines.filter { $0.hasPrefix("k/") }
        XCTAssertEqual(headers.filter { $0.hasPrefix("k/a.yaml") && $0.hasSuffix("[SCHEMA-TYPE]") }.count, 20)
        XCTAssertEqual(headers.filter { $0.hasPrefix("k/a.yaml") && $0.hasSuffix("[YAML-SYNTAX]") }.count, 20)
        XCTAssertEqual(headers.filter { $0.hasPrefix("k/b.yaml") }.count, 3)
        XCTAssertEqual(lines.filter { $0.contains("more like this") }, [
            "  … and 30 more like this [SCHEMA-TYPE]", "  … and 10 more like this [YAML-SYNTAX]",
        ])
        // The cut line follows the last finding shown of its rule and file.
        let cut = try XCTUnwrap(lines.firstIndex(of: "  … and 30 more like this [SCHEMA-TYPE]"))
        let lastShown = try XCTUnwrap(lines[..<cut].lastIndex { $0.hasPrefix("k/a.yaml") })
        XCTAssertTrue(lines[lastShown].hasPrefix("k/a.yaml:20:3: error: wrong type 19"), lines[lastShown])
        XCTAssertTrue(text.hasSuffix("40 findings not shown: at most 20 per rule in each file; --max-per-rule 0 shows all\n83 errors, 0 warnings in 2 files\n"), text)

        let all = Self.render(TextReporter.self, Self.crowdedReport, maxPerRule: 0)
        XCTAssertEqual(all.split(separator: "\n").filter { $0.hasPrefix("k/") }.count, 83)
        XCTAssertFalse(all.contains("more like this"))
        XCTAssertFalse(all.contains("not shown"))
    }

    func testMachineFormatsKeepEveryFinding() throws {
        let report = Self.crowdedReport
        for reporter in [JSONReporter.self, SARIFReporter.self] as [any Reporter.Type] {
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(Self.render(reporter, report, maxPerRule: 1).utf8)) as? [String: Any])
            let findings = reporter == JSONReporter.self
                ? object["diagnostics"] as? [Any]
                : ((object["runs"] as? [[String: Any]])?.first?["results"] as? [Any])
            XCTAssertEqual(findings?.count, 83, reporter.name)
        }
        XCTAssertEqual(Self.render(GitHubReporter.self, report, maxPerRule: 1).split(separator: "\n").filter { $0.hasPrefix("::error") }.count, 83)
        XCTAssertEqual(Self.render(JUnitReporter.self, report, maxPerRule: 1).components(separatedBy: "<failure ").count - 1, 83)
    }

    func testTheStreamedJSONMatchesTheTreeSerializer() throws {
        // The reporters write JSON in one pass; it must stay byte for byte what the document style
        // prints for the same tree, escapes included.
        var w = JSONWriter(style: .report)
        let value: JSONValue = [
            "b": [1, "two", ["x": .null, "a": [], "m": [:]]], "a": "quote \" back \\ tab \t nl \n bell \u{7}",
            "c": .bool(true), "d": .double(2.5), "e": [.int(0), .int(-42), .int(Int.min), .int(Int.max), .int(1_000_000)],
            "f": "é – 🍎", "g": .string(String(repeating: "long ", count: 2_000)),
        ]
        w.value(value)
        XCTAssertEqual(w.finishText(), value.jsonText())
        // Beyond what JSON requires, the characters a terminal or viewer would act on.
        var escapes = JSONWriter(style: .report)
        escapes.value(.string("a\u{7F}b\u{85}c\u{2028}d\u{202E}e\u{2014}"))
        XCTAssertEqual(escapes.finishText(), "\"a\\u007fb\\u0085c\\u2028d\\u202ee\u{2014}\"\n")
    }

    func testMaxPerRuleOnTheCommandLine() throws {
        var items = ""
        for i in 10..<40 { items += "  - {id: i\(i), type: counting, quickCheck: x, prompt: How many?, objects: {name: apple, count: 2, arrangement: line}, answer: 2, hints: [Count.], feedback: {incorrect: Count again.}}\n" }
        let tree = try baseCurriculumTree(["curriculum/k/01-counting/count-to-10-l2.yaml": lessonFile(items)])
        let capped = runCLI(["lint", "--max-per-rule", "4"], in: tree.url)
        XCTAssertEqual(capped.code, .contentErrors)
        XCTAssertTrue(capped.out.contains("  … and 26 more like this [SCHEMA-TYPE]\n"), capped.out)
        XCTAssertEqual(capped.out.split(separator: "\n").filter { $0.hasSuffix("[SCHEMA-TYPE]") && $0.contains(": error: ") }.count, 4)

        let byDefault = runCLI(["lint"], in: tree.url)
        XCTAssertTrue(byDefault.out.contains("  … and 10 more like this [SCHEMA-TYPE]\n"), byDefault.out)
        let all = runCLI(["lint", "--max-per-rule=0"], in: tree.url)
        XCTAssertFalse(all.out.contains("more like this"))
        XCTAssertEqual(all.out.split(separator: "\n").filter { $0.hasSuffix("[SCHEMA-TYPE]") }.count, 30)
        let json = runCLI(["lint", "--max-per-rule", "1", "--format", "json"], in: tree.url)
        XCTAssertEqual(try ruleIDs(inJSON: json.out).filter { $0 == "SCHEMA-TYPE" }.count, 30)

        let build = runCLI(["build", "curriculum", "--out", "dist", "--max-per-rule", "2"], in: tree.url)
        XCTAssertEqual(build.code, .contentErrors)
        XCTAssertTrue(build.out.contains("  … and 28 more like this [SCHEMA-TYPE]\n"), build.out)

        for bad in ["-1", "many", ""] {
            let misuse = runCLI(["lint", "--max-per-rule", bad], in: tree.url)
            XCTAssertEqual(misuse.code, .usage, bad)
            XCTAssertTrue(misuse.err.contains("--max-per-rule expects a whole number"), misuse.err)
            XCTAssertTrue(misuse.err.contains("USAGE: curriculum lint"), misuse.err)
        }
    }

    // MARK: Control characters

    static let hostilePath = "k/\u{1B}[2J\u{1B}]0;owned\u{7}\nfake.yaml"
    static let hostileMessage = "unknown field 'a\u{1B}[31mred\u{9B}2J\rb\u{202E}cba'"

    static var hostileReport: LintReport {
        let source = SourceFile(path: hostilePath, text: "kind: Lesson\n\tx\u{1B}[2J: 1\n")
        let d = Diagnostic(
            "SCHEMA-TYPE", .error, at: SourceLocation(path: hostilePath, line: 2, column: 4), length: 1, hostileMessage,
            notes: [.init("note about \u{1B}[H", at: SourceLocation(path: hostilePath, line: 1, column: 1))],
            fixIts: [.init(at: SourceLocation(path: hostilePath, line: 2, column: 4), length: 1, replacement: "\u{1B}x")])
        return LintReport(diagnostics: [d], sources: [hostilePath: source], checkedFiles: [hostilePath], rules: rules)
    }

    static func assertNoControls(_ text: String, allowingNewlines: Bool = true, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        let bad = text.unicodeScalars.filter { ($0.value < 0x20 && !($0 == "\n" && allowingNewlines)) || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}" }
        XCTAssertTrue(bad.isEmpty, "\(name) prints raw control characters: \(bad.map { String($0.value, radix: 16) })", file: file, line: line)
    }

    func testTerminalSafeEscapesControlsOnly() {
        XCTAssertEqual(TerminalSafe.escape("k/a-b é 🍎 \\d.yaml"), "k/a-b é 🍎 \\d.yaml")
        XCTAssertEqual(TerminalSafe.escape("\u{1B}[2J"), "\\x1B[2J")
        XCTAssertEqual(TerminalSafe.escape("a\tb\nc\rd\u{0}\u{7F}"), "a\\x09b\\x0Ac\\x0Dd\\x00\\x7F")
        XCTAssertEqual(TerminalSafe.escape("\u{9B}\u{85}"), "\\x9B\\x85")
        XCTAssertEqual(TerminalSafe.escape("\u{2028}\u{202E}\u{2066}x\u{2014}"), "\\u2028\\u202E\\u2066x\u{2014}")
        XCTAssertFalse(TerminalSafe.needsEscaping("plain – text… ‘quoted’ ™"))
    }

    func testTextAndGitHubEscapeControlCharacters() throws {
        let report = Self.hostileReport
        let text = Self.render(TextReporter.self, report)
        Self.assertNoControls(text, "text")
        XCTAssertTrue(text.hasPrefix("k/\\x1B[2J\\x1B]0;owned\\x07\\x0Afake.yaml:2:4: error: unknown field 'a\\x1B[31mred\\x9B2J\\x0Db\\u202Ecba' [SCHEMA-TYPE]\n"), text)
        XCTAssertTrue(text.contains("  note: note about \\x1B[H (k/\\x1B[2J"), text)
        XCTAssertTrue(text.contains("  fix-it: x\\x1B\\x1Bx2J: 1\n"), text)
        // The caret stays under column 4 (the `[` after the ESC), past the tab and the escape.
        let (quoted, caret) = try Self.snippet(text)
        XCTAssertEqual(quoted, " x\\x1B[2J: 1")
        XCTAssertEqual(caret, String(repeating: " ", count: 6) + "^")
        XCTAssertEqual(Array(quoted)[6], "[")

        let github = Self.render(GitHubReporter.self, report)
        Self.assertNoControls(github, "github")
        let lines = github.split(separator: "\n")
        XCTAssertEqual(lines.count, 2, "one workflow command and the summary: a newline in a name forges no command")
        XCTAssertTrue(lines[0].hasPrefix("::error file=k/\\x1B[2J\\x1B]0;owned\\x07\\x0Afake.yaml,line=2,col=4,"), String(lines[0]))
        XCTAssertTrue(lines[0].contains("::unknown field 'a\\x1B[31mred\\x9B2J\\x0Db\\u202Ecba'%0Anote: note about \\x1B[H"), String(lines[0]))

        // Wherever the CLI prints a path itself.
        let tree = try TemporaryTree()
        let missing = runCLI(["lint", "no\u{1B}[2J.yaml"], in: tree.url)
        Self.assertNoControls(missing.err, "lint's error")
        XCTAssertTrue(missing.err.contains("no\\x1B[2J.yaml"), missing.err)
    }

    func testMachineFormatsKeepControlCharactersExact() throws {
        let report = Self.hostileReport
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(Self.render(JSONReporter.self, report).utf8)) as? [String: Any])
        let d = try XCTUnwrap((json["diagnostics"] as? [[String: Any]])?.first)
        XCTAssertEqual(d["path"] as? String, Self.hostilePath)
        XCTAssertEqual(d["message"] as? String, Self.hostileMessage)
        XCTAssertEqual((d["fixIts"] as? [[String: Any]])?.first?["replacement"] as? String, "\u{1B}x")
        Self.assertNoControls(Self.render(JSONReporter.self, report), "raw json")

        let sarifText = Self.render(SARIFReporter.self, report)
        Self.assertNoControls(sarifText, "raw sarif")
        let sarif = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarifText.utf8)) as? [String: Any])
        let result = try XCTUnwrap(((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        XCTAssertEqual((result["message"] as? [String: Any])?["text"] as? String, Self.hostileMessage)
        let uri = (((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"] as? String
        XCTAssertEqual(uri, Self.hostilePath)

        // XML 1.0 cannot hold most C0 controls, even as references: those are written as their
        // visible escape; everything it can hold comes back exact.
        let junit = Self.render(JUnitReporter.self, report)
        Self.assertNoControls(junit, "raw junit")
        let parser = XMLParser(data: Data(junit.utf8))
        let collector = JUnitAttributes()
        parser.delegate = collector
        XCTAssertTrue(parser.parse(), "well-formed: \(junit)")
        XCTAssertEqual(collector.failureMessages, ["unknown field 'a\\x1B[31mred\u{9B}2J\rb\u{202E}cba'"])
        XCTAssertEqual(collector.suiteNames, ["k/\\x1B[2J\\x1B]0;owned\\x07\nfake.yaml"])
    }

    func testJUnitEscapesEachKindOfCharacterAsXML10Allows() {
        func xml(_ s: String, content: Bool) -> String { String(decoding: JUnitReporter.xml(s, content: content), as: UTF8.self) }
        XCTAssertEqual(xml("a\tb\nc\rd<&>\"'", content: false), "a&#9;b&#10;c&#13;d&lt;&amp;&gt;&quot;&apos;")
        XCTAssertEqual(xml("a\tb\nc\rd", content: true), "a\tb\nc&#13;d")
        XCTAssertEqual(xml("\u{7F}\u{85}\u{2028}\u{2066}é–", content: true), "&#x7F;&#x85;&#x2028;&#x2066;é–")
        XCTAssertEqual(xml("\u{0}\u{1B}\u{FFFE}\u{FFFF}\u{FFFD}", content: true), "\\x00\\x1B\\uFFFE\\uFFFF\u{FFFD}")
    }

    func testLintOfAFileWithAControlCharacterInItsName() throws {
        let name = "k/01-counting/count\u{1B}[2J.yaml"
        let tree = try baseCurriculumTree(["curriculum/" + name: "kind: Lesson\nid: [\n"])
        let text = runCLI(["lint"], in: tree.url)
        XCTAssertEqual(text.code, .contentErrors)
        Self.assertNoControls(text.out + text.err, "lint")
        XCTAssertTrue(text.out.contains("curriculum/k/01-counting/count\\x1B[2J.yaml:"), text.out)
        let json = runCLI(["lint", "--format", "json"], in: tree.url)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        let paths = (object["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
        XCTAssertTrue(paths.contains("curriculum/" + name), "\(paths)")
    }

    func testCoverageTextEscapesControlCharactersFromContent() throws {
        // YAML's double-quoted escapes put any character into content, ESC included.
        let tree = try baseCurriculumTree()
        try tree.edit("curriculum/curriculum.yaml", replacing: "title: Base Math", with: "title: \"Base\\e[2J Math\"")
        let text = runCLI(["coverage"], in: tree.url)
        Self.assertNoControls(text.out, "coverage")
        XCTAssertTrue(text.out.hasPrefix("coverage of Base\\x1B[2J Math 1.0.0\n"), text.out)
        let json = runCLI(["coverage", "--format", "json"], in: tree.url)
        XCTAssertTrue(json.out.contains("Base\\u001b[2J Math"), "json keeps the exact title")
    }

    // MARK: Supporting pieces

    func testLineRangesFollowEveryKindOfLineBreak() {
        let source = SourceFile(path: "a", text: "one\r\ntwo\rthree\n\nfour")
        XCTAssertEqual((1...5).map { source.line($0) }, ["one", "two", "three", "", "four"])
        XCTAssertNil(source.line(6))
        XCTAssertNil(source.line(0))
        let ended = SourceFile(path: "b", text: "x\n")
        XCTAssertEqual(ended.line(2), "")
        XCTAssertNil(ended.line(3))
        let long = SourceFile(path: "c", text: String(repeating: "a", count: 10_000) + "\r\nb")
        XCTAssertEqual(long.lineRange(1), 0..<10_000)
        XCTAssertEqual(long.line(2), "b")
    }

    func testSuppressionScopesFindTheEarliestRangeHoldingALine() {
        var index = ScopeIndex()
        index.add(10..<20, 0)
        index.add(20..<30, 1)
        index.add(5..<100, 2)  // overlaps both, added last
        index.add(20..<30, 3)  // the same range twice: the first one added wins
        index.seal()
        XCTAssertEqual(index.first(containing: 12), 0)
        XCTAssertEqual(index.first(containing: 20), 1)
        XCTAssertEqual(index.first(containing: 7), 2)
        XCTAssertEqual(index.first(containing: 50), 2)
        XCTAssertNil(index.first(containing: 100))
        XCTAssertNil(index.first(containing: 4))
    }

    func testReportsAreNotSortedTwice() {
        let sorted = Self.crowdedReport.diagnostics
        XCTAssertTrue(sorted.isSorted)
        XCTAssertFalse(Array(sorted.reversed()).isSorted)
        XCTAssertEqual(LintReport(diagnostics: sorted.reversed(), sources: [:], checkedFiles: [], rules: []).diagnostics, sorted)
    }
}

private final class JUnitAttributes: NSObject, XMLParserDelegate {
    var failureMessages: [String] = []
    var suiteNames: [String] = []
    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        if name == "failure", let m = attributes["message"] { failureMessages.append(m) }
        if name == "testsuite", let n = attributes["name"] { suiteNames.append(n) }
    }
}
