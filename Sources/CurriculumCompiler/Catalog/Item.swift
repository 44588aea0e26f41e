/// One item of a lesson. Fields common to every type are decoded; the type-specific ones stay
/// in `node`, already checked against the type's schema, for the type's solver to read.
/// A class because rules pass items around constantly and they never change after decoding.
public final class Item: Sendable {
    public let id: Located<String>
    public let type: Located<String>
    public let prompt: Copy?
    public let answer: Node?
    public let hints: [Copy]
    public let feedbackCorrect: Copy?
    public let feedbackIncorrect: Copy?
    public let difficulty: Located<Int>?
    public let quickCheck: Bool
    public let image: Image?
    public let skill: Reference?
    public let standards: [Reference]
    public let suppressions: [Suppression]
    public let node: Node
    public let location: SourceLocation
    /// `<lesson id>/<item id>`
    public let fullID: String
    public let path: String

    public init(id: Located<String>, type: Located<String>, prompt: Copy?, answer: Node?, hints: [Copy], feedbackCorrect: Copy?, feedbackIncorrect: Copy?, difficulty: Located<Int>?, quickCheck: Bool, image: Image?, skill: Reference?, standards: [Reference], suppressions: [Suppression], node: Node, location: SourceLocation, fullID: String, path: String) {
        self.id = id
        self.type = type
        self.prompt = prompt
        self.answer = answer
        self.hints = hints
        self.feedbackCorrect = feedbackCorrect
        self.feedbackIncorrect = feedbackIncorrect
        self.difficulty = difficulty
        self.quickCheck = quickCheck
        self.image = image
        self.skill = skill
        self.standards = standards
        self.suppressions = suppressions
        self.node = node
        self.location = location
        self.fullID = fullID
        self.path = path
    }

    public struct Image: Sendable {
        public var asset: Reference?
        public var alt: Copy?
        public var location: SourceLocation
    }
}

/// A rule an entity opts out of, with the reason a reviewer can judge.
public struct Suppression: Sendable {
    public var rule: Reference
    public var reason: String?
}
