import CurriculumSyntax

/// A bar graph of up to three categories (1.MD.4): a category's count, the most or fewest, the
/// total, or how many more one category has than `other`.
public enum BarGraphItem: ItemType {
    public static let name = "barGraph"
    public static let screen = ScreenTraits(actions: [.choose, .type], shows: [.graph, .picture])
    public static let hasInteractions = true
    public static let copy = CopyTraits(labelFields: [Fields.Key.categories])
    package static let maximumCategories = 3

    public struct Fields: FieldRecord {
        public enum Key: String, CaseIterable, Sendable { case categories, ask, category, other }
        public var categories: Field<[Field<Category>]>?
        /// `count`, `most`, `fewest`, `total` or `difference`.
        public var ask: Field<String>?
        /// For `ask: count` and `ask: difference`: the category asked about.
        public var category: Field<String>?
        /// For `ask: difference`: the category compared with `category`.
        public var other: Field<String>?

        public init(_ fields: FieldReader<Key>) {
            categories = fields.everyRecord(.categories)
            ask = fields.text(.ask)
            category = fields.text(.category)
            other = fields.text(.other)
        }
    }

    public static func solve(_ item: Item) -> ItemSolution {
        guard let f = item.fields(Fields.self), let categories = CategoryCounts(f.categories), let ask = f.ask?.value else { return .unknown }
        if categories.entries.count > maximumCategories {
            return .impossible("a bar graph shows up to \(maximumCategories) categories (1.MD.4), not \(categories.entries.count)", at: categories.node)
        }
        if ask == "order" { return .unknown }
        return categories.solve(ask: ask, category: f.category, other: f.other)
    }

    public static func numbers(_ item: Item) -> [(Int, Node)] {
        guard let f = item.fields(Fields.self) else { return [] }
        return CategoryCounts(f.categories)?.numbers(ask: f.ask?.value) ?? []
    }
}
