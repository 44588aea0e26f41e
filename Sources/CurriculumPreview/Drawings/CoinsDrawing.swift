import CurriculumCompiler

/// U.S. coins in a row, each at its real relative size (dime 17.9 mm, penny 19.1, nickel 21.2,
/// quarter 24.3), copper or silver, with a ridged edge on the dime and quarter as on the real
/// coins. Each coin carries a label so its color is not the only cue: its value (1¢, 5¢, 10¢,
/// 25¢), or, when the child is asked the coin's value, its letter (P, N, D, Q) instead, so the
/// label never states what is asked; so does a question of which coin is worth the most, or the
/// child would only compare 10 with 1. A `canPay` item shows the price on a tag above the coins;
/// paying with one coin asks its worth too ("Can a dime pay for the 10¢ car?"), so that coin
/// shows its letter, or the child would only match 10¢ to 10¢.
package enum CoinsDrawing: ItemDrawing {
    package static let itemType: any ItemType.Type = CoinsItem.self

    struct Kind {
        var name: String
        var cents: Int
        var millimetres: Double
        var letter: String
        var looks: String
        var ridged: Bool
    }

    static let kinds: [Kind] = [
        Kind(name: "penny", cents: 1, millimetres: 19.05, letter: "P", looks: "copper", ridged: false),
        Kind(name: "nickel", cents: 5, millimetres: 21.21, letter: "N", looks: "large silver", ridged: false),
        Kind(name: "dime", cents: 10, millimetres: 17.91, letter: "D", looks: "small silver", ridged: true),
        Kind(name: "quarter", cents: 25, millimetres: 24.26, letter: "Q", looks: "largest silver", ridged: true),
    ]

    package static func draw(_ item: Item) -> ItemPicture {
        let f = item.fields(CoinsItem.Fields.self)
        let ask = f?.ask?.value ?? "total"
        let response: ItemPicture.Response
        switch ask {
        case "canPay": response = item.syntax(of: .options) == nil ? .trueFalse : .standard(for: item)
        case "name": response = .standard(for: item, onScene: "Say the coin's name")
        case "worthMost": response = .standard(for: item, onScene: "Say the name of the coin worth the most")
        default: response = .standard(for: item)
        }
        // A name or value item may show just its `coin`.
        let listed = f?.coins?.value ?? (ask == "name" || ask == "value" ? f?.coin.map { [$0] } : nil)
        guard let listed, !listed.isEmpty else {
            return .undrawable("the coins item needs `coins`, a list of penny, nickel, dime or quarter", response: response)
        }
        var coins: [Kind] = []
        for entry in listed {
            guard let name = entry.value, let kind = kinds.first(where: { $0.name == name.lowercased() }) else {
                return .undrawable("'\(ItemPicture.plain(entry.node))' is not a coin: use penny, nickel, dime or quarter", response: response)
            }
            coins.append(kind)
        }
        let shown = Array(coins.prefix(ItemDrawings.objectLimit))
        let price = ask == "canPay" ? f?.target?.value : nil
        let asksWorth = ask == "value" || ask == "worthMost" || (ask == "canPay" && coins.count == 1)

        // A row holds 10 pennies, so a ten of any coin is one row. Coins of one kind stay
        // together: a run that does not fit what is left of a row starts the next one, so
        // 9 dimes and 10 pennies are a row of dimes over a row of pennies, not 9 and 1.
        let scale = 2.4, gap = 10.0, pad = 12.0, rowWidth = 560.0
        var rows: [[Kind]] = [[]]
        var used = 0.0
        for (index, coin) in shown.enumerated() {
            let size = coin.millimetres * scale
            let startsRun = index == 0 || shown[index - 1].name != coin.name
            let run = shown[index...].prefix { $0.name == coin.name }
            let runWidth = run.reduce(0) { $0 + $1.millimetres * scale + gap } - gap
            let overflows = used + size > rowWidth || (startsRun && used + runWidth > rowWidth && runWidth <= rowWidth)
            if overflows, let last = rows.last, !last.isEmpty {
                rows.append([])
                used = 0
            }
            rows[rows.count - 1].append(coin)
            used += size + gap
        }
        let widths = rows.map { row in row.reduce(0) { $0 + $1.millimetres * scale + gap } - gap }
        let heights = rows.map { row in (row.map(\.millimetres).max() ?? 0) * scale }
        let tagHeight = price == nil ? 0 : 40.0 + 16
        // One width for every coins item, so a coin is the same size from item to item.
        let width = max(584, (widths.max() ?? 0) + 2 * pad)
        var svg = SVG(width: width, height: 2 * pad + tagHeight + heights.reduce(0, +) + Double(rows.count - 1) * gap)

        if let price {
            let x = width / 2 - 52, y = pad
            svg.polygon([(x, y + 20), (x + 18, y), (x + 104, y), (x + 104, y + 40), (x + 18, y + 40)], class: "price-tag")
            svg.circle(cx: x + 14, cy: y + 20, r: 4, class: "price-tag-hole")
            svg.text("\(price)¢", x: x + 61, y: y + 20, size: 20, class: "price")
        }
        var top = pad + tagHeight
        for (row, coinsInRow) in rows.enumerated() {
            var x = (width - widths[row]) / 2
            let middle = top + heights[row] / 2
            for coin in coinsInRow {
                let r = coin.millimetres * scale / 2
                svg.group(class: "coin \(coin.name)")
                svg.circle(cx: x + r, cy: middle, r: r, class: "coin-face \(coin.name)")
                svg.circle(cx: x + r, cy: middle, r: r - 3, class: "coin-edge \(coin.name)" + (coin.ridged ? " ridged" : ""))
                let label = asksWorth ? coin.letter : "\(coin.cents)¢"
                svg.text(label, x: x + r, y: middle, size: (r * (label.count > 2 ? 0.62 : 0.8)).rounded(), class: "coin-label")
                svg.end()
                x += 2 * r + gap
            }
            top += heights[row] + gap
        }

        var description: String
        var label = "Coins in a row, each marked with its " + (asksWorth ? "letter" : "value")
        // A coin to name, or to weigh by worth, is described by its look, which is what the child goes by.
        let byLook = ask == "name" || ask == "worthMost"
        if byLook {
            description = tally(coins).map { kind, n in
                Wording.count(n, "\(kind.looks) coin") + " with a \(kind.ridged ? "ridged" : "plain") edge, marked " + (asksWorth ? kind.letter : "\(kind.cents)¢")
            }.joined(separator: "; ")
        } else {
            description = "Coins: " + Wording.list(tally(coins).map { Wording.count($1, $0.name) })
        }
        if byLook { label = description }
        if let price {
            description += ", and a price tag of \(price)¢"
            label += ", and a price tag of \(price)¢"
        }
        var notes: [String] = []
        if shown.count < coins.count { notes.append("the first \(shown.count) of \(coins.count) coins are drawn") }
        if ask == "canPay", price == nil { notes.append("no price tag: `target` is not a whole number of cents") }
        return ItemPicture(scene: svg.render(label: label), description: description, label: label, response: response,
            note: notes.isEmpty ? nil : notes.joined(separator: "; "))
    }

    /// How many of each kind, in the order the kinds first appear.
    private static func tally(_ coins: [Kind]) -> [(Kind, Int)] {
        var out: [(Kind, Int)] = []
        for coin in coins {
            if let i = out.firstIndex(where: { $0.0.name == coin.name }) { out[i].1 += 1 } else { out.append((coin, 1)) }
        }
        return out
    }
}

extension CoinsDrawing {
    package static let style = """
        .coin-face { fill: #C9CED6; stroke: #6B7480; stroke-width: 2; }
        .coin-face.penny { fill: #D08B5B; stroke: #8A4B22; }
        .coin-edge { fill: none; stroke: #6B7480; stroke-width: 1; }
        .coin-edge.penny { stroke: #8A4B22; }
        .coin-edge.ridged { stroke-width: 3; stroke-dasharray: 1.5 2; }
        .coin-label { font-weight: 700; }
        .price-tag { fill: var(--warning); stroke: var(--warning-ink); stroke-width: 2; }
        .price-tag-hole { fill: var(--surface); stroke: var(--warning-ink); stroke-width: 1.5; }
        .price { font-weight: 700; }

        """
}
