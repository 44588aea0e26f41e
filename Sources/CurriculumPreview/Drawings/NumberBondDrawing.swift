import CurriculumCompiler

/// A number bond: the whole in a circle on top, joined by lines to a circle for each part below.
/// The unknown (`null`) is an empty dashed circle with a `?`, whether it is the whole or a part.
package enum NumberBondDrawing: ItemDrawing {
    package static let itemType: any ItemType.Type = NumberBondItem.self

    package static func draw(_ item: Item) -> ItemPicture {
        let response = ItemPicture.Response.standard(for: item)
        let f = item.fields(NumberBondItem.Fields.self)
        guard let whole = f?.whole?.value, whole != .invalid else {
            return .undrawable("the number bond needs `whole`: a number, or null for the unknown", response: response)
        }
        guard let partFields = f?.parts?.value, !partFields.isEmpty else {
            return .undrawable("the number bond needs `parts`: a list of numbers, with null for the unknown", response: response)
        }
        var parts: [Int?] = []
        for (i, part) in partFields.enumerated() {
            guard part.value != .invalid else {
                return .undrawable("part \(i + 1), '\(ItemPicture.plain(part.node))', is not a number or null", response: response)
            }
            parts.append(part.value.known)
        }
        let shown = Array(parts.prefix(10))

        // Circles shrink only when more parts than the app's three would not fit 520 across.
        let spacing = min(104, 520 / Double(shown.count)), r = min(34, spacing * 0.4), drop = 120.0, pad = 12.0
        let width = max(240, Double(shown.count) * spacing + 2 * pad)
        let top = (x: width / 2, y: pad + r)
        let partCentres = shown.indices.map { i in (x: width / 2 + (Double(i) - Double(shown.count - 1) / 2) * spacing, y: top.y + drop) }
        var svg = SVG(width: width, height: top.y + drop + r + pad)

        // Links first, so the circles cover their ends.
        for centre in partCentres { svg.line(x1: top.x, y1: top.y, x2: centre.x, y2: centre.y, class: "bond-link") }
        number(whole.known, role: "whole", at: top, r: r, in: &svg)
        for (value, centre) in zip(shown, partCentres) { number(value, role: "part", at: centre, r: r, in: &svg) }

        func words(_ value: Int?) -> String { value.map(String.init) ?? "an empty circle (?)" }
        let listed = shown.map(words) + (shown.count < parts.count ? ["\(parts.count - shown.count) more"] : [])
        let description = "A number bond: the whole on top is \(words(whole.known)), joined to the parts \(Wording.list(listed)) below"
        let note = shown.count < parts.count ? "the first \(shown.count) of \(parts.count) parts are drawn" : nil
        return ItemPicture(scene: svg.render(label: description), description: description, response: response, note: note)
    }

    private static func number(_ value: Int?, role: String, at centre: (x: Double, y: Double), r: Double, in svg: inout SVG) {
        guard let value else {
            svg.circle(cx: centre.x, cy: centre.y, r: r, class: "bond-circle \(role) unknown")
            svg.text("?", x: centre.x, y: centre.y, size: 30, class: "bond-unknown")
            return
        }
        let text = String(value)
        svg.circle(cx: centre.x, cy: centre.y, r: r, class: "bond-circle \(role)")
        svg.text(text, x: centre.x, y: centre.y, size: min(28, (1.7 * r / (0.6 * Double(text.count))).rounded(.down)), class: "bond-number \(role)")
    }
}

extension NumberBondDrawing {
    package static let style = """
        .bond-link { stroke: var(--text); stroke-width: 3; }
        .bond-circle { fill: var(--surface); stroke: var(--primary-ink); stroke-width: 3; }
        .bond-circle.whole { fill: var(--secondary); }
        .bond-circle.unknown { fill: var(--surface); stroke-dasharray: 6 5; }
        .bond-number { font-weight: 700; }
        /* `.scene` so the color wins over the scene's own text color. */
        .scene .bond-unknown { fill: var(--primary-ink); font-weight: 700; }

        """
}
