@testable import CurriculumSyntax
import Foundation
import XCTest

@testable import CurriculumCompiler

/// Every rule's triggering examples, made to a copy of the shipped curriculum (as
/// RuleExampleTests makes them) and then fixed as `lint --fix` fixes them: `FixPlan` picks the
/// single obvious fixes and `TextEditApplier` writes them. Each fixed finding must be gone
/// afterwards and nothing new may appear, which checks every fix-it's line, column, length and
/// replacement against real files rather than against what its rule believes about them.
final class FixItExampleTests: XCTestCase {
    struct Key: Hashable, CustomStringConvertible {
        var rule: String
        var path: String
        var line: Int
        var message: String
        init(_ d: Diagnostic) {
            rule = d.ruleID
            path = d.location.path
            line = d.location.line
            message = d.message
        }
        var description: String { "\(path):\(line): \(message) [\(rule)]" }
    }

    func testEveryExampleFixItFixesItsFindingAndNothingElse() throws {
        let workspace = try RuleExampleTests.Workspace()
        var fixedRules: Set<String> = []
        var fixedFindings = 0
        for rule in RuleRegistry.all {
            for (index, example) in rule.triggering.enumerated() where example.specialFiles.isEmpty {
                let place = "\(rule.id) triggering example \(index + 1)"
                let changed = try RuleExampleTests.changedFiles(example)
                var saved: [(url: URL, bytes: Data?)] = []
                defer {
                    for (url, bytes) in saved.reversed() {
                        if let bytes { try? bytes.write(to: url) } else { try? FileManager.default.removeItem(at: url) }
                    }
                }
                for file in changed {
                    let url = workspace.root.appendingPathComponent(file.path)
                    saved.append((url, try? Data(contentsOf: url)))
                    try workspace.tree.write("curriculum/" + file.path, file.text)
                }
                let before = try Compiler.compile(root: workspace.root, displayRoot: "curriculum")
                let plan = FixPlan(before.diagnostics)
                guard plan.fixes.contains(where: { $0.diagnostics.contains { $0.ruleID == rule.id } }) else { continue }
                for (path, fixes) in plan.files {
                    let source = try XCTUnwrap(before.sources[path], "\(place): \(path) was not kept")
                    let outcome = TextEditApplier.apply(fixes.flatMap(\.edits), to: source.bytes)
                    XCTAssertEqual(outcome.refused, [], place)
                    let url = workspace.root.appendingPathComponent(String(path.dropFirst("curriculum/".count)))
                    if !saved.contains(where: { $0.url == url }) { saved.append((url, try? Data(contentsOf: url))) }
                    try Data(outcome.bytes).write(to: url)
                }
                let after = try Compiler.compile(root: workspace.root, displayRoot: "curriculum")
                let beforeKeys = Set(before.diagnostics.map(Key.init)), afterKeys = Set(after.diagnostics.map(Key.init))
                let fixed = Set(plan.fixes.flatMap(\.diagnostics).map(Key.init))
                XCTAssertEqual(fixed.intersection(afterKeys).map(\.description).sorted(), [], "\(place): still reported after --fix")
                // A file that did not parse was never checked further; once a fix lets it parse,
                // the later stages may well find more in it (`title: [Count to 10` closed with
                // `]` is a list where a title is text). Every other file must gain nothing.
                // Its text may then differ from what was translated, which the translation file reports
                // (L10N-STALE), as it should.
                let unparsed = Set(before.diagnostics.filter { $0.ruleID == YAMLSyntax.id }.map(\.location.path))
                let new = afterKeys.subtracting(beforeKeys).filter {
                    !unparsed.contains($0.path) && !(unparsed.isEmpty == false && $0.rule == L10nStale.id)
                }
                XCTAssertEqual(new.map(\.description).sorted(), [], "\(place): new after --fix")
                fixedRules.insert(rule.id)
                fixedFindings += fixed.count
            }
        }
        // The rules whose examples carry a single fix-it; more may join, none should drop out.
        for id in ["ITEM-ANSWER", "COPY-ALL-CAPS", "COPY-DOUBLE-SPACE", "COPY-PROMPT-PUNCTUATION", "REF-UNKNOWN", "YAML-BOM", "SCHEMA-MODELINE"] {
            XCTAssertTrue(fixedRules.contains(id), "no example of \(id) was fixed; fixed: \(fixedRules.sorted())")
        }
        print("FixItExampleTests: fixed \(fixedFindings) findings of \(fixedRules.count) rules: \(fixedRules.sorted().joined(separator: ", "))")
    }

    /// libyaml does not count a leading byte order mark as a column; the loader does, so a
    /// fix-it on line 1 of such a file lands where the caret shows and the BOM's own fix-it
    /// does not collide with it.
    func testFixItsOnLineOneOfAFileWithAByteOrderMark() throws {
        let text = "\u{FEFF}{kind: WordList, idd: copy.extra, purpose: idioms, words: [a]}\n"
        let compilation = try Compiler.compile(sources: [SourceFile(path: "a.yaml", text: text)])
        let unknown = try XCTUnwrap(compilation.diagnostics.first { $0.ruleID == "SCHEMA-UNKNOWN-FIELD" })
        XCTAssertEqual(unknown.location.column, 19)
        let plan = FixPlan(compilation.diagnostics)
        XCTAssertEqual(plan.overlapping, [])
        XCTAssertEqual(
            TextEditApplier.apply(plan.edits, to: text).text,
            "{kind: WordList, id: copy.extra, purpose: idioms, words: [a]}\n")

        let modeline = "\u{FEFF}# yaml-language-server: $schema=../schemas/unit.schema.json\nkind: WordList\nid: copy.extra\npurpose: idioms\nwords: [a]\n"
        let wrong = try Compiler.compile(sources: [SourceFile(path: "copy/extra.yaml", text: modeline)])
        XCTAssertEqual(
            TextEditApplier.apply(FixPlan.edits(for: wrong.diagnostics, in: nil), to: modeline).text,
            "# yaml-language-server: $schema=../schemas/word-list.schema.json\nkind: WordList\nid: copy.extra\npurpose: idioms\nwords: [a]\n")
    }
}
