import CurriculumSyntax

/// The root manifest: identity, version, and the numbers rules read (targets, copy limits,
/// rubric defaults, severity overrides), so another curriculum can set its own.
package struct Manifest: Sendable {
    package var id: String
    package var title: String
    package var subject: String
    package var version: Located<String>
    package var locale: String
    package var grades: [Grade]
    package var targets: [Grade: ContentTargets]
    /// `targets.maxDifficultyDrop`: how far an item's difficulty may fall below the hardest item
    /// before it in its lesson (ASSESS-DIFFICULTY-DROP); nil when the manifest does not say, 0 then.
    package var maxDifficultyDrop: Located<Int>?
    package var copyLimits: CopyLimits
    package var rubric: RubricOverrides
    package var ruleOverrides: [(rule: Reference, severity: Severity)]
    package var path: String
    package var location: SourceLocation
    /// Every `[min, max]` pair the manifest holds, as written (a reversed one too, which
    /// `targets` leaves out), for TARGET-REVERSED-RANGE.
    package var ranges: [AuthoredRange] = []
}

/// A `[min, max]` pair as the manifest writes it, located at the list.
package struct AuthoredRange: Sendable {
    /// Where it sits, as a path of keys: `targets.K.lessonsPerSkill`.
    package var field: String
    package var min: Int
    package var max: Int
    package var location: SourceLocation
    package var length: Int
}

package struct ContentTargets: Sendable {
    package var lessonsPerSkill: ClosedRange<Int>
    package var itemsPerLesson: ClosedRange<Int>
    package var lessons: Int
    package var items: Int
    package var location: SourceLocation
}

package struct CopyLimits: Sendable {
    package var wordsPerSentence: [Grade: Int] = [.kindergarten: 10, .first: 12]
    package var readingLevel: [Grade: Double] = [.kindergarten: 1.9, .first: 2.5]
    package var promptWords = 20
    package var wordProblemWords = 30
    package init() {}
}
