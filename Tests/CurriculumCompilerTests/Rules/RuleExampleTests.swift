@testable import CurriculumSyntax
import Foundation
import XCTest

@testable import CurriculumCompiler

/// SwiftLint's pattern: every rule's documented examples are its tests. `curriculum explain`
/// shows them as changes to the shipped curriculum; the tests make each one to a copy of the
/// pinned curriculum (`PinnedCurriculum`, the shipped one as of `make pin-curriculum`) and
/// compile it there (an output rule's is built there, over a build of the unchanged copy). The
/// examples of each rule run in a test of their own (`RuleTests`); this class holds the workspace
/// they run in and the checks that span every rule.
final class RuleExampleTests: XCTestCase {
    /// The small test curriculum in Fixtures/base. Other tests lay files over it with `compile`;
    /// rule examples are not written against it.
    static var base: URL {
        get throws { try XCTUnwrap(Bundle.module.url(forResource: "Fixtures/base", withExtension: nil)) }
    }

    /// Compiles the base test curriculum with `example`'s whole files laid over it.
    static func compile(_ example: RuleExample) throws -> Compilation {
        precondition(example.edits.isEmpty, "edits name files of the shipped curriculum, not of Fixtures/base")
        let tree = try TemporaryTree()
        try FileManager.default.removeItem(at: tree.url)
        try FileManager.default.copyItem(at: try base, to: tree.url)
        for file in example.files {
            let url = tree.url.appendingPathComponent(file.path)
            try? FileManager.default.removeItem(at: url)
            try tree.write(file.path, file.text)
        }
        for (path, kind) in example.specialFiles {
            try InputSafety.make(kind, at: tree.url.appendingPathComponent(path))
        }
        guard !example.specialFiles.isEmpty else {
            return try withExtendedLifetime(tree) { try Compiler.compile(root: tree.url, displayRoot: "curriculum") }
        }
        // A named pipe or a huge file must never hang the compiler, nor this test.
        let root = tree.url
        return try withExtendedLifetime(tree) {
            try InputSafety.withTimeout(60) { try Compiler.compile(root: root, displayRoot: "curriculum") }
        }
    }

    /// The files `example` writes into the pinned curriculum, with their new text: its whole
    /// files, then each edited file as the edits leave it. With `keepingMarkers`, the text still
    /// holds the example's markers, where they landed.
    static func changedFiles(_ example: RuleExample, keepingMarkers: Bool = false) throws -> [(path: String, text: String)] {
        var changed = example.files
        for edit in example.edits {
            let index = changed.firstIndex { $0.path == edit.path }
            let original = try index.map { changed[$0].text } ?? PinnedCurriculum.read(edit.path)
            let text = try XCTUnwrap(edit.apply(to: original, keepingMarkers: true), "no line '\(edit.anchor)' in curriculum/\(edit.path)")
            if let index { changed[index].text = text } else { changed.append((edit.path, text)) }
        }
        return keepingMarkers ? changed : changed.map { ($0.path, RuleExample.unmarked($0.text)) }
    }

    /// A copy of the pinned curriculum that examples are made to one after another: each is
    /// compiled, then its files are put back.
    final class Workspace {
        let tree: TemporaryTree
        var root: URL { tree.url.appendingPathComponent("curriculum") }
        /// The output folder output rules' examples are built over.
        var dist: URL { tree.url.appendingPathComponent("dist") }
        private var built = false

        init() throws {
            tree = try TemporaryTree()
            try FileManager.default.copyItem(at: PinnedCurriculum.url, to: root)
        }

        /// The findings of `example`: the compile's, and for an output rule (BUNDLE-*) also the
        /// Emit stage's, staged over a build of the unchanged curriculum as `curriculum build`
        /// would stage it. What is staged is dropped, so each example is built over that build.
        func findings(_ example: RuleExample, of rule: RuleDescription) throws -> [Diagnostic] {
            guard RuleRegistry.outputRules.contains(where: { $0.id == rule.id }) else { return try compile(example).diagnostics }
            if !built {
                _ = try EmitStage(outputDirectory: dist, shownDirectory: "dist").stage(try compile(RuleExample())).install()
                built = true
            }
            return try EmitStage(outputDirectory: dist, shownDirectory: "dist").stage(try compile(example)).diagnostics
        }

        func compile(_ example: RuleExample) throws -> Compilation {
            let changed = try RuleExampleTests.changedFiles(example)
            var saved: [(url: URL, bytes: Data?)] = []
            var made: [(url: URL, kind: RuleExample.SpecialFile)] = []
            defer {
                // Each special file is removed by the name it was made under (a Latin-1 name is
                // not its URL's), so none is left for the next example to find.
                for (url, kind) in made.reversed() { InputSafety.remove(kind, at: url) }
                for (url, bytes) in saved.reversed() {
                    if let bytes { try? bytes.write(to: url) } else { try? FileManager.default.removeItem(at: url) }
                }
            }
            for file in changed {
                let url = root.appendingPathComponent(file.path)
                saved.append((url, try? Data(contentsOf: url)))
                try tree.write("curriculum/" + file.path, file.text)
            }
            for (path, kind) in example.specialFiles {
                let url = root.appendingPathComponent(path)
                made.append((url, kind))
                try InputSafety.make(kind, at: url)
            }
            guard !example.specialFiles.isEmpty else { return try Compiler.compile(root: root, displayRoot: "curriculum") }
            // A named pipe or a huge file must never hang the compiler, nor this test.
            let root = self.root
            return try InputSafety.withTimeout(60) { try Compiler.compile(root: root, displayRoot: "curriculum") }
        }
    }

    static func describe(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.location): \($0.severity.rawValue): \($0.message) [\($0.ruleID)]" }
    }

    /// What the pinned curriculum reports and is allowed to: an ASSET-PLACEHOLDER note (info)
    /// for each picture whose art is not drawn yet (docs/assets.md#placeholders).
    static func placeholders(_ compilation: Compilation) -> Set<String> {
        placeholders(compilation.diagnostics)
    }

    static func placeholders(_ diagnostics: [Diagnostic]) -> Set<String> {
        Set(describe(diagnostics.filter { $0.ruleID == AssetPlaceholder.id && $0.severity == .info }))
    }

    /// The findings of the pinned curriculum as it is, compiled once: what every example's
    /// findings are compared against.
    static let pinnedFindings: [Diagnostic] = {
        do {
            return try Compiler.compile(root: PinnedCurriculum.url, displayRoot: "curriculum").diagnostics
        } catch {
            XCTFail("the pinned curriculum does not compile: \(error)")
            return []
        }
    }()

    /// A real curriculum without a finding but the placeholders of the pictures still to draw:
    /// one note per picture, at its catalog entry, and none for a drawn one.
    static func assertClean(_ compilation: Compilation, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        let placeholders = placeholders(compilation)
        XCTAssertEqual(describe(compilation.diagnostics).filter { !placeholders.contains($0) }, [], name, file: file, line: line)
        XCTAssertGreaterThan(compilation.catalog.lessons.count, 150, name, file: file, line: line)
        let undrawn = Set(compilation.catalog.assetUses.map(\.asset.value)).filter { compilation.catalog.assetsByID[$0]?.file == nil }
        XCTAssertEqual(placeholders.count, undrawn.count, name, file: file, line: line)
        XCTAssertFalse(placeholders.contains { $0.contains("'ten-frames-8-and-5'") }, name, file: file, line: line)
        XCTAssertTrue(placeholders.allSatisfy { $0.hasPrefix("curriculum/assets/catalog.yaml:") }, "\(name): \(placeholders.prefix(3))", file: file, line: line)
    }

    /// Every non-triggering example is checked against a clean curriculum, and every triggering
    /// one against what it reports as it is.
    func testThePinnedCurriculumIsClean() throws {
        Self.assertClean(try Workspace().compile(RuleExample()), "the pinned curriculum")
    }

    func testEveryRuleHasExamplesOfBothKinds() {
        // Rules about the file system cannot be shown by file contents alone; their tests live
        // with the pipeline's and the bad-input corpus.
        let exempt: Set<String> = ["FILE-UNREADABLE", "FILE-SYMLINK-OUTSIDE-ROOT"]
        for rule in RuleRegistry.all where !exempt.contains(rule.id) {
            XCTAssertFalse(rule.triggering.isEmpty, "\(rule.id) has no triggering example")
            XCTAssertFalse(rule.nonTriggering.isEmpty, "\(rule.id) has no non-triggering example")
        }
    }

    /// Every edit names a place that exists. A triggering edit changes what is there; a
    /// non-triggering one may show the shipped text itself, which is what good content looks like.
    func testEveryEditNamesARealPlace() throws {
        for rule in RuleRegistry.all {
            for (example, triggers) in rule.triggering.map({ ($0, true) }) + rule.nonTriggering.map({ ($0, false) }) {
                for edit in example.edits {
                    let original = try PinnedCurriculum.read(edit.path)
                    let changed = edit.apply(to: original)
                    XCTAssertNotNil(changed, "\(rule.id): no line '\(edit.anchor)' in curriculum/\(edit.path)")
                    if triggers {
                        XCTAssertNotEqual(changed, original, "\(rule.id): the edit at '\(edit.anchor)' in curriculum/\(edit.path) changes nothing")
                    }
                }
            }
        }
    }

    func testRuleIDsAreUniqueAndWellFormed() {
        let ids = RuleRegistry.all.map(\.id)
        XCTAssertEqual(ids.count, Set(ids).count, "duplicate rule ids")
        for id in ids {
            XCTAssertNotNil(id.range(of: "^[A-Z][A-Z0-9]*(-[A-Z0-9]+)+$", options: .regularExpression), id)
        }
        for rule in RuleRegistry.all {
            XCTAssertFalse(rule.summary.hasSuffix("."), "\(rule.id): summaries are phrases without a final period")
            XCTAssertFalse(rule.rationale.isEmpty, rule.id)
        }
    }
}
