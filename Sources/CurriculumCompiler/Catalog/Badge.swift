import CurriculumSyntax

package struct BadgeCatalog: Sendable {
    package var pointsPerCorrect: Int
    package var pointsPerHint: Int
    package var badges: [Badge]
    package var path: String
}

/// A reward unlocked when every lesson of its skill is mastered.
package struct Badge: Sendable {
    package var id: Located<String>
    package var name: Copy
    package var skill: Reference
    package var levels: [(name: String, mastered: Int)]
    /// Where the badge's entry was written.
    package var location: SourceLocation
}
