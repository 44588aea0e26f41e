import Foundation

/// Review intervals as authors write them (`3d`, `1w`, `2w`, `1mo`) and as the mastery engine
/// counts them: whole days. Bundles carry days, so the app never parses the authored form.
public enum ReviewInterval {
    /// Days in one `unit`: d = 1, w = 7, mo = 30 (a month of reviews, not a calendar month), y = 365.
    public static let unitDays: [String: Int] = ["d": 1, "w": 7, "mo": 30, "y": 365]

    /// `3d` → 3, `1w` → 7, `2w` → 14, `1mo` → 30, a bare `5` → 5; nil for anything else.
    public static func days(_ text: String) -> Int? {
        // Spaces and tabs around it, as `.whitespaces` means, without a trip through NSString
        // (this runs for every lesson of every check).
        func isSpace(_ c: Unicode.Scalar) -> Bool { c == "\t" || c.properties.generalCategory == .spaceSeparator }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }), let last = scalars.lastIndex(where: { !isSpace($0) }) else { return nil }
        let trimmed = Substring(scalars[first...last])
        let digits = trimmed.prefix { $0.isNumber && $0.isASCII }
        guard !digits.isEmpty, digits.count <= 6, let count = Int(digits) else { return nil }
        let unit = trimmed.dropFirst(digits.count)
        if unit.isEmpty { return count }
        guard let days = unitDays[String(unit)] else { return nil }
        return count * days
    }
}

extension Rubric {
    /// The rubric a lesson runs with: each field the lesson sets, else the manifest's, else
    /// `Rubric.standard`'s. Review intervals are authored text (`3d`, `1w`…) and come out in days;
    /// text that is not an interval is left out (the ASSESS rules report it).
    public static func resolved(
        threshold: Double?, window: Int?, sessions: Int?, hintPenalty: Double?, maxDifficulty: Int?,
        reviewIntervals: [String]?, defaults: Rubric = .standard
    ) -> Rubric {
        Rubric(
            threshold: threshold ?? defaults.threshold, window: window ?? defaults.window,
            sessions: sessions ?? defaults.sessions, hintPenalty: hintPenalty ?? defaults.hintPenalty,
            maxDifficulty: maxDifficulty ?? defaults.maxDifficulty,
            reviewIntervals: reviewIntervals.map { $0.compactMap(ReviewInterval.days) } ?? defaults.reviewIntervals)
    }
}
