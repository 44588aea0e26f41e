/// How much room the app gives each kind of UI string, and the expansion translation needs.
///
/// Localisation guidance: text grows when translated from English — IBM's globalization
/// guidelines ("Text expansion") and the W3C's "Text size in translation" give 40 % and more for
/// strings under about 70 characters (short ones grow most). The project's rule
/// (docs/design.md#translation, COPY-UI-EXPANSION) is that every UI string still fits its space after 40 % expansion, so the app's
/// layout survives the first translation without truncating a child's lesson title.
///
/// Spaces are in characters at the app's type sizes (large type for early readers, with Dynamic
/// Type) on the narrowest supported screen. The one table: the rule, the coverage report
/// and the docs read it from here.
package enum UIStringLimits {
    package enum Kind: String, Sendable, CaseIterable {
        case lessonTitle = "lesson title"
        case unitTitle = "unit title"
        case skillName = "skill name"
        case badgeName = "badge name"
    }

    /// The growth to allow for translation, in percent.
    package static let expansionPercent = 40

    /// Characters each kind of string may take on screen.
    package static func space(for kind: Kind) -> Int {
        switch kind {
        case .lessonTitle: 42  // lesson card title: two lines of about 21 characters
        case .unitTitle: 42  // unit header: two lines
        case .skillName: 56  // skill row in the progress map: two lines of a smaller size
        case .badgeName: 28  // caption under a badge: two short lines
        }
    }

    /// The longest English string that still fits after expansion: ⌊space ÷ 1.4⌋.
    package static func maximumLength(for kind: Kind) -> Int {
        space(for: kind) * 100 / (100 + expansionPercent)
    }

    /// The length after expansion, rounded up: what the translated string may need.
    /// (Whole numbers, so 30 × 1.4 is 42, not 42.000000000000004.)
    package static func expandedLength(_ length: Int) -> Int {
        (length * (100 + expansionPercent) + 99) / 100
    }
}
