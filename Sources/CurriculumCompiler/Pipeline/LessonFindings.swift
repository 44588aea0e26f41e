import CurriculumSyntax

/// The findings of the rules of `RuleScope.lesson`, kept per lesson file by a compile session
/// with the text each was found in, so an edit of one lesson runs those rules over that lesson
/// alone (docs/design.md#incremental-checking). What every lesson's findings also depend on —
/// every file that is not a lesson — is the context: when any of it changes, all are made again.
/// A finding belongs to a lesson by `FindingOwners` (in a translation file, by the key of the
/// string it is on); one that is no lesson's depends on the context alone (and on which lessons
/// there are), and is taken from the last run over every lesson.
struct LessonFindings<Origin: Hashable> {
    private var context: [String: Origin] = [:]
    private var byPath: [String: (key: Key, findings: [Diagnostic])] = [:]
    private var owners: FindingOwners?
    private var unowned: [Diagnostic] = []

    /// What a lesson's findings were made from: its file's text, and what other files did to
    /// it (a file meant to add to it that could not be read, a lesson of the same id left out),
    /// which the findings name as their cause.
    private struct Key: Equatable {
        var origin: Origin
        var damage: Diagnostic.Cause?
    }

    /// The lesson rules' findings in `catalog`, reusing those of every lesson file whose text
    /// and context are those of the last call. `lessons` are the origins of the files that add
    /// only a lesson (or nothing); `context` those of every other file.
    mutating func findings(
        in catalog: Catalog, rules: [any CatalogRule.Type], lessons: [String: Origin], context: [String: Origin]
    ) -> (findings: [Diagnostic], checked: Int) {
        if context != self.context {
            self.context = context
            byPath = [:]
            owners = nil
        }
        // Which lesson a unit of a translation file belongs to changes with the lessons' ids, and
        // so do the findings that are no lesson's: with other ids, every lesson is checked again.
        if owners?.lessonPaths != FindingOwners.lessonPaths(catalog) {
            owners = FindingOwners(catalog)
            byPath = [:]
        }
        let owners = self.owners ?? FindingOwners(catalog)
        var keys: [String: Key] = [:]
        for lesson in catalog.lessons {
            if let origin = lessons[lesson.path] { keys[lesson.path] = Key(origin: origin, damage: catalog.damage.lesson(lesson.id.value)) }
        }
        let present = Set(catalog.lessons.map(\.path))
        byPath = byPath.filter { present.contains($0.key) }
        let stale = present.filter { path in
            guard let kept = byPath[path], let key = keys[path] else { return true }
            return kept.key != key
        }
        var fresh: [String: [Diagnostic]] = [:]
        if !stale.isEmpty {
            // What is no lesson's comes from a whole run: a run over a few lessons may leave it out.
            let whole = stale.count == present.count
            let found = Compiler.runRules(rules, on: whole ? catalog : catalog.restricted(toLessonsAt: stale, findingUnowned: false))
            if whole { unowned = [] }
            for finding in found {
                if let owner = owners.owner(of: finding) {
                    fresh[owner, default: []].append(finding)
                } else if whole {
                    unowned.append(finding)
                }
            }
            for path in stale {
                if let key = keys[path] { byPath[path] = (key, fresh[path] ?? []) }
            }
        }
        var out: [Diagnostic] = []
        for lesson in catalog.lessons {
            out += stale.contains(lesson.path) ? fresh[lesson.path] ?? [] : byPath[lesson.path]?.findings ?? []
        }
        return (out + unowned, stale.count)
    }
}
