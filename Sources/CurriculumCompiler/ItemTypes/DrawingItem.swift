/// A drawing a grown-up scores with the item's rubric: nothing for the compiler to solve. The
/// child's strokes are interactions the app logs.
package enum DrawingItem: ItemType {
    package static let name = "drawing"
    // The canvas shows whatever the child draws: a graph, a ten frame, a picture.
    package static let screen = ScreenTraits(actions: [.draw, .shade], shows: Set(ScreenTraits.Visual.allCases))
    package static let isAutoScored = false
    package static let hasInteractions = true

    package struct Fields: FieldRecord, ScoredByRubric {
        package enum Key: String, CaseIterable, Sendable { case rubric }
        package var rubric: Field<ScoringRubric>?

        package init(_ fields: FieldReader<Key>) { rubric = fields.recordAsWritten(.rubric) }
    }

    package static func solve(_ item: Item) -> ItemSolution { .unknown }
}
