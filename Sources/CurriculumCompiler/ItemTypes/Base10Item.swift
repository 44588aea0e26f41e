import CurriculumSyntax

/// Base-ten blocks (K.NBT.1, 1.NBT.2–6): `tens` rods and `ones` cubes make a number up to 120;
/// the answer is that number, or how many tens or ones.
///
/// A story that changes the blocks shows the change rather than its result, so the child does
/// the adding or taking away: `add` is more blocks set beside the first ones, `takeAway` is blocks
/// crossed out from them, and the answer is about the blocks after the change.
package enum Base10Item: ItemType {
    package static let name = "base10"
    package static let screen = ScreenTraits(actions: [.type, .move], shows: [.picture], parts: ["rod", "cube", "block"])
    package static let hasInteractions = true
    static let limit = 120

    package struct Fields: FieldRecord {
        package enum Key: String, CaseIterable, Sendable { case tens, ones, ask, add, takeAway }
        package var tens: Field<Int>?
        package var ones: Field<Int>?
        /// `number`, `tens` or `ones`; `number` when not written.
        package var ask: Field<String>?
        /// Blocks set beside the first ones.
        package var add: Field<Change>?
        /// Blocks crossed out from the first ones.
        package var takeAway: Field<Change>?

        package init(_ fields: FieldReader<Key>) {
            tens = fields.int(.tens)
            ones = fields.int(.ones)
            ask = fields.text(.ask)
            // Whatever its shape: a change that is not a mapping is one of no blocks.
            add = fields.recordAsWritten(.add)
            takeAway = fields.recordAsWritten(.takeAway)
        }
    }

    /// The `{tens, ones}` of an `add` or `takeAway`.
    package struct Change: FieldRecord {
        package enum Key: String, CaseIterable, Sendable { case tens, ones }
        /// How many rods and cubes: 0 when left out, nil when written but not a whole number.
        package var tens: Int?
        package var ones: Int?

        package init(_ fields: FieldReader<Key>) {
            func count(_ key: Key) -> Int? { fields.node(key).map(\.int) ?? 0 }
            tens = count(.tens)
            ones = count(.ones)
        }

        /// The blocks changed; nil unless both counts are whole numbers, 0 or more.
        package var blocks: Blocks? {
            guard let tens, let ones, tens >= 0, ones >= 0 else { return nil }
            return Blocks(tens: tens, ones: ones)
        }
    }

    /// The blocks an item starts with, and what `add` or `takeAway` does to them.
    package struct Blocks {
        package var tens: Int, ones: Int
        var number: Int? { OverflowChecked.product(tens, 10).flatMap { OverflowChecked.sum([$0, ones]) } }
    }

    package static func solve(_ item: Item) -> ItemSolution {
        guard let f = item.fields(Fields.self), let (tens, tensNode) = f.tens.map({ ($0.value, $0.node) }), let ones = f.ones?.value
        else { return .unknown }
        let start = Blocks(tens: tens, ones: ones)
        guard let number = start.number, number <= limit else {
            return .impossible("\(tens) tens and \(ones) ones make more than \(limit), the largest number in K–1 (1.NBT.1)", at: tensNode)
        }
        let shown = "\(Wording.count(tens, "ten")) and \(Wording.count(ones, "one")) make \(number)"
        let ask = f.ask?.value ?? "number"
        let added = f.add, takenAway = f.takeAway
        if let added, takenAway != nil {
            return .impossible("the blocks either get more (`add`) or lose some (`takeAway`), not both", at: added.node)
        }
        guard let changeField = added ?? takenAway else {
            switch ask {
            case "number": return .solved(.number(number), shown)
            case "tens": return .solved(.number(tens), shown, note: "the tens rods show \(tens)")
            case "ones": return .solved(.number(ones), shown, note: "the ones cubes show \(ones)")
            default: return .unknown
            }
        }
        let changeNode = changeField.node
        guard let change = changeField.value.blocks, let amount = change.number else { return .unknown }
        let after: Blocks
        let working: String
        if added != nil {
            after = Blocks(tens: tens + change.tens, ones: ones + change.ones)
            guard let total = after.number, total <= limit else {
                return .impossible("\(number) + \(amount) is more than \(limit), the largest number in K–1 (1.NBT.1)", at: changeNode)
            }
            working = "\(shown); \(number) + \(amount) = \(total)"
            if ask != "number", after.ones >= 10 {
                return .impossible([ItemProblem(
                    "after adding there are \(after.ones) single cubes, which a child may or may not trade for a ten rod, so how many \(ask) there are has two answers",
                    at: changeNode, notes: ["ask for the `number`, or add fewer ones"])])
            }
        } else {
            after = Blocks(tens: tens - change.tens, ones: ones - change.ones)
            guard after.tens >= 0, after.ones >= 0 else {
                return .impossible([ItemProblem(
                    "\(number) shows \(Wording.count(tens, "ten rod")) and \(Wording.count(ones, "single cube")), too few to take away \(Wording.count(change.tens, "ten")) and \(Wording.count(change.ones, "one"))",
                    at: changeNode, notes: ["taking ones from a ten means breaking the ten apart, which is Grade 2 (NY-2.NBT.7)"])])
            }
            working = "\(shown); \(number) - \(amount) = \(number - amount)"
        }
        switch ask {
        case "number": return .solved(.number(after.tens * 10 + after.ones), working)
        case "tens": return .solved(.number(after.tens), working, note: "\(after.tens) ten rods are left in the end")
        case "ones": return .solved(.number(after.ones), working, note: "\(after.ones) single cubes are left in the end")
        default: return .unknown
        }
    }

    package static func numbers(_ item: Item) -> [(Int, Node)] {
        guard let f = item.fields(Fields.self), let tens = f.tens, let ones = f.ones?.value,
            let number = Blocks(tens: tens.value, ones: ones).number
        else { return [] }
        // The blocks show one number; its digits are not numbers the standard limits. A change
        // brings a second number and a result, which the standard's range limits too.
        var out = [(number, tens.node)]
        for (change, sign) in [(f.add, 1), (f.takeAway, -1)] {
            guard let change, let blocks = change.value.blocks, let amount = blocks.number else { continue }
            out.append((amount, change.node))
            if let result = OverflowChecked.sum([number, sign * amount]) { out.append((result, change.node)) }
        }
        return out
    }
}
