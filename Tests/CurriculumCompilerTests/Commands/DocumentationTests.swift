import Foundation
import XCTest

@testable import CurriculumCLI
@testable import CurriculumCompiler

/// README.md and docs/ tell authors and CI what to type and what they will see; these tests keep
/// every example, command and output in them true of the shipped curriculum (the annotations are
/// described in DocumentationSupport.swift).
final class DocumentationTests: XCTestCase {
    static let repositoryRoot = Documentation.repository

    func document(_ path: String) throws -> String {
        try Documentation.read(path)
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

    /// Every YAML block in the docs says where it belongs, and is right there: an example put in
    /// its place leaves the shipped curriculum without a finding; an excerpt is the shipped text.
    func testEveryYAMLExampleIsCheckedWhereItBelongs() throws {
        let workspace = try RuleExampleTests.Workspace()
        let placeholders = RuleExampleTests.placeholders(try workspace.compile(RuleExample()))
        var examples = 0, excerpts = 0
        for page in try Documentation.pages {
            for block in try Documentation.blocks(in: page) where block.language == "yaml" {
                guard let first = block.annotation.first else {
                    XCTFail("\(block.place): a YAML block needs a comment above it saying where it belongs")
                    continue
                }
                if first.hasPrefix("not curriculum content:") { continue }
                if let match = first.wholeMatch(of: /example: curriculum\/(\S+?)(?:, item (i\d+))?/) {
                    let path = String(match.1)
                    let example: RuleExample
                    if let item = match.2 {
                        example = .item(String(item), in: path, block.text)
                    } else {
                        var text = block.text
                        let shipped = try String(contentsOf: PinnedCurriculum.url.appendingPathComponent(path), encoding: .utf8)
                        if !text.hasPrefix("#"), let modeline = shipped.split(separator: "\n").first, modeline.hasPrefix("# yaml-language-server:") {
                            text = modeline + "\n" + text
                        }
                        example = RuleExample(path, text)
                    }
                    // An example that rewrites a translated item leaves its Spanish stale: L10N-STALE's
                    // business, reported in the translation file, not the example's.
                    let found = try workspace.compile(example).diagnostics.filter { $0.ruleID != L10nStale.id && $0.ruleID != L10nUnknownKey.id }
                    XCTAssertEqual(RuleExampleTests.describe(found).filter { !placeholders.contains($0) }, [], "\(block.place): the example in curriculum/\(path)")
                    examples += 1
                } else if let match = first.wholeMatch(of: /excerpt: curriculum\/(\S+)/) {
                    let shipped = try String(contentsOf: PinnedCurriculum.url.appendingPathComponent(String(match.1)), encoding: .utf8)
                    if let missing = Self.firstLineNotIn(shipped, excerpt: block.text) {
                        XCTFail("\(block.place): '\(missing)' is not the next line of curriculum/\(match.1)")
                    }
                    excerpts += 1
                } else {
                    XCTFail("\(block.place): unknown annotation '\(first)'")
                }
            }
        }
        XCTAssertGreaterThan(examples, 25, "an example per item type, and more")
        XCTAssertGreaterThan(excerpts, 5)
    }

    /// The first line of `excerpt` that is not found, in order, among the lines of `file`;
    /// lines compare without indentation and trailing comments, and comment lines of the excerpt
    /// (its `# …` elisions and notes) are skipped unless they are a modeline.
    static func firstLineNotIn(_ file: String, excerpt: String) -> String? {
        func content(_ line: Substring) -> String {
            var text = line.trimmingCharacters(in: .whitespaces)
            if !text.hasPrefix("#"), let comment = text.range(of: " #") { text = String(text[..<comment.lowerBound]) }
            return text.trimmingCharacters(in: .whitespaces)
        }
        let lines = file.split(separator: "\n").map(content)
        var next = lines.startIndex
        for raw in excerpt.split(separator: "\n") {
            let line = content(raw)
            if line.isEmpty || (line.hasPrefix("#") && !line.hasPrefix("# yaml-language-server:")) { continue }
            guard let found = lines[next...].firstIndex(of: line) else { return line }
            next = found + 1
        }
        return nil
    }

    func testEveryItemTypeHasAnExample() throws {
        let text = try document("docs/authoring.md")
        let examples = blocks("yaml", in: text, under: "### Item types by example")
        let schema = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(try document("schemas/item.schema.json").utf8)) as? [String: Any])
        let types = try XCTUnwrap(((schema["properties"] as? [String: Any])?["type"] as? [String: Any])?["enum"] as? [String])
        let documented = examples.compactMap { $0.split(separator: "\n").first { $0.hasPrefix("  type: ") }?.dropFirst(8) }.map(String.init)
        XCTAssertEqual(Set(documented), Set(types), "one example per item type")
        XCTAssertEqual(documented.count, types.count)
        XCTAssertTrue(try document("docs/design.md").contains("There are \(types.count) item types"), "docs/design.md counts the item types")
    }

    /// Every `curriculum …` line of the docs' shell blocks, and of the CI workflow's `run:`
    /// steps, runs: block by block, in order, in a copy of the repository with the shipped
    /// curriculum, each exits 0, and what it prints as JSON or SARIF is JSON.
    func testEveryDocumentedCommandRuns() throws {
        var ran = 0
        for page in try Documentation.pages {
            for block in try Documentation.blocks(in: page) where ["sh", "shell", "yaml"].contains(block.language) {
                let commands = block.text.split(separator: "\n").compactMap { raw -> [String]? in
                    var line = raw.trimmingCharacters(in: .whitespaces)
                    if line.hasPrefix("run: ") { line = String(line.dropFirst(5)) }
                    guard line.hasPrefix("curriculum ") else { return nil }
                    return Documentation.words(line)
                }
                guard !commands.isEmpty else { continue }
                let checkout = try Documentation.Checkout()
                for words in commands {
                    let shown = "\(block.place): \(words.joined(separator: " "))"
                    guard let command = CommandLineTool.commands.first(where: { $0.name == words[1] }) else {
                        XCTFail("\(shown): no such command")
                        continue
                    }
                    if words.contains("--watch") {
                        // Runs until interrupted: only its arguments are checked.
                        XCTAssertNoThrow(try ArgumentParser.parse(Array(words.dropFirst(2)), options: command.options), shown)
                        continue
                    }
                    let result = checkout.run(Array(words.dropFirst()))
                    XCTAssertEqual(result.code, .success, "\(shown)\n\(result.out)\(result.err)")
                    if let format = words.firstIndex(of: "--format").map({ words[$0 + 1] }), ["json", "sarif"].contains(format) {
                        XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(result.out.utf8)), shown)
                    }
                    ran += 1
                }
            }
        }
        XCTAssertGreaterThan(ran, 20)
    }

    /// The examples in `curriculum help COMMAND` run too.
    func testEveryExampleInTheCommandsHelpRuns() throws {
        var ran = 0
        for command in CommandLineTool.commands {
            for match in command.help.matches(of: /Example: (curriculum [^\n]+)/) {
                let words = Documentation.words(String(match.1))
                let result = try Documentation.Checkout().run(Array(words.dropFirst()))
                XCTAssertEqual(result.code, .success, "curriculum help \(command.name): \(match.1)\n\(result.err)")
                ran += 1
            }
        }
        XCTAssertGreaterThan(ran, 0)
    }

    /// Every id the docs, the rules' texts, the schemas' descriptions and the commands' help
    /// mention (`k.counting.count-objects`, `badge.number-novice`) is an id of the shipped
    /// curriculum. The docs' code blocks are checked by running and linting them instead (their
    /// `curriculum new` lines create new ids, their outputs show misspelt ones), and so are the
    /// annotations above them.
    func testEveryMentionedIDExists() throws {
        var ids: Set<String> = []
        let declaration = try NSRegularExpression(pattern: #"(?m)^\s*(?:- )?(?:id|name): ([a-z0-9][a-z0-9._-]*)\s*$"#)
        let walker = FileManager.default.enumerator(atPath: PinnedCurriculum.url.path)
        while let path = walker?.nextObject() as? String {
            guard path.hasSuffix(".yaml") else { continue }
            let text = try String(contentsOf: PinnedCurriculum.url.appendingPathComponent(path), encoding: .utf8)
            for match in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                ids.insert(String(text[Range(match.range(at: 1), in: text)!]))
            }
        }
        XCTAssertTrue(ids.contains("k.counting.count-objects.l1") && ids.contains("badge.number-novice"))

        var texts: [(String, String)] = RuleRegistry.all.map { ("curriculum explain \($0.id)", $0.summary + "\n" + $0.rationale) }
        texts += CommandLineTool.commands.map { ("curriculum help \($0.name)", $0.help) }
        for page in try Documentation.pages {
            var inCode = false
            let prose = try document(page).split(separator: "\n", omittingEmptySubsequences: false).filter { line in
                if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inCode.toggle(); return false }
                return !inCode
            }
            // Annotations are checked by the tests that read them.
            texts.append((page, prose.joined(separator: "\n").replacing(/<!--[\s\S]*?-->/, with: "")))
        }
        let schemas = Self.repositoryRoot.appendingPathComponent("schemas").resolvingSymlinksInPath()
        let schemaWalker = FileManager.default.enumerator(atPath: schemas.path)
        while let path = schemaWalker?.nextObject() as? String {
            guard path.hasSuffix(".json") else { continue }
            texts.append(("schemas/" + path, try String(contentsOf: schemas.appendingPathComponent(path), encoding: .utf8)))
        }
        let mention = try NSRegularExpression(pattern: #"(?<![A-Za-z0-9_./-])((?:k|1)\.[a-z][a-z0-9-]*(?:\.[a-z0-9-]+)*|badge\.[a-z0-9-]+)(?![A-Za-z0-9_/-])"#)
        var checked = 0
        for (source, text) in texts {
            for match in mention.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                var id = String(text[Range(match.range(at: 1), in: text)!])
                while id.hasSuffix(".") { id.removeLast() }
                XCTAssertTrue(ids.contains(id), "\(source) mentions '\(id)', which the shipped curriculum does not define")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 30)
    }

    /// Output shown in the docs is what the tool prints, byte for byte.
    func testDocumentedOutputIsWhatTheToolPrints() throws {
        var checked = 0
        for page in try Documentation.pages {
            for block in try Documentation.blocks(in: page) {
                guard let first = block.annotation.first, first.hasPrefix("output: ") else { continue }
                let words = Documentation.words(String(first.dropFirst(8)))
                let checkout = try Documentation.Checkout()
                for line in block.annotation.dropFirst() {
                    let edit = try XCTUnwrap(line.hasPrefix("with: ") ? Documentation.edit(String(line.dropFirst(6))) : nil, "\(block.place): '\(line)'")
                    try checkout.apply(edit)
                }
                let result = checkout.run(Array(words.dropFirst()))
                XCTAssertEqual(result.out + result.err, block.text, block.place)
                checked += 1
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 3)
    }

    /// README's usage block names every command, and only options each command takes.
    func testTheUsageBlockMatchesTheCommands() throws {
        let usage = try XCTUnwrap(try Documentation.blocks(in: "README.md").first { $0.language == "text" && $0.text.hasPrefix("curriculum ") })
        var named: Set<String> = []
        var current: (any Command.Type)?
        for line in usage.text.split(separator: "\n") {
            let words = line.split(separator: " ").map(String.init)
            if line.hasPrefix("curriculum ") {
                current = CommandLineTool.commands.first { $0.name == words[1] }
                if words[1] != "help" { XCTAssertNotNil(current, "no command '\(words[1])'") }
                named.insert(words[1])
            }
            for word in words where word.contains("--") {
                let option = String(word.drop { $0 != "-" }.prefix { $0 == "-" || $0.isLetter })
                XCTAssertTrue(current?.options.contains { $0.name == option } ?? false, "\(line): \(option)")
            }
        }
        XCTAssertEqual(named, Set(CommandLineTool.commands.map { $0.name } + ["help"]))
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

    /// docs/ci.md's two GitHub workflows, the one using the action and the plain one, and the
    /// action itself, each have every step of the table at the top of the page.
    func testTheCIRecipeHasEveryStep() throws {
        let text = try document("docs/ci.md")
        let workflows = blocks("yaml", in: text).filter { $0.contains("jobs:") }
        let withAction = try XCTUnwrap(workflows.first { $0.contains("/curriculum@v") }, "a workflow that uses the action")
        let plain = try XCTUnwrap(workflows.first { $0.contains("make static") }, "a workflow without the action")
        for step in ["actions/cache@", "curriculum lint --strict --format github", "--format sarif",
                     "github/codeql-action/upload-sarif", "curriculum build", "curriculum diff dist-base dist --require-bump",
                     "path: dist/coverage.md"] {
            XCTAssertTrue(plain.contains(step), step)
        }
        XCTAssertTrue(withAction.contains("version: "), "the workflow names a release")

        let action = try document("action.yml")
        let steps = try document(".ci/action.sh")
        for step in ["actions/cache@", "github/codeql-action/upload-sarif@", "marocchino/sticky-pull-request-comment@"] {
            XCTAssertTrue(action.contains(step), step)
        }
        for step in ["--format github", "--strict", "--format sarif", "build \"$path\" --out \"$out\"",
                     "diff \"$state/dist-base\" \"$out\" --require-bump", "sha256sum", "make -C \"$action\" static"] {
            XCTAssertTrue(steps.contains(step), step)
        }
        // Each `run` step of the action is a step .ci/action.sh knows.
        for match in action.matches(of: /action\.sh" ([a-z-]+)/) {
            XCTAssertTrue(steps.contains("\n\(match.1))\n"), "action.sh has no step \(match.1)")
        }

        for (name, yaml) in [("content.yml", withAction), ("content.yml", plain), ("action.yml", action)] {
            let (root, diagnostics) = load(yaml, path: name)
            XCTAssertEqual(diagnostics, [], "\(name) is well-formed YAML")
            if name == "action.yml" {
                XCTAssertEqual(root?["runs"]?["using"]?.string, "composite")
                XCTAssertGreaterThan(root?["runs"]?["steps"]?.sequence?.count ?? 0, 5)
            } else {
                XCTAssertNotNil(root?["jobs"]?["curriculum"]?["steps"]?.sequence)
            }
        }
        XCTAssertTrue(text.contains("jq "))
    }
}
