public enum Stage: String, Sendable, CaseIterable, Comparable {
    case concrete, representational, abstract

    private var rank: Int { Stage.allCases.firstIndex(of: self) ?? 0 }
    public static func < (a: Stage, b: Stage) -> Bool { a.rank < b.rank }
}

public enum AssessmentRole: String, Sendable, CaseIterable {
    case quickCheck, practiceSet, masteryCheck
}

/// One lesson file: a skill's lesson, or a unit's mastery check (which names `unit` instead).
public struct Lesson: Sendable {
    public var id: Located<String>
    public var skill: Reference?
    public var unit: Reference?
    public var title: Copy
    public var order: Int
    public var stage: Located<Stage>?
    public var lessonType: String?
    public var role: Located<AssessmentRole>?
    /// Rubric fields this lesson sets; the rest come from the manifest.
    public var rubric: RubricOverrides
    public var rubricLocation: SourceLocation?
    public var items: [Item]
    public var path: String
    /// The grade, from the id prefix.
    public var grade: Grade
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
