/// Everything a simulated learner did: every step, and where the skill ended up.
public struct SimulationResult: Sendable, Hashable {
    public let steps: [MasteryStep]
    /// The progress after the last session closed.
    public let progress: SkillProgress

    public init(steps: [MasteryStep], progress: SkillProgress) {
        self.steps = steps
        self.progress = progress
    }

    public var finalState: MasteryState { progress.state }
    public var difficulty: Int { progress.difficulty.level }
    public var totalPoints: Int { progress.totalPoints }
    public var nextReviewDay: Int? { progress.nextReviewDay }
    public var masteredOnDay: Int? { progress.masteredOnDay }
}
