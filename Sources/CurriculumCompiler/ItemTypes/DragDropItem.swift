/// Matching by dragging: 2–5 `pairs` of an item and its target, which are the answer. Each item
/// is dragged once, so an item paired twice cannot be matched.
public enum DragDropItem: ItemType {
    public static let name = "dragDrop"
    public static let hasInteractions = true
    public static let copy = CopyTraits(labelFields: ["pairs"])

    public static func solve(_ item: Item) -> ItemSolution {
        guard let pairs = item[field: "pairs"]?.sequence else { return .unknown }
        var seen: [String: Node] = [:]
        var problems: [ItemProblem] = []
        for pair in pairs {
            guard let itemNode = pair["item"], let key = itemNode.string?.normalizedWord else { continue }
            if seen[key] != nil {
                problems.append(ItemProblem("'\(itemNode.string ?? key)' is paired twice; each thing is dragged once", at: itemNode))
            } else {
                seen[key] = itemNode
            }
        }
        return problems.isEmpty ? .unknown : .impossible(problems)
    }
}
