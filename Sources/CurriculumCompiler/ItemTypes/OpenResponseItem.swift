/// A spoken or written answer a grown-up scores with the item's rubric (criteria, levels and a
/// descriptor for every level): nothing for the compiler to solve.
public enum OpenResponseItem: ItemType {
    public static let name = "openResponse"
    // The child answers aloud, or on paper, to a grown-up.
    public static let screen = ScreenTraits(actions: [])
    public static let isAutoScored = false

    public struct Fields: FieldRecord, ScoredByRubric {
        public enum Key: String, CaseIterable, Sendable { case rubric }
        public var rubric: Field<ScoringRubric>?

        public init(_ fields: FieldReader<Key>) { rubric = fields.recordAsWritten(.rubric) }
    }

    public static func solve(_ item: Item) -> ItemSolution { .unknown }
}
