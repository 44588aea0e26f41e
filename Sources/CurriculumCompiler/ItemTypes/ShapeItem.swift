/// Naming shapes and their attributes (K.G, 1.G.1–2): a triangle has 3 sides and 3 corners, a
/// hexagon 6, a circle none; a cube has 6 faces, a cylinder 2, a cone 1, a sphere none.
package enum ShapeItem: ItemType {
    package static let name = "shape"
    package static let screen = ScreenTraits(actions: [.choose, .type], shows: [.picture], parts: ["side", "corner", "face"])
    package static let copy = CopyTraits(labelFields: [Fields.Key.shape])

    package struct Fields: FieldRecord {
        package enum Key: String, CaseIterable, Sendable { case shape, ask, turned, small, madeOf }
        /// The shape's name as `table` keys it: `triangle`, `rectangularPrism`, …
        package var shape: Field<String>?
        package var ask: Field<String>?
        /// A flat shape drawn turned, a corner pointing down: its name does not change (K.G.2).
        package var turned: Field<Bool>?
        /// A flat shape drawn very small: its name does not change with its size (K.G.2).
        package var small: Field<Bool>?
        /// The pieces a flat shape is made of (`triangle`), drawn with the lines between them.
        package var madeOf: Field<String>?

        package init(_ fields: FieldReader<Key>) {
            shape = fields.text(.shape)
            ask = fields.text(.ask)
            turned = fields.bool(.turned)
            small = fields.bool(.small)
            madeOf = fields.text(.madeOf)
        }
    }

    package struct Attributes {
        package var solid: Bool
        package var sides: Int?
        var corners: Int?
        var faces: Int?
        package var spoken: String
        /// The wider kinds this shape also is: a square is a rectangle and a rhombus too, a cube a
        /// rectangular prism (Grade 3 builds on it, 3.G.1), so a choice naming one is also right.
        var alsoA: [String] = []
    }

    package static let table: [String: Attributes] = [
        "triangle": .init(solid: false, sides: 3, corners: 3, spoken: "triangle"),
        "square": .init(solid: false, sides: 4, corners: 4, spoken: "square", alsoA: ["rectangle", "rhombus"]),
        "rectangle": .init(solid: false, sides: 4, corners: 4, spoken: "rectangle"),
        "circle": .init(solid: false, sides: 0, corners: 0, spoken: "circle"),
        "hexagon": .init(solid: false, sides: 6, corners: 6, spoken: "hexagon"),
        "trapezoid": .init(solid: false, sides: 4, corners: 4, spoken: "trapezoid"),
        "rhombus": .init(solid: false, sides: 4, corners: 4, spoken: "rhombus"),
        "cube": .init(solid: true, corners: 8, faces: 6, spoken: "cube", alsoA: ["rectangularPrism"]),
        "rectangularPrism": .init(solid: true, corners: 8, faces: 6, spoken: "rectangular prism"),
        "cylinder": .init(solid: true, faces: 2, spoken: "cylinder"),
        "cone": .init(solid: true, faces: 1, spoken: "cone"),
        "sphere": .init(solid: true, faces: 0, spoken: "sphere"),
    ]

    /// The shapes the lessons build from pieces (NY-K.G.6, NY-1.G.2), by shape and piece, with
    /// how many pieces each takes: the pattern blocks' own (a hexagon of 2 trapezoids or 6
    /// triangles, a trapezoid of 3 triangles), squares or triangles put together, and the circle
    /// of half circles or quarter circles NY-1.G.2 names.
    package static let compositions: [String: [String: Int]] = [
        "square": ["triangle": 2, "square": 4], "rectangle": ["square": 2],
        "hexagon": ["trapezoid": 2, "triangle": 6], "trapezoid": ["triangle": 3],
        "circle": ["half circle": 2, "quarter circle": 4],
    ]

    package static func solve(_ item: Item) -> ItemSolution {
        guard let f = item.fields(Fields.self), let shape = f.shape?.value, let a = table[shape],
            let (ask, askNode) = f.ask.map({ ($0.value, $0.node) })
        else { return .unknown }
        let article = Wording.article(a.spoken)
        switch ask {
        case "name":
            for option in item.options?.value ?? [] {
                guard let text = option.string, let wider = a.alsoA.first(where: { $0 == text || table[$0]?.spoken == text }) else { continue }
                let spoken = table[wider]?.spoken ?? wider
                return .impossible(
                    "\(article) \(a.spoken) is also \(Wording.article(spoken)) \(spoken), so the choice '\(text)' is right too: give a choice the \(a.spoken) is not",
                    at: option)
            }
            return .solved(.anyOf(Set([shape, a.spoken]).sorted().map(Answer.word)), "the shape is \(article) \(a.spoken)")
        case "flatOrSolid":
            return .solved(.word(a.solid ? "solid" : "flat"), "\(article) \(a.spoken) is \(a.solid ? "solid" : "flat")")
        case "pieces":
            guard let piece = f.madeOf?.value, let count = compositions[shape]?[piece] else {
                return .impossible("`ask: pieces` counts the pieces of a shape drawn `madeOf` them: give a `madeOf` this \(a.spoken) is drawn with", at: askNode)
            }
            return .solved(.number(count), "\(article) \(a.spoken) is made of \(count) \(piece)s")
        case "sides", "corners", "faces":
            let value = ask == "sides" ? a.sides : ask == "corners" ? a.corners : a.faces
            guard let value else {
                let better = a.solid ? "faces" : "sides or corners"
                let what = a.solid ? "solid" : "flat"
                return .impossible("\(article) \(a.spoken) is \(what), so ask about its \(better), not its \(ask)", at: askNode)
            }
            return .solved(.number(value), "\(article) \(a.spoken) has \(value) \(ask)")
        default:
            return .unknown
        }
    }
}
