import CurriculumCompiler

/// Base-ten blocks: `tens` upright rods, each ten unit cubes joined in a column, and beside them
/// `ones` loose cubes in rows of five, spaced apart so they never read as another rod. Both sit
/// on the same floor line, as blocks on a table: the first five cubes on the floor, the next row
/// above them.
///
/// A change is drawn, never its result: `add` is a second group of blocks after a plus sign, in
/// green; `takeAway` crosses out the last rods and cubes of the first group.
package enum Base10Drawing: ItemDrawing {
    package static let itemType: any ItemType.Type = Base10Item.self

    /// One group's rods and cubes, as drawn (capped) and as written.
    private struct Group {
        var tens: Int, ones: Int, rods: Int, cubes: Int
        init(tens: Int, ones: Int) {
            self.tens = tens
            self.ones = ones
            rods = min(tens, ItemDrawings.objectLimit / 10)
            cubes = min(ones, ItemDrawings.objectLimit)
        }
        var perRow: Int { cubes > 20 ? 10 : 5 }
        var cubeRows: Int { (cubes + perRow - 1) / perRow }
        /// Width in cube widths.
        var across: Double {
            let rodsAcross = rods == 0 ? 0 : Double(rods) * 1.5 - 0.5
            let cubesAcross = cubes == 0 ? 0 : Double(min(cubes, perRow)) * 1.4 - 0.4
            return rodsAcross + (rods > 0 && cubes > 0 ? 1.6 : 0) + cubesAcross
        }
        /// Height in cube heights.
        var tall: Double { max(rods == 0 ? 0 : 10, Double(cubeRows) * 1.4 - (cubeRows == 0 ? 0 : 0.4)) }
    }

    package static func draw(_ item: Item) -> ItemPicture {
        let response = ItemPicture.Response.standard(for: item)
        let f = item.fields(Base10Item.Fields.self)
        guard let tens = f?.tens?.value, let ones = f?.ones?.value else {
            return .undrawable("the blocks need whole-number `tens` and `ones`", response: response)
        }
        guard tens >= 0, ones >= 0 else { return .undrawable("\(tens) tens and \(ones) ones cannot be drawn", response: response) }
        let add = f?.add, takeAway = f?.takeAway
        if add != nil, takeAway != nil {
            return .undrawable("the blocks either get more (`add`) or lose some (`takeAway`), not both", response: response)
        }
        var added: Group?, taken = (tens: 0, ones: 0)
        if let field = add ?? takeAway {
            guard let change = field.value.blocks else {
                return .undrawable("`\(add == nil ? "takeAway" : "add")` needs whole-number `tens` and `ones`", response: response)
            }
            if add != nil { added = Group(tens: change.tens, ones: change.ones) } else { taken = (change.tens, change.ones) }
        }
        let start = Group(tens: tens, ones: ones)

        // Sizes in cube widths; the cube is 20 unless that many blocks would not fit 520 across.
        let plusAcross = 3.0
        let across = start.across + (added.map { plusAcross + $0.across } ?? 0)
        let unit = min(20, 520 / max(across, 1)), pad = 12.0
        let floor = pad + max(start.tall, added?.tall ?? 0) * unit
        let contentWidth = across * unit
        // One width for every blocks item, so a rod is the same size from item to item.
        let width = max(544, contentWidth + 2 * pad)
        let left = (width - contentWidth) / 2
        var svg = SVG(width: width, height: floor + pad)

        draw(start, at: left, floor: floor, unit: unit, removed: taken, into: &svg)
        if let added {
            // Halfway up the taller group, its baseline a third of its size below: beside a row of
            // cubes as beside a rod, never above the drawing.
            let plusX = left + (start.across + plusAcross / 2) * unit, size = max(16, 2 * unit)
            let middle = floor - max(start.tall, added.tall) * unit / 2
            svg.text("+", x: plusX, y: middle + size / 3, size: size, class: "sign")
            draw(added, at: left + (start.across + plusAcross) * unit, floor: floor, unit: unit, extra: "added", into: &svg)
        }

        var description = "Base-ten blocks: \(Wording.count(tens, "ten rod")) of 10 cubes and \(ones == 0 ? "no single cubes" : Wording.count(ones, "single cube"))"
        if let added {
            description += ", then \(phrase(added.tens, added.ones)) more set beside them"
        } else if taken != (0, 0) {
            description += ", with \(phrase(taken.tens, taken.ones)) crossed out"
        }
        var leftOut: [String] = []
        for group in [start] + (added.map { [$0] } ?? []) {
            if group.rods < group.tens { leftOut.append("the first \(group.rods) of \(group.tens) rods are drawn") }
            if group.cubes < group.ones { leftOut.append("the first \(group.cubes) of \(group.ones) cubes are drawn") }
        }
        let note = leftOut.isEmpty ? nil : leftOut.joined(separator: "; ")
        // How many tens and ones, or the number they make, is what the child is asked.
        var label = "Base-ten blocks: " + [tens > 0 ? "long rods" : nil, ones > 0 ? "single cubes" : nil].compactMap { $0 }.joined(separator: " and ")
        if tens == 0 && ones == 0 { label = "No base-ten blocks" }
        if added != nil { label += ", then more blocks set beside them" } else if taken != (0, 0) { label += ", with some crossed out" }
        return ItemPicture(scene: svg.render(label: label), description: description, label: label, response: response, note: note)
    }

    /// A number as blocks, for another item's view (a comparison of two numbers): its tens as
    /// rods and its ones as cubes, from `x` on the floor line at `unit` a cube.
    static func blocks(for value: Int, at x: Double, floor: Double, unit: Double, into svg: inout SVG) {
        draw(Group(tens: value / 10, ones: value % 10), at: x, floor: floor, unit: unit, into: &svg)
    }

    /// How many cubes across and high `blocks(for:)` draws `value`.
    static func size(of value: Int) -> (across: Double, tall: Double) {
        let group = Group(tens: value / 10, ones: value % 10)
        return (group.across, group.tall)
    }

    /// A number's blocks in words: "3 ten rods and 4 single cubes".
    static func words(for value: Int) -> String {
        value == 0 ? "no blocks" : phrase(value / 10, value % 10)
    }

    private static func phrase(_ tens: Int, _ ones: Int) -> String {
        [tens > 0 ? Wording.count(tens, "ten rod") : nil, ones > 0 ? Wording.count(ones, "single cube") : nil]
            .compactMap { $0 }.joined(separator: " and ")
    }

    /// Draws a group from `x` on the floor line; the last `removed` rods and cubes are crossed out.
    private static func draw(_ group: Group, at x: Double, floor: Double, unit: Double, removed: (tens: Int, ones: Int) = (0, 0), extra: String = "", into svg: inout SVG) {
        let tag = extra.isEmpty ? "" : " \(extra)"
        let rodGap = unit / 2, cubeGap = unit * 0.4, groupGap = unit * 1.6
        for rod in 0..<group.rods {
            let rx = x + Double(rod) * (unit + rodGap), top = floor - 10 * unit
            let gone = rod >= group.rods - removed.tens
            svg.rect(x: rx, y: top, width: unit, height: 10 * unit, class: "rod" + tag + (gone ? " removed" : ""))
            for cube in 0..<10 {
                svg.rect(x: rx, y: top + Double(cube) * unit, width: unit, height: unit, class: "rod-unit" + tag)
            }
            if gone { cross(x: rx, y: top, width: unit, height: 10 * unit, into: &svg) }
        }
        let rodsWidth = group.rods == 0 ? 0 : (Double(group.rods) * 1.5 - 0.5) * unit
        let cubesLeft = x + rodsWidth + (group.rods > 0 && group.cubes > 0 ? groupGap : 0)
        for cube in 0..<group.cubes {
            let cx = cubesLeft + Double(cube % group.perRow) * (unit + cubeGap)
            let cy = floor - unit - Double(cube / group.perRow) * (unit + cubeGap)
            let gone = cube >= group.cubes - removed.ones
            svg.rect(x: cx, y: cy, width: unit, height: unit, radius: 2, class: "unit-cube" + tag + (gone ? " removed" : ""))
            if gone { cross(x: cx, y: cy, width: unit, height: unit, into: &svg) }
        }
    }

    /// An X over a block that is taken away, as a child crosses out on paper.
    private static func cross(x: Double, y: Double, width: Double, height: Double, into svg: inout SVG) {
        svg.line(x1: x - 2, y1: y - 2, x2: x + width + 2, y2: y + height + 2, class: "cross")
        svg.line(x1: x + width + 2, y1: y - 2, x2: x - 2, y2: y + height + 2, class: "cross")
    }
}

extension Base10Drawing {
    package static let style = """
        .rod { fill: var(--primary); stroke: var(--primary-ink); stroke-width: 2; }
        .rod-unit { fill: none; stroke: var(--primary-ink); stroke-width: 1; }
        .unit-cube { fill: var(--primary); stroke: var(--primary-ink); stroke-width: 2; }
        .rod.added, .unit-cube.added { fill: var(--success); stroke: var(--success-ink); }
        .rod-unit.added { stroke: var(--success-ink); }
        .rod.removed, .unit-cube.removed { fill-opacity: 0.35; }
        .cross { stroke: var(--text); stroke-width: 3; stroke-linecap: round; }
        .sign { fill: var(--text); font-weight: 700; }

        """
}
