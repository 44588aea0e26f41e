import CurriculumSyntax

/// A number chart (hundreds chart to 120, 1.NBT.1) from `start`, `columns` wide and `rows` tall,
/// with the cells in `missing` left blank: the answer is the missing number, or the list of them.
package enum NumberChartItem: ItemType {
    package static let name = "numberChart"
    package static let screen = ScreenTraits(actions: [.type], shows: [.numberChart, .picture])

    package struct Fields: FieldRecord {
        package enum Key: String, CaseIterable, Sendable { case start, columns, rows, missing }
        /// The number in the first cell.
        package var start: Field<Int>?
        package var columns: Field<Int>?
        package var rows: Field<Int>?
        /// The cells left blank, each nil where it is not a whole number. One number may be
        /// written without the list's brackets: it reads as a list of one.
        package var missing: Field<[Field<Int?>]>?

        package init(_ fields: FieldReader<Key>) {
            start = fields.int(.start)
            columns = fields.int(.columns)
            rows = fields.int(.rows)
            missing = fields.node(.missing).map { n in Field((n.sequence ?? [n]).map { Field($0.int, node: $0) }, node: n) }
        }
    }

    static func bounds(_ f: Fields) -> (first: Int, last: Int)? {
        guard let start = f.start?.value, let rows = f.rows?.value, rows >= 1 else { return nil }
        let columns = f.columns?.value ?? 10
        guard columns >= 1, let cells = OverflowChecked.product(rows, columns), let last = OverflowChecked.sum([start, cells - 1]) else { return nil }
        return (start, last)
    }

    package static func solve(_ item: Item) -> ItemSolution {
        guard let f = item.fields(Fields.self), let (first, last) = bounds(f), let cells = f.missing?.value else { return .unknown }
        var values: [Int] = []
        var seen = Set<Int>()
        for cell in cells {
            guard let v = cell.value else { return .unknown }
            if !(first...last).contains(v) {
                return .impossible("\(v) is not on this chart, which runs from \(first) to \(last)", at: cell.node)
            }
            if !seen.insert(v).inserted {
                return .impossible("\(v) is listed as missing twice", at: cell.node)
            }
            values.append(v)
        }
        guard let one = values.first else { return .unknown }
        if values.count == 1 {
            return .solved(.number(one), "the missing cell is \(one)")
        }
        return .solved(.list(values.map(Answer.number)), "the missing cells are \(Wording.list(values.map(String.init)))")
    }

    package static func numbers(_ item: Item) -> [(Int, Node)] {
        // The chart's printed span (1–100) is context; the numbers asked about are the missing cells.
        (item.fields(Fields.self)?.missing?.value ?? []).compactMap { cell in cell.value.map { ($0, cell.node) } }
    }
}
