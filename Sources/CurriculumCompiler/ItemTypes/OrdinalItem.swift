import CurriculumSyntax

/// Positions in a line of up to ten (1st–10th): `ask: position` wants where `target` stands,
/// `ask: which` wants who stands at position `target`.
public enum OrdinalItem: ItemType {
    public static let name = "ordinal"
    public static let screen = ScreenTraits(actions: [.choose, .type], shows: [.picture])
    public static let copy = CopyTraits(labelFields: [Fields.Key.sequence], ordinalAnswers: true)
    static let limit = 10

    public struct Fields: FieldRecord {
        public enum Key: String, CaseIterable, Sendable { case sequence, ask, target }
        /// The things in line, first first, each nil where it is not a name.
        public var sequence: Field<[Field<String?>]>?
        public var ask: Field<String>?
        public var target: Field<Target>?

        public init(_ fields: FieldReader<Key>) {
            sequence = fields.entries(.sequence, \.string)
            ask = fields.text(.ask)
            target = fields.node(.target).map { Field(Target(name: $0.string, position: $0.int), node: $0) }
        }
    }

    /// `target`: a name in the line (`ask: position`) or a position in it (`ask: which`). A
    /// plain number reads as both, since a line may be of numerals.
    public struct Target: Sendable {
        public var name: String?
        public var position: Int?
    }

    public static func solve(_ item: Item) -> ItemSolution {
        guard let f = item.fields(Fields.self), let (list, sequenceNode) = f.sequence.map({ ($0.value, $0.node) }),
            let ask = f.ask?.value, let (target, targetNode) = f.target.map({ ($0.value, $0.node) })
        else { return .unknown }
        let names = list.compactMap(\.value)
        guard names.count == list.count, !names.isEmpty else { return .unknown }
        if names.count > limit {
            return .impossible("ordinal items line up to \(limit) things (1st to 10th), not \(names.count)", at: sequenceNode)
        }
        switch ask {
        case "position":
            guard let target = target.name else { return .unknown }
            let found = names.indices.filter { names[$0].normalizedWord == target.normalizedWord }
            guard let index = found.first else {
                return .impossible("'\(target)' is not in the sequence \(Wording.list(names))", at: targetNode)
            }
            if found.count > 1 {
                return .impossible("'\(target)' is in the sequence \(found.count) times, so it has no one position", at: targetNode)
            }
            return .solved(.number(index + 1), "\(target) is \(Wording.ordinal(index + 1))")
        case "which":
            guard let position = target.position else { return .unknown }
            guard (1...names.count).contains(position) else {
                return .impossible("there is no \(Wording.ordinal(position)) in a line of \(names.count)", at: targetNode)
            }
            return .solved(.word(names[position - 1]), "the \(Wording.ordinal(position)) is \(names[position - 1])")
        default:
            return .unknown
        }
    }

    public static func numbers(_ item: Item) -> [(Int, Node)] {
        guard let target = item.fields(Fields.self)?.target, let position = target.value.position else { return [] }
        return [(position, target.node)]
    }
}
