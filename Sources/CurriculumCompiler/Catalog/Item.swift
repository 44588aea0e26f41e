/// One item of a lesson. Fields common to every type are decoded; the type-specific ones stay
/// in `node`, already checked against the type's schema, for the type's solver to read.
public struct Item: Sendable {
    public var id: Located<String>
    public var type: Located<String>
    public var prompt: Copy?
    public var answer: Node?
    public var hints: [Copy]
    public var feedbackCorrect: Copy?
    public var feedbackIncorrect: Copy?
    public var difficulty: Located<Int>?
    public var quickCheck: Bool
    public var image: Image?
    public var skill: Reference?
    public var standards: [Reference]
    public var suppressions: [Suppression]
    public var node: Node
    public var location: SourceLocation
    /// `<lesson id>/<item id>`
    public var fullID: String
    public var path: String

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
