import CurriculumSyntax

/// Positions in a line of up to ten (1st–10th): `ask: position` wants where `target` stands,
/// `ask: which` wants who stands at position `target`.
package enum OrdinalItem: ItemType {
    package static let name = "ordinal"
    package static let screen = ScreenTraits(actions: [.choose, .type], shows: [.picture])
    package static let copy = CopyTraits(labelFields: [Fields.Key.sequence], ordinalAnswers: true)
    static let limit = 10

    package struct Fields: FieldRecord {
        package enum Key: String, CaseIterable, Sendable { case sequence, ask, target }
        /// The things in line, first first, each nil where it is not a name.
        package var sequence: Field<[Field<String?>]>?
        package var ask: Field<String>?
        package var target: Field<Target>?

        package init(_ fields: FieldReader<Key>) {
            sequence = fields.entries(.sequence, \.string)
            ask = fields.text(.ask)
            target = fields.node(.target).map { Field(Target(name: $0.string, position: $0.int), node: $0) }
        }
    }

    /// `target`: a name in the line (`ask: position`) or a position in it (`ask: which`). A
    /// plain number reads as both, since a line may be of numerals.
    package struct Target: Sendable {
        package var name: String?
        package var position: Int?
    }

    package static func solve(_ item: Item) -> ItemSolution {
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

    package static func numbers(_ item: Item) -> [(Int, Node)] {
        guard let target = item.fields(Fields.self)?.target, let position = target.value.position else { return [] }
        return [(position, target.node)]
    }
}
