import Foundation
import XCTest

@testable import CurriculumCompiler

/// docs/authoring.md and docs/ci.md tell authors and CI what to type; these tests keep them true.
final class DocumentationTests: XCTestCase {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func document(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: Self.repositoryRoot.appendingPathComponent(path)), as: UTF8.self)
    }

    /// The fenced blocks of `language` between `heading` and the next heading of its level.
    func blocks(_ language: String, in text: String, under heading: String? = nil) -> [String] {
        var section = Substring(text)
        if let heading, let start = text.range(of: "\n" + heading + "\n") {
            section = text[start.upperBound...]
            let level = String(heading.prefix { $0 == "#" })
            if let end = section.range(of: "\n" + level + " ") { section = section[..<end.lowerBound] }
            if level.count > 2, let end = section.range(of: "\n## ") { section = section[..<end.lowerBound] }
        }
        return section.components(separatedBy: "```" + language + "\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
    }

    func testEveryItemTypeHasAnExampleThatLints() throws {
        let text = try document("docs/authoring.md")
        let examples = blocks("yaml", in: text, under: "### Item types by example")
        let schema = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(try document("schemas/item.schema.json").utf8)) as? [String: Any])
        let types = try XCTUnwrap(((schema["properties"] as? [String: Any])?["type"] as? [String: Any])?["enum"] as? [String])
        let documented = examples.compactMap { $0.split(separator: "\n").first { $0.hasPrefix("  type: ") }?.dropFirst(8) }.map(String.init)
        XCTAssertEqual(Set(documented), Set(types), "one example per item type")
        XCTAssertEqual(documented.count, types.count)

        var files: [String: String] = [:]
        for (n, example) in examples.enumerated() {
            let items = example.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n")
            files["curriculum/k/01-counting/example-\(n).yaml"] = lessonFile(items, id: "k.counting.count-to-10.l\(n + 2)", order: n + 2)
        }
        let tree = try baseCurriculumTree(files)
        let result = runCLI(["lint", "--format", "json"], in: tree.url)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any], result.err)
        let structural = (json["diagnostics"] as? [[String: Any]] ?? []).compactMap { d -> String? in
            guard let rule = d["ruleId"] as? String, d["severity"] as? String == "error",
                ["YAML", "SCHEMA", "REF", "ITEM", "CONFIG"].contains(String(rule.prefix { $0 != "-" }))
            else { return nil }
            return "\(d["path"] ?? ""):\(d["line"] ?? 0): \(d["message"] ?? "") [\(rule)]"
        }
        XCTAssertEqual(structural, [])
    }

    func testTheProblemMatcherReadsTheTextOutput() throws {
        let tasks = try XCTUnwrap(blocks("json", in: try document("docs/authoring.md")).first { $0.contains("\"problemMatcher\"") })
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(tasks.utf8)) as? [String: Any])
        let task = try XCTUnwrap((json["tasks"] as? [[String: Any]])?.first)
        let pattern = try XCTUnwrap(((task["problemMatcher"] as? [String: Any])?["pattern"] as? [String: Any]))
        let regex = try NSRegularExpression(pattern: try XCTUnwrap(pattern["regexp"] as? String))

        let tree = try baseCurriculumTree(["curriculum/k/bad file.yaml": "# yaml-language-server: $schema=../../schemas/word-list.schema.json\nkind: WordList\nid: copy.x\nid: copy.y\npurpose: idioms\nwords: [in a pickle]\n"])
        try tree.write("curriculum/badges.yaml", "\u{FEFF}" + (try tree.read("curriculum/badges.yaml")))
        let output = runCLI(["lint", "--rule", "YAML-BOM=info"], in: tree.url).out
        var matches: [[String]] = []
        for line in output.split(separator: "\n").map(String.init) {
            guard let m = regex.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) else { continue }
            matches.append((1..<m.numberOfRanges).map { String(line[Range(m.range(at: $0), in: line)!]) })
        }
        XCTAssertEqual(matches, [
            ["curriculum/badges.yaml", "1", "1", "info", "file starts with a byte order mark", "YAML-BOM"],
            ["curriculum/k/bad file.yaml", "4", "1", "error", "duplicate key 'id'", "YAML-DUPLICATE-KEY"],
        ], output)
        XCTAssertEqual(pattern["file"] as? Int, 1)
        XCTAssertEqual(pattern["code"] as? Int, 6)
    }

    /// Every `curriculum …` line in the docs names a real command with options it accepts
    /// (commands this build does not have yet are skipped).
    func testDocumentedCommandLinesParse() throws {
        var checked = 0
        for path in ["docs/ci.md", "docs/authoring.md"] {
            for block in blocks("sh", in: try document(path)) + blocks("yaml", in: try document(path)) {
                for raw in block.split(separator: "\n") {
                    var line = raw.trimmingCharacters(in: .whitespaces)
                    if line.hasPrefix("run: ") { line = String(line.dropFirst(5)) }
                    if line.hasPrefix("- ") { continue }
                    guard line.hasPrefix("curriculum ") else { continue }
                    line = String(line.prefix { $0 != "#" && $0 != "|" && $0 != ">" }).trimmingCharacters(in: .whitespaces)
                    let words = line.split(separator: " ").map { String($0).replacingOccurrences(of: "\"", with: "") }
                    guard words.count > 1, let command = CommandLineTool.commands.first(where: { $0.name == words[1] }) else { continue }
                    XCTAssertNoThrow(try ArgumentParser.parse(Array(words.dropFirst(2)), options: command.options), "\(path): \(line)")
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 15)
    }

    func testTheCIRecipeHasEveryStep() throws {
        let text = try document("docs/ci.md")
        let workflow = try XCTUnwrap(blocks("yaml", in: text).first { $0.contains("jobs:") })
        for step in ["make install", "curriculum lint --strict --format github", "--format sarif",
                     "github/codeql-action/upload-sarif", "curriculum build", "curriculum diff dist-base dist --require-bump",
                     "path: dist/coverage.md"] {
            XCTAssertTrue(workflow.contains(step), step)
        }
        let (root, diagnostics) = load(workflow, path: "content.yml")
        XCTAssertEqual(diagnostics, [], "the workflow is well-formed YAML")
        XCTAssertNotNil(root?["jobs"]?["curriculum"]?["steps"]?.sequence)
        XCTAssertTrue(text.contains("jq "))
    }
}
