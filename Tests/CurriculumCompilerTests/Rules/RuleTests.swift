@testable import CurriculumSyntax
import Foundation
import XCTest

@testable import CurriculumCompiler

/// One test per rule, each running that rule's examples on a copy of the pinned curriculum, so
/// `swift test --filter RuleTests/test_ITEM_ANSWER` checks one rule. The tests themselves are
/// generated (RuleTests+Generated.swift, by `make rule-tests`) from `RuleRegistry.all`.
///
/// A triggering example must make its rule report exactly the findings it marks, each at its
/// line and column with its message (`RuleExample.reports`), beyond what the pinned curriculum
/// reports already; a non-triggering one must leave the curriculum without a single finding,
/// of any rule (stronger than SwiftLint, which checks only the rule itself).
final class RuleTests: XCTestCase {
    /// The generated file: one test for each rule.
    static let generated = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("RuleTests+Generated.swift")

    /// Checks the examples of the rule `id`.
    func check(_ id: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let rule = try XCTUnwrap(RuleRegistry.description(of: id), "no rule \(id): run `make rule-tests`", file: file, line: line)
        let workspace = try RuleExampleTests.Workspace()
        for (index, example) in rule.triggering.enumerated() {
            let place = "\(id) triggering example \(index + 1)"
            let expected = try Self.expectedFindings(of: example, place)
            XCTAssertFalse(expected.isEmpty, "\(place) says nothing it reports: mark each finding with ↓ and give its message with `reports`", file: file, line: line)
            let found = Self.beyondThePin(try workspace.findings(example, of: rule).filter { $0.ruleID == id })
            XCTAssertEqual(
                found.map(Self.describe).sorted(), expected.sorted(),
                "\(place): what the rule reports (first) is not what the example marks (second)", file: file, line: line)
        }
        let placeholders = RuleExampleTests.placeholders(RuleExampleTests.pinnedFindings)
        for (index, example) in rule.nonTriggering.enumerated() {
            let place = "\(id) non-triggering example \(index + 1)"
            XCTAssertEqual(example.findings, [], "\(place) reports nothing, so it states no finding", file: file, line: line)
            let marked = try RuleExampleTests.changedFiles(example, keepingMarkers: true)
            XCTAssertFalse(marked.contains { !RuleExample.markerPositions(in: $0.text).isEmpty }, "\(place) has a marker", file: file, line: line)
            // An example that rewrites a translated item leaves its Spanish stale, which the
            // translation file reports (L10N-STALE); only the L10N rules' own examples count it.
            let found = try workspace.findings(example, of: rule).filter {
                id.hasPrefix("L10N-") || ($0.ruleID != L10nStale.id && $0.ruleID != L10nUnknownKey.id)
            }
            XCTAssertEqual(RuleExampleTests.describe(found).filter { !placeholders.contains($0) }, [], place, file: file, line: line)
        }
    }

    /// A finding as the tests compare it: where, and what it says.
    static func describe(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.location): \(diagnostic.message)"
    }

    /// `found` without what the pinned curriculum reports as it is (the notes of pictures still
    /// to draw), matched as a baseline matches: by file and message, whatever line the example
    /// moved them to.
    static func beyondThePin(_ found: [Diagnostic]) -> [Diagnostic] {
        func key(_ diagnostic: Diagnostic) -> String { "\(diagnostic.ruleID) \(diagnostic.location.path): \(diagnostic.message)" }
        var pinned: [String: Int] = [:]
        for diagnostic in RuleExampleTests.pinnedFindings { pinned[key(diagnostic), default: 0] += 1 }
        return found.filter { diagnostic in
            guard let count = pinned[key(diagnostic)], count > 0 else { return true }
            pinned[key(diagnostic)] = count - 1
            return false
        }
    }

    /// What `example` says it reports, described as `describe` describes a finding.
    static func expectedFindings(of example: RuleExample, _ place: String) throws -> [String] {
        let changed = try RuleExampleTests.changedFiles(example, keepingMarkers: true)
        let markers = changed.flatMap { file in
            RuleExample.markerPositions(in: file.text).map { (path: file.path, line: $0.line, column: $0.column) }
        }.sorted { ($0.path, $0.line, $0.column) < ($1.path, $1.line, $1.column) }
        let atMarkers = example.findings.filter { $0.place == .marker }
        XCTAssertEqual(markers.count, atMarkers.count, "\(place) has \(markers.count) markers and \(atMarkers.count) messages for them")
        var expected = zip(markers, atMarkers).map { marker, finding in
            "curriculum/\(marker.path):\(marker.line):\(marker.column): \(finding.message)"
        }
        for finding in example.findings {
            switch finding.place {
            case .marker:
                continue
            case .start(let path):
                expected.append("curriculum/\(path):1:1: \(finding.message)")
            case .line(let anchor, let after, let path):
                let text = try changed.first { $0.path == path }.map { RuleExample.unmarked($0.text) } ?? PinnedCurriculum.read(path)
                let (line, column) = try XCTUnwrap(
                    Self.position(of: anchor, after: after, in: text), "\(place): no line of curriculum/\(path) starts with '\(anchor)'")
                expected.append("curriculum/\(path):\(line):\(column): \(finding.message)")
            }
        }
        return expected
    }

    /// The first line of `text` that starts with `anchor` after its indentation (below the first
    /// that starts with `after`), as an Edit finds its anchor, and the column of the anchor's
    /// marker on it (or of its first character), counted in Unicode scalars.
    static func position(of anchor: String, after: String?, in text: String) -> (line: Int, column: Int)? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // As an Edit finds its anchor: the whole line after its indentation, or its start and a space.
        func first(_ start: String, from: Int) -> Int? {
            let start = RuleExample.unmarked(start)
            return lines.indices.dropFirst(from).first { index in
                let body = lines[index].drop { $0 == " " }
                return body == start || (body.hasPrefix(start) && body.dropFirst(start.count).first == " ")
            }
        }
        let from = after.map { first($0, from: 0).map { $0 + 1 } ?? lines.count } ?? 0
        guard let index = first(anchor, from: from) else { return nil }
        let indentation = lines[index].prefix { $0 == " " }.count
        let offset = RuleExample.markerPositions(in: anchor).first.map { $0.column - 1 } ?? 0
        return (index + 1, indentation + offset + 1)
    }

    /// The generated file as it should be: one test for each rule of `RuleRegistry.all`.
    static func generatedSource() -> String {
        var text = """
            // Generated by `make rule-tests` from RuleRegistry.all; do not edit. One test per rule, so
            // `swift test --filter RuleTests/test_ITEM_ANSWER` runs that rule's examples (RuleTests.swift).
            extension RuleTests {

            """
        for rule in RuleRegistry.all {
            text += "    func test_\(rule.id.replacingOccurrences(of: "-", with: "_"))() throws { try check(\"\(rule.id)\") }\n"
        }
        return text + "}\n"
    }

    /// The generated tests are those of today's rules. `make rule-tests` runs this test with
    /// CURRICULUM_WRITE_RULE_TESTS=1, which writes the file instead.
    func testTheGeneratedTestsAreThoseOfTheRegistry() throws {
        let wanted = Self.generatedSource()
        if ProcessInfo.processInfo.environment["CURRICULUM_WRITE_RULE_TESTS"] == "1" {
            try Data(wanted.utf8).write(to: Self.generated, options: .atomic)
        }
        let written = String(decoding: (try? Data(contentsOf: Self.generated)) ?? Data(), as: UTF8.self)
        let lines = (wanted: Set(wanted.split(separator: "\n")), written: Set(written.split(separator: "\n")))
        XCTAssertTrue(
            written == wanted,
            "\(Self.generated.lastPathComponent) is out of date with RuleRegistry.all: run `make rule-tests`; "
                + "it lacks \(lines.wanted.subtracting(lines.written).sorted()) and has \(lines.written.subtracting(lines.wanted).sorted())")
    }
}
