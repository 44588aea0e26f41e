/// Where a learner stands on one skill (docs/design.md#assessment-and-mastery). Progress only moves forward:
/// nothing leads back to `notStarted`, and a failed review keeps the skill mastered.
public enum MasteryState: String, Codable, Sendable, CaseIterable {
    case notStarted
    case learning
    /// The window average reached the threshold in enough separate sessions.
    case mastered
    /// A spaced review is due or being taken.
    case reviewing

    /// Mastered, whether or not a review is currently due: what badges count.
    public var isMastered: Bool { self == .mastered || self == .reviewing }
}
