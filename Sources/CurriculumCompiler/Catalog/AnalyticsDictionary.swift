import CurriculumSyntax

/// The analytics event dictionary and which item types emit which events.
public struct AnalyticsDictionary: Sendable {
    public var events: [Event]
    /// Item type (or `all`) → event names it emits.
    public var emitters: [(itemType: Located<String>, events: [Reference])]
    public var path: String

    public struct Event: Sendable {
        public var name: Located<String>
        public var trigger: String
        public var properties: [Property]
        /// Where the event's entry was written.
        public var location: SourceLocation
    }

    public struct Property: Sendable {
        public var name: String
        public var type: String
        public var required: Bool
        public var location: SourceLocation
    }
}
