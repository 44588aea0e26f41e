/// Equal shares of a circle or rectangle (1.G.3): 2 shares are halves, 4 are fourths or
/// quarters. `ask: word` wants the shares' name, `ask: shade` how many shares to shade, `ask:
/// equal` whether the shares are equal: they are, unless `equal: false` cuts them off the middle.
package enum FractionShadeItem: ItemType {
    package static let name = "fractionShade"
    package static let screen = ScreenTraits(actions: [.choose, .shade], shows: [.picture], parts: ["share"])
    package static let hasInteractions = true
    package static let copy = CopyTraits(labelFields: [Fields.Key.shape, .word])
    static let shapes: Set<String> = ["circle", "rectangle"]
    static let words: [Int: (singular: [String], plural: [String])] = [
        2: (["half"], ["halves"]),
        4: (["fourth", "quarter"], ["fourths", "quarters"]),
    ]

    package struct Fields: FieldRecord {
        package enum Key: String, CaseIterable, Sendable { case shape, shares, shaded, ask, word, equal }
        /// The whole: `circle` or `rectangle`.
        package var shape: Field<String>?
        /// How many equal shares the whole is cut into.
        package var shares: Field<Int>?
        /// How many shares are shaded (or, asked to shade, are to be).
        package var shaded: Field<Int>?
        package var ask: Field<String>?
        /// The shares' name: `half`, `fourths`, `quarter`, …
        package var word: Field<String>?
        /// `false` cuts the shares in different sizes, for "Are these equal shares?" answered
        /// no; shares are equal when it is absent.
        package var equal: Field<Bool>?

        package init(_ fields: FieldReader<Key>) {
            shape = fields.text(.shape)
            shares = fields.int(.shares)
            shaded = fields.int(.shaded)
            ask = fields.text(.ask)
            word = fields.text(.word)
            equal = fields.bool(.equal)
        }
    }

    static func shares(of word: String) -> (shares: Int, singular: Bool)? {
        for (shares, forms) in words {
            if forms.singular.contains(word.lowercased()) { return (shares, true) }
            if forms.plural.contains(word.lowercased()) { return (shares, false) }
        }
        return nil
    }

    package static func solve(_ item: Item) -> ItemSolution {
        guard let f = item.fields(Fields.self), let (shares, sharesNode) = f.shares.map({ ($0.value, $0.node) }) else { return .unknown }
        var problems: [ItemProblem] = []
        if let (shape, node) = f.shape.map({ ($0.value, $0.node) }), !shapes.contains(shape) {
            problems.append(ItemProblem("1.G.3 shares circles and rectangles, not a \(shape)", at: node))
        }
        guard let forms = words[shares] else {
            return .impossible(problems + [ItemProblem("1.G.3 uses 2 or 4 equal shares, not \(shares)", at: sharesNode)])
        }
        let word = f.word.map { ($0.value, $0.node) }
        if let (w, node) = word {
            if let named = Self.shares(of: w), named.shares != shares {
                problems.append(ItemProblem("'\(w)' means \(named.shares) equal shares, but the shape has \(shares)", at: node))
            } else if Self.shares(of: w) == nil {
                problems.append(ItemProblem("'\(w)' is not a name for equal shares: use half, halves, fourth, fourths, quarter or quarters", at: node))
            }
        }
        if let (shaded, node) = f.shaded.map({ ($0.value, $0.node) }), shaded > shares {
            problems.append(ItemProblem("\(shaded) shaded shares do not fit in \(shares)", at: node))
        }
        let ask = f.ask?.value ?? "word"
        if let unequal = f.equal, !unequal.value, ask != "equal" {
            // Only equal shares have a name; a child asked to name or shade them needs them equal.
            problems.append(ItemProblem("shares of different sizes are not \(Wording.either(forms.plural)): `equal: false` goes with `ask: equal`", at: unequal.node))
        }
        if !problems.isEmpty { return .impossible(problems) }
        let all = forms.singular + forms.plural
        switch ask {
        case "word":
            return .solved(.anyOf(all.map(Answer.word)), "\(shares) equal shares are \(Wording.either(forms.plural))")
        case "shade":
            if let shaded = f.shaded?.value {
                return .solved(.number(shaded), "\(Wording.count(shaded, "share")) to shade")
            }
            if let (w, _) = word, let named = Self.shares(of: w) {
                let n = named.singular ? 1 : shares
                return .solved(.number(n), "\(w) of \(shares) shares is \(Wording.count(n, "share"))")
            }
            return .unknown
        case "equal":
            let equal = f.equal?.value ?? true
            return .solved(.truth(equal), equal ? "the \(shares) shares are cut equal" : "the \(shares) shares are cut in different sizes")
        default:
            return .unknown
        }
    }
}
