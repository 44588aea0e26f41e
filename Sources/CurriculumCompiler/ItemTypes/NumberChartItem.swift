/// A number chart (hundreds chart to 120, 1.NBT.1) from `start`, `columns` wide and `rows` tall,
/// with the cells in `missing` left blank: the answer is the missing number, or the list of them.
public enum NumberChartItem: ItemType {
    public static let name = "numberChart"

    static func bounds(_ item: Item) -> (first: Int, last: Int)? {
        guard let (start, _) = item.integer("start"), let (rows, _) = item.integer("rows"), rows >= 1 else { return nil }
        let columns = item.integer("columns")?.value ?? 10
        guard columns >= 1, let cells = OverflowChecked.product(rows, columns), let last = OverflowChecked.sum([start, cells - 1]) else { return nil }
        return (start, last)
    }

    public static func solve(_ item: Item) -> ItemSolution {
        guard let (first, last) = bounds(item), let missingNode = item[field: "missing"] else { return .unknown }
        let cells: [Node] = missingNode.sequence ?? [missingNode]
        var values: [Int] = []
        var seen = Set<Int>()
        for cell in cells {
            guard let v = cell.int else { return .unknown }
            if !(first...last).contains(v) {
                return .impossible("\(v) is not on this chart, which runs from \(first) to \(last)", at: cell)
            }
            if !seen.insert(v).inserted {
                return .impossible("\(v) is listed as missing twice", at: cell)
            }
            values.append(v)
        }
        guard let one = values.first else { return .unknown }
        if values.count == 1 {
            return .solved(.number(one), "the missing cell is \(one)")
        }
        return .solved(.list(values.map(Answer.number)), "the missing cells are \(Wording.list(values.map(String.init)))")
    }

    public static func numbers(_ item: Item) -> [(Int, Node)] {
        // The chart's printed span (1–100) is context; the numbers asked about are the missing cells.
        var out: [(Int, Node)] = []
        if let missing = item[field: "missing"] {
            out += (missing.sequence ?? [missing]).compactMap { n in n.int.map { ($0, n) } }
        }
        return out
    }
}
