import CurriculumCompiler

/// Things sorted into groups: one bin per category, its name above it and its `count` things
/// inside in rows of four, so each group is counted on its own.
package enum SortClassifyDrawing: ItemDrawing {
    package static let itemType: any ItemType.Type = SortClassifyItem.self

    package static func draw(_ item: Item) -> ItemPicture {
        let f = item.fields(SortClassifyItem.Fields.self)
        let action: String
        // Of two groups one has more, not the most.
        let two = CategoryCounts(f?.categories)?.entries.count == 2
        switch f?.ask?.value {
        case "most": action = two ? "Tap the group with more" : "Tap the group with the most"
        case "fewest": action = two ? "Tap the group with fewer" : "Tap the group with the fewest"
        case "order": action = "Put the groups in order, most first"
        default: action = "Answer from the groups"
        }
        let response = ItemPicture.Response.standard(for: item, onScene: action)
        guard let categories = CategoryCounts(f?.categories) else {
            return .undrawable("the item needs `categories`, each with a name and a count", response: response)
        }
        let bins = categories.entries
        guard (2...4).contains(bins.count) else {
            return .undrawable("things are sorted into 2 to 4 groups, not \(bins.count)", response: response)
        }
        if let negative = bins.first(where: { $0.count < 0 }) {
            return .undrawable("\(negative.name) has \(negative.count): a group cannot hold fewer than 0", response: response)
        }

        let perBin = ItemDrawings.objectLimit / bins.count
        // Big things get room between them, so each can still be touched and counted.
        let spacing = bins.map { max(26, 2 * thingRadius(named: $0.name) + 6) }.max() ?? 26
        let slot = 136.0, binWidth = 120.0, perRow = 4, pad = 10.0, nameRoom = 30.0
        let fullest = bins.map { min($0.count, perBin) }.max() ?? 0
        let rows = max(2, (fullest + perRow - 1) / perRow)
        let binHeight = Double(rows) * spacing + 16
        var svg = SVG(width: Double(bins.count) * slot + 2 * pad - (slot - binWidth), height: 2 * pad + nameRoom + binHeight)
        svg.group(class: "sort-drawing")
        for (index, bin) in bins.enumerated() {
            let x = pad + Double(index) * slot
            let name = SceneLabel.short(bin.name)
            svg.text(name, x: x + binWidth / 2, y: pad + nameRoom / 2 - 2, size: SceneLabel.size(name, width: slot - 6, preferred: 16), class: "bin-name")
            svg.rect(x: x, y: pad + nameRoom, width: binWidth, height: binHeight, radius: 14, class: "bin", data: [("name", bin.name), ("count", String(bin.count))])
            let firstX = x + binWidth / 2 - Double(perRow - 1) * spacing / 2, firstY = pad + nameRoom + 8 + spacing / 2
            // A group named for a colour (red, blue cars) holds things of that colour.
            let paint = PaintColour.named(in: bin.name).map { " paint \($0)" } ?? ""
            let radius = thingRadius(named: bin.name)
            // A group named for a shape ("stars", "hearts") holds things of that shape, so a sort
            // by shape shows what it sorted and not two groups of the same dots.
            let shape = ThingShape(name: bin.name)
            let classes = "thing" + (shape == .counter ? "" : " " + shape.rawValue) + paint
            for thing in 0..<min(bin.count, perBin) {
                let cx = firstX + Double(thing % perRow) * spacing, cy = firstY + Double(thing / perRow) * spacing
                shape.draw(x: cx, y: cy, r: radius, class: classes, data: [("bin", String(index))], in: &svg)
            }
        }
        svg.end()

        let listed = bins.map { "\($0.name) \($0.count)" }.joined(separator: ", ")
        let description = "\(bins.count) groups sorted into bins, each named above its things: \(listed)"
        // Each group, and the groups, are counted by the child: the scene's name gives their names.
        let label = "Things sorted into bins, each named above its things: \(bins.map(\.name).joined(separator: ", "))"
        let cut = bins.filter { $0.count > perBin }.map { "the first \(perBin) of the \($0.count) in \($0.name) are drawn" }
        return ItemPicture(scene: svg.render(label: label), description: description, label: label, response: response,
                           note: cut.isEmpty ? nil : cut.joined(separator: "; "))
    }
}

extension SortClassifyDrawing {
    /// A group named for a size ("small cars", "big leaves") holds things of that size, so a sort
    /// by size can be seen and not only heard.
    static func thingRadius(named name: String) -> Double {
        let words = Set(name.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init))
        if !words.isDisjoint(with: ["small", "little", "tiny"]) { return 5.5 }
        if !words.isDisjoint(with: ["big", "large"]) { return 11.5 }
        return 10
    }

    package static let style = """
        .sort-drawing .bin { fill: var(--secondary); stroke: var(--primary-ink); stroke-width: 2.5; }
        .sort-drawing .bin-name { font-weight: 600; }
        .sort-drawing .thing { fill: var(--primary); stroke: var(--primary-ink); stroke-width: 2; }

        """ + PaintColour.rules(under: ".sort-drawing")
}
