import CurriculumSyntax

/// "How many apples?": the answer is the number of objects shown. K.CC.5a: children count up
/// to 20 things in a line, an array or a circle, but only up to 10 scattered.
public enum CountingItem: ItemType {
    public static let name = "counting"
    public static let screen = ScreenTraits(actions: [.choose, .type], shows: [.picture])
    public static let copy = CopyTraits(labelFields: [Fields.Key.objects])
    static let limit = 20
    static let scatteredLimit = 10

    public struct Fields: FieldRecord {
        public enum Key: String, CaseIterable, Sendable { case objects }
        public var objects: Field<Objects>?
        public init(_ fields: FieldReader<Key>) { objects = fields.record(.objects) }
    }

    /// What is pictured: `{name, count, arrangement}`.
    public struct Objects: FieldRecord {
        public enum Key: String, CaseIterable, Sendable { case name, count, arrangement }
        public var name: Field<String>?
        public var count: Field<Int>?
        public var arrangement: Field<String>?

        public init(_ fields: FieldReader<Key>) {
            name = fields.text(.name)
            count = fields.int(.count)
            arrangement = fields.text(.arrangement)
        }
    }

    public static func solve(_ item: Item) -> ItemSolution {
        guard let objects = item.fields(Fields.self)?.objects?.value, let count = objects.count?.value, let countNode = objects.count?.node
        else { return .unknown }
        let noun = objects.name?.value ?? "object"
        if count > limit {
            return .impossible("\(Wording.count(count, noun)) are more than the \(limit) a child counts (K.CC.5a)", at: countNode)
        }
        if objects.arrangement?.value == "scattered", count > scatteredLimit {
            return .impossible([ItemProblem(
                "\(count) scattered objects are too many to count: scattered objects stay within \(scatteredLimit) (K.CC.5a)",
                at: countNode, notes: ["in a line, an array or a circle, up to \(limit) can be counted"])])
        }
        return .solved(.number(count), "the \(Wording.count(count, noun)) shown", note: "the answer is how many objects there are")
    }

    public static func numbers(_ item: Item) -> [(Int, Node)] {
        guard let count = item.fields(Fields.self)?.objects?.value.count else { return [] }
        return [(count.value, count.node)]
    }
}
