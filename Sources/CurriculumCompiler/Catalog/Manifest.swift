import CurriculumSyntax

/// The root manifest: identity, version, and the numbers rules read (targets, copy limits,
/// rubric defaults, severity overrides), so another curriculum can set its own.
public struct Manifest: Sendable {
    public var id: String
    public var title: String
    public var subject: String
    public var version: Located<String>
    public var locale: String
    public var grades: [Grade]
    public var targets: [Grade: ContentTargets]
    /// `targets.maxDifficultyDrop`: how far an item's difficulty may fall below the hardest item
    /// before it in its lesson (ASSESS-DIFFICULTY-DROP); nil when the manifest does not say, 0 then.
    public var maxDifficultyDrop: Located<Int>?
    public var copyLimits: CopyLimits
    public var rubric: RubricOverrides
    public var ruleOverrides: [(rule: Reference, severity: Severity)]
    public var path: String
    public var location: SourceLocation
    /// Every `[min, max]` pair the manifest holds, as written (a reversed one too, which
    /// `targets` leaves out), for TARGET-REVERSED-RANGE.
    public var ranges: [AuthoredRange] = []
}

/// A `[min, max]` pair as the manifest writes it, located at the list.
public struct AuthoredRange: Sendable {
    /// Where it sits, as a path of keys: `targets.K.lessonsPerSkill`.
    public var field: String
    public var min: Int
    public var max: Int
    public var location: SourceLocation
    public var length: Int
}

public struct ContentTargets: Sendable {
    public var lessonsPerSkill: ClosedRange<Int>
    public var itemsPerLesson: ClosedRange<Int>
    public var lessons: Int
    public var items: Int
    public var location: SourceLocation
}

public struct CopyLimits: Sendable {
    public var wordsPerSentence: [Grade: Int] = [.kindergarten: 10, .first: 12]
    public var readingLevel: [Grade: Double] = [.kindergarten: 1.9, .first: 2.5]
    public var promptWords = 20
    public var wordProblemWords = 30
    public init() {}
}
