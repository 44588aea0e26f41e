import Foundation

@testable import CurriculumCompiler

/// What the goldens cannot say on their own: which files wait for the Shape stage, and which
/// show a compiler bug (with what a user should see instead). Both are written into the goldens
/// as `#` comments, so a reader never mistakes today's output for the blessed one.
enum BadInputExpectations {
    typealias Result = BadInput.Result

    // MARK: Awaiting the Shape stage

    /// Rules an item's problem may come out as: its own, or the item-type composition's.
    static func inItem(_ rules: String...) -> Set<String> { Set(rules).union(["SCHEMA-COMPOSITION"]) }

    /// Files that report nothing until JSON Schema validation lands, with the rules any of which
    /// should then fire. Remove an entry once its file reports (testFilesAwaitingTheShapeStage
    /// says which) and regenerate the goldens.
    static let awaitingShapeStage: [String: Set<String>] = [:]

    // MARK: Known compiler issues

    struct Entry: Sendable {
        var issue: KnownIssue
        /// True once the compiler does what a user should see.
        var isFixed: @Sendable (Result) -> Bool
    }

    static func entry(_ id: String, _ summary: String, fixed: @escaping @Sendable (Result) -> Bool) -> Entry {
        Entry(issue: KnownIssue(id: id, summary: summary), isFixed: fixed)
    }

    static func any(at line: Int, _ column: Int) -> @Sendable (Result) -> Bool {
        { r in r.findings.contains { $0.location.line == line && $0.location.column == column } }
    }

    /// libyaml reports some problems where it gave up rather than where the mistake is; its
    /// context mark (shown as a note) is the mistake. The primary location should be that mark.
    static func libyamlGaveUpLate(_ what: String, should line: Int, _ column: Int) -> Entry {
        entry(
            "LOC-LIBYAML-PROBLEM-MARK",
            "\(what): YAML-SYNTAX points where libyaml gave up, not at the mistake; it should point at \(line):\(column), where the note (libyaml's context mark) already points",
            fixed: { $0.has("YAML-SYNTAX", at: line, column) })
    }

    /// Corpus files whose output is wrong today. The goldens hold today's output, marked with
    /// the issue; testKnownIssuesInTheCorpus fails once an issue is fixed, so the entry goes.
    static let knownIssues: [String: Entry] = [:]

    /// The `#` lines a golden starts with.
    static func comments(for name: String) -> [String] {
        var out: [String] = []
        if let e = knownIssues[name] {
            out.append("KNOWN ISSUE \(e.issue.id): \(e.issue.summary)")
            out.append("(today's output below, not what a user should see; see BadInputExpectations.swift)")
        }
        if let rules = awaitingShapeStage[name] {
            out.append("awaiting the Shape stage: expect \(rules.sorted().joined(separator: " or "))")
        }
        return out
    }
}
