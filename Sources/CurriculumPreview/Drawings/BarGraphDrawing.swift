import CurriculumCompiler
import Foundation

/// A bar graph: one upright bar per category, named under it, on a count axis whose gridlines
/// carry their numbers, so a bar is read against the axis (its count is not written on it, as
/// that would be the answer). A bar's height is exactly its count on the axis' scale. While every
/// count has its own gridline (counts up to 20), a bar is a stack of squares, one for each thing
/// counted: a Kindergartner counts them (NY-K.MD.3) before reading the axis (NY-1.MD.4).
package enum BarGraphDrawing: ItemDrawing {
    package static let itemType: any ItemType.Type = BarGraphItem.self

    package static func draw(_ item: Item) -> ItemPicture {
        let f = item.fields(BarGraphItem.Fields.self)
        let ask = f?.ask?.value
        // Of two bars one has more, not the most.
        let two = CategoryCounts(f?.categories)?.entries.count == 2
        let action = ask == "fewest" ? (two ? "Tap the bar with fewer" : "Tap the bar with the fewest")
            : ask == "most" ? (two ? "Tap the bar with more" : "Tap the bar with the most") : "Answer from the graph"
        let response = ItemPicture.Response.standard(for: item, onScene: action)
        guard let categories = CategoryCounts(f?.categories) else {
            return .undrawable("the graph needs `categories`, each with a name and a count", response: response)
        }
        let bars = categories.entries
        guard !bars.isEmpty else { return .undrawable("the graph has no categories", response: response) }
        guard bars.count <= BarGraphItem.maximumCategories else {
            return .undrawable("a bar graph shows up to \(BarGraphItem.maximumCategories) categories, not \(bars.count)", response: response)
        }
        if let negative = bars.first(where: { $0.count < 0 }) {
            return .undrawable("\(negative.name) has \(negative.count): a bar cannot go below 0", response: response)
        }

        let (top, step) = axis(for: bars.map(\.count).max() ?? 0)
        // At least 16 points between gridlines, so their numbers never crowd each other.
        let plotHeight = max(240, 16 * (top / step).rounded())
        let left = 56.0, plotTop = 16.0, slot = 120.0, barWidth = 64.0
        let base = plotTop + plotHeight
        let plotWidth = slot * Double(bars.count)
        var svg = SVG(width: left + plotWidth + 16, height: base + 44)
        svg.group(class: "bar-graph-drawing")
        func y(_ value: Double) -> Double { base - plotHeight * value / top }
        let stacked = step == 1

        var value = 0.0
        while value <= top {
            svg.line(x1: left, y1: y(value), x2: left + plotWidth, y2: y(value), class: "gridline", data: [("value", whole(value))])
            svg.text(whole(value), x: left - 10, y: y(value), size: 14, anchor: "end", class: "axis-number")
            value += step
        }
        for (index, bar) in bars.enumerated() {
            let x = left + slot * Double(index) + (slot - barWidth) / 2
            let height = plotHeight * Double(bar.count) / top
            // A bar named for a colour (favourite colours: red, blue) is that colour, so the child
            // asked about the red bar sees a red one.
            let paint = PaintColour.named(in: bar.name).map { " paint \($0)" } ?? ""
            svg.rect(x: x, y: base - height, width: barWidth, height: height, class: "bar" + paint, data: [("count", String(bar.count))])
            if stacked {
                for unit in stride(from: 1, to: bar.count, by: 1) {
                    svg.line(x1: x, y1: y(Double(unit)), x2: x + barWidth, y2: y(Double(unit)), class: "bar-square")
                }
            }
            let name = SceneLabel.short(bar.name)
            svg.text(name, x: x + barWidth / 2, y: base + 20, size: SceneLabel.size(name, width: slot - 8, preferred: 16), class: "bar-label")
        }
        svg.line(x1: left, y1: plotTop, x2: left, y2: base, class: "axis")
        svg.line(x1: left, y1: base, x2: left + plotWidth, y2: base, class: "axis")
        svg.end()

        let listed = bars.map { "\($0.name) \($0.count)" }.joined(separator: ", ")
        let built = stacked ? ", each bar a stack of squares" : ""
        let description = "A bar graph with \(bars.count == 1 ? "1 bar" : "\(bars.count) bars") (\(listed)) on a count axis from 0 to \(whole(top)) with numbered gridlines" + built
        // A bar's count is read against the axis: the scene's name gives the bars, not their counts.
        let label = "A bar graph with \(bars.count == 1 ? "1 bar" : "\(bars.count) bars") (\(bars.map(\.name).joined(separator: ", "))) on a count axis from 0 to \(whole(top)) with numbered gridlines" + built
        return ItemPicture(scene: svg.render(label: label), description: description, label: label, response: response)
    }

    /// An axis number as written: the axis is whole numbers, however large.
    static func whole(_ value: Double) -> String {
        abs(value) < 1e15 ? String(Int(value)) : String(format: "%.0f", value)
    }

    /// The axis' top and its step between gridlines. Every count up to 20 (NY-1.MD.4's range) has
    /// its own numbered gridline: a bar that stops between two lines, on a scale counting by 2s,
    /// cannot be read before Grade 2. Larger counts step by 2, 5, 10, 20, … so at most twenty
    /// gridlines; the top is the first step at or above the largest count (at least 5).
    static func axis(for largest: Int) -> (top: Double, step: Double) {
        let largest = max(Double(largest), 5)
        var step = 1.0
        while (largest / step).rounded(.up) > 20 {
            let digits = String(Int(step)).first
            step *= digits == "2" ? 2.5 : 2
            if !step.isFinite || step > 1e18 { break }
        }
        return ((largest / step).rounded(.up) * step, step)
    }
}

extension BarGraphDrawing {
    package static let style = """
        .bar-graph-drawing .gridline { stroke: var(--line); stroke-width: 1; stroke-dasharray: 4 4; }
        .bar-graph-drawing .axis { stroke: var(--text); stroke-width: 2.5; }
        .bar-graph-drawing .axis-number { fill: var(--text-secondary); }
        .bar-graph-drawing .bar { fill: var(--primary); stroke: var(--primary-ink); stroke-width: 2; }
        .bar-graph-drawing .bar-square { stroke: var(--text); stroke-width: 2; }
        .bar-graph-drawing .bar-label { font-weight: 600; }

        """ + PaintColour.rules(under: ".bar-graph-drawing")
}
