/// A drawing a grown-up scores with the item's rubric: nothing for the compiler to solve. The
/// child's strokes are interactions the app logs.
public enum DrawingItem: ItemType {
    public static let name = "drawing"
    // The canvas shows whatever the child draws: a graph, a ten frame, a picture.
    public static let screen = ScreenTraits(actions: [.draw, .shade], shows: Set(ScreenTraits.Visual.allCases))
    public static let isAutoScored = false
    public static let hasInteractions = true

    public struct Fields: FieldRecord, ScoredByRubric {
        public enum Key: String, CaseIterable, Sendable { case rubric }
        public var rubric: Field<ScoringRubric>?

        public init(_ fields: FieldReader<Key>) { rubric = fields.recordAsWritten(.rubric) }
    }

    public static func solve(_ item: Item) -> ItemSolution { .unknown }
}
