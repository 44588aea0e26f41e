import CurriculumSyntax

public enum Stage: String, Sendable, CaseIterable, Comparable {
    case concrete, representational, abstract

    private var rank: Int { Stage.allCases.firstIndex(of: self) ?? 0 }
    public static func < (a: Stage, b: Stage) -> Bool { a.rank < b.rank }
}

public enum AssessmentRole: String, Sendable, CaseIterable {
    case quickCheck, practiceSet, masteryCheck
}

/// One lesson file: a skill's lesson, or a unit's mastery check (which names `unit` instead).
/// A class: lessons are shared by the catalog's indexes and never change after decoding.
public final class Lesson: Sendable {
    public let id: Located<String>
    public let skill: Reference?
    public let unit: Reference?
    public let title: Copy
    public let order: Int
    public let stage: Located<Stage>?
    public let lessonType: String?
    public let role: Located<AssessmentRole>?
    /// Rubric fields this lesson sets; the rest come from the manifest.
    public let rubric: RubricOverrides
    public let rubricLocation: SourceLocation?
    public let items: [Item]
    public let path: String
    /// The grade, from the id prefix.
    public let grade: Grade
    /// The lesson's item templates and the variants each shipped; their variants are in `items`.
    public let templates: [ItemTemplate]

    public init(id: Located<String>, skill: Reference?, unit: Reference?, title: Copy, order: Int, stage: Located<Stage>?, lessonType: String?, role: Located<AssessmentRole>?, rubric: RubricOverrides, rubricLocation: SourceLocation?, items: [Item], path: String, grade: Grade, templates: [ItemTemplate] = []) {
        self.id = id
        self.skill = skill
        self.unit = unit
        self.title = title
        self.order = order
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
public struct RubricOverrides: Sendable {
    public var threshold: Located<Double>?
    public var window: Located<Int>?
    public var sessions: Located<Int>?
    public var hintPenalty: Located<Double>?
    public var maxDifficulty: Located<Int>?
    public var reviewIntervals: Located<[String]>?
    public init() {}
}
