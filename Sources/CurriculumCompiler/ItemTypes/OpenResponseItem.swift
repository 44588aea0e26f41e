/// A spoken or written answer a grown-up scores with the item's rubric (criteria, levels and a
/// descriptor for every level): nothing for the compiler to solve.
package enum OpenResponseItem: ItemType {
    package static let name = "openResponse"
    // The child answers aloud, or on paper, to a grown-up.
    package static let screen = ScreenTraits(actions: [])
    package static let isAutoScored = false

    package struct Fields: FieldRecord, ScoredByRubric {
        package enum Key: String, CaseIterable, Sendable { case rubric }
        package var rubric: Field<ScoringRubric>?

        package init(_ fields: FieldReader<Key>) { rubric = fields.recordAsWritten(.rubric) }
    }

    package static func solve(_ item: Item) -> ItemSolution { .unknown }
}
