import CurriculumSyntax

/// The findings of the rules of `RuleScope.lesson`, kept per lesson file by a compile session
/// with the text each was found in, so an edit of one lesson runs those rules over that lesson
/// alone (docs/design.md#incremental-checking). What every lesson's findings also depend on —
/// every file that is not a lesson — is the context: when any of it changes, all are made again.
struct LessonFindings<Origin: Hashable> {
    private var context: [String: Origin] = [:]
    private var byPath: [String: (key: Key, findings: [Diagnostic])] = [:]

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
        }
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
            let found = Compiler.runRules(rules, on: stale.count == present.count ? catalog : catalog.restricted(toLessonsAt: stale))
            fresh = Dictionary(grouping: found, by: \.location.path)
            for path in stale {
                if let key = keys[path] { byPath[path] = (key, fresh[path] ?? []) }
            }
        }
        var out: [Diagnostic] = []
        for lesson in catalog.lessons {
            out += stale.contains(lesson.path) ? fresh[lesson.path] ?? [] : byPath[lesson.path]?.findings ?? []
        }
        return (out, stale.count)
    }
}
