/// Counters in one or two ten frames: the answer is how many are filled (`ask: count`) or how
/// many more fill the frames (`ask: complement`, making 10 for K.OA.4).
public enum TenFrameItem: ItemType {
    public static let name = "tenFrame"
    public static let hasInteractions = true

    public static func solve(_ item: Item) -> ItemSolution {
        guard let (filled, filledNode) = item.integer("filled") else { return .unknown }
        let frames = item.integer("frames")
        let count = frames?.value ?? 1
        if let frames, !(1...2).contains(frames.value) {
            return .impossible("a ten frame item has 1 or 2 frames, not \(frames.value)", at: frames.node)
        }
        let capacity = 10 * count
        if filled < 0 { return .unknown }
        if filled > capacity {
            return .impossible("\(filled) filled boxes do not fit in \(count == 1 ? "a ten frame" : "2 ten frames") (\(capacity) boxes)", at: filledNode)
        }
        if item.text("ask")?.value == "complement" {
            let missing = capacity - filled
            return .solved(.number(missing), "\(capacity) - \(filled) = \(missing)", note: "\(missing) empty boxes are left to make \(capacity)")
        }
        return .solved(.number(filled), "the \(Wording.count(filled, "filled box"))", note: "the answer is how many boxes are filled")
    }

    public static func numbers(_ item: Item) -> [(Int, Node)] {
        guard let (filled, node) = item.integer("filled") else { return [] }
        var out = [(filled, node)]
        let frames = item.integer("frames")?.value ?? 1
        if item.text("ask")?.value == "complement", (1...2).contains(frames), filled >= 0, filled <= 10 * frames {
            out.append((10 * frames - filled, node))
        }
        return out
    }
}
