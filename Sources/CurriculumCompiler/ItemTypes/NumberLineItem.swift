import CurriculumSyntax

/// Hops along a number line: start at `start`, make each of `jumps` (negative ones go back), and
/// the answer is where the last hop lands. Every hop must stay on the line `from`…`to`.
package enum NumberLineItem: ItemType {
    package static let name = "numberLine"
    package static let screen = ScreenTraits(actions: [.choose, .type, .hop], shows: [.numberLine, .picture])

    package struct Fields: FieldRecord {
        package enum Key: String, CaseIterable, Sendable { case from, to, start, jumps }
        package var from: Field<Int>?
        package var to: Field<Int>?
        package var start: Field<Int>?
        /// The hops in order, each nil where it is not a whole number: the hops before it are
        /// still made (one may already leave the line).
        package var jumps: Field<[Field<Int?>]>?

        package init(_ fields: FieldReader<Key>) {
            from = fields.int(.from)
            to = fields.int(.to)
            start = fields.int(.start)
            jumps = fields.entries(.jumps, \.int)
        }
    }

    package static func solve(_ item: Item) -> ItemSolution {
        guard let f = item.fields(Fields.self), let from = f.from?.value, let (to, toNode) = f.to.map({ ($0.value, $0.node) }),
            let (start, startNode) = f.start.map({ ($0.value, $0.node) }), let jumps = f.jumps?.value
        else { return .unknown }
        if from >= to {
            return .impossible("the line runs from \(from) to \(to); 'to' must be above 'from'", at: toNode)
        }
        if !(from...to).contains(start) {
            return .impossible("start \(start) is off the line, which runs from \(from) to \(to)", at: startNode)
        }
        var position = start
        var working = String(start)
        for entry in jumps {
            let node = entry.node
            guard let jump = entry.value else { return .unknown }
            guard let next = OverflowChecked.sum([position, jump]) else { return .impossible("this jump is too large to work out", at: node) }
            working += jump < 0 ? " - \(jump.magnitude)" : " + \(jump)"
            if next > to {
                return .impossible("this jump lands on \(next), past the end of the line at \(to)", at: node)
            }
            if next < from {
                return .impossible("this jump lands on \(next), before the start of the line at \(from)", at: node)
            }
            position = next
        }
        return .solved(.number(position), "\(working) = \(position)", note: "starting at \(start), the jumps land on \(position)")
    }

    /// The start, each hop's size and each landing spot. The line's ends are scenery: a line
    /// drawn 0–10 does not take a within-5 item out of range.
    package static func numbers(_ item: Item) -> [(Int, Node)] {
        guard let f = item.fields(Fields.self), let start = f.start else { return [] }
        var out = [(start.value, start.node)]
        var position = start.value
        for entry in f.jumps?.value ?? [] {
            guard let jump = entry.value, let next = OverflowChecked.sum([position, jump]) else { break }
            out.append((Int(clamping: jump.magnitude), entry.node))
            out.append((next, entry.node))
            position = next
        }
        return out
    }
}
