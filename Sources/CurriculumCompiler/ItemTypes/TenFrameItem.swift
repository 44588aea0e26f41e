import CurriculumSyntax

/// Counters in one or two ten frames: the answer is how many are filled (`ask: count`) or how
/// many more fill the frames (`ask: complement`, making 10 for K.OA.4).
package enum TenFrameItem: ItemType {
    package static let name = "tenFrame"
    package static let screen = ScreenTraits(actions: [.choose, .type, .fill], shows: [.tenFrame, .picture])
    package static let hasInteractions = true

    package struct Fields: FieldRecord {
        package enum Key: String, CaseIterable, Sendable { case frames, filled, ask }
        package var frames: Field<Int>?
        package var filled: Field<Int>?
        package var ask: Field<String>?
        /// `ask: complement`: how many more fill the frames, rather than how many are filled.
        package var asksComplement: Bool { ask?.value == "complement" }

        package init(_ fields: FieldReader<Key>) {
            frames = fields.int(.frames)
            filled = fields.int(.filled)
            ask = fields.text(.ask)
        }
    }

    package static func solve(_ item: Item) -> ItemSolution {
        guard let f = item.fields(Fields.self), let (filled, filledNode) = f.filled.map({ ($0.value, $0.node) }) else { return .unknown }
        let frames = f.frames
        let count = frames?.value ?? 1
        if let frames, !(1...2).contains(frames.value) {
            return .impossible("a ten frame item has 1 or 2 frames, not \(frames.value)", at: frames.node)
        }
        let capacity = 10 * count
        if filled < 0 { return .unknown }
        if filled > capacity {
            return .impossible("\(filled) filled boxes do not fit in \(count == 1 ? "a ten frame" : "2 ten frames") (\(capacity) boxes)", at: filledNode)
        }
        if f.asksComplement {
            let missing = capacity - filled
            return .solved(.number(missing), "\(capacity) - \(filled) = \(missing)", note: "\(missing) empty boxes are left to make \(capacity)")
        }
        return .solved(.number(filled), "the \(Wording.count(filled, "filled box"))", note: "the answer is how many boxes are filled")
    }

    package static func numbers(_ item: Item) -> [(Int, Node)] {
        guard let f = item.fields(Fields.self), let filled = f.filled?.value, let node = f.filled?.node else { return [] }
        var out = [(filled, node)]
        let frames = f.frames?.value ?? 1
        if f.asksComplement, (1...2).contains(frames), filled >= 0, filled <= 10 * frames {
            out.append((10 * frames - filled, node))
        }
        return out
    }
}
