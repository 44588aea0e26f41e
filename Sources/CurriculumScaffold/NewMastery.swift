import CurriculumCompiler
import Foundation

/// `curriculum new mastery`: the mastery check that closes a unit, as ASSESS-MASTERY-CHECK asks
/// for it (it names the unit, passes at 85 %, mixes the unit's skills and has a story problem),
/// with placeholder items for every skill.
extension Scaffold {
    /// The smallest threshold a mastery check may have (ASSESS-MASTERY-CHECK).
    static let masteryThreshold = "0.85"

    package func mastery(_ args: Options) throws -> Written {
        guard let unitID = args.value("--unit") else { throw UsageError("new mastery needs --unit UNIT-ID") }
        guard let unit = catalog.unitsByID[unitID] else {
            throw UsageError(Self.unknown("unit", unitID, in: catalog.unitsByID.keys))
        }
        if let check = catalog.masteryChecks[unitID]?.first {
            throw Failure(message: "unit \(unitID) already has a mastery check, \(check.id.value) in \(shown(check.path))")
        }
        guard !unit.skills.isEmpty else { throw Failure(message: "unit \(unitID) has no skills to check") }
        let title = try args.value("--title").map { title -> String in
            guard !title.trimmingCharacters(in: .whitespaces).isEmpty else { throw UsageError("--title is empty") }
            try checkLength(title, .lessonTitle, option: "--title")
            return title
        }
        let relative = DisplayPath.join(DisplayPath.parent(unit.path), "mastery.yaml")
        let draft = masteryDraft(unitID: unitID, unitTitle: unit.title, skills: unit.skills, relative: relative, title: title)
        try write(Plan(creates: [(relative, draft.text)]))
        return Written(lines: [draft.summary], next: lintNext(relative, placeholders: draft.placeholders))
    }

    /// The text of the mastery check of the unit `unitID` at `relative`. Its title is the unit's
    /// title and "check" when that fits a lesson title's space, as the shipped checks are named.
    func masteryDraft(unitID: String, unitTitle: String, skills: [Skill], relative: String, title: String?) -> LessonDraft {
        let grade = skills.first?.grade ?? Grade(idPrefixOf: unitID) ?? .kindergarten
        let named = unitTitle + " check"
        let title = title ?? (named.unicodeScalars.count <= UIStringLimits.maximumLength(for: .lessonTitle) ? named : "Show what you know")
        let items = placeholders.mastery(for: skills, count: itemsForMasteryCheck(grade, skills: skills.count))
        let id = unitID + ".mastery"
        var text = modeline(schema: "lesson.schema.json", for: relative)
        text += """
            kind: Lesson
            id: \(id)
            unit: \(unitID)
            title: \(Self.scalar(title))
            order: 99
            stage: abstract
            lessonType: recap
            role: masteryCheck
            rubric: {threshold: \(Self.masteryThreshold)}
            # Placeholder items for each of the unit's skills and a story problem, each prompt
            # marked TODO: replace each with the check's own item (`curriculum lint` lists them).
            items:

            """
        text += PlaceholderItems.yaml(items, firstID: 1)
        return LessonDraft(
            text: text,
            summary: "created \(shown(relative)) (mastery check \(id), \(items.count) placeholder items)",
            placeholders: items.count)
    }

    /// The unit's mastery check with a placeholder item for `skill` added at the end, so the
    /// check goes on assessing every skill; nil when the unit has no mastery check yet.
    func addingToMasteryCheck(of unit: CurriculumCompiler.Unit, item skill: Skill) throws -> (relative: String, text: String, summary: String)? {
        guard let check = catalog.masteryChecks[unit.id.value]?.first else { return nil }
        let next = (check.items.compactMap { Int($0.id.value.dropFirst()) }.max() ?? check.items.count) + 1
        guard let item = placeholders.masteryItem(for: skill, variant: 0) else { return nil }
        let lines = PlaceholderItems.yaml([item], firstID: next)
            .split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            .map { String($0.dropFirst(2)) }
        let text = try Self.appending(lines, toListAt: "items", in: try read(check.path), file: shown(check.path))
        return (check.path, text, "added placeholder item i\(next) for \(skill.id.value) to \(shown(check.path))")
    }
}
