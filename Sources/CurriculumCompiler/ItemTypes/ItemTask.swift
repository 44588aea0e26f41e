import CurriculumSyntax

/// What an item asks the child to do, in the words of a standard's `tasks:` (STD-TASK-MISMATCH):
/// its type, the arithmetic it asks for and how its equation is written.
///
/// The arithmetic comes from the item's own fields (an `equation`, an `expression`, a base-ten
/// change, a number bond, coins) or the one expression its prompt states; what the numbers are
/// about (comparing, a mix of coins, time passing) comes from the prompt's words, and what it
/// asks of coins (a name, a worth, a count) from its fields and words (`CoinReading`).
package struct ItemTask: Sendable {
    package var type: String
    package var operations: Set<TaskOperation>
    /// Nil when the item writes no equation or expression.
    package var form: TaskForm?
    /// Where the arithmetic is stated, when it is.
    package var node: Node?
    /// The item read, for what only a few standards ask (its coins), read when one asks.
    var item: Item?

    /// What it asks of coins (`CoinTask`), read only when a standard's `tasks` name coins: few
    /// do, and reading every item's words for coins doubled STD-TASK-MISMATCH's time.
    var coins: CoinReading { item.map(CoinReading.of) ?? CoinReading() }

    package init(type: String, operations: Set<TaskOperation> = [], form: TaskForm? = nil, node: Node? = nil) {
        self.type = type
        self.operations = operations
        self.form = form
        self.node = node
    }

    package static func of(_ item: Item) -> ItemTask {
        var task = ItemTask(type: item.type.value)
        var written = (item.ownFields as? any StatesArithmetic)?.arithmetic
        // An equation that is not text gives way to the prompt's arithmetic; an expression that
        // is not text leaves the arithmetic unknown, as the expression types' solvers do.
        if let field = written, field.value.parsed == nil, field.value.name == "equation" { written = nil }
        let stated = Arithmetic.stated(item, field: written, fromPrompt: true)
        let type = ItemTypes.type(of: item)
        if case .success(let s)? = stated {
            task.read(s.expression)
            task.node = s.node
            if s.expression.hasEquals, s.expression.unknown == nil,
                type == EquationTrueFalseItem.self || item.prompt.map({ PromptWords($0.value).isJudging }) == true
            {
                task.form = .trueFalse
            }
        }
        if let blocks = item.fields(Base10Item.Fields.self) {
            if let add = blocks.add { task.operations.insert(.add); task.form = .result; task.node = add.node }
            if let takeAway = blocks.takeAway { task.operations.insert(.subtract); task.form = .result; task.node = takeAway.node }
        } else if type == NumberBondItem.self, let bond = NumberBondItem.bond(item) {
            task.operations.insert(.add)
            // A bond's parts have no order, so a missing part is never "first".
            task.form = bond.whole == nil ? .result : .missingPart
            task.node = bond.partsNode
        } else if type == CoinsItem.self {
            let ask = item.fields(CoinsItem.Fields.self)?.ask?.value
            if ask == "total" || ask == "canPay", let coins = CoinsItem.coins(item), Set(coins.values).count > 1 {
                task.operations.insert(.coinValue)
                task.node = coins.node
            }
        }
        task.item = item
        guard let text = item.prompt?.value else { return task }
        let prompt = PromptWords(text)
        // "A dime and 2 pennies make 12 cents": silver coins and pennies counted together in cents.
        // "A coin worth 1 cent. Is it a dime or a penny?" names both to choose one, not to add them.
        if prompt.namesSilverCoin, prompt.namesPenny, prompt.namesCents, prompt.joinsCoins {
            task.operations.insert(.coinValue)
        }
        if prompt.namesClockTime, prompt.namesTimePassing {
            // "Art is 1 hour later": the hours are time passing, not a sum.
            task.operations.subtract([.add, .subtract])
            task.operations.insert(.elapsedTime)
        } else if !task.operations.isDisjoint(with: [.add, .subtract]), task.form != .trueFalse, prompt.isComparing {
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

}

/// The words of a prompt, lowercased, for the phrases `ItemTask` reads ("how many … taller",
/// "1 hour later", "dimes and pennies"). A word scan rather than regular expressions: Swift's
/// `Regex` with word boundaries cost more than the rest of the rule put together.
struct PromptWords {
    /// Runs of letters, digits, `'` and `:` ("o'clock", "3:30"), lowercased; bytes past ASCII
    /// (accented letters, a curly apostrophe) count as letters. Read byte by byte: splitting
    /// into `Character`s costs more than the rest of the rule.
    let words: [Substring]
    /// The prompt lowercased, for phrases with punctuation ("true?").
    let text: String

    init(_ prompt: String) {
        var lowered = prompt
        lowered = lowered.withUTF8 { bytes in
            String(decoding: bytes.lazy.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
        }
        text = lowered
        var words: [Substring] = []
        let utf8 = lowered.utf8
        var start: String.Index?
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            let inWord = byte >= 0x80 || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                || byte == UInt8(ascii: "'") || byte == UInt8(ascii: ":")
            if inWord, start == nil { start = index }
            if !inWord, let first = start {
                words.append(lowered[first..<index])
                start = nil
            }
            index = utf8.index(after: index)
        }
        if let first = start { words.append(lowered[first..<utf8.endIndex]) }
        self.words = words
    }

    func has(_ any: Set<Substring>) -> Bool { words.contains { any.contains($0) } }

    /// `first`, then at most `gap` other words, then `then` (each a set of words), from any start.
    func sequence(_ parts: [(words: Set<Substring>, gapBefore: Int)]) -> Bool {
        func match(_ part: Int, from index: Int) -> Bool {
            guard part < parts.count else { return true }
            let (set, gap) = parts[part]
            for i in index..<min(words.count, index + gap + 1) where set.isEmpty || set.contains(words[i]) {
                if match(part + 1, from: i + 1) { return true }
            }
            return false
        }
        return words.indices.contains { set in parts.first?.words.contains(words[set]) == true && match(1, from: set + 1) }
    }

    /// "How many blocks taller", "how many more stickers does Gia have", "how many more … than".
    var isComparing: Bool {
        sequence([(["how"], 0), (["many"], 0), (["fewer", "less", "longer", "shorter", "taller", "heavier", "lighter"], 2)])
            || sequence([(["how"], 0), (["many"], 0), (["more"], 0), (["does", "do", "did"], 3), (Self.any, 0), (["have"], 0)])
            || sequence([(["how"], 0), (["many"], 0), (["more"], 2), (["than"], 3)])
    }

    /// "Is this true or false?", "Is 10 + 2 = 12 true?"
    var isJudging: Bool {
        sequence([(["true"], 0), (["or"], 0), (["false"], 0)]) || endsWord("true?") || endsWord("false?")
    }

    var namesSilverCoin: Bool { has(["dime", "dimes", "nickel", "nickels", "quarter", "quarters"]) }
    var namesPenny: Bool { has(["penny", "pennies"]) }
    var namesCents: Bool { has(["cent", "cents"]) }
    /// Coins put together: joined by "and" or "plus", or more than one of a kind ("2 pennies").
    var joinsCoins: Bool { has(["and", "plus", "pennies", "dimes", "nickels", "quarters"]) }

    /// "3:30", "o'clock", "hour".
    var namesClockTime: Bool {
        has(["o'clock", "o\u{2019}clock", "hour", "hours"]) || words.contains { $0.utf8.contains(UInt8(ascii: ":")) && Self.isClockTime($0) }
    }

    /// "How long", "2 hours later", "lasts 3 hours".
    var namesTimePassing: Bool {
        sequence([(["how"], 0), (["long"], 0)])
            || sequence([(["hour", "hours"], 0), (["later", "earlier", "after", "before"], 0)])
            || words.indices.contains { i in
                ["for", "last", "lasts"].contains(words[i]) && i + 2 < words.count
                    && words[i + 1].utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
                    && ["hour", "hours"].contains(words[i + 2])
            }
    }

    /// Matches any one word, in `sequence`.
    static let any: Set<Substring> = []

    static func isClockTime(_ word: Substring) -> Bool {
        let parts = word.split(separator: ":", omittingEmptySubsequences: false)
        return parts.count == 2 && (1...2).contains(parts[0].count) && parts[1].count == 2
            && parts.allSatisfy { $0.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }
    }

    /// `phrase` at the start of a word ("true?" but not "untrue?").
    private func endsWord(_ phrase: String) -> Bool {
        var search = text[...]
        while let range = search.range(of: phrase) {
            if range.lowerBound == text.startIndex || !text[text.index(before: range.lowerBound)].isLetter { return true }
            search = text[range.upperBound...]
        }
        return false
    }
}
