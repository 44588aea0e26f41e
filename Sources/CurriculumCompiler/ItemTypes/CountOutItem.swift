/// "Put 7 apples in the basket.": the child drags objects from a pile into a container and taps
/// done; the answer is how many were moved. K.CC.5b: given a number from 1 to 20, count out that
/// many. The pile holds more than the number, so the child has to stop counting at it rather than
/// move everything.
public enum CountOutItem: ItemType {
    public static let name = "countOut"
    public static let hasInteractions = true
    public static let copy = CopyTraits(labelFields: ["object", "container"])
    /// The most a Kindergarten child counts out (K.CC.5b), and the most the pile shows.
    static let limit = 20

    public static func solve(_ item: Item) -> ItemSolution {
        guard let (count, countNode) = item.integer("count") else { return .unknown }
        let noun = item.text("object")?.value ?? "object"
        if count < 1 {
            return .impossible("a count-out item moves at least 1 \(noun), not \(count)", at: countNode)
        }
        if count > limit {
            return .impossible("\(Wording.count(count, noun)) are more than the \(limit) a child counts out (K.CC.5b)", at: countNode)
        }
        guard let (available, availableNode) = item.integer("available") else { return .unknown }
        if available > limit {
            return .impossible("a pile of \(Wording.count(available, noun)) is more than the \(limit) the screen shows", at: availableNode)
        }
        if available <= count {
            return .impossible([ItemProblem(
                "a pile of \(Wording.count(available, noun)) is not more than the \(count) to count out",
                at: availableNode,
                notes: ["the pile holds more than the count, so the child stops at \(count) instead of moving everything"])])
        }
        let container = item.text("container")?.value ?? "container"
        return .solved(.number(count), "the \(Wording.count(count, noun)) put in the \(container)", note: "the answer is how many objects are moved")
    }

    public static func numbers(_ item: Item) -> [(Int, Node)] {
        guard let (count, node) = item.integer("count") else { return [] }
        return [(count, node)]
    }
}
