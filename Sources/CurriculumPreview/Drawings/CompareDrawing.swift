import CurriculumCompiler

/// Two sides compared, left and right: a group is its `count` things in rows of five (easy to
/// count) with its name under them, coloured as the name says; a plain number is a numeral card. When the child picks the
/// sign, an empty circle stands between the sides for it. Two groups the child compares by
/// "more", "fewer" or "how many more" are drawn as matched rows when each fits in one row. With
/// `blocks`, each side is base-ten blocks (its numeral above them), at one scale for both sides.
/// A group with `parts` draws them in the order they came, the second in a paler shade of the
/// group's colour (or yellow), so "4 cubes and 2 more" is seen as 4 and 2 and not only as 6.
package enum CompareDrawing: ItemDrawing {
    package static let itemType: any ItemType.Type = CompareItem.self

    enum Side {
        case number(Int)
        case group(count: Int, name: String?, parts: [Int])

        init(_ side: CompareItem.Side) {
            switch side {
            case .number(let value): self = .number(value.value)
            case .group(let count, let name, let parts): self = .group(count: count.value, name: name?.value, parts: parts?.value ?? [])
            }
        }

        var value: Int {
            switch self {
            case .number(let v), .group(let v, _, _): return v
            }
        }

        var words: String {
            switch self {
            case .number(let v): return "the number \(v)"
            case .group(let count, let name, let parts):
                let group = name.map { "\(count) \($0)" } ?? "\(count) things"
                guard parts.count > 1 else { return group }
                return group + ", " + parts.map(String.init).joined(separator: " and then ")
            }
        }

        /// Whether the thing at `index` is drawn in the second colour: the second part is, and a
        /// third part goes back to the first colour, so neighbouring parts always differ.
        func later(_ index: Int) -> Bool {
            guard case .group(_, _, let parts) = self, parts.count > 1 else { return false }
            var end = 0
            for (number, part) in parts.enumerated() {
                // Only the first few things are drawn, so a huge part cannot overflow the sum.
                end += min(max(part, 0), ItemDrawings.objectLimit + 1)
                if index < end { return number % 2 == 1 }
            }
            return false
        }

        var isNumber: Bool {
            if case .number = self { return true }
            return false
        }

        /// The side without a group's count, which the child counts: "a group of apples".
        var label: String {
            switch self {
            case .number: return words
            case .group(_, let name, let parts): return "a group of " + (name ?? "things") + (parts.count > 1 ? " in \(parts.count) parts" : "")
            }
        }
    }

    package static func draw(_ item: Item) -> ItemPicture {
        let f = item.fields(CompareItem.Fields.self)
        let ask = f?.ask?.value ?? "symbol"
        let left = (f?.left?.value).map(Side.init), right = (f?.right?.value).map(Side.init)
        // Two numerals are "greater" and "less"; only groups of things have "more" and "fewer".
        var numerals = false, groups = false
        if case .number = left, case .number = right { numerals = true }
        if case .group = left, case .group = right { groups = true }
        // K.CC.6 compares two groups "by matching and counting": two groups that each fit in a
        // row are drawn one row above the other, each thing under its partner, so a child told to
        // match each cat with a dog sees the pairs and the ones left over. "How many more" is
        // always matched; bigger groups to pick between are counted, in rows of five.
        let perSide = ItemDrawings.objectLimit / 2
        let matchedRows = groups && (ask == "difference" || (ask != "symbol" && max(left?.value ?? 0, right?.value ?? 0) <= matchedRowLimit))
        let part = matchedRows ? "row" : "side"
        // "Same" is an answer too, so the app shows a Same button under the two sides to pick from.
        let response: ItemPicture.Response
        switch ask {
        case "more", "fewer":
            let pick = ask == "more"
                ? (numerals ? "Tap the greater number" : "Tap the \(part) with more")
                : (numerals ? "Tap the number that is less" : "Tap the \(part) with fewer")
            response = item.options == nil ? .onSceneOr(action: pick + ", or tap Same", button: "Same") : .standard(for: item)
        case "difference":
            response = .standard(for: item, onScene: numerals ? "Type how much greater one number is" : "Type how many more one side has")
        default:
            response = .standard(for: item, onScene: "Choose >, < or = for the circle")
        }
        guard let left, let right else {
            return .undrawable("`left` and `right` are each a number or a group {count, name}", response: response)
        }
        if let negative = [left, right].first(where: { $0.value < 0 }) {
            return .undrawable("\(negative.value) is below 0: there is nothing to draw", response: response)
        }

        if f?.blocks?.value == true {
            return blocks(left, right, ask: ask, response: response)
        }
        if matchedRows {
            return matched(left, right, limit: perSide, response: response)
        }
        let panel = 220.0, pad = 10.0, between = ask == "symbol" ? 90.0 : 40.0
        let heights = [left, right].map { contentHeight($0, limit: perSide) }
        let height = (heights.max() ?? 0) + 2 * pad
        var svg = SVG(width: 2 * panel + between + 2 * pad, height: height)
        svg.group(class: "compare-drawing")
        draw(left, "left", x: pad, width: panel, height: height - 2 * pad, top: pad, limit: perSide, in: &svg)
        draw(right, "right", x: pad + panel + between, width: panel, height: height - 2 * pad, top: pad, limit: perSide, in: &svg)
        if ask == "symbol" {
            svg.circle(cx: pad + panel + between / 2, cy: height / 2, r: 28, class: "symbol-blank")
        }
        svg.end()

        let (description, label) = withSignCircle("Left: \(left.words). Right: \(right.words).", "Left: \(left.label). Right: \(right.label).", ask: ask)
        let cut = [("left", left), ("right", right)].compactMap { side, value -> String? in
            guard case .group(let count, _, _) = value, count > perSide else { return nil }
            return "the first \(perSide) of the \(count) on the \(side) are drawn"
        }
        return ItemPicture(scene: svg.render(label: label), description: description, label: label, response: response,
                           note: cut.isEmpty ? nil : cut.joined(separator: "; "))
    }

    private static let spacing = 34.0, perRow = 5, nameRoom = 34.0
    /// The most things a matched row holds and still fits a phone's width.
    static let matchedRowLimit = 10

    /// Two groups in two rows, one above the other, each thing under its partner, so the ones
    /// with no partner stand out at the end of the longer row.
    private static func matched(_ left: Side, _ right: Side, limit: Int, response: ItemPicture.Response) -> ItemPicture {
        let pad = 10.0, nameWidth = 130.0, rowHeight = 52.0
        let longest = min(max(left.value, right.value, 1), limit)
        let width = 2 * pad + nameWidth + Double(longest) * spacing + 12
        var svg = SVG(width: width, height: 2 * pad + 2 * rowHeight + 8)
        svg.group(class: "compare-drawing matched")
        for (row, (side, value)) in [("left", left), ("right", right)].enumerated() {
            guard case .group(let count, let name, _) = value else { continue }
            let y = pad + Double(row) * (rowHeight + 8)
            svg.rect(x: pad, y: y, width: width - 2 * pad, height: rowHeight, radius: 12, class: "side \(side)")
            if let name {
                let text = SceneLabel.short(name)
                svg.text(text, x: pad + nameWidth / 2, y: y + rowHeight / 2, size: SceneLabel.size(text, width: nameWidth - 16, preferred: 16), class: "group-name \(side)")
            }
            let paint = name.flatMap(PaintColour.named(in:)).map { " paint \($0)" } ?? ""
            for index in 0..<min(count, limit) {
                let cx = pad + nameWidth + spacing / 2 + Double(index) * spacing, cy = y + rowHeight / 2
                thing(at: cx, cy, shape: ThingShape(name: name ?? ""), class: "thing \(side)" + paint + (value.later(index) ? laterClass(paint) : ""), in: &svg)
            }
        }
        svg.end()
        let description = "Top row: \(left.words). Bottom row: \(right.words). Each thing is drawn under its partner."
        let label = "Top row: \(left.label). Bottom row: \(right.label)."
        let cut = [left.value, right.value].filter { $0 > limit }.map { "the first \(limit) of the \($0) are drawn" }
        return ItemPicture(scene: svg.render(label: label), description: description, label: label, response: response,
                           note: cut.isEmpty ? nil : cut.joined(separator: "; "))
    }

    /// Each side as base-ten blocks in its panel, the numeral (or the group's name) with them. Both
    /// sides share one cube size, so the side with more tens has more rods of the same length.
    private static func blocks(_ left: Side, _ right: Side, ask: String, response: ItemPicture.Response) -> ItemPicture {
        let panel = 260.0, pad = 10.0, inset = 14.0, numeralRoom = 56.0, between = ask == "symbol" ? 90.0 : 40.0
        let sizes = [left, right].map { Base10Drawing.size(of: $0.value) }
        let widest = max(sizes.map(\.across).max() ?? 1, 1), tallest = max(sizes.map(\.tall).max() ?? 1, 1)
        let unit = min(14, (panel - 2 * inset) / widest)
        let height = numeralRoom + tallest * unit + 2 * inset + 2 * pad
        var svg = SVG(width: 2 * panel + between + 2 * pad, height: height)
        svg.group(class: "compare-drawing blocks")
        for (index, (side, name)) in [(left, "left"), (right, "right")].enumerated() {
            let x = pad + Double(index) * (panel + between)
            svg.rect(x: x, y: pad, width: panel, height: height - 2 * pad, radius: 16, class: "side \(name)")
            let heading: String
            switch side {
            case .number(let value): heading = String(value)
            case .group(_, let label, _): heading = label.map(SceneLabel.short) ?? ""
            }
            if !heading.isEmpty {
                svg.text(heading, x: x + panel / 2, y: pad + numeralRoom / 2 + 12, size: SceneLabel.size(heading, width: panel - 24, preferred: side.isNumber ? 40 : 16),
                         class: (side.isNumber ? "side-number " : "group-name ") + name)
            }
            let across = sizes[index].across * unit
            Base10Drawing.blocks(for: side.value, at: x + (panel - across) / 2, floor: height - pad - inset, unit: unit, into: &svg)
        }
        if ask == "symbol" {
            svg.circle(cx: pad + panel + between / 2, cy: pad + numeralRoom / 2 + 4, r: 28, class: "symbol-blank")
        }
        svg.end()
        func words(_ side: Side) -> String { "\(side.words), as \(Base10Drawing.words(for: side.value))" }
        func label(_ side: Side) -> String { side.label + " as base-ten blocks" }
        let (description, label) = withSignCircle("Left: \(words(left)). Right: \(words(right)).", "Left: \(label(left)). Right: \(label(right)).", ask: ask)
        // The blocks drawing stops at as many rods as the object limit allows.
        let cut = [("left", left), ("right", right)].compactMap { side, value -> String? in
            value.value / 10 > ItemDrawings.objectLimit / 10 ? "the \(side) has more tens than are drawn" : nil
        }
        return ItemPicture(scene: svg.render(label: label), description: description, label: label, response: response,
                           note: cut.isEmpty ? nil : cut.joined(separator: "; "))
    }

    /// The scene's description and label, and the empty circle between the sides when the child picks the sign.
    private static func withSignCircle(_ description: String, _ label: String, ask: String) -> (String, String) {
        guard ask == "symbol" else { return (description, label) }
        return (description + " An empty circle between them for >, < or =.", label + " An empty circle between them for the sign.")
    }

    /// The class of a later part. A group its name paints ("Kofi's red cubes") stays that colour,
    /// a paler shade of it, so "count the red cubes" still counts them all; any other group's later
    /// part is yellow.
    private static func laterClass(_ paint: String) -> String {
        paint.isEmpty ? " later" : " later tint"
    }

    /// One thing of a group, the shape its name gives it: cubes square, stars stars, beads round.
    private static func thing(at cx: Double, _ cy: Double, shape: ThingShape, class name: String, in svg: inout SVG) {
        shape.draw(x: cx, y: cy, r: 13, class: name, in: &svg)
    }

    private static func contentHeight(_ side: Side, limit: Int) -> Double {
        switch side {
        case .number: return 130
        case .group(let count, _, _):
            let rows = max(1, (min(count, limit) + perRow - 1) / perRow)
            return max(130, Double(rows) * spacing + 16 + nameRoom)
        }
    }

    private static func draw(_ side: Side, _ name: String, x: Double, width: Double, height: Double, top: Double, limit: Int, in svg: inout SVG) {
        svg.rect(x: x, y: top, width: width, height: height, radius: 16, class: "side \(name)")
        switch side {
        case .number(let value):
            let text = String(value)
            svg.text(text, x: x + width / 2, y: top + height / 2, size: SceneLabel.size(text, width: width - 24, preferred: 64), class: "side-number \(name)")
        case .group(let count, let label, _):
            let shown = min(count, limit)
            let rows = (shown + perRow - 1) / perRow
            let blockHeight = Double(rows) * spacing
            let firstY = top + (height - nameRoom - blockHeight) / 2 + spacing / 2
            let firstX = x + width / 2 - Double(perRow - 1) * spacing / 2
            // Things take the colour their name says (red beads) and the shape (cubes are square).
            let paint = label.flatMap(PaintColour.named(in:)).map { " paint \($0)" } ?? ""
            let shape = ThingShape(name: label ?? "")
            for index in 0..<shown {
                let cx = firstX + Double(index % perRow) * spacing, cy = firstY + Double(index / perRow) * spacing
                thing(at: cx, cy, shape: shape, class: "thing \(name)" + paint + (side.later(index) ? laterClass(paint) : ""), in: &svg)
            }
            if let label {
                let text = SceneLabel.short(label)
                svg.text(text, x: x + width / 2, y: top + height - nameRoom / 2 - 2, size: SceneLabel.size(text, width: width - 16, preferred: 16), class: "group-name \(name)")
            }
        }
    }
}

extension CompareDrawing {
    package static let style = """
        .compare-drawing .side { fill: var(--surface); stroke: var(--line); stroke-width: 2; }
        .compare-drawing .side-number { font-weight: 700; }
        .compare-drawing .thing { fill: var(--primary); stroke: var(--primary-ink); stroke-width: 2; }
        .compare-drawing .thing.later:not(.tint) { fill: var(--warning); stroke: var(--warning-ink); }
        .compare-drawing .thing.later.tint { fill-opacity: 0.45; }
        .compare-drawing .group-name { font-weight: 600; }
        .compare-drawing .symbol-blank { fill: var(--surface); stroke: var(--primary-ink); stroke-width: 3; stroke-dasharray: 6 5; }

        """ + PaintColour.rules(under: ".compare-drawing")
}
