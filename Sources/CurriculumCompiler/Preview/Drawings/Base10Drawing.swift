/// Base-ten blocks: `tens` upright rods, each ten unit cubes joined in a column, and beside them
/// `ones` loose cubes in rows of five, spaced apart so they never read as another rod. Both sit
/// on the same floor line, as blocks on a table: the first five cubes on the floor, the next row
/// above them.
public enum Base10Drawing: ItemDrawing {
    public static let itemType: any ItemType.Type = Base10Item.self

    public static func draw(_ item: Item) -> ItemPicture {
        let response = ItemPicture.Response.standard(for: item)
        guard let tens = item.integer("tens")?.value, let ones = item.integer("ones")?.value else {
            return .undrawable("the blocks need whole-number `tens` and `ones`", response: response)
        }
        guard tens >= 0, ones >= 0 else { return .undrawable("\(tens) tens and \(ones) ones cannot be drawn", response: response) }
        let rods = min(tens, ItemDrawings.objectLimit / 10), cubes = min(ones, ItemDrawings.objectLimit)

        let perRow = cubes > 20 ? 10 : 5
        let cubeRows = (cubes + perRow - 1) / perRow
        // Sizes in cube widths; the cube is 20 unless that many blocks would not fit 520 across.
        let rodsAcross = rods == 0 ? 0 : Double(rods) * 1.5 - 0.5
        let cubesAcross = cubes == 0 ? 0 : Double(min(cubes, perRow)) * 1.4 - 0.4
        let across = rodsAcross + (rods > 0 && cubes > 0 ? 1.6 : 0) + cubesAcross
        let unit = min(20, 520 / max(across, 1)), pad = 12.0
        let rodGap = unit / 2, cubeGap = unit * 0.4, groupGap = unit * 1.6
        let rodsWidth = rodsAcross * unit, cubesWidth = cubesAcross * unit
        let cubesHeight = Double(cubeRows) * (unit + cubeGap) - (cubeRows == 0 ? 0 : cubeGap)
        let floor = pad + max(rods == 0 ? 0 : 10 * unit, cubesHeight)
        let contentWidth = rodsWidth + (rods > 0 && cubes > 0 ? groupGap : 0) + cubesWidth
        // One width for every blocks item, so a rod is the same size from item to item.
        let width = max(544, contentWidth + 2 * pad)
        let left = (width - contentWidth) / 2
        var svg = SVG(width: width, height: floor + pad)

        for rod in 0..<rods {
            let x = left + Double(rod) * (unit + rodGap), top = floor - 10 * unit
            svg.rect(x: x, y: top, width: unit, height: 10 * unit, class: "rod")
            for cube in 0..<10 {
                svg.rect(x: x, y: top + Double(cube) * unit, width: unit, height: unit, class: "rod-unit")
            }
        }
        let cubesLeft = left + rodsWidth + (rods > 0 && cubes > 0 ? groupGap : 0)
        for cube in 0..<cubes {
            let x = cubesLeft + Double(cube % perRow) * (unit + cubeGap)
            let y = floor - unit - Double(cube / perRow) * (unit + cubeGap)
            svg.rect(x: x, y: y, width: unit, height: unit, radius: 2, class: "unit-cube")
        }

        let description = "Base-ten blocks: \(Wording.count(tens, "ten rod")) of 10 cubes and \(ones == 0 ? "no single cubes" : Wording.count(ones, "single cube"))"
        var leftOut: [String] = []
        if rods < tens { leftOut.append("the first \(rods) of \(tens) rods are drawn") }
        if cubes < ones { leftOut.append("the first \(cubes) of \(ones) cubes are drawn") }
        let note = leftOut.isEmpty ? nil : leftOut.joined(separator: "; ")
        return ItemPicture(scene: svg.render(label: description), description: description, response: response, note: note)
    }
}

extension Base10Drawing {
    public static let style = """
        .rod { fill: var(--primary); stroke: var(--primary-ink); stroke-width: 2; }
        .rod-unit { fill: none; stroke: var(--primary-ink); stroke-width: 1; }
        .unit-cube { fill: var(--primary); stroke: var(--primary-ink); stroke-width: 2; }

        """
}
