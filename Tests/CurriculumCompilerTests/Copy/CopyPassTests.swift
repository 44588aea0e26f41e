@testable import CurriculumSyntax
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

    /// A lesson of many items is read in parts on several threads. Every COPY finding must come
    /// out as reading it whole gives, the lesson-wide reading level above all: its tally joins
    /// the parts, its unfamiliar words keep their order, and a capitalised word that waits on the
    /// story names is decided once all parts are in.
    func testALessonReadInPartsGivesTheFindingsOfTheWholeLesson() throws {
        let shapes = [
            ("Estimate the approximate quantity of spherical objects.", "Enumerate them systematically.", "Recount carefully."),
            ("How many balls can you see?", "Touch each ball as you count.", "Count again. Touch each ball one time."),
            ("Zorblat has some balls. How many balls does Zorblat have?", "Count the balls Zorblat has.", "Count again."),
            ("How MANY  balls are there?", "There are 7 balls.", "Wrong. Try harder."),
            ("Quizzically contemplate these balls and determine their total.", "Count slowly.", "Count again, slowly."),
        ]
        var items = ""
        for n in 0..<41 {
            var (prompt, hint, incorrect) = shapes[n * 7 % shapes.count]
            // Words of its own in every item keep the share of unfamiliar words high.
            let letters = Array("bcdfghjklmnpqrstvwxz")
            let tail = String([letters[n % letters.count], letters[n / letters.count]]) + "o"
            prompt = "See the glim\(tail) and plon\(tail) balls. " + prompt
            items += """
                  - id: i\(n)
                    type: counting
                    prompt: \(prompt)
                    objects: {name: ball, count: 7, arrangement: scattered}
                    answer: 7
                    hints: [\(hint)]
                    feedback: {incorrect: \(incorrect)}

                """
        }
        let catalog = try RuleExampleTests.compile(.lesson(items)).catalog
        let whole = CopyPass.run(catalog, maxItemsPerPart: .max)
        XCTAssertFalse(whole["COPY-READING-LEVEL", default: []].isEmpty, "the example must reach the lesson-wide rule")
        XCTAssertFalse(whole["COPY-WORD-LIST", default: []].isEmpty)
        for size in [1, 3, 8, 40] {
            let parts = CopyPass.run(catalog, maxItemsPerPart: size)
            XCTAssertEqual(Set(parts.keys), Set(whole.keys), "parts of \(size)")
            for (rule, found) in whole {
                XCTAssertEqual(parts[rule].map { $0.sorted() }, found.sorted(), "\(rule), parts of \(size) items")
            }
        }
    }

    func testALessonIsCutIntoEvenPartsInOrder() throws {
        let lesson = try XCTUnwrap(try baseCatalog().lessons.first { $0.items.count >= 2 })
        let parts = LessonPart.parts(of: [lesson, lesson], maxItems: 1)
        XCTAssertEqual(parts.count, 2 * lesson.items.count)
        XCTAssertEqual(parts.prefix(lesson.items.count).map(\.items), (0..<lesson.items.count).map { $0..<$0 + 1 })
        XCTAssertEqual(LessonPart.parts(of: [lesson], maxItems: lesson.items.count).map(\.items), [0..<lesson.items.count])
        XCTAssertEqual(LessonPart.parts(of: [lesson], maxItems: 1).map(\.index), Array(0..<lesson.items.count))
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
