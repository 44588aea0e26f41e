/// A repeating pattern (K.OA.6): a core of 2–4 elements shown `shown` times over, at least
/// twice round so it can be seen; the answer is the element that comes next.
public enum PatternItem: ItemType {
    public static let name = "pattern"
    public static let hasInteractions = true
    public static let copy = CopyTraits(labelFields: ["core"])

    public static func solve(_ item: Item) -> ItemSolution {
        guard let coreNode = item[field: "core"], let core = coreNode.sequence, let (shown, shownNode) = item.integer("shown")
        else { return .unknown }
        let elements = core.compactMap(Answer.init)
        guard elements.count == core.count else { return .unknown }
        if !(2...4).contains(core.count) {
            return .impossible("a pattern's core has 2 to 4 elements, not \(core.count)", at: coreNode)
        }
        if let first = elements.first, elements.allSatisfy({ first.accepts($0) }) {
            return .impossible("every element of the core is \(first), so nothing repeats", at: coreNode)
        }
        if shown < 2 * core.count {
            return .impossible("show the core at least twice (\(2 * core.count) elements) so the pattern can be seen", at: shownNode)
        }
        let next = elements[shown % core.count]
        let coreText = elements.map(\.description).joined(separator: ", ")
        return .solved(next, "\(coreText) repeating, so element \(shown + 1) is \(next)", note: "the core \(coreText) repeats")
    }
}
