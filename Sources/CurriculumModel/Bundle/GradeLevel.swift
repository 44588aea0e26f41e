/// The grade a bundle, unit, skill, lesson or standard belongs to, written `K` or `1` as authors
/// and the NY standards write it.
public enum GradeLevel: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case kindergarten = "K"
    case first = "1"

    public var displayName: String { self == .kindergarten ? "Kindergarten" : "Grade 1" }
    /// The word in bundle ids: `math-kindergarten`, `math-grade1`.
    public var bundleSuffix: String { self == .kindergarten ? "kindergarten" : "grade1" }

    public static func < (a: GradeLevel, b: GradeLevel) -> Bool { a == .kindergarten && b == .first }
}
