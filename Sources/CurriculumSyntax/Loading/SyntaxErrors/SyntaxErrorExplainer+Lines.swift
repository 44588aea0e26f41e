/// Reading the lines around the mark: the lines before and after, the columns a line could line up
/// with, how the file indents.
extension SyntaxErrorExplainer {
    mutating func previousContent(before n: Int) -> YAMLLineShape? {
        var k = n - 1
        while k >= 1 {
            if let s = shape(k), s.isContent { return s }
            k -= 1
        }
        return nil
    }

    mutating func nextContent(after n: Int) -> YAMLLineShape? {
        var k = n + 1
        while let s = shape(k) {
            if s.isContent { return s }
            k += 1
        }
        return nil
    }

    /// A column a line could line up with, and the line that has it.
    struct Column {
        let column: Int
        let line: YAMLLineShape
    }

    /// The key columns of the mappings open above line `n`, nearest first: each line that is
    /// indented less than every content line between it and `n` starts or continues one.
    mutating func keyColumns(above n: Int) -> [Column] {
        openColumns(above: n) { s in s.key.map { [$0.start] } ?? [] }
    }

    mutating func dashColumns(above n: Int) -> [Column] {
        openColumns(above: n) { s in s.dashes.reversed() }
    }

    private mutating func openColumns(above n: Int, _ columns: (YAMLLineShape) -> [Int]) -> [Column] {
        var out: [Column] = []
        var limit = Int.max
        var k = n - 1
        // Far above, nothing is left to line up with but the top level, which the first
        // lines of the file show.
        while k >= 1, limit > 0 {
            if n - k > 5000 && k > 50 { k = 50 }
            defer { k -= 1 }
            guard let s = shape(k), s.isContent, !s.tabInIndent, s.leading < limit else { continue }
            limit = s.leading
            for c in columns(s) where !out.contains(where: { $0.column == c }) { out.append(Column(column: c, line: s)) }
        }
        return out
    }

    /// One column to line up with: the only one, or the one a single space away when every
    /// other is further.
    func pick(_ candidates: [Column], near indent: Int) -> Column? {
        if candidates.count == 1 { return candidates[0] }
        let sorted = candidates.sorted { abs($0.column - indent) < abs($1.column - indent) }
        guard let best = sorted.first, abs(best.column - indent) == 1 else { return nil }
        return sorted.count < 2 || abs(sorted[1].column - indent) > 1 ? best : nil
    }

    /// Whether the file puts `- ` entries deeper than their key (`hints:` then `  - a`), as
    /// most curriculum files do, or at the key's own indentation.
    var indentsListsUnderKeys: Bool {
        var deeper = 0, level = 0
        var previous: YAMLLineShape?
        var n = 1
        while n <= 400, let text = source.line(n) {
            defer { n += 1 }
            let s = YAMLLineShape(number: n, text: text)
            guard s.isContent else { continue }
            if let p = previous, let pk = p.key, pk.valueStart == nil, let d = s.dashes.first {
                if d > pk.start { deeper += 1 } else if d == pk.start { level += 1 }
            }
            previous = s
        }
        return deeper >= level
    }

    mutating func isKeyElsewhere(_ name: String, besides n: Int) -> Bool {
        var k = 1
        while k <= 2000, let text = source.line(k) {
            defer { k += 1 }
            if k != n, text.contains(name + ":"), YAMLLineShape(number: k, text: text).key?.name == name { return true }
        }
        return false
    }

    mutating func singleLine(_ l: YAMLLineShape) -> Bool {
        guard let next = nextContent(after: l.number) else { return true }
        let owner = l.key?.start ?? l.dashes.last ?? l.leading
        return next.leading <= owner
    }
}
