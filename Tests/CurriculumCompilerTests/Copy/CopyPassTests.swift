import Dispatch
import XCTest

@testable import CurriculumCompiler

/// The shared pass: read once per catalog, recomputed for another, safe from several threads.
final class CopyPassTests: XCTestCase {
    private func baseCatalog() throws -> Catalog {
        try RuleExampleTests.compile(RuleExample(files: [])).catalog
    }

    func testAnotherWordListIsAnotherCatalog() throws {
        let catalog = try baseCatalog()
        XCTAssertEqual(CopyWordList.check(catalog), [])
        var changed = catalog
        changed.wordLists[.earlyReader]?.words.removeAll { $0 == "touch" }
        XCTAssertTrue(CopyWordList.check(changed).map(\.message).contains("word 'Touch' is not on the early-reader list"))
        XCTAssertEqual(CopyWordList.check(catalog), [], "the first catalog again")
    }

    func testOtherLimitsAreAnotherCatalog() throws {
        let catalog = try baseCatalog()
        XCTAssertEqual(CopySentenceLength.check(catalog), [])
        var strict = catalog
        strict.manifest?.copyLimits.wordsPerSentence[.kindergarten] = 4
        XCTAssertFalse(CopySentenceLength.check(strict).isEmpty)
    }

    func testRulesAskingFromManyThreadsAgree() throws {
        let example = CopyRuleColumnTests.apples("prompt: How MANY  apples # are there", "hints: [There are seven apples.]")
        let rules = RuleRegistry.catalogRules.compactMap { $0 as? any CopyLessonRule.Type }
        let expected = CopyPass.run(try RuleExampleTests.compile(example).catalog)
        XCTAssertFalse(expected.values.joined().isEmpty)
        for _ in 0..<3 {
            let catalog = try RuleExampleTests.compile(example).catalog  // new lessons: a new pass
            let results = ConcurrentResults<[Diagnostic]>(count: rules.count)
            DispatchQueue.concurrentPerform(iterations: rules.count) { results[$0] = rules[$0].check(catalog) }
            for (index, rule) in rules.enumerated() {
                XCTAssertEqual(Set(results.values[index] ?? []), Set(expected[rule.id] ?? []), rule.id)
            }
        }
    }

    func testTheCacheKeepsNoLessonAlive() throws {
        weak var lesson: Lesson?
        func check() throws {
            let catalog = try baseCatalog()
            lesson = catalog.lessons.first
            _ = CopyWordList.check(catalog)
        }
        try check()
        XCTAssertNil(lesson)
    }
}
