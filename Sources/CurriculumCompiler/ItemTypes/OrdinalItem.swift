/// Positions in a line of up to ten (1st–10th): `ask: position` wants where `target` stands,
/// `ask: which` wants who stands at position `target`.
public enum OrdinalItem: ItemType {
    public static let name = "ordinal"
    public static let copy = CopyTraits(labelFields: ["sequence"], ordinalAnswers: true)
    static let limit = 10

    public static func solve(_ item: Item) -> ItemSolution {
        guard let sequenceNode = item[field: "sequence"], let list = sequenceNode.sequence, let (ask, _) = item.text("ask"),
            let targetNode = item[field: "target"]
        else { return .unknown }
        let names = list.compactMap(\.string)
        guard names.count == list.count, !names.isEmpty else { return .unknown }
        if names.count > limit {
            return .impossible("ordinal items line up to \(limit) things (1st to 10th), not \(names.count)", at: sequenceNode)
        }
        switch ask {
        case "position":
            guard let target = targetNode.string else { return .unknown }
            let found = names.indices.filter { names[$0].normalizedWord == target.normalizedWord }
            guard let index = found.first else {
                return .impossible("'\(target)' is not in the sequence \(Wording.list(names))", at: targetNode)
            }
            if found.count > 1 {
                return .impossible("'\(target)' is in the sequence \(found.count) times, so it has no one position", at: targetNode)
            }
            return .solved(.number(index + 1), "\(target) is \(Wording.ordinal(index + 1))")
        case "which":
            guard let position = targetNode.int else { return .unknown }
            guard (1...names.count).contains(position) else {
                return .impossible("there is no \(Wording.ordinal(position)) in a line of \(names.count)", at: targetNode)
            }
            return .solved(.word(names[position - 1]), "the \(Wording.ordinal(position)) is \(names[position - 1])")
        default:
            return .unknown
        }
    }

    public static func numbers(_ item: Item) -> [(Int, Node)] {
        guard let target = item[field: "target"], let position = target.int else { return [] }
        return [(position, target)]
    }
}
