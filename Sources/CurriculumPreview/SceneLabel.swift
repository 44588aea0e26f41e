/// Author text (a category, an object's name) fitted to the room a drawing has for it: cut with
/// "…" only past 40 characters, and otherwise made smaller, so a long name stays whole and
/// readable rather than running into its neighbour.
enum SceneLabel {
    static let maximumCharacters = 40

    /// The text as shown: whole up to 40 characters, else its first 39 and "…".
    static func short(_ text: String) -> String {
        text.count > maximumCharacters ? String(text.prefix(maximumCharacters - 1)) + "…" : text
    }

    /// A font size at most `preferred` at which `text` fits `width`, never below `minimum`.
    /// Glyphs of the body face average about 0.55 em.
    static func size(_ text: String, width: Double, preferred: Double, minimum: Double = 9) -> Double {
        let needed = 0.55 * Double(max(text.count, 1))
        guard width.isFinite, width > 0 else { return minimum }
        return min(preferred, max(minimum, width / needed))
    }
}
