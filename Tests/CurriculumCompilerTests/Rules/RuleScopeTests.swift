@testable import CurriculumSyntax
import Foundation
import XCTest

@testable import CurriculumCompiler

/// A rule of `RuleScope.lesson` finds in each lesson, when that lesson is the only one, exactly
/// what it finds there in the whole catalog, and finds nothing outside lesson files: that is
/// what lets a compile session check an edited lesson alone. Checked on the pinned curriculum
/// and on each such rule's triggering examples, where it fires.
final class RuleScopeTests: XCTestCase {
    static let lessonRules = RuleRegistry.catalogRules.filter { $0.scope == .lesson }

    /// Why `rule`'s findings in `catalog` are not the union of its findings lesson by lesson,
    /// or nil when they are.
    /// `only`, when given, limits the comparison to the lessons in those files.
    static func mismatch(_ rule: any CatalogRule.Type, in catalog: Catalog, only: Set<String>? = nil) -> String? {
        let paths = Set(catalog.lessons.map(\.path))
        var whole = rule.check(catalog)
        if let outside = whole.first(where: { !paths.contains($0.location.path) }) {
            return "finds \(outside.location): \(outside.message), outside every lesson file"
        }
        var parts: [Diagnostic] = []
        for lesson in catalog.lessons where only?.contains(lesson.path) ?? true {
            parts += rule.check(catalog.restricted(toLessonsAt: [lesson.path]))
        }
        if let only { whole = whole.filter { only.contains($0.location.path) } }
        func counted(_ d: [Diagnostic]) -> [Diagnostic: Int] { d.reduce(into: [:]) { $0[$1, default: 0] += 1 } }
        let (a, b) = (counted(whole), counted(parts))
        guard a != b else { return nil }
        let onlyWhole = a.filter { b[$0.key] != $0.value }.keys.map { "\($0.location): \($0.message)" }.sorted()
        let onlyParts = b.filter { a[$0.key] != $0.value }.keys.map { "\($0.location): \($0.message)" }.sorted()
        return "in the whole catalog but not lesson by lesson: \(onlyWhole.prefix(3)); lesson by lesson only: \(onlyParts.prefix(3))"
    }

    func testLessonRulesFindLessonByLessonWhatTheyFindInThePinnedCurriculum() throws {
        XCTAssertGreaterThan(Self.lessonRules.count, 20, "most item and copy rules look at one lesson")
        let catalog = try Compiler.compile(root: PinnedCurriculum.url, displayRoot: "curriculum").catalog
        for rule in Self.lessonRules {
            if let why = Self.mismatch(rule, in: catalog) { XCTFail("\(rule.id) \(why)") }
        }
    }

    func testLessonRulesFindLessonByLessonWhatTheyFindInTheirExamples() throws {
        let workspace = try RuleExampleTests.Workspace()
        for rule in Self.lessonRules {
            for (index, example) in rule.description.triggering.enumerated() {
                let catalog = try workspace.compile(example).catalog
                // The lessons the example changed, where the rule fires; the rest are the pin's.
                let changed = Set(try RuleExampleTests.changedFiles(example).map { "curriculum/" + $0.path })
                if let why = Self.mismatch(rule, in: catalog, only: changed) { XCTFail("\(rule.id) triggering example \(index + 1) \(why)") }
            }
        }
    }

    /// With CURRICULUM_PROBE_SCOPES=1, lists every catalog rule whose findings on the pinned
    /// curriculum and its examples would allow `.lesson`: a start for classifying a new rule,
    /// never a proof (read the rule).
    func testProbeScopes() throws {
        guard ProcessInfo.processInfo.environment["CURRICULUM_PROBE_SCOPES"] == "1" else { throw XCTSkip("set CURRICULUM_PROBE_SCOPES=1") }
        let workspace = try RuleExampleTests.Workspace()
        let pinned = try Compiler.compile(root: PinnedCurriculum.url, displayRoot: "curriculum").catalog
        for rule in RuleRegistry.catalogRules {
            var why = Self.mismatch(rule, in: pinned)
            for example in rule.description.triggering where why == nil {
                why = Self.mismatch(rule, in: try workspace.compile(example).catalog)
            }
            print("SCOPE \(rule.id) \(why == nil ? "lesson" : "catalog: " + why!)")
        }
    }
}
