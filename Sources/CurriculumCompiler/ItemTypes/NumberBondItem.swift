import CurriculumSyntax

/// Part, part, whole (K.OA.3–4, 1.OA): the parts add up to the whole; one of them is `null`, the
/// number to find.
package enum NumberBondItem: ItemType {
    package static let name = "numberBond"
    package static let screen = ScreenTraits(actions: [.type], shows: [.picture])
    package static let copy = CopyTraits(shownFields: [Fields.Key.whole, .parts])

    package struct Fields: FieldRecord {
        package enum Key: String, CaseIterable, Sendable { case whole, parts }
        /// The whole, or `null` when the child finds it.
        package var whole: Field<Number>?
        /// The 2–3 parts, one of them `null` when the whole is given.
        package var parts: Field<[Field<Number>]>?

        package init(_ fields: FieldReader<Key>) {
            whole = fields.node(.whole).map { Field(Number($0), node: $0) }
            parts = fields.list(.parts).map { list in Field(list.value.map { Field(Number($0), node: $0) }, node: list.node) }
        }
    }

    /// The whole or a part as written.
    package enum Number: Sendable, Equatable {
        case known(Int)
        /// `null`: the number the child finds.
        case unknown
        /// Neither a whole number nor `null` (the schema reports it).
        case invalid

        init(_ node: Node) {
            if let v = node.int { self = .known(v) } else if node.isNull { self = .unknown } else { self = .invalid }
        }

        /// The number, when it is known.
        package var known: Int? {
            if case .known(let v) = self { return v }
            return nil
        }
    }

    struct Bond {
        var whole: Int?
        var wholeNode: Node
        var parts: [(value: Int?, node: Node)]
        var partsNode: Node
    }

    /// Nil unless the whole and every part are numbers or `null`.
    static func bond(_ item: Item) -> Bond? {
        guard let f = item.fields(Fields.self), let whole = f.whole, let parts = f.parts else { return nil }
        guard whole.value != .invalid, parts.value.allSatisfy({ $0.value != .invalid }) else { return nil }
        return Bond(whole: whole.value.known, wholeNode: whole.node, parts: parts.value.map { ($0.value.known, $0.node) }, partsNode: parts.node)
    }

    package static func solve(_ item: Item) -> ItemSolution {
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

    package static func numbers(_ item: Item) -> [(Int, Node)] {
        // The whole is the number the standard is about (13 is ten and 3); its parts are smaller
        // by nature and would trip a teen-number range.
        guard let b = bond(item) else { return [] }
        if let whole = b.whole { return [(whole, b.wholeNode)] }
        if case .number(let missing)? = solve(item).answer { return [(missing, b.wholeNode)] }
        return []
    }
}
