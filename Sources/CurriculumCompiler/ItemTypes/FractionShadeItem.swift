/// Equal shares of a circle or rectangle (1.G.3): 2 shares are halves, 4 are fourths or
/// quarters. `ask: word` wants the shares' name, `ask: shade` how many shares to shade.
public enum FractionShadeItem: ItemType {
    public static let name = "fractionShade"
    public static let hasInteractions = true
    public static let copy = CopyTraits(labelFields: ["shape", "word"])
    static let shapes: Set<String> = ["circle", "rectangle"]
    static let words: [Int: (singular: [String], plural: [String])] = [
        2: (["half"], ["halves"]),
        4: (["fourth", "quarter"], ["fourths", "quarters"]),
    ]

    static func shares(of word: String) -> (shares: Int, singular: Bool)? {
        for (shares, forms) in words {
            if forms.singular.contains(word.lowercased()) { return (shares, true) }
            if forms.plural.contains(word.lowercased()) { return (shares, false) }
        }
        return nil
    }

    public static func solve(_ item: Item) -> ItemSolution {
        guard let (shares, sharesNode) = item.integer("shares") else { return .unknown }
        var problems: [ItemProblem] = []
        if let (shape, node) = item.text("shape"), !shapes.contains(shape) {
            problems.append(ItemProblem("1.G.3 shares circles and rectangles, not a \(shape)", at: node))
        }
        guard let forms = words[shares] else {
            return .impossible(problems + [ItemProblem("1.G.3 uses 2 or 4 equal shares, not \(shares)", at: sharesNode)])
        }
        let word = item.text("word")
        if let (w, node) = word {
            if let named = Self.shares(of: w), named.shares != shares {
                problems.append(ItemProblem("'\(w)' means \(named.shares) equal shares, but the shape has \(shares)", at: node))
            } else if Self.shares(of: w) == nil {
                problems.append(ItemProblem("'\(w)' is not a name for equal shares: use half, halves, fourth, fourths, quarter or quarters", at: node))
            }
        }
        if let (shaded, node) = item.integer("shaded"), shaded > shares {
            problems.append(ItemProblem("\(shaded) shaded shares do not fit in \(shares)", at: node))
        }
        if !problems.isEmpty { return .impossible(problems) }
        let all = forms.singular + forms.plural
        switch item.text("ask")?.value ?? "word" {
        case "word":
            return .solved(.anyOf(all.map(Answer.word)), "\(shares) equal shares are \(Wording.list(forms.plural).replacingOccurrences(of: " and ", with: " or "))")
        case "shade":
            if let (shaded, _) = item.integer("shaded") {
                return .solved(.number(shaded), "\(Wording.count(shaded, "share")) to shade")
            }
            if let (w, _) = word, let named = Self.shares(of: w) {
                let n = named.singular ? 1 : shares
                return .solved(.number(n), "\(w) of \(shares) shares is \(Wording.count(n, "share"))")
            }
            return .unknown
        default:
            return .unknown
        }
    }
}
