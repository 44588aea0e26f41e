import CurriculumCompiler
import Foundation

/// A number line from `from` to `to` with a tick for every whole number (every 2, 5, … only on a
/// line too long for that), numbered every number on a short line and every 5 or 10 on a longer
/// one. A dot marks `start`. The child's view stops there: the child makes the jumps, so where
/// they land is never drawn. The reviewer's panel gets the line worked: each of `jumps` an arc
/// from where it starts to where it lands, with an arrowhead at the landing and its size (`+3`,
/// `−2`) above; an arc that covers part of an earlier one is drawn higher, so a jump back stays
/// readable.
package enum NumberLineDrawing: ItemDrawing {
    package static let itemType: any ItemType.Type = NumberLineItem.self

    struct Hop {
        var from: Int
        var to: Int
        var size: Int
    }

    package static func draw(_ item: Item) -> ItemPicture {
        let response = ItemPicture.Response.standard(for: item)
        let f = item.fields(NumberLineItem.Fields.self)
        guard let from = f?.from?.value, let to = f?.to?.value, let start = f?.start?.value else {
            return .undrawable("the number line needs whole-number `from`, `to` and `start`", response: response)
        }
        guard from < to else { return .undrawable("the line runs from \(from) to \(to); `to` must be above `from`", response: response) }
        guard let span = OverflowChecked.difference(to, from) else {
            return .undrawable("a line from \(from) to \(to) is too long to draw", response: response)
        }
        guard (from...to).contains(start) else {
            return .undrawable("start \(start) is off the line, which runs from \(from) to \(to)", response: response)
        }
        var hops: [Hop] = []
        var position = start
        for jump in f?.jumps?.value ?? [] {
            guard let size = jump.value else { return .undrawable("'\(ItemPicture.plain(jump.node))' is not a whole-number jump", response: response) }
            guard let next = OverflowChecked.sum([position, size]), (from...to).contains(next) else {
                return .undrawable("the jump \(signed(size)) from \(position) leaves the line, which runs from \(from) to \(to)", response: response)
            }
            hops.append(Hop(from: position, to: next, size: size))
            position = next
        }
        let drawnHops = Array(hops.prefix(ItemDrawings.objectLimit))
        let layout = Layout(from: from, to: to, span: span, start: start)

        let description = "A number line from \(from) to \(to) with \(layout.marks); a dot marks the start, \(start)"
        let jumpWords = hops.isEmpty ? "no jumps"
            : "\(Wording.count(hops.count, "jump")) drawn as \(hops.count == 1 ? "an arc" : "arcs"): " + hops.map { signed($0.size) }.joined(separator: ", then ")
        let workedWords = "\(jumpWords), landing on \(position)"
            + (drawnHops.count < hops.count ? " (the first \(drawnHops.count) of \(hops.count) jumps are drawn)" : "")
        let worked = ItemPicture.Worked(scene: scene(layout, hops: drawnHops).render(label: description + "; " + workedWords), words: workedWords)
        return ItemPicture(scene: scene(layout, hops: []).render(label: description), description: description, response: response, worked: worked)
    }

    /// Where the line's numbers go, shared by the child's line and the worked one so both match.
    struct Layout {
        var from: Int, to: Int, span: Int, start: Int
        var tickStep: Int, numberStep: Int, length: Double, fontSize: Double
        var numbered: [Int]
        static let margin = 30.0

        init(from: Int, to: Int, span: Int, start: Int) {
            self.from = from
            self.to = to
            self.span = span
            self.start = start
            // Ticks: every number up to 120 of them; numbers: every 1, 5 or 10 as the line grows.
            tickStep = NumberLineDrawing.step(span, atMost: 120)
            numberStep = span <= 20 ? 1 : span <= 60 ? 5 : span <= 150 ? 10 : max(tickStep, NumberLineDrawing.step(span, atMost: 12))
            length = min(500, max(240, Double(span) * 44))
            let widest = max(String(from).count, String(to).count)
            let spacing = length * Double(numberStep) / Double(span)
            fontSize = min(15, max(8, ((spacing - 2) / (0.56 * Double(widest))).rounded(.down)))
            numbered = NumberLineDrawing.multiples(of: numberStep, from: from, to: to)
            let room = 0.56 * fontSize * Double(widest) + 6
            for end in [from, to, start] where numbered.allSatisfy({ abs(x($0) - x(end)) >= room }) { numbered.append(end) }
        }

        func x(_ value: Int) -> Double { Layout.margin + (Double(value) - Double(from)) / Double(span) * length }

        var marks: String {
            numberStep == 1 ? "every number written"
                : tickStep == 1 ? "a tick for every number, numbered every \(numberStep)"
                : "a tick every \(tickStep), numbered every \(numberStep)"
        }
    }

    /// The line with its ticks, numbers and start, and the `hops` as arcs (none in the child's view).
    static func scene(_ layout: Layout, hops: [Hop]) -> SVG {
        let x = layout.x, pad = 12.0
        let numberedSet = Set(layout.numbered)
        // A landing spot gets a tick of its own only where an arc lands on it.
        let ticks = Set(multiples(of: layout.tickStep, from: layout.from, to: layout.to) + [layout.from, layout.to, layout.start] + layout.numbered + hops.map(\.to)).sorted()

        // Arcs: height grows with the jump's length; one over part of an earlier arc rises a level.
        var heights: [Double] = []
        for (i, hop) in hops.enumerated() {
            let lo = min(x(hop.from), x(hop.to)), hi = max(x(hop.from), x(hop.to))
            let level = hops[..<i].filter { min(x($0.from), x($0.to)) < hi - 0.5 && max(x($0.from), x($0.to)) > lo + 0.5 }.count
            heights.append(min(max((hi - lo) * 0.45, 16), 60) + Double(level) * 20)
        }
        let lineY = pad + (heights.max() ?? 0) + 26
        var svg = SVG(width: 2 * Layout.margin + layout.length, height: lineY + 60 + pad)

        svg.line(x1: x(layout.from) - 8, y1: lineY, x2: x(layout.to) + 8, y2: lineY, class: "line-axis")
        for value in ticks {
            let major = numberedSet.contains(value)
            let reach = major ? 9.0 : 5.0
            svg.line(x1: x(value), y1: lineY - reach, x2: x(value), y2: lineY + reach, class: major ? "line-tick major" : "line-tick",
                data: [("value", String(value))])
            if major { svg.text(String(value), x: x(value), y: lineY + 22, size: layout.fontSize, class: "line-number") }
        }
        svg.circle(cx: x(layout.start), cy: lineY, r: 6, class: "start-dot", data: [("value", String(layout.start))])
        svg.text(numberedSet.contains(layout.start) ? "start" : "start \(layout.start)", x: x(layout.start), y: lineY + 44, size: 14, class: "start-caption")

        for (hop, height) in zip(hops, heights) {
            let x1 = x(hop.from), x2 = x(hop.to), middle = (x1 + x2) / 2, control = lineY - 2 * height
            let d = "M \(SVG.number(x1)) \(SVG.number(lineY)) Q \(SVG.number(middle)) \(SVG.number(control)) \(SVG.number(x2)) \(SVG.number(lineY))"
            svg.path(d, class: "hop", data: [("from", String(hop.from)), ("to", String(hop.to))])
            // The arrowhead follows the curve's direction where it lands.
            let dx = x2 - middle, dy = lineY - control, norm = max((dx * dx + dy * dy).squareRoot(), 0.001)
            let ux = dx / norm, uy = dy / norm
            let tipY = lineY - 1
            svg.polygon([(x2, tipY), (x2 - ux * 10 - uy * 5, tipY - uy * 10 + ux * 5), (x2 - ux * 10 + uy * 5, tipY - uy * 10 - ux * 5)], class: "hop-arrow")
            svg.text(signed(hop.size), x: middle, y: lineY - height - 11, size: 15, class: "hop-size")
        }
        return svg
    }

    /// `+3` or `−2` (a true minus sign).
    static func signed(_ jump: Int) -> String { jump < 0 ? "−\(jump.magnitude)" : "+\(jump)" }

    /// The smallest of 1, 2, 5, 10, 20, 50, … that cuts `span` into at most `count` pieces.
    static func step(_ span: Int, atMost count: Int) -> Int {
        var decade = 1
        while true {
            for factor in [1, 2, 5] {
                let (candidate, overflow) = decade.multipliedReportingOverflow(by: factor)
                if overflow { return Int.max }
                if span / candidate + (span % candidate == 0 ? 0 : 1) <= count { return candidate }
            }
            let (next, overflow) = decade.multipliedReportingOverflow(by: 10)
            if overflow { return Int.max }
            decade = next
        }
    }

    /// The multiples of `step` from `from` to `to`.
    static func multiples(of step: Int, from: Int, to: Int) -> [Int] {
        guard step > 0 else { return [] }
        let remainder = ((from % step) + step) % step
        guard remainder == 0 || from <= Int.max - (step - remainder) else { return [] }
        let first = remainder == 0 ? from : from + (step - remainder)
        guard first <= to else { return [] }
        return Array(stride(from: first, through: to, by: step))
    }
}

extension NumberLineDrawing {
    package static let style = """
        .line-axis { stroke: var(--text); stroke-width: 3; stroke-linecap: round; }
        .line-tick { stroke: var(--text); stroke-width: 1.5; }
        .line-tick.major { stroke-width: 2.5; }
        .start-dot { fill: var(--success); stroke: var(--success-ink); stroke-width: 2; }
        /* `.scene` so these colors win over the scene's own text color. */
        .scene .start-caption { fill: var(--success-ink); font-weight: 600; }
        .hop { fill: none; stroke: var(--primary-ink); stroke-width: 2.5; }
        .hop-arrow { fill: var(--primary-ink); }
        .scene .hop-size { fill: var(--primary-ink); font-weight: 700; }

        """
}
