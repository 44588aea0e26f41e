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
public struct FixPlan: Sendable {
    /// A chosen edit and the findings it fixes.
    public struct Fix: Hashable, Sendable {
        public var edit: TextEdit
        public var diagnostics: [Diagnostic]
    }

    /// The chosen edits, by file and position.
    public private(set) var fixes: [Fix] = []
    /// Findings whose fix overlaps a chosen edit: the next pass fixes them, or shows why not.
    public private(set) var overlapping: [Diagnostic] = []

    /// The plan for `diagnostics`, only in the file `path` when it is given.
    public init(_ diagnostics: [Diagnostic], in path: String? = nil) {
        var chosen: [TextEdit: Int] = [:]
        // Edits keep inside one line, so only edits on the same line can overlap.
        var byLine: [LineKey: [TextEdit]] = [:]
        var fixes: [Fix] = []
        for diagnostic in diagnostics {
            guard let edit = Self.singleFix(of: diagnostic), path.map({ $0 == edit.path }) ?? true else { continue }
            if let index = chosen[edit] {
                fixes[index].diagnostics.append(diagnostic)
                continue
            }
            let key = LineKey(path: edit.path, line: edit.line)
            if byLine[key, default: []].contains(where: { $0.overlaps(edit) }) {
                overlapping.append(diagnostic)
                continue
            }
            byLine[key, default: []].append(edit)
            chosen[edit] = fixes.count
            fixes.append(Fix(edit: edit, diagnostics: [diagnostic]))
        }
        self.fixes = fixes.sorted { $0.edit < $1.edit }
    }

    /// The single obvious fix of each finding in `path` (every file when nil), without overlaps
    /// or duplicates, by position: what "fix all" in an editor applies.
    public static func edits(for diagnostics: [Diagnostic], in path: String?) -> [TextEdit] {
        FixPlan(diagnostics, in: path).edits
    }

    /// A finding's edit when it has exactly one fix-it, which is then the obvious fix.
    public static func singleFix(of diagnostic: Diagnostic) -> TextEdit? {
        guard diagnostic.fixIts.count == 1, let fixIt = diagnostic.fixIts.first, fixIt.length >= 0 else { return nil }
        return TextEdit(fixIt)
    }

    public var edits: [TextEdit] { fixes.map(\.edit) }

    /// The files the plan changes, sorted, each with its fixes by position.
    public var files: [(path: String, fixes: [Fix])] {
        var out: [(path: String, fixes: [Fix])] = []
        for fix in fixes {
            if out.last?.path == fix.edit.path { out[out.count - 1].fixes.append(fix) } else { out.append((fix.edit.path, [fix])) }
        }
        return out
    }

    /// The chosen fixes in one file, by position.
    public func fixes(in path: String) -> [Fix] { fixes.filter { $0.edit.path == path } }

    /// How many findings the plan fixes.
    public var fixedCount: Int { fixes.reduce(0) { $0 + $1.diagnostics.count } }

    public var isEmpty: Bool { fixes.isEmpty }

    private struct LineKey: Hashable {
        var path: String
        var line: Int
    }
}
