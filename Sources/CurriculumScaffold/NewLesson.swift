import CurriculumCompiler
import Foundation

/// `curriculum new lesson`: the next lesson of a skill, beside its other lessons, with the next
/// free id and order, the stage it has reached, and placeholder items of the types its
/// standards are taught with.
extension Scaffold {
    /// The title a lesson gets when none is given: a placeholder the author replaces.
    static let placeholderTitle = CopyPlaceholder.marker + ": name this lesson"

    package func lesson(_ args: Options) throws -> Written {
        guard let skillID = args.value("--skill") else { throw UsageError("new lesson needs --skill SKILL-ID") }
        guard let skill = catalog.skills[skillID] else {
            throw UsageError(Self.unknown("skill", skillID, in: catalog.skills.keys))
        }
        guard let unit = catalog.unitsByID[skill.unitID] else { throw Failure(message: "skill \(skillID) has no unit") }
        let existing = (catalog.lessonsBySkill[skillID] ?? []).filter { $0.role?.value != .masteryCheck }
        if let target = catalog.manifest?.targets[skill.grade]?.lessonsPerSkill, existing.count >= target.upperBound {
            throw Failure(message: """
                skill \(skillID) has \(existing.count) lessons, the most \(skill.grade.displayName) skills have \
                (lessonsPerSkill \(target.lowerBound)–\(target.upperBound) in curriculum.yaml); \
                raise the target or remove a lesson first
                """)
        }
        let latest = existing.compactMap { $0.stage?.value }.max()
        let stage: Stage
        if let given = args.value("--stage") {
            stage = Stage(rawValue: try Self.choice(given, among: Stage.allCases.map(\.rawValue), option: "--stage"))!
            if let latest, stage < latest {
                throw UsageError("--stage \(stage.rawValue) comes before \(latest.rawValue), which skill \(skillID) has reached; a skill's lessons never step back a stage")
            }
        } else {
            stage = latest ?? placeholders.firstStage(of: skill)
        }
        let type = try args.value("--type").map { try Self.choice($0, among: ["concept", "practice", "recap"], option: "--type") }
            ?? (existing.isEmpty ? "concept" : "practice")
        let role = try args.value("--role").map { try Self.choice($0, among: ["quickCheck", "practiceSet"], option: "--role") }
            ?? "practiceSet"
        let title = try args.value("--title").map { title -> String in
            guard !title.trimmingCharacters(in: .whitespaces).isEmpty else { throw UsageError("--title is empty") }
            try checkLength(title, .lessonTitle, option: "--title")
            return title
        }

        // Beside the skill's latest lesson, else beside its unit.
        let folder = DisplayPath.parent(existing.last?.path ?? unit.path)
        let slot = nextLessonSlot(of: skill, in: folder, after: existing)
        let draft = lessonDraft(
            skill: skill, number: slot.number, relative: slot.relative, title: title, order: (existing.map(\.order).max() ?? 0) + 1,
            stage: stage, type: type, role: role)
        try write(Plan(creates: [(slot.relative, draft.text)]))
        return Written(lines: [draft.summary], next: lintNext(slot.relative, placeholders: draft.placeholders))
    }

    /// The number and file of a skill's next lesson: one past the highest `l<n>` in use, and
    /// past any file already in the way.
    func nextLessonSlot(of skill: Skill, in folder: String, after existing: [Lesson]) -> (number: Int, relative: String) {
        let skillID = skill.id.value
        let numbers = existing.compactMap { lesson -> Int? in
            guard lesson.id.value.hasPrefix(skillID + ".l") else { return nil }
            return Int(lesson.id.value.dropFirst(skillID.count + 2))
        }
        var number = (numbers.max() ?? 0) + 1
        let slug = String(skillID.split(separator: ".").last ?? "")
        func relative() -> String { (folder.isEmpty || folder == "." ? "" : folder + "/") + "\(slug)-l\(number).yaml" }
        while exists(relative()) || catalog.lessons.contains(where: { $0.id.value == "\(skillID).l\(number)" }) {
            number += 1
        }
        return (number, relative())
    }

    /// A lesson file's text and its summary line.
    struct LessonDraft {
        var text: String
        var summary: String
        var placeholders: Int
    }

    /// The text of lesson `number` of `skill` at `relative`. Without a title, the title is a
    /// placeholder too.
    func lessonDraft(
        skill: Skill, number: Int, relative: String, title: String?, order: Int, stage: Stage, type: String, role: String
    ) -> LessonDraft {
        let id = "\(skill.id.value).l\(number)"
        let items = placeholders.lesson(for: skill, count: itemsForNewLesson(skill.grade), variant: number - 1, stage: stage)
        var text = modeline(schema: "lesson.schema.json", for: relative)
        text += """
            kind: Lesson
            id: \(id)
            skill: \(skill.id.value)
            title: \(Self.scalar(title ?? Self.placeholderTitle))
            order: \(order)
            stage: \(stage.rawValue)
            lessonType: \(type)
            role: \(role)
            # Placeholder items of the types this skill's standards are taught with, each prompt
            # marked TODO: replace each with the lesson's own item (`curriculum lint` lists them).
            items:

            """
        text += PlaceholderItems.yaml(items, firstID: 1)
        let marked = items.count + (title == nil ? 1 : 0)
        return LessonDraft(
            text: text,
            summary: "created \(shown(relative)) (lesson \(id), order \(order), \(items.count) placeholder items)",
            placeholders: marked)
    }

    /// The stage and type of lesson `index` (from 0) of `count` lessons of a new skill: concrete,
    /// then representational, then abstract (CRA), from the skill's `first` stage; a concept
    /// lesson first, a recap last.
    static func plan(lesson index: Int, of count: Int, from first: Stage = .concrete) -> (stage: Stage, type: String) {
        let stages = Stage.allCases.filter { $0 >= first }
        let stage = stages[min(index, stages.count - 1)]
        let type = index == 0 ? "concept" : (index == count - 1 && count >= 3 ? "recap" : "practice")
        return (stage, type)
    }

    /// The first lessons of a new skill, as many as its grade's target asks for.
    func firstLessons(of skill: Skill, in folder: String) -> [(relative: String, draft: LessonDraft)] {
        let count = lessonsForNewSkill(skill.grade)
        var out: [(String, LessonDraft)] = []
        var taken = Set<String>()
        var number = 0
        let first = placeholders.firstStage(of: skill)
        for index in 0..<count {
            number += 1
            let slug = String(skill.id.value.split(separator: ".").last ?? "")
            var relative = (folder.isEmpty || folder == "." ? "" : folder + "/") + "\(slug)-l\(number).yaml"
            while exists(relative) || taken.contains(relative) {
                number += 1
                relative = (folder.isEmpty || folder == "." ? "" : folder + "/") + "\(slug)-l\(number).yaml"
            }
            taken.insert(relative)
            let (stage, type) = Self.plan(lesson: index, of: count, from: first)
            out.append((relative, lessonDraft(
                skill: skill, number: number, relative: relative, title: nil, order: index + 1, stage: stage, type: type,
                role: "practiceSet")))
        }
        return out
    }
}
