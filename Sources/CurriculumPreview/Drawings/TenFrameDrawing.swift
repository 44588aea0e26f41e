import CurriculumCompiler

/// One or two ten frames (2 rows of 5), the first `filled` cells holding a counter, filled
/// row by row from the top left as children are taught to fill them.
package enum TenFrameDrawing: ItemDrawing {
    package static let itemType: any ItemType.Type = TenFrameItem.self

    package static func draw(_ item: Item) -> ItemPicture {
        let response = ItemPicture.Response.standard(for: item)
        let f = item.fields(TenFrameItem.Fields.self)
        guard let filled = f?.filled?.value else { return .undrawable("the ten frame needs `filled`", response: response) }
        let frames = f?.frames?.value ?? 1
        guard (1...2).contains(frames) else { return .undrawable("a ten frame item has 1 or 2 frames, not \(frames)", response: response) }
        let capacity = 10 * frames
        guard (0...capacity).contains(filled) else {
            return .undrawable("\(filled) counters do not fit in \(capacity) boxes", response: response)
        }

        let cell = 44.0, gap = 16.0, pad = 8.0
        let frameWidth = 5 * cell, frameHeight = 2 * cell
        var svg = SVG(width: pad * 2 + frameWidth, height: pad * 2 + Double(frames) * frameHeight + Double(frames - 1) * gap)
        for frame in 0..<frames {
            let top = pad + Double(frame) * (frameHeight + gap)
            svg.rect(x: pad, y: top, width: frameWidth, height: frameHeight, class: "frame")
            for index in 0..<10 {
                let x = pad + Double(index % 5) * cell, y = top + Double(index / 5) * cell
                let isFilled = frame * 10 + index < filled
                svg.rect(x: x, y: y, width: cell, height: cell, class: isFilled ? "cell filled" : "cell")
                if isFilled { svg.circle(cx: x + cell / 2, cy: y + cell / 2, r: cell * 0.34, class: "counter") }
            }
        }
        let frameWords = frames == 1 ? "A ten frame" : "Two ten frames"
        let description = "\(frameWords) with \(filled) of its \(capacity) boxes filled with counters"
        // Each frame's 10 boxes, never the total: two full frames hold the answer's 20.
        let label = frames == 1 ? "A ten frame of 10 boxes, each empty or holding a counter"
            : "Two ten frames of 10 boxes each, every box empty or holding a counter"
        let action = f?.asksComplement == true ? "Say how many more fill the frame" : "Say how many counters"
        return ItemPicture(scene: svg.render(label: label), description: description, label: label, response: .standard(for: item, onScene: action))
    }
}

extension TenFrameDrawing {
    package static let style = """
        .frame { fill: var(--surface); stroke: var(--text); stroke-width: 3; }
        .cell { fill: none; stroke: var(--line); stroke-width: 1.5; }
        .cell.filled { fill: var(--secondary); }
        .counter { fill: var(--primary); stroke: var(--primary-ink); stroke-width: 2; }

        """
}
