/// The plural of a count noun, for `{apple|plural a}`: the regular English endings and the few
/// irregular nouns a K–1 story uses.
enum EnglishPlural {
    private static let irregular: [String: String] = [
        "child": "children", "person": "people", "man": "men", "woman": "women", "foot": "feet",
        "tooth": "teeth", "mouse": "mice", "goose": "geese", "fish": "fish", "sheep": "sheep",
        "deer": "deer", "leaf": "leaves", "loaf": "loaves", "knife": "knives", "wolf": "wolves",
        "shelf": "shelves", "calf": "calves", "half": "halves",
    ]

    static func of(_ word: String) -> String {
        if let plural = irregular[word.lowercased()] {
            return word.first?.isUppercase == true ? plural.prefix(1).uppercased() + plural.dropFirst() : plural
        }
        let lower = word.lowercased()
        if ["s", "x", "z", "ch", "sh"].contains(where: { lower.hasSuffix($0) }) { return word + "es" }
        if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) {
            return String(word.dropLast()) + "ies"
        }
        return word + "s"
    }
}
