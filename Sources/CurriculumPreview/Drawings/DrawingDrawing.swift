import CurriculumCompiler

/// A blank canvas the child draws on, with the pencil that says so; a grown-up scores the drawing
/// with the rubric. Nothing in the fields is drawn on it: the prompt says what to draw.
package enum DrawingDrawing: ItemDrawing {
    package static let itemType: any ItemType.Type = DrawingItem.self
    package static let isVisual = false

    package static func draw(_ item: Item) -> ItemPicture {
        let width = 400.0, height = 260.0, edge = 4.0
        var svg = SVG(width: width + 2 * edge, height: height + 2 * edge)
        svg.rect(x: edge, y: edge, width: width, height: height, radius: 16, class: "canvas")
        // A small pencil in the top right corner, tip down and to the left, as on the app's canvas.
        let x = edge + width - 44, y = edge + 14
        svg.group(class: "pencil")
        svg.polygon([(x + 8, y + 22), (x + 24, y + 6), (x + 30, y + 12), (x + 14, y + 28)], class: "pencil-body")
        svg.polygon([(x + 8, y + 22), (x + 14, y + 28), (x + 4, y + 32)], class: "pencil-tip")
        svg.end()
        let description = "An empty drawing canvas for the child to draw on"
        return ItemPicture(scene: svg.render(label: description), description: description, response: .rubric(canvas: true))
    }
}

extension DrawingDrawing {
    package static let style = """
        .canvas { fill: var(--surface); stroke: var(--line); stroke-width: 2; }
        .pencil-body { fill: var(--warning); stroke: var(--warning-ink); stroke-width: 1.5; }
        .pencil-tip { fill: var(--text); }

        """
}
