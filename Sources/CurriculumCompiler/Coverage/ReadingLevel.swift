/// Estimates how hard a piece of child-facing text is to read, as a US grade level (a Spache-style
/// score: 1.5 is the middle of first grade). The coverage report buckets what it returns and leaves
/// the reading-level section out when it returns nil for everything.
public protocol ReadingLevel: Sendable {
    func gradeLevel(of text: String, grade: Grade) -> Double?
}

extension ReadingLevel {
    public func gradeLevel(of text: String, grade: Grade) -> Double? { nil }
}

/// No estimate: the default until the COPY reading-level estimator is plugged in.
public struct NoReadingLevel: ReadingLevel {
    public init() {}
}

public enum ReadingLevels {
    /// The estimator `curriculum build` and `curriculum coverage` use. Replace `NoReadingLevel()`.
    public static let current: any ReadingLevel = NoReadingLevel()
}
