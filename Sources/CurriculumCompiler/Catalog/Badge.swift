import CurriculumSyntax

public struct BadgeCatalog: Sendable {
    public var pointsPerCorrect: Int
    public var pointsPerHint: Int
    public var badges: [Badge]
    public var path: String
}

/// A reward unlocked when every lesson of its skill is mastered.
public struct Badge: Sendable {
    public var id: Located<String>
    public var name: Copy
    public var skill: Reference
    public var levels: [(name: String, mastered: Int)]
    /// Where the badge's entry was written.
    public var location: SourceLocation
}
