import Foundation
import XCTest

@testable import CurriculumCompiler

/// Every text a user can read cites only what a reader can open: a file or folder of this
/// repository (with a heading that exists, when it names one), a NYSED standard, or a public
/// source by name. Planning documents that do not ship are never named.
final class DocumentationReferencesTests: XCTestCase {
    static let repository = Documentation.repository

    /// Names of documents that do not ship. Written in pieces so this file does not match itself.
    static let unshipped: [(name: String, pattern: String)] = [
        ("the planning notes", "DESIGN" + "\\.md"),
        ("a numbered seed document", "\\b[Ss]eeds? ?0[0-9][0-9]\\b"),
        ("the seed documents' folder", "(?<![A-Za-z0-9_-])seeds/"),
        ("the reference folder", "(?<![A-Za-z0-9_-])reference/"),
    ]

    /// Files of the repository a text is allowed to name, found by walking it (build output,
    /// git and the vendored JSON Schema test suite aside).
    static let files: [String] = {
        var out: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: repository.path)
        while let path = enumerator?.nextObject() as? String {
            if path.hasPrefix(".build") || path.hasPrefix(".git/") || path == ".git" || path.hasPrefix(".swiftpm") {
                enumerator?.skipDescendants()
                continue
            }
            out.append(path)
        }
        return out
    }()

    static func read(_ path: String) -> String {
        (try? Documentation.read(path)) ?? ""
    }

    /// Where each text comes from, and the text.
    static func texts(under folders: [String], extensions: [String]) -> [(path: String, text: String)] {
        files.filter { path in
            folders.contains { path.hasPrefix($0) } && extensions.contains { path.hasSuffix($0) }
                && !path.contains("jsonschema-test-suite") && !path.contains("Fixtures/bad-input/")
        }.sorted().map { ($0, read($0)) }
    }

    static var ruleTexts: [(path: String, text: String)] {
        RuleRegistry.all.map { rule in
            ("curriculum explain \(rule.id)", "\(rule.summary)\n\(rule.rationale)\n\(rule.summary). Run `curriculum explain \(rule.id)` for examples.")
        }
    }

    /// The anchors of a Markdown file's headings.
    static func anchors(of path: String) -> Set<String> {
        var inFence = false
        var out: Set<String> = []
        for line in read(path).split(separator: "\n") {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inFence.toggle() }
            guard !inFence, line.hasPrefix("#") else { continue }
            out.insert(line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).headingAnchor)
        }
        return out
    }

    /// A problem with `target` (a repository path, maybe with `#anchor`), or nil when it exists.
    static func problem(with target: String) -> String? {
        let parts = target.split(separator: "#", maxSplits: 1).map(String.init)
        var path = parts.first ?? ""
        while path.hasSuffix("/") && path.count > 1 { path.removeLast() }
        // Existence as the file system sees it: `schemas/` is a link into Sources/.
        let exists = path.isEmpty || FileManager.default.fileExists(atPath: repository.appendingPathComponent(path).path)
        guard exists else { return "'\(path)' is not in the repository" }
        if parts.count == 2, path.hasSuffix(".md"), !anchors(of: path).contains(parts[1]) {
            return "'\(path)' has no heading '#\(parts[1])'"
        }
        return nil
    }

    /// Repository paths a text names: `docs/…`, `Sources/…`, `Tests/…`, `schemas/…` and
    /// `curriculum/…`, written out in full. A path cut short by a placeholder (`<skill>`, `*`,
    /// `{…}`, `\(…)`) is checked up to its last complete folder.
    static func namedPaths(in text: String) -> [String] {
        let pattern = #"(?<![A-Za-z0-9_./-])((?:docs|Sources|Tests|schemas|curriculum)/[A-Za-z0-9_.+/-]*(?:#[a-z0-9_-]+)?)(.?)"#
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            var path = String(text[Range(match.range(at: 1), in: text)!])
            let next = String(text[Range(match.range(at: 2), in: text)!])
            if ["<", "*", "{", "…", "\\", "$", "%", "["].contains(next) {
                path = String(path[...(path.lastIndex(of: "/") ?? path.startIndex)])
            }
            while let last = path.last, ".,:;)".contains(last) { path.removeLast() }
            return path
        }
    }

    /// The checks themselves: what counts as a named path, and what a missing one looks like.
    func testPathsAndAnchorsAreFoundAndChecked() {
        XCTAssertEqual(
            Self.namedPaths(in: "See docs/design.md#goals, curriculum/k/<skill>-l1.yaml, schemas/*.json and ../schemas/unit.schema.json."),
            ["docs/design.md#goals", "curriculum/k/", "schemas/"])
        XCTAssertNil(Self.problem(with: "docs/design.md#early-reader-copy"))
        XCTAssertNil(Self.problem(with: "schemas/items/"))
        XCTAssertNotNil(Self.problem(with: "docs/design.md#no-such-heading"))
        XCTAssertNotNil(Self.problem(with: "docs/no-such-page.md"))
        XCTAssertEqual("`Curriculum` (root manifest)".headingAnchor, "curriculum-root-manifest")
        let regex = Self.unshipped.map { try! NSRegularExpression(pattern: $0.pattern) }
        let planted = ["see " + "DESIGN" + ".md", "Seed " + "003, step 5", "seeds" + "/000.txt", "reference" + "/README.md"]
        for text in planted {
            XCTAssertTrue(regex.contains { $0.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil }, text)
        }
        for text in ["Tests/Fixtures/fuzz-seeds/a.yaml", "docs/design.md", "a seeded Hasher"] {
            XCTAssertFalse(regex.contains { $0.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil }, text)
        }
    }

    func testNoTextNamesADocumentThatDoesNotShip() throws {
        let everything = Self.ruleTexts
            + Self.texts(under: ["README.md", "CHANGELOG.md", "Makefile", "Package.swift", ".pre-commit-hooks.yaml", "docs/", "Sources/", "curriculum/", "Tests/",
                                 "action.yml", "Dockerfile", ".ci/", ".github/"],
                         extensions: [".md", ".swift", ".yaml", ".json", "Makefile", ".sarif", ".expected", ".yml", ".sh", "Dockerfile"])
        XCTAssertGreaterThan(everything.count, 300)
        for (path, text) in everything where !path.hasSuffix("DocumentationReferencesTests.swift") {
            for (name, pattern) in Self.unshipped {
                let regex = try NSRegularExpression(pattern: pattern)
                for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    XCTFail("\(path) names \(name): '\(text[Range(match.range, in: text)!])'")
                }
            }
        }
    }

    /// Rule rationales (also SARIF's rule help), the docs, README, the changelog, source
    /// comments and messages, schema descriptions, curriculum comments and the CI files (the
    /// action, its scripts, the Dockerfile) name only paths that exist, and only headings that exist.
    func testEveryNamedPathExists() throws {
        let readable = Self.ruleTexts
            + Self.texts(under: ["README.md", "CHANGELOG.md", "Makefile", ".pre-commit-hooks.yaml", "docs/", "Sources/", "curriculum/",
                                 "action.yml", "Dockerfile", ".ci/", ".github/"],
                         extensions: [".md", ".swift", ".yaml", ".json", "Makefile", ".yml", ".sh", "Dockerfile"])
        var checked = 0
        for (source, text) in readable {
            for path in Self.namedPaths(in: text) {
                if let problem = Self.problem(with: path) { XCTFail("\(source): \(problem)") }
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 100)
    }

    /// Markdown links point at files that exist, relative to the page, and at headings that exist.
    func testEveryMarkdownLinkResolves() throws {
        let pages = Self.files.filter { $0.hasSuffix(".md") && !$0.contains("jsonschema-test-suite") }
        XCTAssertTrue(pages.contains("docs/design.md"))
        let link = try NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
        var checked = 0
        for page in pages {
            let text = Self.read(page)
            for match in link.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let target = String(text[Range(match.range(at: 1), in: text)!])
                guard !target.contains("://"), !target.hasPrefix("mailto:") else { continue }
                let folder = (page as NSString).deletingLastPathComponent
                let joined = target.hasPrefix("#") ? page + target : (folder.isEmpty ? target : folder + "/" + target)
                let resolved = URL(fileURLWithPath: joined, relativeTo: URL(fileURLWithPath: "/"))
                    .standardized.path.dropFirst()
                if let problem = Self.problem(with: String(resolved)) { XCTFail("\(page): link \(target): \(problem)") }
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 10)
    }

    /// Every rationale says where its requirement comes from: a section of docs/design.md, a
    /// file of the repository, a NY standard, or a public source named in docs/design.md.
    func testEveryRationaleCitesWhatAReaderCanOpen() {
        let sources = ["WCAG", "YAML 1.2", "JSON Schema", "SwiftLint", "yamllint", "NYSED", "Spache", "IBM", "W3C", "SARIF"]
        for rule in RuleRegistry.all {
            let text = rule.rationale
            let cites = text.contains("docs/") || text.contains("curriculum/") || text.contains("Sources/") || text.contains("schemas/")
                || text.range(of: #"NY-(K|1)\.[A-Z]+\.[0-9]"#, options: .regularExpression) != nil
                || sources.contains { text.contains($0) }
            XCTAssertTrue(cites, "\(rule.id) cites nothing a reader can open")
        }
    }

    /// Every rule id the docs and the rules' texts name is a rule `curriculum explain` knows.
    func testEveryNamedRuleExists() throws {
        let known = Set(RuleRegistry.all.map(\.id))
        let families = Set(RuleRegistry.all.map(\.family)).sorted().joined(separator: "|")
        let regex = try NSRegularExpression(pattern: "(?<![A-Za-z0-9-])(?:\(families))(?:-[A-Z0-9]+)+(?![A-Za-z0-9-])")
        var checked = 0
        let texts = Self.ruleTexts + (try Documentation.pages).map { ($0, Self.read($0)) }
        for (source, text) in texts {
            for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let id = String(text[Range(match.range, in: text)!])
                XCTAssertTrue(known.contains(id), "\(source) names '\(id)', which is no rule")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 100)
    }

    /// Figures the docs state are the tool's own.
    func testTheDesignStatesTheStandardsAsTheyAre() throws {
        let design = try Documentation.read("docs/design.md")
        let kindergarten = OfficialStandards.codes.filter { $0.hasPrefix("NY-K.") }.count
        let gradeOne = OfficialStandards.codes.filter { $0.hasPrefix("NY-1.") }.count
        XCTAssertTrue(design.contains("\(kindergarten) codes for Kindergarten and \(gradeOne) for Grade 1"), "docs/design.md")
        for heading in OfficialStandards.headings.keys {
            XCTAssertTrue(design.contains(heading), "docs/design.md names the heading \(heading)")
        }
    }
}
