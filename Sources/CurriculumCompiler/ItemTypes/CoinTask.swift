import CurriculumSyntax

/// What an item asks of coins, in the words of a standard's `tasks: {coinTasks}`
/// (STD-TASK-MISMATCH). NY-K.MD.4 explores coins and begins to name pennies and dimes; counting
/// coins or comparing groups of them is counting (NY-K.CC), whatever is counted, and the value of
/// a mix of coins is NY-1.MD.3c (`TaskOperation.coinValue`).
package enum CoinTask: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Which coin it is, from its look or its worth: "What is this coin called?"
    case name
    /// What one kind of coin is worth: "How many cents is a dime worth?", 2 dimes in cents.
    case value
    /// How many coins, or how many cents pennies alone make: counting objects.
    case count
    /// Which group has more or fewer, or whether pennies reach a price: comparing numbers.
    case compare

    package static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

/// A coin an item asks the child to name or to know the worth of, where it is written.
struct AskedCoin: Sendable {
    /// `penny`, `nickel`, `dime` or `quarter`.
    var coin: String
    /// `.name` or `.value`.
    var task: CoinTask
    var node: Node
}

/// What an item asks of coins, read from its fields and the words of its prompt and answer.
struct CoinReading {
    var tasks: Set<CoinTask> = []
    var asked: [AskedCoin] = []
    /// Where the task is stated: the item's `ask`, else its prompt.
    var node: Node?

    /// Singular and plural coin names, to the coin.
    static let coins: [Substring: String] = [
        "penny": "penny", "pennies": "penny", "nickel": "nickel", "nickels": "nickel",
        "dime": "dime", "dimes": "dime", "quarter": "quarter", "quarters": "quarter",
    ]

    /// The coins a text names, in order.
    static func named(in text: String) -> [String] {
        PromptWords(text).words.compactMap { coins[$0] }
    }

    static func of(_ item: Item) -> CoinReading {
        var reading = CoinReading()
        let type = ItemTypes.type(of: item)
        if type == CoinsItem.self {
            reading.readCoins(item)
        } else if type == SortClassifyItem.self {
            reading.readSort(item)
        } else if isAboutCoins(item) {
            reading.readWords(item, countsObjects: type == CountingItem.self || type == TenFrameItem.self, compares: type == CompareItem.self)
        }
        return reading
    }

    /// Whether the item's words are about coins: a coin it names ("quarter" only beside another
    /// coin word, since a quarter is also a fourth of a shape), or coins or cents.
    static func isAboutCoins(_ item: Item) -> Bool {
        var texts = [item.prompt?.value ?? ""] + (item.options?.value ?? []).compactMap(\.string)
        if let answer = item.answer?.string { texts.append(answer) }
        for pair in item.fields(DragDropItem.Fields.self)?.pairs?.value ?? [] {
            texts += [pair.value.item?.value, pair.value.target?.value].compactMap { $0 }
        }
        let words = texts.flatMap { PromptWords($0).words }
        let coinWords = Set(words.compactMap { coins[$0] })
        return !coinWords.subtracting(["quarter"]).isEmpty || words.contains { ["coin", "coins", "cent", "cents"].contains($0) }
    }

    /// A coins item: its `ask` says the task; a total or a price paid in pennies alone (more
    /// than one) is their count.
    mutating func readCoins(_ item: Item) {
        guard let f = item.fields(CoinsItem.Fields.self), let ask = f.ask else { return }
        node = ask.node
        switch ask.value {
        case "name", "value":
            let task: CoinTask = ask.value == "name" ? .name : .value
            tasks.insert(task)
            if let written = f.coin, let name = written.value, let coin = Self.coins[Substring(name.lowercased())] {
                // A name is given as the answer; a worth is asked of the coin.
                asked.append(AskedCoin(coin: coin, task: task, node: task == .name ? (item.answer ?? written.node) : written.node))
            }
        case "worthMost":
            // Which is worth more is knowing each shown kind's worth.
            tasks.insert(.value)
            guard let shown = CoinsItem.coins(item) else { return }
            var seen: Set<String> = []
            for name in shown.names {
                guard let coin = Self.coins[Substring(name.lowercased())], seen.insert(coin).inserted else { continue }
                asked.append(AskedCoin(coin: coin, task: .value, node: shown.node))
            }
        case "total", "canPay":
            guard let shown = CoinsItem.coins(item) else { return }
            let kinds = Set(shown.names.compactMap { Self.coins[Substring($0.lowercased())] })
            if kinds == ["penny"], shown.names.count > 1 {
                tasks.insert(ask.value == "total" ? .count : .compare)
            } else if kinds.count == 1, let coin = kinds.first {
                // One penny, or dimes counted by tens: what the coin is worth.
                tasks.insert(.value)
                asked.append(AskedCoin(coin: coin, task: .value, node: shown.node))
            }
        default:
            break
        }
    }

    /// A sort of coins: counting a group the sort names ("pennies") is counting; counting a group
    /// sorted by look ("brown coins") for a coin the prompt names is telling which coins those are.
    mutating func readSort(_ item: Item) {
        guard let f = item.fields(SortClassifyItem.Fields.self), let ask = f.ask,
            let categories = f.categories?.value.compactMap({ $0.value.name?.value }),
            categories.contains(where: { !Self.named(in: $0).isEmpty || PromptWords($0).has(["coin", "coins"]) })
        else { return }
        node = ask.node
        switch ask.value {
        case "count":
            let prompted = item.prompt.map { Self.named(in: $0.value) } ?? []
            if Self.named(in: f.category?.value ?? "").isEmpty, let coin = prompted.first, let prompt = item.syntax(of: .prompt) {
                tasks.insert(.name)
                asked.append(AskedCoin(coin: coin, task: .name, node: prompt))
            } else {
                tasks.insert(.count)
            }
        case "total":
            tasks.insert(.count)
        default:
            tasks.insert(.compare)
        }
    }

    /// Any other item about coins, by its words: a question of worth, a comparison of groups, a
    /// count, or a coin named as the answer or dragged to its match.
    mutating func readWords(_ item: Item, countsObjects: Bool, compares: Bool) {
        node = item.syntax(of: .prompt)
        let prompt = PromptWords(item.prompt?.value ?? "")
        if let answer = item.answer, let text = answer.string, Int(text) == nil {
            for coin in Self.named(in: text) { asked.append(AskedCoin(coin: coin, task: .name, node: answer)) }
        }
        for pair in item.fields(DragDropItem.Fields.self)?.pairs?.value ?? [] {
            for coin in Self.named(in: [pair.value.item?.value, pair.value.target?.value].compactMap { $0 }.joined(separator: " ")) {
                asked.append(AskedCoin(coin: coin, task: .name, node: pair.node))
            }
        }
        let worth = prompt.has(["worth"])
        // A counting item or a ten frame counts whatever its words ("How many more fill it?").
        if compares {
            tasks.insert(.compare)
        } else if countsObjects {
            tasks.insert(.count)
        } else if !worth && prompt.has(["more", "fewer", "less", "most", "fewest", "least"]) {
            tasks.insert(.compare)
        } else if !worth && (prompt.has(["count"]) || prompt.sequence([(["how"], 0), (["many"], 0)])) {
            tasks.insert(.count)
        } else if worth {
            tasks.insert(.value)
        } else if !asked.isEmpty {
            tasks.insert(.name)
        }
    }
}
