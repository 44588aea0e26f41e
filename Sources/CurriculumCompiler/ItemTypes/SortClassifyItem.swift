import CurriculumSyntax

/// Objects sorted into 2–4 categories and counted (K.MD.3): how many in one category, which has
/// the most or fewest, the total, or the categories in order by count, most first.
package enum SortClassifyItem: ItemType {
    package static let name = "sortClassify"
    // The things are drawn already sorted; only the groups move, put in order.
    package static let screen = ScreenTraits(actions: [.choose, .type, .move], shows: [.picture], parts: ["group"], dragged: ["group"])
    package static let hasInteractions = true
    package static let copy = CopyTraits(labelFields: [Fields.Key.categories])

    package struct Fields: FieldRecord {
        package enum Key: String, CaseIterable, Sendable { case categories, ask, category }
        package var categories: Field<[Field<Category>]>?
        /// `count`, `most`, `fewest`, `total` or `order`.
        package var ask: Field<String>?
        /// For `ask: count`: the category counted.
        package var category: Field<String>?

        package init(_ fields: FieldReader<Key>) {
            categories = fields.everyRecord(.categories)
            ask = fields.text(.ask)
            category = fields.text(.category)
        }
    }

    package static func solve(_ item: Item) -> ItemSolution {
        guard let f = item.fields(Fields.self), let categories = CategoryCounts(f.categories), let ask = f.ask?.value else { return .unknown }
        if !(2...4).contains(categories.entries.count) {
            return .impossible("a sorting item has 2 to 4 categories, not \(categories.entries.count)", at: categories.node)
        }
        if ask == "difference" { return .unknown }
        return categories.solve(ask: ask, category: f.category)
    }

    package static func numbers(_ item: Item) -> [(Int, Node)] {
        guard let f = item.fields(Fields.self) else { return [] }
        return CategoryCounts(f.categories)?.numbers(ask: f.ask?.value) ?? []
    }
}
