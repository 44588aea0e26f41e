/// Which variant a position belongs to. A variant's nodes are the template's, at the template's
/// lines and columns, so every rule points into the template unchanged; its variant's index
/// rides in the high bits of each column (`index << shift`) until `VariantFindings` reads it
/// back out of the findings and clears it. Columns never reach 2^20 in a file the loader
/// accepts, and a template ships at most `ItemTemplateLimits.variants` variants, so the two
/// never mix.
enum VariantTag {
    static let shift = 20
    private static let mask = (1 << shift) - 1

    static func tag(_ column: Int32, _ index: Int) -> Int32 {
        column &+ Int32(truncatingIfNeeded: index << shift)
    }

    /// The column without its tag, and the variant index (0 for an authored item).
    static func split(_ column: Int) -> (column: Int, variant: Int) {
        guard column > mask else { return (column, 0) }
        return (column & mask, column >> shift)
    }
}

/// The bounds a template is held to, so a mistyped range never makes a build run for hours.
enum ItemTemplateLimits {
    /// Variants one template may ship.
    static let variants = 1_000
    /// Parameter sets tried before the constraints are given up on.
    static let combinations = 100_000
    static let parameters = 8
}
