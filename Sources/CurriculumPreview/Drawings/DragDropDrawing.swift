import CurriculumCompiler
import CurriculumSyntax

/// Matching by dragging: the things to drag as rounded tiles on top, the places they go as dashed
/// drop zones below. The tiles are not in their pairs' order: each moves along by one place, so
/// no tile starts above its own match and the layout never hints at the answer. A tile or zone
/// that names one shape ("triangle", "a hexagon", "cube") shows the shape above its word, so a
/// child who cannot read the word sees the shape and can count its sides.
package enum DragDropDrawing: ItemDrawing {
    package static let itemType: any ItemType.Type = DragDropItem.self

    /// The most pairs drawn; the schema allows 5, so more is an author mid-edit.
    static let pairLimit = 12

    package static func draw(_ item: Item) -> ItemPicture {
        let response = ItemPicture.Response.onScene(action: "Drag each tile onto its match")
        guard let pairs = item.fields(DragDropItem.Fields.self)?.pairs?.value, !pairs.isEmpty else {
            return .undrawable("the item needs `pairs`, each an `item` and its `target`", response: response)
        }
        var things: [String] = [], targets: [String] = []
        for (index, pair) in pairs.prefix(pairLimit).enumerated() {
            guard let item = pair.value.item?.value, let place = pair.value.target?.value else {
                return .undrawable("pair \(index + 1) needs an `item` and a `target`", response: response)
            }
            // A label past a tile's three lines is cut, in the drawing and in its description alike.
            let thing = BoundedText.middle(item, limit: 80), target = BoundedText.middle(place, limit: 80)
            things.append(thing)
            // Two things that belong in the same place share one drop zone.
            if !targets.contains(where: { $0.normalizedWord == target.normalizedWord }) { targets.append(target) }
        }
        let tiles = Array(things.dropFirst() + things.prefix(1))
        let note = pairs.count > pairLimit ? "the first \(pairLimit) of \(pairs.count) pairs are drawn" : nil

        let tileLines = tiles.map(lines), zoneLines = targets.map(lines)
        let tileShapes = tiles.map(ShapeDrawing.shape(namedIn:)), zoneShapes = targets.map(ShapeDrawing.shape(namedIn:))
        let glyph = 40.0
        let tileRoom = tileShapes.contains { $0 != nil } ? glyph + 8 : 0, zoneRoom = zoneShapes.contains { $0 != nil } ? glyph + 8 : 0
        let longest = (tileLines + zoneLines).flatMap { $0 }.map(\.count).max() ?? 1
        let mostLines = (tileLines + zoneLines).map(\.count).max() ?? 1
        let lineHeight = 21.0, font = 17.0, gap = 16.0, edge = 12.0, widest = 560.0
        let cellWidth = max(72, Double(longest) * 10 + 28)
        let textHeight = max(52, Double(mostLines) * lineHeight + 22)
        let tileHeight = textHeight + tileRoom
        let zoneHeight = textHeight + 24 + zoneRoom
        let columns = max(1, min(max(tiles.count, targets.count), Int((widest - 2 * edge + gap) / (cellWidth + gap))))
        let width = max(400, 2 * edge + Double(columns) * cellWidth + Double(columns - 1) * gap)
        let tileRows = (tiles.count + columns - 1) / columns, zoneRows = (targets.count + columns - 1) / columns
        let zonesTop = edge + Double(tileRows) * (tileHeight + gap) + 20
        let height = zonesTop + Double(zoneRows) * (zoneHeight + gap) - gap + edge

        var svg = SVG(width: width, height: height)
        svg.group(class: "drag-drop")
        /// The top left of cell `index` in a grid of `count` starting at `top`, each row centred.
        func origin(_ index: Int, of count: Int, top: Double, rowHeight: Double) -> (Double, Double) {
            let row = index / columns, inRow = min(columns, count - row * columns)
            let rowWidth = Double(inRow) * cellWidth + Double(inRow - 1) * gap
            let left = (width - rowWidth) / 2
            return (left + Double(index % columns) * (cellWidth + gap), top + Double(row) * (rowHeight + gap))
        }
        func write(_ lines: [String], centreX: Double, centreY: Double, class name: String) {
            let first = centreY - Double(lines.count - 1) * lineHeight / 2
            for (i, line) in lines.enumerated() {
                svg.text(line, x: centreX, y: first + Double(i) * lineHeight, size: font, class: name)
            }
        }
        for (index, tile) in tiles.enumerated() {
            let (x, y) = origin(index, of: tiles.count, top: edge, rowHeight: tileHeight)
            svg.rect(x: x, y: y, width: cellWidth, height: tileHeight, radius: 14, class: "tile", data: [("label", tile)])
            if let shape = tileShapes[index] {
                ShapeDrawing.glyph(shape, x: x + cellWidth / 2, y: y + 10 + glyph / 2, size: glyph, in: &svg)
            }
            write(tileLines[index], centreX: x + cellWidth / 2, centreY: y + (tileHeight + tileRoom) / 2, class: "tile-text")
        }
        for (index, target) in targets.enumerated() {
            let (x, y) = origin(index, of: targets.count, top: zonesTop, rowHeight: zoneHeight)
            svg.rect(x: x, y: y, width: cellWidth, height: zoneHeight, radius: 14, class: "drop-zone", data: [("label", target)])
            if let shape = zoneShapes[index] {
                ShapeDrawing.glyph(shape, x: x + cellWidth / 2, y: y + 12 + glyph / 2, size: glyph, in: &svg)
            }
            // A zone named for a colour ("red box", "brown") shows the colour as a band along its
            // top, so a child who cannot read "red" still finds the red box.
            if let paint = PaintColour.only(in: target) {
                svg.rect(x: x + 12, y: y + 6, width: cellWidth - 24, height: 10, radius: 5, class: "zone-paint paint \(paint)")
            }
            write(zoneLines[index], centreX: x + cellWidth / 2, centreY: y + (zoneHeight + zoneRoom) / 2 + 4, class: "zone-text")
        }
        svg.end()

        func quoted(_ labels: [String]) -> String { labels.map { "\"\($0)\"" }.joined(separator: ", ") }
        var description = "\(tiles.count) \(tiles.count == 1 ? "tile" : "tiles") to drag (\(quoted(tiles))) "
            + "and \(targets.count) drop \(targets.count == 1 ? "zone" : "zones") below them (\(quoted(targets)))"
        if tileRoom + zoneRoom > 0 { description += "; each shape's name has the shape drawn above it" }
        if targets.contains(where: { PaintColour.only(in: $0) != nil }) { description += "; a zone named for a colour shows that colour" }
        return ItemPicture(scene: svg.render(label: description), description: description, response: response, note: note)
    }

    /// A label broken at spaces into lines of about 16 characters, at most three; only a label
    /// over 40 characters is cut short, with "…".
    static func lines(_ label: String) -> [String] {
        let text = label.count > 40 ? String(label.prefix(39)) + "…" : label
        var lines: [String] = []
        for word in text.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
            if let last = lines.last, last.count + 1 + word.count <= 16 {
                lines[lines.count - 1] = last + " " + word
            } else {
                lines.append(word)
            }
        }
        guard lines.count > 3 else { return lines.isEmpty ? [text] : lines }
        return Array(lines.prefix(2)) + [lines.dropFirst(2).joined(separator: " ")]
    }
}

extension DragDropDrawing {
    package static let style = """
        .drag-drop .tile { fill: var(--secondary); stroke: var(--primary-ink); stroke-width: 2.5; }
        .drag-drop .tile-text { font-weight: 600; }
        .drag-drop .drop-zone { fill: var(--surface); stroke: var(--line); stroke-width: 2.5; stroke-dasharray: 8 6; }
        .drag-drop .zone-text { fill: var(--text-secondary); }
        .drag-drop .shape-glyph { fill: var(--surface); stroke: var(--primary-ink); stroke-width: 2.5; stroke-linejoin: round; }

        """ + PaintColour.rules(under: ".drag-drop")
}
