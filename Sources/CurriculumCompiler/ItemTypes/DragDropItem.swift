/// Matching by dragging: 2–5 `pairs` of an item and its target, which are the answer. Each item
/// is dragged once, so an item paired twice cannot be matched.
package enum DragDropItem: ItemType {
    package static let name = "dragDrop"
    package static let screen = ScreenTraits(actions: [.move], shows: [.picture], parts: ["tile"])
    package static let hasInteractions = true
    package static let copy = CopyTraits(labelFields: [Fields.Key.pairs])

    package struct Fields: FieldRecord {
        package enum Key: String, CaseIterable, Sendable { case pairs }
        /// Every pair as written; one that is not a mapping has neither item nor target.
        package var pairs: Field<[Field<Pair>]>?
        package init(_ fields: FieldReader<Key>) { pairs = fields.everyRecord(.pairs) }
    }

    /// A thing to drag and where it goes: `{item, target}`.
    package struct Pair: FieldRecord {
        package enum Key: String, CaseIterable, Sendable { case item, target }
        package var item: Field<String>?
        package var target: Field<String>?

        package init(_ fields: FieldReader<Key>) {
            item = fields.text(.item)
            target = fields.text(.target)
        }
    }

    package static func solve(_ item: Item) -> ItemSolution {
        guard let pairs = item.fields(Fields.self)?.pairs?.value else { return .unknown }
        var seen: Set<String> = []
        var problems: [ItemProblem] = []
        for pair in pairs {
            guard let tile = pair.value.item else { continue }
            if !seen.insert(tile.value.normalizedWord).inserted {
                problems.append(ItemProblem("'\(tile.value)' is paired twice; each thing is dragged once", at: tile.node))
            }
        }
        return problems.isEmpty ? .unknown : .impossible(problems)
    }
}
