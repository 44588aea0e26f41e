/// What the COPY rules share: which items are auto-scored, the manifest's limits with their
/// defaults, and how a grade is named in a message.
public enum CopyPolicy {
    /// Item types that are not auto-scored, or whose answer is the arrangement itself: no hints
    /// or incorrect-answer feedback are required of them.
    public static let unscoredTypes: Set<String> = ["openResponse", "drawing", "dragDrop"]

    public static func isAutoScored(_ item: Item) -> Bool { !unscoredTypes.contains(item.type.value) }

    public static func limits(_ catalog: Catalog) -> CopyLimits { catalog.manifest?.copyLimits ?? CopyLimits() }

    /// "kindergarten", "grade 1": inside a lowercase message.
    public static func gradeName(_ grade: Grade) -> String {
        grade == .kindergarten ? "kindergarten" : "grade 1"
    }

    /// True for text with nothing but white space.
    static func isBlank(_ text: String?) -> Bool {
        guard let text else { return true }
        return text.unicodeScalars.allSatisfy(\.properties.isWhitespace)
    }
}
