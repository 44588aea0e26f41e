import CurriculumSyntax

/// A bar graph of up to three categories (1.MD.4): a category's count, the most or fewest, the
/// total, or how many more one category has than `other`.
package enum BarGraphItem: ItemType {
    package static let name = "barGraph"
    package static let screen = ScreenTraits(actions: [.choose, .type], shows: [.graph, .picture])
    package static let hasInteractions = true
    package static let copy = CopyTraits(labelFields: [Fields.Key.categories])
    package static let maximumCategories = 3

    package struct Fields: FieldRecord {
        package enum Key: String, CaseIterable, Sendable { case categories, ask, category, other }
        package var categories: Field<[Field<Category>]>?
        /// `count`, `most`, `fewest`, `total` or `difference`.
        package var ask: Field<String>?
        /// For `ask: count` and `ask: difference`: the category asked about.
        package var category: Field<String>?
        /// For `ask: difference`: the category compared with `category`.
        package var other: Field<String>?

        package init(_ fields: FieldReader<Key>) {
            categories = fields.everyRecord(.categories)
            ask = fields.text(.ask)
            category = fields.text(.category)
            other = fields.text(.other)
        }
    }

    package static func solve(_ item: Item) -> ItemSolution {
        guard let f = item.fields(Fields.self), let categories = CategoryCounts(f.categories), let ask = f.ask?.value else { return .unknown }
        if categories.entries.count > maximumCategories {
            return .impossible("a bar graph shows up to \(maximumCategories) categories (1.MD.4), not \(categories.entries.count)", at: categories.node)
        }
        if ask == "order" { return .unknown }
        return categories.solve(ask: ask, category: f.category, other: f.other)
    }

    package static func numbers(_ item: Item) -> [(Int, Node)] {
        guard let f = item.fields(Fields.self) else { return [] }
        return CategoryCounts(f.categories)?.numbers(ask: f.ask?.value) ?? []
    }
}
