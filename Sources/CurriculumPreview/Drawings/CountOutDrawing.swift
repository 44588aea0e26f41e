import CurriculumCompiler

/// The pile to count out from, in rows of five on the left, and the empty container on the right,
/// with the done button the child taps under it. The objects are drawn as the counting drawing
/// draws them (shape and color from the name), so the same apple looks the same in both types.
/// The container starts empty: nothing on screen shows how many to move but the prompt.
package enum CountOutDrawing: ItemDrawing {
    package static let itemType: any ItemType.Type = CountOutItem.self

    package static func draw(_ item: Item) -> ItemPicture {
        let f = item.fields(CountOutItem.Fields.self)
        let name = f?.object.flatMap { $0.value.isEmpty ? nil : short($0.value) } ?? "object"
        let container = f?.container.flatMap { $0.value.isEmpty ? nil : short($0.value) } ?? "box"
        // How many to move is the prompt's to say, and the count is the answer.
        let response = ItemPicture.Response.onScene(action: "Drag \(CountingDrawing.noun(CountingDrawing.plural(2, name))) into the \(container), then tap Done")
        guard let available = f?.available?.value else {
            return .undrawable("the count-out item needs a whole-number `available`: how many are in the pile", response: response)
        }
        guard available >= 0 else { return .undrawable("a pile of \(available) cannot be drawn", response: response) }
        let shown = min(available, ItemDrawings.objectLimit)

        let cell = 44.0, pad = 12.0, caption = 32.0, gap = 48.0
        let columns = max(1, min(shown, 5)), rows = (shown + columns - 1) / columns
        let pileWidth = Double(columns) * cell, pileHeight = max(Double(rows) * cell, cell)
        let boxWidth = 200.0, boxHeight = max(140, pileHeight)
        let button = (width: 96.0, height: 40.0)
        let width = max(544, pad * 2 + pileWidth + gap + boxWidth)
        let pileLeft = (width - (pileWidth + gap + boxWidth)) / 2, boxLeft = pileLeft + pileWidth + gap
        let height = pad + boxHeight + caption + button.height + pad
        var svg = SVG(width: width, height: height)

        let shape = ThingShape(name: name)
        let classes = (["count-object", shape.rawValue] + (PaintColour.named(in: name).map { ["paint", $0] } ?? [])).joined(separator: " ")
        svg.group(class: "pile")
        let pileTop = pad + (boxHeight - pileHeight) / 2
        for i in 0..<shown {
            let x = pileLeft + Double(i % columns) * cell + cell / 2, y = pileTop + Double(i / columns) * cell + cell / 2
            shape.draw(x: x, y: y, r: cell * 0.36, class: classes, in: &svg)
        }
        svg.end()
        svg.rect(x: boxLeft, y: pad, width: boxWidth, height: boxHeight, radius: 18, class: "count-out-container", data: [("label", container)])
        svg.text(name, x: pileLeft + pileWidth / 2, y: pad + boxHeight + caption / 2 + 4, size: 16, class: "count-caption")
        svg.text(container, x: boxLeft + boxWidth / 2, y: pad + boxHeight + caption / 2 + 4, size: 16, class: "count-caption")
        svg.rect(x: boxLeft + (boxWidth - button.width) / 2, y: pad + boxHeight + caption, width: button.width, height: button.height,
                 radius: 12, class: "done-button")
        svg.text("Done", x: boxLeft + boxWidth / 2, y: pad + boxHeight + caption + button.height / 2, size: 16, class: "done-text")

        let description = "a pile of \(CountingDrawing.plural(available, name)) beside an empty \(container)"
        let note = shown < available ? "the first \(shown) of \(available) objects are drawn" : nil
        return ItemPicture(scene: svg.render(label: description), description: description, response: response, note: note)
    }

    private static func short(_ text: String) -> String { text.count > 40 ? String(text.prefix(39)) + "…" : text }
}

extension CountOutDrawing {
    package static let style = """
        .count-out-container { fill: var(--surface); stroke: var(--primary-ink); stroke-width: 3; stroke-dasharray: 10 6; }
        .done-button { fill: var(--primary); }
        .done-text { fill: var(--surface); font-weight: 600; }

        """
}
