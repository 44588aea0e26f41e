import CurriculumCompiler

/// A number chart: `rows` rows of `columns` cells counting up from `start`, read left to right
/// and top to bottom. The cells in `missing` are empty highlighted boxes with no number in them.
package enum NumberChartDrawing: ItemDrawing {
    package static let itemType: any ItemType.Type = NumberChartItem.self

    package static func draw(_ item: Item) -> ItemPicture {
        let response = ItemPicture.Response.standard(for: item, onScene: "Write the missing number in each empty box")
        let f = item.fields(NumberChartItem.Fields.self)
        guard let start = f?.start?.value, let rows = f?.rows?.value else {
            return .undrawable("the number chart needs whole-number `start` and `rows`", response: response)
        }
        let columns = f?.columns?.value ?? 10
        guard (1...20).contains(columns) else { return .undrawable("a number chart has 10 columns, not \(columns)", response: response) }
        guard rows >= 1 else { return .undrawable("a number chart has at least 1 row, not \(rows)", response: response) }
        let shownRows = min(rows, ItemDrawings.objectLimit / columns)
        guard let last = OverflowChecked.sum([start, shownRows * columns - 1]) else {
            return .undrawable("the numbers from \(start) on are too large to draw", response: response)
        }
        // One number may be written without the list brackets, as the solver accepts.
        var missing: [Int] = []
        for cell in f?.missing?.value ?? [] {
            guard let value = cell.value else {
                return .undrawable("`missing` lists the numbers left blank; '\(ItemPicture.plain(cell.node))' is not a number", response: response)
            }
            missing.append(value)
        }
        let blank = Set(missing)

        let cellWidth = 44.0, cellHeight = 40.0, pad = 8.0
        let widest = max(String(start).count, String(last).count)
        let fontSize = min(16, (cellWidth * 0.85 / (0.6 * Double(widest))).rounded(.down))
        var svg = SVG(width: max(200, Double(columns) * cellWidth + 2 * pad), height: Double(shownRows) * cellHeight + 2 * pad)
        var emptyPlaces: [String] = []
        var empties: [(x: Double, y: Double)] = []
        for index in 0..<(shownRows * columns) {
            let value = start + index
            let row = index / columns, column = index % columns
            let x = pad + Double(column) * cellWidth, y = pad + Double(row) * cellHeight
            if blank.contains(value) {
                empties.append((x, y))
                emptyPlaces.append("row \(row + 1), box \(column + 1)")
            } else {
                svg.rect(x: x, y: y, width: cellWidth, height: cellHeight, class: "chart-cell")
                svg.text(String(value), x: x + cellWidth / 2, y: y + cellHeight / 2, size: fontSize, class: "chart-number")
            }
        }
        // Empty boxes last, so their thick border is not half hidden under a neighbor's.
        for empty in empties { svg.rect(x: empty.x, y: empty.y, width: cellWidth, height: cellHeight, class: "chart-cell missing") }

        let emptyCount = emptyPlaces.isEmpty ? "no empty boxes" : Wording.count(emptyPlaces.count, "empty box")
        let emptyWords = emptyPlaces.isEmpty ? emptyCount : "\(emptyCount) (\(emptyPlaces.joined(separator: "; ")))"
        // An end of the chart may be an empty box: the scene's name gives its shape, not its numbers,
        // nor where its empty boxes are ("row 1, box 9" on a chart from 1 is the 9 asked for), and
        // the description names only an end the child can see ("from 101 to 120" answers a chart
        // whose last box is the one left empty).
        let shape = "\(Wording.count(shownRows, "row")) of \(columns)"
        let extent: String
        switch (blank.contains(start), blank.contains(last)) {
        case (false, false): extent = "from \(start) to \(last), \(columns) in a row"
        case (false, true): extent = "of \(shape) starting at \(start)"
        case (true, false): extent = "of \(shape) ending at \(last)"
        case (true, true): extent = "of \(shape)"
        }
        let description = "A number chart \(extent), with \(emptyWords)"
        let label = "A number chart of \(shape), with \(emptyCount)"
        var notes: [String] = []
        if shownRows < rows { notes.append("the first \(shownRows) of \(rows) rows are drawn") }
        let offChart = missing.filter { !(start...last).contains($0) }
        if !offChart.isEmpty {
            notes.append("\(Wording.list(offChart.map(String.init))) \(offChart.count == 1 ? "is" : "are") not on the chart drawn, which runs from \(start) to \(last)")
        }
        return ItemPicture(scene: svg.render(label: label), description: description, label: label, response: response,
            note: notes.isEmpty ? nil : notes.joined(separator: "; "))
    }
}

extension NumberChartDrawing {
    package static let style = """
        .chart-cell { fill: var(--surface); stroke: var(--line); stroke-width: 1.5; }
        .chart-cell.missing { fill: var(--secondary); stroke: var(--primary-ink); stroke-width: 3; }
        .chart-number { font-weight: 500; }

        """
}
