import CurriculumCompiler

/// An expression or equation written large on a card, as the app shows it: its numbers and signs
/// in the order written, and the `?` of an unknown as an empty box for the child to fill — never
/// its value. The words types (multipleChoice, numericInput, equationTrueFalse, missingNumber)
/// share it, drawing the arithmetic their solvers read (`WrittenArithmetic`).
enum EquationCard {
    /// What an item's equation field holds, for drawing.
    enum Reading {
        /// The item has no such field (optional for some types).
        case absent
        /// The field is there but is not arithmetic the card can lay out; the reason, for the reviewer.
        case unreadable(String)
        case expression(Expression)
    }

    static func read(_ field: Field<WrittenArithmetic>?) -> Reading {
        guard let field else { return .absent }
        let name = field.value.name
        switch field.value.parsed {
        case nil: return .unreadable("the `\(name)` is \(field.node.typeName), not an equation in quotes")
        case .success(let expression)?: return .expression(expression)
        case .failure(let error)?: return .unreadable("the `\(name)` cannot be drawn: \(error.message)")
        }
    }

    /// The most numbers a card writes out; a longer expression ends in "…" with a note.
    static let termLimit = 20

    /// The picture of an item that shows `expression` on a card.
    static func picture(_ expression: Expression, description: String, response: ItemPicture.Response) -> ItemPicture {
        let (tokens, note) = tokens(expression)
        return ItemPicture(scene: scene(tokens, label: description), description: description, response: response, note: note)
    }

    /// The expression as written for a reader: `10 + ? = 16`.
    static func words(_ expression: Expression) -> String { expression.describe(nil) }

    private enum Token {
        case number(Int)
        /// `+`, `−` or `=`, with the class naming it.
        case sign(String, name: String)
        case blank
        case more
    }

    private static func tokens(_ expression: Expression) -> ([Token], String?) {
        var tokens: [Token] = []
        var drawn = 0
        let sides = [expression.left] + (expression.right.map { [$0] } ?? [])
        sides: for (s, side) in sides.enumerated() {
            if s > 0 { tokens.append(.sign("=", name: "equals")) }
            for (i, term) in side.enumerated() {
                guard drawn < termLimit else { tokens.append(.more); break sides }
                if i > 0 || term.negative { tokens.append(term.negative ? .sign("−", name: "minus") : .sign("+", name: "plus")) }
                tokens.append(term.value.map(Token.number) ?? .blank)
                drawn += 1
            }
        }
        let total = expression.terms.count
        return (tokens, total > termLimit ? "the first \(termLimit) of \(total) numbers are written" : nil)
    }

    private static func scene(_ tokens: [Token], label: String) -> String {
        let font = 44.0, digit = 26.0, signWidth = 30.0, boxWidth = 60.0, boxHeight = 68.0
        let gap = 14.0, inset = 28.0, cardHeight = 112.0, edge = 4.0, widest = 552.0
        func width(_ token: Token) -> Double {
            switch token {
            case .number(let n): return Double(String(n).count) * digit
            case .sign: return signWidth
            case .blank: return boxWidth
            case .more: return 2 * digit
            }
        }
        let content = tokens.map(width).reduce(0, +) + gap * Double(max(0, tokens.count - 1))
        let cardWidth = max(400, content + 2 * inset)
        let natural = cardWidth + 2 * edge
        // A runaway expression shrinks to fit the page rather than widening it.
        let scale = max(0.01, (min(1, widest / natural) * 100).rounded(.down) / 100)
        var svg = SVG(width: natural * scale, height: (cardHeight + 2 * edge) * scale)
        svg.group(class: "equation", transform: scale < 1 ? "scale(\(SVG.number(scale)))" : nil)
        svg.rect(x: edge, y: edge, width: cardWidth, height: cardHeight, radius: 20, class: "equation-card")
        let middle = edge + cardHeight / 2
        var x = edge + (cardWidth - content) / 2
        for token in tokens {
            let w = width(token)
            switch token {
            case .number(let n): svg.text(String(n), x: x + w / 2, y: middle, size: font, class: "token number")
            case .sign(let sign, let name): svg.text(sign, x: x + w / 2, y: middle, size: font, class: "token sign \(name)")
            case .blank: svg.rect(x: x, y: middle - boxHeight / 2, width: w, height: boxHeight, radius: 10, class: "blank")
            case .more: svg.text("…", x: x + w / 2, y: middle, size: font, class: "token more")
            }
            x += w + gap
        }
        svg.end()
        return svg.render(label: label)
    }

    /// Scoped to the card's group, so the words types can share it without touching other drawings.
    static let style = """
        .equation .equation-card { fill: var(--surface); stroke: var(--line); stroke-width: 2; }
        .equation .token { font-weight: 600; }
        .equation .sign { fill: var(--primary-ink); }
        .equation .blank { fill: var(--secondary); stroke: var(--primary-ink); stroke-width: 3; }

        """
}
