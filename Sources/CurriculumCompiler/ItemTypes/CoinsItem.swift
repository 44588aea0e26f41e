import CurriculumSyntax

/// U.S. coins (K.MD.4, 1.MD.3b–c): their total in cents (at most 100¢), a coin's name or value,
/// which coin shown is worth the most (`ask: worthMost`, answered with its name), or whether some
/// of the coins pay a `target` exactly (`ask: canPay`, answered true or false).
package enum CoinsItem: ItemType {
    package static let name = "coins"
    package static let screen = ScreenTraits(actions: [.choose, .type, .move], shows: [.picture], parts: ["coin"])
    package static let hasInteractions = true
    package static let copy = CopyTraits(labelFields: [Fields.Key.coins])
    static let values = ["penny": 1, "nickel": 5, "dime": 10, "quarter": 25]
    static let limit = 100

    package struct Fields: FieldRecord {
        package enum Key: String, CaseIterable, Sendable { case coins, ask, coin, target }
        /// The coins shown, one entry per coin, each nil where it is not a name.
        package var coins: Field<[Field<String?>]>?
        package var ask: Field<String>?
        /// For `ask: name` or `value`, the coin asked about; nil where it is written but is
        /// not a name, so the drawing can still say what was written.
        package var coin: Field<String?>?
        /// For `ask: canPay`, the price in cents.
        package var target: Field<Int>?

        package init(_ fields: FieldReader<Key>) {
            coins = fields.entries(.coins, \.string)
            ask = fields.text(.ask)
            coin = fields.node(.coin).map { Field($0.string, node: $0) }
            target = fields.int(.target)
        }
    }

    /// The coins' values and names as written, and the list; nil unless every entry is a coin.
    static func coins(_ item: Item) -> (values: [Int], names: [String], node: Node)? {
        guard let list = item.fields(Fields.self)?.coins else { return nil }
        var names: [String] = []
        var cents: [Int] = []
        for coin in list.value {
            guard let name = coin.value, let value = values[name.lowercased()] else { return nil }
            names.append(name)
            cents.append(value)
        }
        return (cents, names, list.node)
    }

    package static func solve(_ item: Item) -> ItemSolution {
        guard let f = item.fields(Fields.self), let ask = f.ask?.value else { return .unknown }
        switch ask {
        case "name", "value":
            guard let coinNode = f.coin?.node, let coin = f.coin?.value else { return .unknown }
            guard let value = values[coin.lowercased()] else { return .impossible("'\(coin)' is not a coin: use penny, nickel, dime or quarter", at: coinNode) }
            return ask == "name" ? .solved(.word(coin), "the coin shown is a \(coin)") : .solved(.number(value), "a \(coin) is worth \(value)¢")
        case "worthMost":
            guard let (cents, names, node) = coins(item) else { return .unknown }
            // Each kind has its own worth, so the most is one kind once two kinds are shown.
            var kinds: [(name: String, cents: Int)] = []
            for (name, value) in zip(names, cents) where !kinds.contains(where: { $0.cents == value }) {
                kinds.append((name.lowercased(), value))
            }
            guard kinds.count > 1, let most = kinds.max(by: { $0.cents < $1.cents }) else {
                return .impossible("only one kind of coin is shown, so none is worth more than another: show two kinds", at: node)
            }
            let others = kinds.filter { $0.name != most.name }.map { "a \($0.name) (\($0.cents)¢)" }
            return .solved(.word(most.name), "a \(most.name) (\(most.cents)¢) is worth more than \(Wording.either(others))")
        case "total", "canPay":
            guard let (cents, names, node) = coins(item) else { return .unknown }
            guard let total = OverflowChecked.sum(cents) else { return .unknown }
            if total > limit {
                return .impossible("these coins make \(total)¢, more than the \(limit)¢ K–1 counts to (1.MD.3c)", at: node)
            }
            if ask == "total" {
                return .solved(.number(total), Wording.sum(cents, total: total, unit: "¢"))
            }
            guard let (target, targetNode) = f.target.map({ ($0.value, $0.node) }) else { return .unknown }
            if target > limit || target < 1 {
                return .impossible("a target of \(target)¢ is outside 1¢ to \(limit)¢ (1.MD.3c)", at: targetNode)
            }
            if let used = pay(target, with: cents) {
                let shown = used.map { names[$0] }
                return .solved(.truth(true), "\(Wording.list(shown)) make \(target)¢", note: "some of the coins make \(target)¢ exactly")
            }
            return .solved(.truth(false), "no group of these coins makes exactly \(target)¢", note: "the coins make \(total)¢ in all")
        default:
            return .unknown
        }
    }

    /// Indices of coins that make `target` exactly, or nil (0/1 subset sum; totals stay ≤ 100).
    static func pay(_ target: Int, with cents: [Int]) -> [Int]? {
        guard target >= 0 else { return nil }
        var via = [Int?](repeating: nil, count: target + 1)
        var reached = [Bool](repeating: false, count: target + 1)
        reached[0] = true
        for (index, value) in cents.enumerated() where value <= target {
            for sum in stride(from: target, through: value, by: -1) where reached[sum - value] && !reached[sum] {
                reached[sum] = true
                via[sum] = index
            }
        }
        guard reached[target] else { return nil }
        var used: [Int] = []
        var sum = target
        while sum > 0, let index = via[sum] {
            used.append(index)
            sum -= cents[index]
        }
        return used.sorted()
    }

    package static func numbers(_ item: Item) -> [(Int, Node)] {
        var out: [(Int, Node)] = []
        if let (cents, _, node) = coins(item), let total = OverflowChecked.sum(cents) { out.append((total, node)) }
        if let target = item.fields(Fields.self)?.target { out.append((target.value, target.node)) }
        return out
    }
}
