/// Every item type the compiler knows. Adding a type is adding its file, one line here, and its
/// schema (docs/design.md#adding-an-item-type); the tests name anything left out.
package enum ItemTypes {
    package static let all: [any ItemType.Type] = [
        MultipleChoiceItem.self, NumericInputItem.self, CountingItem.self, TenFrameItem.self,
        NumberLineItem.self, CompareItem.self, PatternItem.self, MeasureItem.self,
        SortClassifyItem.self, CoinsItem.self, ClockItem.self, Base10Item.self,
        FractionShadeItem.self, BarGraphItem.self, ShapeItem.self, EquationTrueFalseItem.self,
        MissingNumberItem.self, WordProblemItem.self, OrdinalItem.self, NumberBondItem.self,
        NumberChartItem.self, DragDropItem.self, OpenResponseItem.self, DrawingItem.self,
        CountOutItem.self,
    ]

    package static let byName: [String: any ItemType.Type] = Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })

    /// The type an item names, when the compiler knows it (the schema reports the others).
    package static func type(of item: Item) -> (any ItemType.Type)? { byName[item.type.value] }

    /// Whether the app scores the item itself; an item of a type the compiler does not know
    /// counts as scored, so the copy rules still ask it for a hint.
    package static func isAutoScored(_ item: Item) -> Bool { type(of: item)?.isAutoScored ?? true }
}
