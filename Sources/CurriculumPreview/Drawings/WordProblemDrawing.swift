import CurriculumCompiler

/// A story the child reads and hears, answered with a number. The `equation` is the author's
/// working, for the compiler to check: the child works it out from the story, so it is not shown.
/// A story that names its `thing` (or one for each group) is drawn, for lessons where the child
/// works with pictures: a joining story as its groups side by side, the ones that join in another
/// colour unless their names give each its own; a take-away story as its one group with the ones
/// taken away crossed out; a story with a missing part ("8 children play. 5 are on the slide.
/// How many are on the swings?") as its whole, the part it names in one colour and the rest in
/// another, for the child to count. The picture never states the answer.
package enum WordProblemDrawing: ItemDrawing {
    package static let itemType: any ItemType.Type = WordProblemItem.self
    package static let isVisual = false

    /// What a story does with its things, as its picture shows them.
    enum Story: Equatable {
        /// Groups put together: `3 + 2 = ?`, `6 + 4 + 9 = ?`.
        case join([Int])
        /// Some taken away from a group: `6 - 2 = ?`.
        case takeAway(Int, Int)
        /// A whole and the part the story names, the rest to find: `5 + ? = 8`, `? + 4 = 7`.
        case missingPart(whole: Int, part: Int)

        init?(_ expression: Expression) {
            guard let right = expression.right, right.count == 1, !right[0].negative else { return nil }
            let terms = expression.left
            if let whole = right[0].value {
                // A part unknown: two added parts, one of them the `?`, that make the whole.
                let known = terms.compactMap(\.value)
                guard terms.count == 2, !terms.contains(where: \.negative), known.count == 1, known[0] <= whole else { return nil }
                self = .missingPart(whole: whole, part: known[0])
                return
            }
            guard terms.allSatisfy({ ($0.value ?? -1) >= 0 }), let first = terms.first, !first.negative else { return nil }
            let values = terms.compactMap(\.value)
            if terms.count >= 2, terms.count <= 3, !terms.contains(where: \.negative) {
                self = .join(values)
            } else if terms.count == 2, terms[1].negative, values[1] <= values[0] {
                self = .takeAway(values[0], values[1])
            } else {
                return nil
            }
        }

        var drawn: Int {
            switch self {
            case .join(let groups): return groups.reduce(0, +)
            case .takeAway(let whole, _), .missingPart(let whole, _): return whole
            }
        }
    }

    /// Whether a story compares two amounts ("5 more books than Eli", "How many fewer …?"). "How
    /// many more" alone is not enough: "How many more does she need?" misses a part, and is drawn.
    static func comparesTwoAmounts(_ prompt: String) -> Bool {
        let words = prompt.lowercased().split { !$0.isLetter }.map(String.init)
        let comparing: Set<String> = ["more", "fewer", "less"]
        return words.indices.contains { index in
            // "more than", "5 more books than", "fewer red beads than"; "how many fewer".
            (words[index] == "than" && words[max(0, index - 3)..<index].contains(where: comparing.contains))
                || (words[index] == "many" && index + 1 < words.count && ["fewer", "less"].contains(words[index + 1]))
        }
    }

    /// A picture holds at most two full ten frames' worth, the most a K–1 story counts.
    static let thingLimit = 20

    package static func draw(_ item: Item) -> ItemPicture {
        let response: ItemPicture.Response = item.syntax(of: .options) == nil ? .keypad : .standard(for: item)
        let fields = item.fields(WordProblemItem.Fields.self)
        guard let things = fields?.things?.value, let thing = things.first else {
            return ItemPicture(scene: nil, description: "", response: response)
        }
        guard case .success(let expression)? = fields?.equation?.value.parsed else {
            return .undrawable("the story is drawn from its `equation`, which it needs", response: response)
        }
        guard let story = Story(expression) else {
            return .undrawable("only a story that joins, takes away or misses one of two parts is drawn (`3 + 2 = ?`, `6 - 2 = ?`, `5 + ? = 8`): a picture of any other would show the answer", response: response)
        }
        // "Yusuf read 5 more books than Eli" has the equation of a join, but nothing joins: drawn
        // as a group of 8 and a group of 5, it invites the child to answer 5, the commonest
        // mistake on a comparing story.
        if let prompt = item.prompt?.value, comparesTwoAmounts(prompt) {
            return .undrawable("a story that compares two amounts (\"5 more than\", \"fewer than\") is not drawn as groups that join or go: its two numbers are not two groups", response: response)
        }
        guard story.drawn <= thingLimit else {
            return .undrawable("a story picture shows at most \(thingLimit) things, not \(story.drawn)", response: response)
        }

        // Joining groups in rows of five, as on a ten frame; a group to take from in one row of up
        // to ten, so the ones crossed out at its end stand together.
        let groups: [Int], perRow: Int
        switch story {
        case .join(let parts): (groups, perRow) = (parts, 5)
        case .takeAway(let whole, _): (groups, perRow) = ([whole], 10)
        case .missingPart(let whole, _): (groups, perRow) = ([whole], 5)
        }
        let cell = 40.0, gap = 36.0, pad = 12.0
        let widths = groups.map { Double(min(max($0, 1), perRow)) * cell }
        let rows = groups.map { max(1, ($0 + perRow - 1) / perRow) }.max() ?? 1
        var svg = SVG(width: max(300, widths.reduce(0, +) + gap * Double(groups.count - 1) + 2 * pad), height: Double(rows) * cell + 2 * pad)
        let contentWidth = widths.reduce(0, +) + gap * Double(groups.count - 1)
        var left = (svg.width - contentWidth) / 2
        // Each group's thing: its own name, or the story's one name for every group.
        func name(_ group: Int) -> String { things[min(group, things.count - 1)] }
        svg.group(class: "story-drawing")
        for (index, count) in groups.enumerated() {
            let shape = ThingShape(name: name(index))
            let paint = PaintColour.named(in: name(index)).map { " paint \($0)" } ?? ""
            for n in 0..<count {
                let x = left + (Double(n % perRow) + 0.5) * cell, y = pad + (Double(n / perRow) + 0.5) * cell
                var taken = false, rest = index > 0, own = paint
                if case .takeAway(let whole, let gone) = story { taken = n >= whole - gone }
                if case .missingPart(_, let part) = story, n >= part {
                    // The rest is the story's second kind of thing when it names one.
                    rest = true
                    own = PaintColour.named(in: name(1)).map { " paint \($0)" } ?? ""
                }
                let r = cell * 0.36
                let classes = taken ? "story-thing gone" : "story-thing " + (rest ? "joining" : "first") + own
                shape.draw(x: x, y: y, r: r, class: classes, in: &svg)
                if taken { svg.line(x1: x - r, y1: y - r, x2: x + r, y2: y + r, class: "cross-out") }
            }
            left += widths[index] + gap
        }
        svg.end()

        let description: String
        switch story {
        case .join(let parts):
            // "3 ducks, then 2 more ducks"; "9 red cars, then 6 blue cars".
            let rest = parts.indices.dropFirst().map { index -> String in
                let counted = CountingDrawing.plural(parts[index], name(index))
                return "then " + (things.count == 1 ? "\(parts[index]) more \(CountingDrawing.noun(counted))" : counted)
            }
            description = ([CountingDrawing.plural(parts[0], thing)] + rest).joined(separator: ", ")
        case .takeAway(let whole, let gone):
            description = "\(CountingDrawing.plural(whole, thing)), \(gone) of them crossed out"
        case .missingPart(let whole, let part):
            // The rest is the answer: the child counts it, the description does not.
            if things.count > 1 {
                let rest = CountingDrawing.noun(CountingDrawing.plural(2, name(1)))
                description = "\(whole) in all: \(CountingDrawing.plural(part, thing)) and the rest \(rest)"
            } else {
                description = "\(CountingDrawing.plural(whole, thing)), \(part) of them in one colour and the rest in another"
            }
        }
        // The scene's name says what the story counts, not how many: the child counts them. A
        // missing part named for two things ("red cube", "blue cube") shows both.
        var named: [String] = []
        var drawnNames = Array(groups.indices)
        if case .missingPart = story, things.count > 1 { drawnNames = [0, 1] }
        for index in drawnNames {
            let noun = CountingDrawing.noun(CountingDrawing.plural(2, name(index)))
            if !named.contains(noun) { named.append(noun) }
        }
        let label = "The story's \(named.joined(separator: " and "))"
        return ItemPicture(scene: svg.render(label: label), description: description, label: label, response: response)
    }
}

extension WordProblemDrawing {
    package static let style = """
        .story-thing { fill: var(--primary); stroke: var(--primary-ink); stroke-width: 2; }
        .story-thing.joining { fill: var(--warning); stroke: var(--warning-ink); }
        .story-thing.gone { fill: var(--surface); stroke: var(--line); }
        .story-drawing .cross-out { stroke: var(--text); stroke-width: 3; stroke-linecap: round; }

        """ + PaintColour.rules(under: ".story-drawing")
}
