/// Estimates how hard a piece of child-facing text is to read, as a US grade level (a Spache-style
/// score: 1.5 is the middle of first grade). The coverage report buckets what it returns and leaves
/// the reading-level section out when it returns nil for everything.
package protocol ReadingLevelEstimator: Sendable {
    func gradeLevel(of text: String, grade: Grade) -> Double?
}

/// The revised Spache estimate the COPY rules use (Copy/ReadingLevel.swift), against the
/// catalog's early-reader list and the names its copy uses.
package struct SpacheEstimator: ReadingLevelEstimator {
    let lexicon: Lexicon

    package init(catalog: Catalog) { lexicon = Lexicon(catalog: catalog) }

    package func gradeLevel(of text: String, grade: Grade) -> Double? {
        ReadingLevel.estimate([text], known: lexicon)
    }
}

/// No estimate, for reports that leave reading level out.
package struct NoReadingLevel: ReadingLevelEstimator {
    package init() {}
    package func gradeLevel(of text: String, grade: Grade) -> Double? { nil }
}
