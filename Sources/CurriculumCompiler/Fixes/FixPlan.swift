import CurriculumSyntax

/// Which fix-its can be applied without asking: each finding's single obvious fix.
///
/// A finding is fixed when it carries exactly one fix-it (one with several is a choice for a
/// person). Two findings offering the same edit share it. An edit that overlaps one already
/// chosen in the same file is left out, and its finding with it, for the next pass once the
/// first edit is in (`lint --fix` runs passes until nothing more applies); findings are taken
/// in the order reports list them, so the choice is the same every run.
///
/// Give it the findings as they are reported, after suppressions, `--rule`, `--baseline` and
/// `--min-severity`, so that only what an author is shown is changed.
///
///     let edits = FixPlan.edits(for: compilation.diagnostics, in: "curriculum/k/01-counting/count-objects-l1.yaml")
package struct FixPlan: Sendable {
    /// A chosen fix-it's edits, all in one file, and the findings it fixes.
    package struct Fix: Hashable, Sendable {
        package var edits: [TextEdit]
        package var diagnostics: [Diagnostic]
        package var path: String { edits.first?.path ?? "" }
    }

    /// The chosen fixes, by file and position.
    package private(set) var fixes: [Fix] = []
    /// Findings whose fix overlaps a chosen edit: the next pass fixes them, or shows why not.
    package private(set) var overlapping: [Diagnostic] = []

    /// The plan for `diagnostics`, only in the file `path` when it is given.
    package init(_ diagnostics: [Diagnostic], in path: String? = nil) {
        var chosen: [[TextEdit]: Int] = [:]
        // Edits keep inside one line, so only edits on the same line can overlap.
        var byLine: [LineKey: [TextEdit]] = [:]
        var fixes: [Fix] = []
        for diagnostic in diagnostics {
            guard let edits = Self.obviousFix(of: diagnostic), path.map({ $0 == edits[0].path }) ?? true else { continue }
            if let index = chosen[edits] {
                fixes[index].diagnostics.append(diagnostic)
                continue
            }
            // A fix is taken whole or not at all: one edit overlapping a chosen one leaves it out.
            let clashes = edits.contains { edit in byLine[LineKey(path: edit.path, line: edit.line), default: []].contains { $0.overlaps(edit) } }
            if clashes || Self.overlapEachOther(edits) {
                overlapping.append(diagnostic)
                continue
            }
            for edit in edits { byLine[LineKey(path: edit.path, line: edit.line), default: []].append(edit) }
            chosen[edits] = fixes.count
            fixes.append(Fix(edits: edits, diagnostics: [diagnostic]))
        }
        self.fixes = fixes.sorted { $0.edits.lexicographicallyPrecedes($1.edits) }
    }

    /// The single obvious fix of each finding in `path` (every file when nil), without overlaps
    /// or duplicates, by position: what "fix all" in an editor applies.
    package static func edits(for diagnostics: [Diagnostic], in path: String?) -> [TextEdit] {
        FixPlan(diagnostics, in: path).edits
    }

    /// A finding's edits when it has exactly one fix-it, which is then the obvious fix — provided
    /// its edits are all in one file, so that writing that file applies the whole fix. A fix
    /// that spans files is for an editor, which applies a workspace edit at once.
    package static func obviousFix(of diagnostic: Diagnostic) -> [TextEdit]? {
        guard diagnostic.fixIts.count == 1, let edits = diagnostic.fixIts.first?.edits, let first = edits.first,
            edits.allSatisfy({ $0.length >= 0 && $0.path == first.path })
        else { return nil }
        return edits
    }

    private static func overlapEachOther(_ edits: [TextEdit]) -> Bool {
        edits.indices.contains { i in edits[(i + 1)...].contains { edits[i].overlaps($0) } }
    }

    package var edits: [TextEdit] { fixes.flatMap(\.edits).sorted() }

    /// The files the plan changes, sorted, each with its fixes by position.
    package var files: [(path: String, fixes: [Fix])] {
        var out: [(path: String, fixes: [Fix])] = []
        for fix in fixes {  // sorted by their edits, which sort by path first
            if out.last?.path == fix.path { out[out.count - 1].fixes.append(fix) } else { out.append((fix.path, [fix])) }
        }
        return out
    }

    /// The chosen fixes in one file, by position.
    package func fixes(in path: String) -> [Fix] { fixes.filter { $0.path == path } }

    /// How many findings the plan fixes.
    package var fixedCount: Int { fixes.reduce(0) { $0 + $1.diagnostics.count } }

    package var isEmpty: Bool { fixes.isEmpty }

    private struct LineKey: Hashable {
        var path: String
        var line: Int
    }
}
