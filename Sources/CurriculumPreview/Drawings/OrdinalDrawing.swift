import CurriculumCompiler

/// The `sequence` in a line from left to right, each thing a token with its name under it, and an
/// arrow at the left marking the front (or, when the prompt does not speak of a front, where
/// counting starts). A color name colors its token too. When `target` is a name (`ask:
/// position`), that thing is ringed: it is given. A position (`ask: which`) is never marked, since
/// the thing standing there is the answer.
package enum OrdinalDrawing: ItemDrawing {
    package static let itemType: any ItemType.Type = OrdinalItem.self

    package static func draw(_ item: Item) -> ItemPicture {
        let response = ItemPicture.Response.standard(for: item, onScene: "Tap the one asked about")
        let f = item.fields(OrdinalItem.Fields.self)
        guard let list = f?.sequence?.value, !list.isEmpty else {
            return .undrawable("the ordinal item needs `sequence`: the things in line, first first", response: response)
        }
        var names: [String] = []
        for (i, entry) in list.enumerated() {
            guard let name = entry.value else { return .undrawable("entry \(i + 1) of `sequence` is not a name", response: response) }
            names.append(name.count > 40 ? String(name.prefix(39)) + "…" : name)
        }
        let shown = Array(names.prefix(20))
        let target = f?.target?.value
        let given = target?.position == nil ? target?.name : nil
        let ringed = Set(shown.indices.filter { i in given.map { shown[i].normalizedWord == $0.normalizedWord } ?? false })
        let front = item.prompt?.value.lowercased().contains("front") ?? false

        let pad = 12.0, marker = 60.0, token = 44.0
        let longest = Double(shown.map(\.count).max() ?? 1)
        var fontSize = 14.0
        var slot = min(max(60, 0.58 * fontSize * longest + 12), 120)
        if 2 * pad + marker + Double(shown.count) * slot > 560 {
            slot = (560 - 2 * pad - marker) / Double(shown.count)
            fontSize = max(8, min(14, ((slot - 4) / (0.58 * longest)).rounded(.down)))
        }
        // Only a line far longer than ten has names too long for their place at the smallest size.
        let fits = max(2, Int((slot - 4) / (0.58 * fontSize)))
        let labels = shown.map { $0.count > fits ? String($0.prefix(fits - 1)) + "…" : $0 }
        let middle = pad + 20 + token / 2
        var svg = SVG(width: 2 * pad + marker + Double(shown.count) * slot, height: middle + token / 2 + 34 + pad)

        // The arrow points the way the line faces; its word says which end is the front.
        let tip = pad, tail = pad + marker - 16
        svg.polygon([(tip, middle), (tip + 16, middle - 11), (tip + 16, middle - 4), (tail, middle - 4), (tail, middle + 4), (tip + 16, middle + 4), (tip + 16, middle + 11)],
            class: "front-arrow")
        svg.text(front ? "front" : "start", x: (tip + tail) / 2, y: middle - 24, size: 14, class: "front-label")

        for (i, name) in labels.enumerated() {
            let centre = pad + marker + (Double(i) + 0.5) * slot
            let size = min(token, slot - 8)
            if ringed.contains(i) {
                svg.rect(x: centre - size / 2 - 6, y: middle - size / 2 - 6, width: size + 12, height: size + 12, radius: 14, class: "ordinal-target")
            }
            let classes = ["ordinal-token"] + (PaintColour.named(in: shown[i]).map { ["paint", $0] } ?? []) + (ringed.contains(i) ? ["target"] : [])
            svg.rect(x: centre - size / 2, y: middle - size / 2, width: size, height: size, radius: 10, class: classes.joined(separator: " "))
            svg.text(name, x: centre, y: middle + token / 2 + 18, size: fontSize, class: ringed.contains(i) ? "ordinal-name target" : "ordinal-name")
        }

        let end = front ? "the front on the left" : "counted from the left"
        let listed = shown.count < names.count ? shown + ["\(names.count - shown.count) more"] : shown
        var description = "\(Wording.count(names.count, "thing")) in a line, \(end): \(Wording.list(listed))"
        if let given, !ringed.isEmpty { description += "; \(given) is ringed" }
        // How many stand in line can be the place asked ("the bag is ninth"): the name counts nothing.
        var label = "Things in a line, \(end): \(Wording.list(listed))"
        if let given, !ringed.isEmpty { label += "; \(given) is ringed" }
        let note = shown.count < names.count ? "the first \(shown.count) of \(names.count) in line are drawn" : nil
        return ItemPicture(scene: svg.render(label: label), description: description, label: label, response: response, note: note)
    }
}

extension OrdinalDrawing {
    package static let style = """
        .front-arrow { fill: var(--text); }
        .front-label { font-weight: 700; }
        .ordinal-token { fill: var(--secondary); stroke: var(--text); stroke-width: 2; }
        .ordinal-target { fill: none; stroke: var(--primary-ink); stroke-width: 4; }
        .ordinal-name.target { font-weight: 700; }

        """ + PaintColour.rules(on: ".ordinal-token")
}
