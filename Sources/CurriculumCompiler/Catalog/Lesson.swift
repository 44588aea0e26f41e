import CurriculumSyntax

package enum Stage: String, Sendable, CaseIterable, Comparable {
    case concrete, representational, abstract

    private var rank: Int { Stage.allCases.firstIndex(of: self) ?? 0 }
    package static func < (a: Stage, b: Stage) -> Bool { a.rank < b.rank }
}

package enum AssessmentRole: String, Sendable, CaseIterable {
    case quickCheck, practiceSet, masteryCheck
}

/// One lesson file: a skill's lesson, or a unit's mastery check (which names `unit` instead).
/// A class: lessons are shared by the catalog's indexes and never change after decoding.
package final class Lesson: Sendable {
    package let id: Located<String>
    package let skill: Reference?
    package let unit: Reference?
    package let title: Copy
    package let order: Int
    package let stage: Located<Stage>?
    package let lessonType: String?
    package let role: Located<AssessmentRole>?
    /// Rubric fields this lesson sets; the rest come from the manifest.
    package let rubric: RubricOverrides
    package let rubricLocation: SourceLocation?
    package let items: [Item]
    package let path: String
    /// The grade, from the id prefix.
    package let grade: Grade
    /// The lesson's item templates and the variants each shipped; their variants are in `items`.
    package let templates: [ItemTemplate]
    /// Whether two items share an id: worked out once per decode, so linking, which runs on
    /// every compile, looks for the repeats only in the lessons that have them.
    let repeatsItemIDs: Bool

    package init(id: Located<String>, skill: Reference?, unit: Reference?, title: Copy, order: Int, stage: Located<Stage>?, lessonType: String?, role: Located<AssessmentRole>?, rubric: RubricOverrides, rubricLocation: SourceLocation?, items: [Item], path: String, grade: Grade, templates: [ItemTemplate] = []) {
        self.id = id
        self.skill = skill
        self.unit = unit
        self.title = title
        self.order = order
        var ids = Set<String>()
        repeatsItemIDs = !items.allSatisfy { ids.insert($0.id.value).inserted }
        self.stage = stage
        self.lessonType = lessonType
        self.role = role
        self.rubric = rubric
        self.rubricLocation = rubricLocation
        self.items = items
        self.path = path
        self.grade = grade
        self.templates = templates
    }

    /// The same lesson holding only `items` (the linker drops duplicate items).
    func with(items: [Item]) -> Lesson {
        Lesson(id: id, skill: skill, unit: unit, title: title, order: order, stage: stage, lessonType: lessonType, role: role, rubric: rubric, rubricLocation: rubricLocation, items: items, path: path, grade: grade, templates: templates)
    }
}

/// The rubric values a lesson or the manifest writes, each optional so lessons inherit.
package struct RubricOverrides: Sendable {
    package var threshold: Located<Double>?
    package var window: Located<Int>?
    package var sessions: Located<Int>?
    package var hintPenalty: Located<Double>?
    package var maxDifficulty: Located<Int>?
    package var reviewIntervals: Located<[String]>?
    package init() {}
}
