import CurriculumSyntax

/// Two numbers or groups compared (K.CC.6–7, 1.NBT.3): `ask: symbol` wants `>`, `<` or `=`;
/// `ask: more` and `ask: fewer` want `left`, `right` or `same`; `ask: difference` wants how many
/// more one side has, the "how many more" of 1.OA.1 and 1.MD.4 with both groups in sight.
/// `blocks: true` shows each side as base-ten blocks, so two-digit numbers are compared by their
/// tens and ones (1.NBT.3) at the representational stage. A group's `parts` say how it was made
/// ("4 cubes and 2 more", "3 + 6" beside "6 + 3", 1.OA.3 and 1.OA.7), and are drawn so.
package enum CompareItem: ItemType {
    package static let name = "compare"
    package static let screen = ScreenTraits(actions: [.choose, .type], shows: [.picture])
    package static let copy = CopyTraits(labelFields: [Fields.Key.left, .right], judgementAnswers: ["left", "right", "same"])

    package struct Fields: FieldRecord {
        package enum Key: String, CaseIterable, Sendable { case left, right, ask, blocks }
        package var left: Field<Side>?
        package var right: Field<Side>?
        package var ask: Field<String>?
        /// Each side drawn as base-ten blocks: rods of ten and single cubes.
        package var blocks: Field<Bool>?

        package init(_ fields: FieldReader<Key>) {
            left = fields.node(.left).flatMap { n in Side(n).map { Field($0, node: n) } }
            right = fields.node(.right).flatMap { n in Side(n).map { Field($0, node: n) } }
            ask = fields.text(.ask)
            blocks = fields.bool(.blocks)
        }
    }

    /// A side is a number or a group `{count, name}`; anything else (a group without a whole
    /// count) is no side at all, which the schema reports.
    package enum Side: Sendable {
        case number(Field<Int>)
        case group(count: Field<Int>, name: Field<String>?, parts: Field<[Int]>?)

        init?(_ node: Node) {
            if let value = node.int {
                self = .number(Field(value, node: node))
                return
            }
            let group = Group(FieldReader(node))
            guard let count = group.count else { return nil }
            self = .group(count: count, name: group.name, parts: group.parts)
        }

        /// How many the side is, where that is written: the number, or the group's count.
        package var quantity: Field<Int> {
            switch self {
            case .number(let value), .group(let value, _, _): return value
            }
        }
    }

    /// A group compared: `{count, name}`, and the `parts` it was made of when the story says.
    package struct Group: FieldRecord {
        package enum Key: String, CaseIterable, Sendable { case count, name, parts }
        package var count: Field<Int>?
        package var name: Field<String>?
        package var parts: Field<[Int]>?

        package init(_ fields: FieldReader<Key>) {
            count = fields.int(.count)
            name = fields.text(.name)
            parts = fields.list(.parts).flatMap { list in
                let values = list.value.compactMap(\.int)
                return values.count == list.value.count ? Field(values, node: list.node) : nil
            }
        }
    }

    package static func solve(_ item: Item) -> ItemSolution {
        guard let f = item.fields(Fields.self), let l = f.left?.value.quantity.value, let r = f.right?.value.quantity.value else { return .unknown }
        // Parts are drawn as the group: parts that do not make its count would draw another number.
        for side in [f.left?.value, f.right?.value] {
            guard case .group(let count, _, let parts?) = side else { continue }
            let total = OverflowChecked.sum(parts.value)
            guard total != count.value else { continue }
            let sum = parts.value.map(String.init).joined(separator: " + ")
            let made = total.map { "make \($0)" } ?? "are too large to add"
            return .impossible("the parts \(sum) \(made), not the group's count \(count.value)", at: parts.node)
        }
        let symbol = l > r ? ">" : l < r ? "<" : "="
        let relation = "\(l) \(symbol) \(r)"
        switch f.ask?.value ?? "symbol" {
        case "more":
            let side = l > r ? "left" : l < r ? "right" : "same"
            return .solved(.word(side), side == "same" ? "\(relation), so they are the same" : "\(relation), so \(side) has more")
        case "fewer":
            let side = l < r ? "left" : l > r ? "right" : "same"
            return .solved(.word(side), side == "same" ? "\(relation), so they are the same" : "\(relation), so \(side) has fewer")
        case "symbol":
            return .solved(.word(symbol), relation)
        case "difference":
            let (big, small) = (max(l, r), min(l, r))
            guard let difference = OverflowChecked.difference(big, small) else {
                return .impossible("these numbers are too large to subtract", at: f.left?.value.quantity.node ?? item.node)
            }
            return .solved(.number(difference), "\(big) - \(small) = \(difference)")
        default:
            return .unknown
        }
    }

    /// "More" and "fewer" are answered by tapping the left or the right group; "same" is a button
    /// of its own.
    package static func answerPlace(_ item: Item) -> Int? {
        guard ["more", "fewer"].contains(item.fields(Fields.self)?.ask?.value) else { return nil }
        switch item.answer?.string {
        case "left": return 0
        case "right": return 1
        default: return nil
        }
    }

    package static func numbers(_ item: Item) -> [(Int, Node)] {
        guard let f = item.fields(Fields.self) else { return [] }
        return [f.left, f.right].compactMap { $0.map { ($0.value.quantity.value, $0.value.quantity.node) } }
    }
}
