import CurriculumSyntax

/// The analytics event dictionary and which item types emit which events.
package struct AnalyticsDictionary: Sendable {
    package var events: [Event]
    /// Item type (or `all`) → event names it emits.
    package var emitters: [(itemType: Located<String>, events: [Reference])]
    package var path: String

    package struct Event: Sendable {
        package var name: Located<String>
        package var trigger: String
        package var properties: [Property]
        /// Where the event's entry was written.
        package var location: SourceLocation
    }

    package struct Property: Sendable {
        package var name: String
        package var type: String
        package var required: Bool
        package var location: SourceLocation
    }
}
