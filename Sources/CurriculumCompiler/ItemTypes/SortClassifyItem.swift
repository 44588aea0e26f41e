/// Objects sorted into 2–4 categories and counted (K.MD.3): how many in one category, which has
/// the most or fewest, the total, or the categories in order by count, most first.
public enum SortClassifyItem: ItemType {
    public static let name = "sortClassify"
    public static let hasInteractions = true
    public static let copy = CopyTraits(labelFields: ["categories"])

    public static func solve(_ item: Item) -> ItemSolution {
        guard let categories = CategoryCounts(item), let (ask, _) = item.text("ask") else { return .unknown }
        if !(2...4).contains(categories.entries.count) {
            return .impossible("a sorting item has 2 to 4 categories, not \(categories.entries.count)", at: categories.node)
        }
        if ask == "difference" { return .unknown }
        return categories.solve(item, ask: ask)
    }

    public static func numbers(_ item: Item) -> [(Int, Node)] {
        CategoryCounts(item)?.numbers(ask: item.text("ask")?.value) ?? []
    }
}
