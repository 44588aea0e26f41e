@testable import CurriculumSyntax
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

@testable import CurriculumCompiler

/// Each reporter's exact output for one fixed report, compared with a golden file.
/// Run with UPDATE_GOLDEN=1 to rewrite the golden files after an intended change.
final class ReporterGoldenTests: XCTestCase {
    static let source = SourceFile(path: "curriculum/k/01-counting/count-l1.yaml", text: """
        kind: Lesson
        items:
          - id: i1
            prompt: What is 8 + 6?
            answer: 15
          - id: i2
            promt: How many?

        """)

    static var report: LintReport {
        let path = source.path
        return LintReport(
            diagnostics: [
                Diagnostic(
                    "ITEM-ANSWER", .error, at: SourceLocation(path: path, line: 5, column: 13), length: 2,
                    "answer 15 does not match 8 + 6 = 14", notes: [.init("the prompt's expression evaluates to 14")],
                    fixIts: [.init(at: SourceLocation(path: path, line: 5, column: 13), length: 2, replacement: "14")]),
                Diagnostic(
                    "SCHEMA-UNKNOWN-FIELD", .error, at: SourceLocation(path: path, line: 7, column: 5), length: 5,
                    "unknown field 'promt'; did you mean 'prompt'?",
                    notes: [.init("the item starts here", at: SourceLocation(path: path, line: 6, column: 5))]),
                Diagnostic(
                    "COPY-HINT-MISSING", .warning, at: SourceLocation(path: path, line: 3, column: 5),
                    "item has no hints, \"a\" & <b>, 100%, a:b"),
            ],
            sources: [path: source],
            checkedFiles: [path, "curriculum/curriculum.yaml"],
            rules: [
                RuleDescription(id: "ITEM-ANSWER", severity: .error, summary: "the authored answer is wrong", rationale: "Children learn what we mark right.", triggering: [], nonTriggering: []),
                RuleDescription(id: "SCHEMA-UNKNOWN-FIELD", severity: .error, summary: "a field is not in the schema", rationale: "Typos lose content.", triggering: [], nonTriggering: []),
                RuleDescription(id: "COPY-HINT-MISSING", severity: .warning, summary: "an item has no hint", rationale: "A stuck child needs a hint.", triggering: [], nonTriggering: []),
            ])
    }

    func check(_ reporter: any Reporter.Type, _ golden: String, color: Bool = false) throws {
        let output = reporter.init(options: ReporterOptions(color: color, toolVersion: "0.0.0-test")).render(Self.report)
        let url = try XCTUnwrap(Bundle.module.url(forResource: "Fixtures/golden", withExtension: nil)).appendingPathComponent(golden)
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] != nil {
            let sourceURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Fixtures/golden/\(golden)")
            try output.write(to: sourceURL, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        XCTAssertEqual(output, expected, "\(golden) differs; rerun with UPDATE_GOLDEN=1 if the change is intended")
    }

    func testText() throws { try check(TextReporter.self, "report.txt") }
    func testTextInColor() throws { try check(TextReporter.self, "report.color.txt", color: true) }
    func testJSON() throws { try check(JSONReporter.self, "report.json") }
    func testSARIF() throws { try check(SARIFReporter.self, "report.sarif") }
    func testGitHub() throws { try check(GitHubReporter.self, "report.github") }
    func testJUnit() throws { try check(JUnitReporter.self, "report.junit.xml") }

    func testGitHubPutsErrorsFirst() {
        let lines = GitHubReporter(options: ReporterOptions()).render(Self.report).split(separator: "\n")
        XCTAssertTrue(lines[0].hasPrefix("::error "))
        XCTAssertTrue(lines[1].hasPrefix("::error "))
        XCTAssertTrue(lines[2].hasPrefix("::warning "))
    }

    /// The machine formats of one run must parse and carry the same findings.
    func testMachineFormatsParseAndAgree() throws {
        let report = Self.report
        let expected = report.diagnostics.map { "\($0.ruleID)@\($0.location.line):\($0.location.column)" }

        let json = try JSONSerialization.jsonObject(with: Data(JSONReporter(options: ReporterOptions()).render(report).utf8)) as? [String: Any]
        let jsonFindings = (json?["diagnostics"] as? [[String: Any]] ?? []).map { "\($0["ruleId"]!)@\($0["line"]!):\($0["column"]!)" }
        XCTAssertEqual(jsonFindings, expected)

        let sarif = try JSONSerialization.jsonObject(with: Data(SARIFReporter(options: ReporterOptions()).render(report).utf8)) as? [String: Any]
        let run = (sarif?["runs"] as? [[String: Any]])?.first
        let results = run?["results"] as? [[String: Any]] ?? []
        let sarifFindings = results.map { r -> String in
            let region = (((r["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]) ?? [:]
            return "\(r["ruleId"]!)@\(region["startLine"]!):\(region["startColumn"]!)"
        }
        XCTAssertEqual(sarifFindings, expected)
        XCTAssertEqual(sarif?["version"] as? String, "2.1.0")
        let rules = ((run?["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]] ?? []
        for r in results {
            let index = try XCTUnwrap(r["ruleIndex"] as? Int)
            XCTAssertEqual(rules[index]["id"] as? String, r["ruleId"] as? String, "ruleIndex points at the rule")
        }

        let github = GitHubReporter(options: ReporterOptions()).render(report).split(separator: "\n").filter { $0.hasPrefix("::") }
        let githubFindings = github.map { line -> String in
            let props = line.split(separator: "::")[0].split(separator: " ", maxSplits: 1)[1].split(separator: ",")
            var p: [String: String] = [:]
            for prop in props { let kv = prop.split(separator: "=", maxSplits: 1); p[String(kv[0])] = String(kv[1]) }
            return "\(p["title"]!)@\(p["line"]!):\(p["col"]!)"
        }
        XCTAssertEqual(Set(githubFindings), Set(expected))

        let junit = JUnitReporter(options: ReporterOptions()).render(report)
        let parser = XMLParser(data: Data(junit.utf8))
        let collector = JUnitCollector()
        parser.delegate = collector
        XCTAssertTrue(parser.parse(), "JUnit output is well-formed XML")
        XCTAssertEqual(Set(collector.cases), Set(report.diagnostics.map { "\($0.ruleID) at \($0.location.line):\($0.location.column)" }).union(["lint"]))
    }
}

final class JUnitCollector: NSObject, XMLParserDelegate {
    var cases: [String] = []
    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        if name == "testcase", let n = attributes["name"] { cases.append(n) }
    }
}
