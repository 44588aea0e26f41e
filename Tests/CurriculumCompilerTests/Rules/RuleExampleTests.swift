import Foundation
import XCTest

@testable import CurriculumCompiler

/// SwiftLint's pattern: every rule's documented examples are its tests. Each example is laid
/// over the base curriculum (Fixtures/base), compiled, and the rule must fire on the triggering
/// examples and stay silent on the others.
final class RuleExampleTests: XCTestCase {
    static var base: URL {
        get throws { try XCTUnwrap(Bundle.module.url(forResource: "Fixtures/base", withExtension: nil)) }
    }

    /// Compiles the base curriculum with `example` laid over it.
    static func compile(_ example: RuleExample) throws -> Compilation {
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

    func testTheBaseCurriculumIsClean() throws {
        let compilation = try Self.compile(RuleExample(files: []))
        XCTAssertEqual(compilation.diagnostics.map { "\($0.location): \($0.message) [\($0.ruleID)]" }, [])
        XCTAssertEqual(compilation.catalog.lessons.count, 4)
    }

    func testEveryRuleHasExamplesOfBothKinds() {
        // Rules about the file system cannot be shown by file contents alone; their tests live
        // with the pipeline's and the bad-input corpus.
        // Neither can reusing a bundle version, which needs an earlier build (BundleWriterTests).
        let exempt: Set<String> = ["FILE-UNREADABLE", "FILE-SYMLINK-OUTSIDE-ROOT", "BUNDLE-VERSION-REUSE"]
        for rule in RuleRegistry.all where !exempt.contains(rule.id) {
            XCTAssertFalse(rule.triggering.isEmpty, "\(rule.id) has no triggering example")
            XCTAssertFalse(rule.nonTriggering.isEmpty, "\(rule.id) has no non-triggering example")
        }
    }

    func testEveryTriggeringExampleTriggersItsRule() throws {
        for rule in RuleRegistry.all {
            for (index, example) in rule.triggering.enumerated() {
                let found = try Self.compile(example).diagnostics
                XCTAssertTrue(
                    found.contains { $0.ruleID == rule.id },
                    "\(rule.id) triggering example \(index + 1) did not trigger it; found \(found.map(\.ruleID))")
            }
        }
    }

    func testNoNonTriggeringExampleTriggersItsRule() throws {
        for rule in RuleRegistry.all {
            for (index, example) in rule.nonTriggering.enumerated() {
                let found = try Self.compile(example).diagnostics.filter { $0.ruleID == rule.id }
                XCTAssertEqual(found.map { "\($0.location): \($0.message)" }, [], "\(rule.id) non-triggering example \(index + 1)")
            }
        }
    }

    func testRuleIDsAreUniqueAndWellFormed() {
        let ids = RuleRegistry.all.map(\.id)
        XCTAssertEqual(ids.count, Set(ids).count, "duplicate rule ids")
        for id in ids {
            XCTAssertNotNil(id.range(of: "^[A-Z]+(-[A-Z0-9]+)+$", options: .regularExpression), id)
        }
        for rule in RuleRegistry.all {
            XCTAssertFalse(rule.summary.hasSuffix("."), "\(rule.id): summaries are phrases without a final period")
            XCTAssertFalse(rule.rationale.isEmpty, rule.id)
        }
    }
}
