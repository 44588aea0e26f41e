/// What the COPY rules share: the manifest's limits with their defaults, and how a grade is
/// named in a message. Which items need hints and feedback is their type's to say
/// (`ItemTypes.isAutoScored`).
package enum CopyPolicy {
    package static func limits(_ catalog: Catalog) -> CopyLimits { catalog.manifest?.copyLimits ?? CopyLimits() }

    /// "kindergarten", "grade 1": inside a lowercase message.
    package static func gradeName(_ grade: Grade) -> String {
        grade == .kindergarten ? "kindergarten" : "grade 1"
    }

    /// True for text with nothing but white space.
    static func isBlank(_ text: String?) -> Bool {
        guard let text else { return true }
        return text.unicodeScalars.allSatisfy(\.properties.isWhitespace)
    }
}
