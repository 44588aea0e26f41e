/// One sitting on a skill: the day it happened and the answers given, in order.
public struct PracticeSession: Codable, Sendable, Hashable {
    public var day: Int
    public var answers: [AnswerOutcome]

    public init(day: Int, answers: [AnswerOutcome]) {
        self.day = day
        self.answers = answers
    }
}
