/// A bar graph of up to three categories (1.MD.4): a category's count, the most or fewest, the
/// total, or how many more one category has than `other`.
public enum BarGraphItem: ItemType {
    public static let name = "barGraph"
    public static let hasInteractions = true
    public static let copy = CopyTraits(labelFields: ["categories"])
    static let maximumCategories = 3

    public static func solve(_ item: Item) -> ItemSolution {
        guard let categories = CategoryCounts(item), let (ask, _) = item.text("ask") else { return .unknown }
        if categories.entries.count > maximumCategories {
            return .impossible("a bar graph shows up to \(maximumCategories) categories (1.MD.4), not \(categories.entries.count)", at: categories.node)
        }
        if ask == "order" { return .unknown }
        return categories.solve(item, ask: ask)
    }

    public static func numbers(_ item: Item) -> [(Int, Node)] {
        CategoryCounts(item)?.numbers(ask: item.text("ask")?.value) ?? []
    }
}
