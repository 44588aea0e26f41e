/// Part, part, whole (K.OA.3–4, 1.OA): the parts add up to the whole; one of them is `null`, the
/// number to find.
public enum NumberBondItem: ItemType {
    public static let name = "numberBond"
    public static let copy = CopyTraits(shownFields: ["whole", "parts"])

    struct Bond {
        var whole: Int?
        var wholeNode: Node
        var parts: [(value: Int?, node: Node)]
        var partsNode: Node
    }

    static func bond(_ item: Item) -> Bond? {
        guard let wholeNode = item[field: "whole"], let partsNode = item[field: "parts"], let list = partsNode.sequence else { return nil }
        guard wholeNode.isNull || wholeNode.int != nil else { return nil }
        var parts: [(Int?, Node)] = []
        for p in list {
            guard p.isNull || p.int != nil else { return nil }
            parts.append((p.int, p))
        }
        return Bond(whole: wholeNode.int, wholeNode: wholeNode, parts: parts, partsNode: partsNode)
    }

    public static func solve(_ item: Item) -> ItemSolution {
        guard let b = bond(item) else { return .unknown }
        let unknowns = (b.whole == nil ? 1 : 0) + b.parts.filter { $0.value == nil }.count
        let known = b.parts.compactMap(\.value)
        guard let partSum = OverflowChecked.sum(known) else { return .impossible("these parts are too large to add", at: b.partsNode) }
        if unknowns > 1 {
            return .impossible("a number bond has one unknown (null), not \(unknowns)", at: b.partsNode)
        }
        if unknowns == 0 {
            guard let whole = b.whole else { return .unknown }
            if partSum != whole {
                return .impossible("the parts \(Wording.list(known.map(String.init))) make \(partSum), not \(whole)", at: b.wholeNode)
            }
            return .unknown
        }
        guard let whole = b.whole else {
            return .solved(.number(partSum), Wording.sum(known, total: partSum), note: "the whole is the parts together")
        }
        guard let missing = OverflowChecked.difference(whole, partSum), missing >= 0 else {
            return .impossible("the parts \(Wording.list(known.map(String.init))) already make more than the whole \(whole)", at: b.wholeNode)
        }
        let shown = b.parts.map { $0.value ?? missing }
        return .solved(.number(missing), Wording.sum(shown, total: whole), note: "the missing part is \(whole) - \(partSum)")
    }

    public static func numbers(_ item: Item) -> [(Int, Node)] {
        // The whole is the number the standard is about (13 is ten and 3); its parts are smaller
        // by nature and would trip a teen-number range.
        guard let b = bond(item) else { return [] }
        if let whole = b.whole { return [(whole, b.wholeNode)] }
        if case .number(let missing)? = solve(item).answer { return [(missing, b.wholeNode)] }
        return []
    }
}
