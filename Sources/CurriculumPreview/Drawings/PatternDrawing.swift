import CurriculumCompiler
import Foundation

/// A repeating pattern: the `core` repeated until `shown` pieces stand in a row (wrapping onto
/// more rows only when long), then an empty dashed box where the next piece goes. A colour is a block
/// of that colour and a shape word is that shape, each with its word under it so no piece is
/// told by colour alone; any other word or number (clap, dog, 2) is a tile with the word on it.
package enum PatternDrawing: ItemDrawing {
    package static let itemType: any ItemType.Type = PatternItem.self

    package static func draw(_ item: Item) -> ItemPicture {
        let response = ItemPicture.Response.standard(for: item, onScene: "Say what comes next")
        let f = item.fields(PatternItem.Fields.self)
        guard let coreNodes = f?.core?.value, !coreNodes.isEmpty else {
            return .undrawable("the pattern needs a `core`: the pieces that repeat", response: response)
        }
        let core = coreNodes.compactMap(\.string)
        guard core.count == coreNodes.count else {
            return .undrawable("each piece of the core is a word or a number", response: response)
        }
        guard let shown = f?.shown?.value, shown >= 1 else {
            return .undrawable("the pattern needs `shown`: how many pieces stand before the gap", response: response)
        }
        let drawn = min(shown, ItemDrawings.objectLimit)
        let pieces = (0..<drawn).map { SceneLabel.short(core[$0 % core.count]) }

        // Every piece gets the same slot. The row stays one row, as the child sees a pattern,
        // while its pieces keep 36 units and their words 9-unit type; past that it wraps.
        let gap = 8.0, pad = 12.0, labelRoom = 24.0, rowGap = 14.0, room = 560 - 2 * pad
        let longest = Double(pieces.map(\.count).max() ?? 1)
        let natural = min(150, max(56, longest * 0.55 * 15 + 16))
        let cells = drawn + 1 + (drawn < shown ? 1 : 0)
        let oneRow = (room - gap * Double(cells - 1)) / Double(cells)
        let slot = oneRow >= max(36, longest * 0.55 * 9 + 2) ? min(natural, oneRow) : natural
        let box = min(56, slot)
        let perRow = max(1, min(cells, Int((room + gap) / (slot + gap) + 0.001)))
        let rows = (cells + perRow - 1) / perRow
        let rowHeight = box + labelRoom
        var svg = SVG(width: 2 * pad + Double(perRow) * slot + Double(perRow - 1) * gap,
                      height: 2 * pad + Double(rows) * rowHeight + Double(rows - 1) * rowGap)
        func origin(_ cell: Int) -> (x: Double, y: Double) {
            (pad + Double(cell % perRow) * (slot + gap), pad + Double(cell / perRow) * (rowHeight + rowGap))
        }
        svg.group(class: "pattern-drawing")
        for (index, word) in pieces.enumerated() {
            let (x, y) = origin(index)
            piece(word, at: x, y, slot: slot, box: box, position: index + 1, in: &svg)
        }
        var cell = drawn
        if drawn < shown {
            // Pieces left out: the empty box still stands for the one after the last.
            let (x, y) = origin(cell)
            svg.text("…", x: x + slot / 2, y: y + box / 2, size: min(28, slot * 0.6), class: "left-out")
            cell += 1
        }
        let (x, y) = origin(cell)
        svg.rect(x: x + (slot - box) / 2, y: y, width: box, height: box, radius: 10, class: "blank", data: [("position", shown < Int.max ? String(shown + 1) : "next")])
        svg.end()

        let listed = shown <= 12
            ? "(\(pieces.joined(separator: ", ")))"
            : "repeating \(core.map(SceneLabel.short).joined(separator: ", "))"
        let description = "A row of \(shown) pattern \(shown == 1 ? "piece" : "pieces") \(listed), then an empty dashed box for what comes next"
        let note = drawn < shown ? "the first \(drawn) of \(shown) pieces are drawn" : nil
        return ItemPicture(scene: svg.render(label: description), description: description, response: response, note: note)
    }

    private static func piece(_ word: String, at x: Double, _ y: Double, slot: Double, box: Double, position: Int, in svg: inout SVG) {
        let key = word.lowercased()
        let data = [("position", String(position)), ("piece", word)]
        let left = x + (slot - box) / 2, cx = x + slot / 2, cy = y + box / 2
        if let paint = PaintColour.word(key) {
            svg.rect(x: left, y: y, width: box, height: box, radius: 8, class: "piece paint \(paint)", data: data)
        } else if shapeWords.contains(key) {
            shape(key, cx: cx, cy: cy, size: box, data: data, in: &svg)
        } else {
            svg.rect(x: x, y: y, width: slot, height: box, radius: 10, class: "piece tile", data: data)
            svg.text(word, x: cx, y: cy, size: SceneLabel.size(word, width: slot - 10, preferred: 17), class: "piece-word on-tile")
            return
        }
        svg.text(word, x: cx, y: y + box + 13, size: SceneLabel.size(word, width: slot, preferred: 14), class: "piece-word under")
    }

    static let shapeWords: Set<String> = ["circle", "square", "triangle", "rectangle", "star", "hexagon", "diamond", "rhombus"]

    private static func shape(_ name: String, cx: Double, cy: Double, size: Double, data: [(String, String)], in svg: inout SVG) {
        let r = size / 2 - 3
        let kind = "piece shape \(name)"
        switch name {
        case "circle":
            svg.circle(cx: cx, cy: cy, r: r, class: kind, data: data)
        case "square":
            svg.rect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r, class: kind, data: data)
        case "rectangle":
            svg.rect(x: cx - r, y: cy - r * 0.6, width: 2 * r, height: 1.2 * r, class: kind, data: data)
        case "triangle":
            svg.polygon([(cx, cy - r), (cx + r, cy + r * 0.8), (cx - r, cy + r * 0.8)], class: kind, data: data)
        case "diamond", "rhombus":
            svg.polygon([(cx, cy - r), (cx + r * 0.7, cy), (cx, cy + r), (cx - r * 0.7, cy)], class: kind, data: data)
        case "hexagon":
            svg.polygon(corners(6, cx, cy, r, turn: 0), class: kind, data: data)
        default:
            // A five-pointed star: outer points with inner ones between.
            let outer = corners(5, cx, cy, r, turn: -Double.pi / 2), inner = corners(5, cx, cy, r * 0.45, turn: -Double.pi / 2 + Double.pi / 5)
            svg.polygon(zip(outer, inner).flatMap { [$0, $1] }, class: kind, data: data)
        }
    }

    private static func corners(_ count: Int, _ cx: Double, _ cy: Double, _ r: Double, turn: Double) -> [(Double, Double)] {
        (0..<count).map { i in
            let angle = turn + Double(i) * 2 * Double.pi / Double(count)
            return (cx + r * cos(angle), cy + r * sin(angle))
        }
    }
}

extension PatternDrawing {
    package static let style = """
        .pattern-drawing .piece { stroke: var(--text); stroke-width: 2; }
        .pattern-drawing .piece.tile { fill: var(--secondary); stroke: var(--primary-ink); }
        .pattern-drawing .piece.shape { fill: var(--secondary); stroke: var(--primary-ink); stroke-width: 3; stroke-linejoin: round; }
        .pattern-drawing .piece-word.on-tile { font-weight: 600; }
        .pattern-drawing .piece-word.under { fill: var(--text-secondary); }
        .pattern-drawing .blank { fill: var(--surface); stroke: var(--primary-ink); stroke-width: 3; stroke-dasharray: 8 6; }
        .pattern-drawing .left-out { fill: var(--text-secondary); }

        """ + PaintColour.rules(under: ".pattern-drawing")
}
