/// What an item asks the child to do, in the words of a standard's `tasks:` (STD-TASK-MISMATCH):
/// its type, the arithmetic it asks for and how its equation is written.
///
/// The arithmetic comes from the item's own fields (an `equation`, an `expression`, a base-ten
/// change, a number bond, coins) or the one expression its prompt states; what the numbers are
/// about (comparing, a mix of coins, time passing) comes from the prompt's words.
public struct ItemTask: Sendable {
    public var type: String
    public var operations: Set<TaskOperation>
    /// Nil when the item writes no equation or expression.
    public var form: TaskForm?
    /// Where the arithmetic is stated, when it is.
    public var node: Node?

    public init(type: String, operations: Set<TaskOperation> = [], form: TaskForm? = nil, node: Node? = nil) {
        self.type = type
        self.operations = operations
        self.form = form
        self.node = node
    }

    public static func of(_ item: Item) -> ItemTask {
        var task = ItemTask(type: item.type.value)
        let stated = ["equation", "expression"].lazy.compactMap { Arithmetic.stated(item, field: $0, fromPrompt: false) }.first
            ?? Arithmetic.stated(item, field: "expression", fromPrompt: true)
        let type = ItemTypes.type(of: item)
        if case .success(let s)? = stated {
            task.read(s.expression)
            task.node = s.node
            if s.expression.hasEquals, s.expression.unknown == nil,
                type == EquationTrueFalseItem.self || item.prompt?.value.lowercased().contains(Self.judging) == true
            {
                task.form = .trueFalse
            }
        }
        if type == Base10Item.self {
            if let node = item[field: "add"] { task.operations.insert(.add); task.form = .result; task.node = node }
            if let node = item[field: "takeAway"] { task.operations.insert(.subtract); task.form = .result; task.node = node }
        } else if type == NumberBondItem.self, let bond = NumberBondItem.bond(item) {
            task.operations.insert(.add)
            // A bond's parts have no order, so a missing part is never "first".
            task.form = bond.whole == nil ? .result : .missingPart
            task.node = bond.partsNode
        } else if type == CoinsItem.self {
            let ask = item.text("ask")?.value
            if ask == "total" || ask == "canPay", let coins = CoinsItem.coins(item), Set(coins.values).count > 1 {
                task.operations.insert(.coinValue)
                task.node = coins.node
            }
        }
        guard let prompt = item.prompt?.value.lowercased() else { return task }
        // "A dime and 2 pennies make 12 cents": silver coins and pennies counted together in cents.
        if prompt.contains(Self.silverCoin), prompt.contains(Self.penny), prompt.contains(Self.cents) {
            task.operations.insert(.coinValue)
        }
        if prompt.contains(Self.clockTime), prompt.contains(Self.timePassing) {
            // "Art is 1 hour later": the hours are time passing, not a sum.
            task.operations.subtract([.add, .subtract])
            task.operations.insert(.elapsedTime)
        } else if !task.operations.isDisjoint(with: [.add, .subtract]), task.form != .trueFalse, prompt.contains(Self.comparing) {
            // "How many blocks taller is Wei's tower?" is 7 - 4 by comparing, not taking away.
            task.operations.subtract([.add, .subtract])
            task.operations.insert(.compare)
        }
        return task
    }

    mutating func read(_ e: Expression) {
        for side in [e.left, e.right ?? []] {
            for (i, term) in side.enumerated() {
                if term.negative { operations.insert(.subtract) } else if i > 0 { operations.insert(.add) }
            }
        }
        guard e.hasEquals else { form = .result; return }
        // A whole equation is judged only when the item asks (see `of`); "Tell a story for
        // 7 - 2 = 5" records one.
        guard let unknown = e.unknown else { form = .result; return }
        let side = e.left.contains(unknown) ? e.left : (e.right ?? [])
        if side.count == 1 {
            form = .result
        } else {
            form = side.first == unknown ? .missingStart : .missingPart
        }
    }

    /// "How many blocks taller", "how many more stickers does Gia have", "fewer … than".
    nonisolated(unsafe) static let comparing =
        /how many (\w+ ){0,2}(fewer|less|longer|shorter|taller|heavier|lighter)\b|how many more (\w+ ){0,3}(does|do|did) \w+ have\b|how many (\w+ ){0,2}more (\w+ ){0,3}than\b/
    /// "Is this true or false?", "Is 10 + 2 = 12 true?"
    nonisolated(unsafe) static let judging = /\btrue or false\b|\btrue\?|\bfalse\?/
    nonisolated(unsafe) static let silverCoin = /\b(dimes?|nickels?|quarters?)\b/
    nonisolated(unsafe) static let penny = /\b(penny|pennies)\b/
    nonisolated(unsafe) static let cents = /\bcents?\b/
    nonisolated(unsafe) static let clockTime = /\b\d{1,2}:\d\d\b|o'clock|\bhours?\b/
    nonisolated(unsafe) static let timePassing = /how long|\bhours? (later|earlier|after|before)\b|\b(for|lasts?) \d+ hours?\b/
}
