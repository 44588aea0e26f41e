import Foundation
import XCTest

@testable import CurriculumCompiler

/// The documents users read, and the fenced code blocks in them. A block may be preceded by an
/// HTML comment (invisible on GitHub) that says how the tests check it:
///
/// - `example: curriculum/PATH` — the block is that whole file (its modeline is taken from the
///   shipped file when the block has none); put in place, the curriculum lints clean.
/// - `example: curriculum/PATH, item ID` — the block replaces that item of the lesson; the
///   curriculum then lints clean.
/// - `excerpt: curriculum/PATH` — every line of the block (trailing comments, `# …` lines and
///   other comment lines aside) is a line of the shipped file, in the same order.
/// - `output: curriculum …` — the block is exactly what the command prints (standard output,
///   then standard error) in a copy of the repository's curriculum, after the changes of any
///   `with: curriculum/PATH, "ANCHOR" → "TEXT"` lines (the block starting at ANCHOR becomes TEXT).
/// - `not curriculum content: REASON` — a YAML block that is not a curriculum file (a CI
///   workflow, a pre-commit configuration).
enum Documentation {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// README.md and every page in docs/, by repository path.
    static var pages: [String] {
        get throws {
            let docs = try FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent("docs").path)
            return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        }
    }

    static func read(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: repository.appendingPathComponent(path)), as: UTF8.self)
    }

    struct Block {
        var page: String
        /// 1-based line of the opening fence.
        var line: Int
        var language: String
        var text: String
        /// The lines of the HTML comment right above the block, trimmed.
        var annotation: [String]

        var place: String { "\(page):\(line)" }
    }

    static func blocks(in page: String) throws -> [Block] {
        let lines = try read(page).components(separatedBy: "\n")
        var blocks: [Block] = []
        var index = 0
        while index < lines.count {
            let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("```") else {
                index += 1
                continue
            }
            let indent = lines[index].prefix { $0 == " " }.count
            let language = String(trimmed.dropFirst(3))
            var body: [String] = []
            var end = index + 1
            while end < lines.count, lines[end].trimmingCharacters(in: .whitespaces) != "```" {
                body.append(String(lines[end].dropFirst(min(indent, lines[end].prefix { $0 == " " }.count))))
                end += 1
            }
            blocks.append(Block(
                page: page, line: index + 1, language: language, text: body.map { $0 + "\n" }.joined(),
                annotation: annotation(above: index, in: lines)))
            index = end + 1
        }
        return blocks
    }

    /// The comment that ends on the last non-blank line above `line`.
    private static func annotation(above line: Int, in lines: [String]) -> [String] {
        var end = line - 1
        while end >= 0, lines[end].trimmingCharacters(in: .whitespaces).isEmpty { end -= 1 }
        guard end >= 0, lines[end].trimmingCharacters(in: .whitespaces).hasSuffix("-->") else { return [] }
        var start = end
        while start >= 0, !lines[start].contains("<!--") { start -= 1 }
        guard start >= 0 else { return [] }
        let text = lines[start...end].joined(separator: "\n")
        guard let open = text.range(of: "<!--"), let close = text.range(of: "-->", options: .backwards) else { return [] }
        return text[open.upperBound..<close.lowerBound].components(separatedBy: "\n")
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// A `with:` line: `curriculum/PATH, "ANCHOR" → "TEXT"`.
    static func edit(_ line: String) -> RuleExample? {
        guard let match = line.wholeMatch(of: /curriculum\/(\S+), "(.+)" → "(.*)"/) else { return nil }
        return .replacing(String(match.2), in: String(match.1), with: String(match.3))
    }

    /// A shell line split into words as a POSIX shell would, up to the first unquoted `#`, `|`,
    /// `>`, `<`, `&` or `;`: what a documented command passes to `curriculum`.
    static func words(_ line: String) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
                continue
            }
            switch character {
            case "\"", "'":
                quote = character
                inWord = true
            case " ", "\t":
                if inWord { words.append(word) }
                word = ""
                inWord = false
            case "#" where !inWord, "|", ">", "<", "&", ";":
                if inWord { words.append(word) }
                return words
            default:
                word.append(character)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }

    /// A temporary repository checkout: a copy of the pinned curriculum in `repo/`, where
    /// commands run, an empty `.git` there for `install-hook`, and a second copy in `base/` (the
    /// base branch of docs/ci.md's version gate).
    final class Checkout {
        let tree: TemporaryTree
        var repo: URL { tree.url.appendingPathComponent("repo") }

        init() throws {
            tree = try TemporaryTree()
            for copy in ["repo/curriculum", "base/curriculum"] {
                let target = tree.url.appendingPathComponent(copy)
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: PinnedCurriculum.url, to: target)
            }
            try FileManager.default.createDirectory(at: repo.appendingPathComponent(".git/hooks"), withIntermediateDirectories: true)
        }

        func apply(_ example: RuleExample) throws {
            for file in try RuleExampleTests.changedFiles(example) {
                try tree.write("repo/curriculum/" + file.path, file.text)
            }
        }

        func run(_ words: [String]) -> CLIResult {
            runCLI(words, in: repo)
        }
    }
}

extension String {
    /// GitHub's anchor for a Markdown heading: lowercase, punctuation dropped, spaces as hyphens.
    var headingAnchor: String {
        String(lowercased().compactMap { c -> Character? in
            if c == " " { return "-" }
            return c.isLetter || c.isNumber || c == "-" || c == "_" ? c : nil
        })
    }
}
