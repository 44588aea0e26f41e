/// The colour words items use (a red tower, blue beads, a yellow group): the colours a drawing
/// can paint a thing, which the preview's `PaintColour` fills and rules such as
/// ITEM-STORY-COLOUR read, so the two never disagree about what counts as a colour.
package enum ColourWords {
    /// Each colour by its name, in the order drawings list them.
    package static let names = ["red", "blue", "green", "yellow", "orange", "purple", "pink", "brown", "black", "white", "gray", "silver"]

    private static let byWord: [String: String] = Dictionary(uniqueKeysWithValues: names.map { ($0, $0) }).merging(["grey": "gray"]) { a, _ in a }

    /// The colour a word is (`Red` → red, `grey` → gray), or nil.
    package static func colour(of word: some StringProtocol) -> String? { byWord[word.lowercased()] }

    /// The colours a text names, each once, in the order it first names them.
    package static func named(in text: String) -> [String] {
        var out: [String] = []
        for word in text.split(whereSeparator: { !$0.isLetter }) {
            if let colour = colour(of: word), !out.contains(colour) { out.append(colour) }
        }
        return out
    }
}
