@testable import CurriculumSyntax
import Foundation
import XCTest

@testable import CurriculumCompiler

/// A rule of `RuleScope.lesson` finds in each lesson, when that lesson is the only one, exactly
/// what it finds there in the whole catalog; and what it finds that is no lesson's (by
/// `FindingOwners`: a translation of a unit's title, say) it finds the same with any one lesson
/// as with all: that is what lets a compile session check an edited lesson alone. A session's
/// run over a few lessons may leave out what is no lesson's, and must still find the same in them. Checked on
/// the pinned curriculum and on each such rule's triggering examples, where it fires.
final class RuleScopeTests: XCTestCase {
    static let lessonRules = RuleRegistry.catalogRules.filter { $0.scope == .lesson }

    /// Why `rule`'s findings in `catalog` are not the union of its findings lesson by lesson,
    /// or nil when they are.
    /// `only`, when given, limits the comparison to the lessons in those files.
    static func mismatch(_ rule: any CatalogRule.Type, in catalog: Catalog, only: Set<String>? = nil) -> String? {
        let owners = FindingOwners(catalog)
        func counted(_ d: [Diagnostic]) -> [Diagnostic: Int] { d.reduce(into: [:]) { $0[$1, default: 0] += 1 } }
        func listed(_ d: some Sequence<Diagnostic>) -> [String] { d.map { "\($0.location): \($0.message)" }.sorted() }
        var whole = rule.check(catalog)
        let unowned = counted(whole.filter { owners.owner(of: $0) == nil })
        var parts: [Diagnostic] = []
        for lesson in catalog.lessons where only?.contains(lesson.path) ?? true {
            let part = rule.check(catalog.restricted(toLessonsAt: [lesson.path]))
            let own = part.filter { owners.owner(of: $0) == lesson.path }
            parts += own
            // As a compile session runs it: allowed to leave out what is no lesson's.
            let lean = rule.check(catalog.restricted(toLessonsAt: [lesson.path], findingUnowned: false))
            let leanOwn = lean.filter { owners.owner(of: $0) == lesson.path }
            if counted(leanOwn) != counted(own) {
                return "finds in \(lesson.path), leaving out what is no lesson's, \(listed(leanOwn).prefix(3)) but otherwise \(listed(own).prefix(3))"
            }
            let partUnowned = counted(part.filter { owners.owner(of: $0) == nil })
            if partUnowned != unowned {
                return "finds outside every lesson, with \(lesson.path) alone, \(listed(partUnowned.keys).prefix(3)) but in the whole catalog \(listed(unowned.keys).prefix(3))"
            }
        }
        whole = whole.filter { owners.owner(of: $0).map { only?.contains($0) ?? true } ?? false }
        let (a, b) = (counted(whole), counted(parts))
        guard a != b else { return nil }
        let onlyWhole = listed(a.filter { b[$0.key] != $0.value }.keys)
        let onlyParts = listed(b.filter { a[$0.key] != $0.value }.keys)
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
