/// Hops along a number line: start at `start`, make each of `jumps` (negative ones go back), and
/// the answer is where the last hop lands. Every hop must stay on the line `from`…`to`.
public enum NumberLineItem: ItemType {
    public static let name = "numberLine"

    public static func solve(_ item: Item) -> ItemSolution {
        guard let (from, _) = item.integer("from"), let (to, toNode) = item.integer("to"),
            let (start, startNode) = item.integer("start"), let jumpNodes = item[field: "jumps"]?.sequence
        else { return .unknown }
        if from >= to {
            return .impossible("the line runs from \(from) to \(to); 'to' must be above 'from'", at: toNode)
        }
        if !(from...to).contains(start) {
            return .impossible("start \(start) is off the line, which runs from \(from) to \(to)", at: startNode)
        }
        var position = start
        var working = String(start)
        for node in jumpNodes {
            guard let jump = node.int else { return .unknown }
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
    public static func numbers(_ item: Item) -> [(Int, Node)] {
        guard let (start, startNode) = item.integer("start") else { return [] }
        var out = [(start, startNode)]
        var position = start
        for node in item[field: "jumps"]?.entries ?? [] {
            guard let jump = node.int, let next = OverflowChecked.sum([position, jump]) else { break }
            out.append((Int(clamping: jump.magnitude), node))
            out.append((next, node))
            position = next
        }
        return out
    }
}
