/// Two numbers or groups compared (K.CC.6–7, 1.NBT.3): `ask: symbol` wants `>`, `<` or `=`;
/// `ask: more` and `ask: fewer` want `left`, `right` or `same`.
public enum CompareItem: ItemType {
    public static let name = "compare"
    public static let copy = CopyTraits(labelFields: ["left", "right"], judgementAnswers: ["left", "right", "same"])

    /// A side is a number or a group `{count, name}`.
    static func quantity(_ node: Node?) -> (value: Int, node: Node)? {
        guard let node else { return nil }
        if let v = node.int { return (v, node) }
        if let countNode = node["count"], let v = countNode.int { return (v, countNode) }
        return nil
    }

    public static func solve(_ item: Item) -> ItemSolution {
        guard let (l, _) = quantity(item[field: "left"]), let (r, _) = quantity(item[field: "right"]) else { return .unknown }
        let symbol = l > r ? ">" : l < r ? "<" : "="
        let relation = "\(l) \(symbol) \(r)"
        switch item.text("ask")?.value ?? "symbol" {
        case "more":
            let side = l > r ? "left" : l < r ? "right" : "same"
            return .solved(.word(side), side == "same" ? "\(relation), so they are the same" : "\(relation), so \(side) has more")
        case "fewer":
            let side = l < r ? "left" : l > r ? "right" : "same"
            return .solved(.word(side), side == "same" ? "\(relation), so they are the same" : "\(relation), so \(side) has fewer")
        case "symbol":
            return .solved(.word(symbol), relation)
        default:
            return .unknown
        }
    }

    public static func numbers(_ item: Item) -> [(Int, Node)] {
        [quantity(item[field: "left"]), quantity(item[field: "right"])].compactMap { $0.map { ($0.value, $0.node) } }
    }
}
