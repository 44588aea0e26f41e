import CurriculumCompiler
import Foundation

/// The objects to count, laid out as `objects.arrangement` says: in a line, in rows of five (an
/// array), round a circle, or scattered, each the shape its name gives it (`ThingShape`). The
/// object's name is the caption, and a color word in it (`green bead`) colors the objects. Scattered objects sit in distinct cells of a grid
/// chosen by a fixed shuffle, so the same item is the same picture every time and none overlap.
package enum CountingDrawing: ItemDrawing {
    package static let itemType: any ItemType.Type = CountingItem.self

    enum Arrangement: String { case line, array, circle, scattered }

    package static func draw(_ item: Item) -> ItemPicture {
        let response = ItemPicture.Response.standard(for: item, onScene: "Say how many")
        guard let objects = item.fields(CountingItem.Fields.self)?.objects?.value else {
            return .undrawable("the counting item needs `objects`: {name, count, arrangement}", response: response)
        }
        guard let count = objects.count?.value else { return .undrawable("`objects` needs a whole-number `count`", response: response) }
        guard count >= 0 else { return .undrawable("\(count) objects cannot be drawn", response: response) }
        let name = objects.name.flatMap { $0.value.isEmpty ? nil : short($0.value) } ?? "object"
        let arrangement = objects.arrangement.flatMap { Arrangement(rawValue: $0.value) } ?? .line
        let shown = min(count, ItemDrawings.objectLimit)

        let (places, cell) = layout(shown, arrangement, keyedBy: name)
        let pad = 12.0, caption = 32.0
        let contentWidth = (places.map(\.x).max() ?? 0) + cell / 2, contentHeight = (places.map(\.y).max() ?? 0) + cell / 2
        // One width for every counting item, so objects are drawn at the same size from item to item.
        let width = max(544, contentWidth + 2 * pad)
        let left = (width - contentWidth) / 2
        var svg = SVG(width: width, height: contentHeight + 2 * pad + caption)

        let shape = ThingShape(name: name)
        let classes = ["count-object", shape.rawValue] + (PaintColour.named(in: name).map { ["paint", $0] } ?? [])
        for place in places {
            shape.draw(x: left + place.x, y: pad + place.y, r: cell * 0.36, class: classes.joined(separator: " "), in: &svg)
        }
        svg.text(name, x: width / 2, y: pad + contentHeight + caption / 2 + 4, size: 16, class: "count-caption")

        let layoutWords: String
        switch arrangement {
        case .line: layoutWords = "in a line"
        case .array: layoutWords = count <= 5 ? "in one row" : "in rows of \(columns(forArray: shown))"
        case .circle: layoutWords = "in a circle"
        case .scattered: layoutWords = "scattered"
        }
        let description = "\(plural(count, name)) \(layoutWords)"
        // How many is what the child finds: the scene's name says what, not how many.
        let label = "\(noun(plural(2, name))) \(layoutWords)"
        let note = shown < count ? "the first \(shown) of \(count) objects are drawn" : nil
        return ItemPicture(scene: svg.render(label: label), description: description, label: label, response: response, note: note)
    }

    /// Each object's centre (from the top left of the objects' area) and the size of the square
    /// each object takes.
    static func layout(_ count: Int, _ arrangement: Arrangement, keyedBy name: String) -> (places: [(x: Double, y: Double)], cell: Double) {
        guard count > 0 else { return ([], 44) }
        switch arrangement {
        case .line:
            // One row, as the child counts it; only an over-long line (the solver refuses it) wraps.
            let perRow = min(count, 20), cell = min(44, 520 / Double(perRow))
            return (grid(count, columns: perRow, cell: cell), cell)
        case .array:
            return (grid(count, columns: columns(forArray: count), cell: 44), 44)
        case .circle:
            let cell = min(40, 2 * Double.pi * 230 / Double(count))
            let radius = max(60, Double(count) * cell / (2 * Double.pi))
            let places = (0..<count).map { i -> (x: Double, y: Double) in
                let angle = Double(i) / Double(count) * 2 * Double.pi
                return (radius + cell / 2 + radius * sin(angle), radius + cell / 2 - radius * cos(angle))
            }
            return (places, cell)
        case .scattered:
            return scatter(count, keyedBy: name)
        }
    }

    /// Rows of five, the grouping children know from ten frames; a large array in rows of ten.
    static func columns(forArray count: Int) -> Int { count <= 25 ? max(1, min(count, 5)) : 10 }

    private static func grid(_ count: Int, columns: Int, cell: Double) -> [(x: Double, y: Double)] {
        (0..<count).map { i in (Double(i % columns) * cell + cell / 2, Double(i / columns) * cell + cell / 2) }
    }

    /// Objects in distinct cells of a grid twice as big as needed, each nudged inside its cell by
    /// less than the cell's spare room: scattered-looking, never overlapping, always the same.
    private static func scatter(_ count: Int, keyedBy name: String) -> (places: [(x: Double, y: Double)], cell: Double) {
        let slots = max(count * 2, 12)
        let columns = max(1, Int((Double(slots) * 1.6).squareRoot().rounded(.up)))
        let rows = (slots + columns - 1) / columns
        let slot = min(56, 520 / Double(columns)), object = slot * 40 / 56
        var random = Shuffle(start: UInt64(count) &* 1_000_003 &+ name.unicodeScalars.reduce(0) { $0 &* 31 &+ UInt64($1.value) })
        var order = Array(0..<(rows * columns))
        for i in stride(from: order.count - 1, to: 0, by: -1) { order.swapAt(i, random.next(below: i + 1)) }
        let spare = (slot - object) / 2
        let places = order.prefix(count).map { index -> (x: Double, y: Double) in
            let dx = (random.unit() * 2 - 1) * spare, dy = (random.unit() * 2 - 1) * spare
            return (Double(index % columns) * slot + slot / 2 + dx, Double(index / columns) * slot + slot / 2 + dy)
        }
        return (places, object)
    }

    /// A small fixed pseudo-random sequence (64-bit LCG): the same start gives the same scatter on
    /// every machine, which Swift's hashing, randomized per process, would not.
    private struct Shuffle {
        var state: UInt64
        init(start: UInt64) { state = start ^ 0x9E37_79B9_7F4A_7C15 }
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        mutating func next(below bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }
        mutating func unit() -> Double { Double(next() % 10_000) / 10_000 }
    }

    /// `7 leaves`, `9 fish`: the nouns pictured include a few that `Wording.count` would get wrong.
    static func plural(_ count: Int, _ name: String) -> String {
        let irregular = ["leaf": "leaves", "fish": "fish", "sheep": "sheep", "deer": "deer", "mouse": "mice", "goose": "geese",
            "child": "children", "person": "people", "foot": "feet", "tooth": "teeth", "knife": "knives", "loaf": "loaves", "wolf": "wolves"]
        var words = name.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard count != 1, let last = words.last, let many = irregular[last.lowercased()] else { return Wording.count(count, name) }
        words[words.count - 1] = many
        return "\(count) " + words.joined(separator: " ")
    }

    /// `ducks` of `2 ducks`: a counted noun without its count.
    static func noun(_ counted: String) -> String { String(counted.drop { $0 != " " }.dropFirst()) }

    private static func short(_ text: String) -> String { text.count > 40 ? String(text.prefix(39)) + "…" : text }
}

extension CountingDrawing {
    package static let style = """
        .count-object { fill: var(--primary); stroke: var(--primary-ink); stroke-width: 2; }
        .count-object.star, .count-object.triangle, .count-object.square, .count-object.stick { stroke: var(--text); }
        .count-object.star { fill: var(--warning); }
        .count-caption { font-weight: 600; }

        """ + PaintColour.rules(on: ".count-object")
}
