import CurriculumCompiler

/// The paint each colour word stands for (`ColourWords`): fixed colours of real things, which no
/// design token can stand in for. A drawing gives such a shape the classes `paint red` and puts
/// `rules(under:)` in its style; the name is always written beside it too, so nothing is told by
/// colour alone.
enum PaintColour {
    private static let hex: [String: String] = [
        "red": "#E0362C", "blue": "#2F6FDE", "green": "#2E9D48", "yellow": "#FFD21F", "orange": "#F7871E",
        "purple": "#8B48B5", "pink": "#F277A8", "brown": "#8D5A3B", "black": "#1F2328", "white": "#FFFFFF", "gray": "#9AA3AB", "silver": "#C3C9CF",
    ]

    /// Every colour word with its fill, in `ColourWords`' order (a test holds that none lacks one).
    static let paints: [(name: String, hex: String)] = ColourWords.names.compactMap { name in hex[name].map { (name, $0) } }

    /// The paint a word is (`Red` → red), or nil.
    static func word(_ word: String) -> String? { ColourWords.colour(of: word) }

    /// The paint a name speaks of (`red tower` → red), or nil when it names none.
    static func named(in name: String) -> String? { ColourWords.named(in: name).first }

    /// The one paint a label names (`red box` → red); nil when it names none or several (`red,
    /// blue, green` is a pattern, not a colour).
    static func only(in name: String) -> String? {
        let named = ColourWords.named(in: name)
        return named.count == 1 ? named[0] : nil
    }

    /// The fill of each paint for shapes under `scope` (`.pattern-drawing`).
    static func rules(under scope: String) -> String {
        "\(scope) .paint { stroke: var(--text); }\n" + paints.map { "\(scope) .paint.\($0.name) { fill: \($0.hex); }\n" }.joined()
    }

    /// The fill of each paint on shapes of one class (`.count-object`), whatever their scope.
    static func rules(on element: String) -> String {
        paints.map { "\(element).paint.\($0.name) { fill: \($0.hex); }\n" }.joined()
    }
}
