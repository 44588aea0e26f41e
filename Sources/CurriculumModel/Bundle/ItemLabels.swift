/// The words an item shows besides its prompt and options, found in its type's own fields: tiles
/// and targets, sorting groups and bar categories, the names of compared, counted, measured or
/// placed things, pattern cards, coins and shapes, and the equations an item shows. A child who
/// cannot read hears them, and a translated lesson shows them in its language, so each with
/// letters in it has a translation key (`StringKey.label`). The compiler's item types name the
/// same fields (`CopyTraits.labelFields` and `shownFields`); a test holds the two lists together.
public enum ItemLabels {
    /// Per item type, its fields whose strings are shown, in the order they are gathered.
    public static let fieldsByType: [String: [String]] = [
        "barGraph": ["categories"], "coins": ["coins"], "compare": ["left", "right"], "countOut": ["object", "container"],
        "counting": ["objects"], "dragDrop": ["pairs"], "equationTrueFalse": ["equation"], "fractionShade": ["shape", "word"],
        "measure": ["objects"], "missingNumber": ["equation"], "multipleChoice": ["expression", "position"], "numberBond": ["whole", "parts"],
        "numericInput": ["expression"], "ordinal": ["sequence"], "pattern": ["core"], "shape": ["shape"],
        "sortClassify": ["categories"],
    ]

    /// The shown strings of an item's fields, field by field, each once: a string, the strings
    /// of a list, the `name`, `item` and `target` of an entry (a group, a tile and where it goes)
    /// and the `thing` and `landmark` of a position. Numbers are left out: digits read the same
    /// in every language.
    public static func texts(type: String, fields: [String: JSONValue]) -> [String] {
        var out: [String] = []
        func collect(_ value: JSONValue?) {
            switch value {
            case .string(let s): if !s.isEmpty, Int(s) == nil, !out.contains(s) { out.append(s) }
            case .array(let values): values.forEach(collect)
            case .object(let entry): for key in ["name", "item", "target", "thing", "landmark"] { collect(entry[key]) }
            default: break
            }
        }
        for field in fieldsByType[type] ?? [] { collect(fields[field]) }
        return out
    }

    /// Whether a label is translated: one with letters in it. Numbers, times and symbols read the
    /// same in every language, as options do (docs/localization.md#keys).
    public static func isTranslated(_ text: String) -> Bool { text.contains(where: \.isLetter) }
}
