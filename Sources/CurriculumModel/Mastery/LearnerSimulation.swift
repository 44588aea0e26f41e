/// Runs a scripted learner through sessions: how the compiler checks that a lesson's rubric and
/// items can lead to mastery, and how tests pin the engine's behaviour down.
public struct LearnerSimulation: Sendable, Hashable {
    public var rubric: Rubric
    public var pointsRule: PointsRule

    public init(rubric: Rubric = .standard, pointsRule: PointsRule = .standard) {
        self.rubric = rubric
        self.pointsRule = pointsRule
    }

    /// Plays the sessions in order, each opened on its day and closed after its answers.
    public func run(_ sessions: [PracticeSession]) -> SimulationResult {
        var progress = SkillProgress(rubric: rubric, pointsRule: pointsRule)
        var steps: [MasteryStep] = []
        steps.reserveCapacity(sessions.reduce(0) { $0 + $1.answers.count })
        for session in sessions {
            progress.beginSession(on: session.day)
            for answer in session.answers { steps.append(progress.record(answer)) }
            progress.endSession()
        }
        return SimulationResult(steps: steps, progress: progress)
    }
}
