import CurriculumSyntax

/// The standard an item most likely meant when it names one that is malformed, unknown or not
/// its skill's, chosen only among the standards its skill teaches, so no "did you mean" names a
/// standard the skill does not allow (TRACE-ITEM-UNTRACED) and two findings never disagree.
/// Those that fit the item's task (STD-TASK-MISMATCH) come first; among several, the one
/// nearest in spelling, or none when that is not clear.
enum StandardSuggestion {
    /// The codes the item's skill teaches: each written code and, for a heading, its lettered
    /// parts, in the skill's order; empty when the item names no skill or the skill no standard.
    static func allowed(for item: Item, in lesson: Lesson, catalog: Catalog) -> [String] {
        guard let skillID = catalog.skillID(of: item, in: lesson), let skill = catalog.skills[skillID] else { return [] }
        var out: [String] = []
        for code in skill.standards.map(\.value) where catalog.standards[code] != nil {
            for each in [code] + catalog.expand(code) where !out.contains(each) { out.append(each) }
        }
        return out
    }

    /// What to suggest in place of `written`, one of the item's standards; nil when the skill
    /// allows none other or the choice is not clear. `bySpelling` breaks a tie by the nearest
    /// spelling, for a code that is a typo; a real code of another skill is no typo, so only
    /// the one fitting choice is suggested for it.
    static func suggestion(for written: String, item: Item, in lesson: Lesson, catalog: Catalog, bySpelling: Bool = true) -> String? {
        let others = Set(item.standards.map(\.value))
        let candidates = allowed(for: item, in: lesson, catalog: catalog).filter { $0 != written && !others.contains($0) }
        guard !candidates.isEmpty else { return nil }
        let task = ItemTask.of(item)
        // A heading fits when one of its parts does, as STD-TASK-MISMATCH reads it.
        let fitting = candidates.filter { code in
            catalog.expand(code).contains { part in
                catalog.standards[part].map { StdTaskMismatch.misfit(task, $0.tasks ?? StandardTasks()).isEmpty } ?? false
            }
        }
        let pool = fitting.isEmpty ? candidates : fitting
        if pool.count == 1 { return pool[0] }
        return bySpelling ? EditDistance.closest(to: written, in: pool) : nil
    }
}
