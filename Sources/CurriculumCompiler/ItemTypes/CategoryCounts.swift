import CurriculumSyntax

/// One of the `categories: [{name, count}]` of sorting and bar-graph items, as written.
package struct Category: FieldRecord {
    package enum Key: String, CaseIterable, Sendable { case name, count }
    package var name: Field<String>?
    package var count: Field<Int>?

    package init(_ fields: FieldReader<Key>) {
        name = fields.text(.name)
        count = fields.int(.count)
    }
}

/// The categories of sorting and bar-graph items, and the questions both ask of them: how many
/// in one, which has the most or fewest, the total, the order by count.
package struct CategoryCounts {
    package struct Entry {
        package var name: String
        package var count: Int
        /// Where the count is written.
        var node: Node
        /// Where the whole category is written.
        var written: Node
    }

    package var entries: [Entry]
    var node: Node

    /// Nil unless every category has a name and a whole-number count.
    package init?(_ categories: Field<[Field<Category>]>?) {
        guard let categories else { return nil }
        var entries: [Entry] = []
        for entry in categories.value {
            guard let name = entry.value.name?.value, let count = entry.value.count else { return nil }
            entries.append(Entry(name: name, count: count.value, node: count.node, written: entry.node))
        }
        self.entries = entries
        self.node = categories.node
    }

    func named(_ name: String) -> Entry? {
        entries.first { $0.name.normalizedWord == name.normalizedWord }
    }

    /// A problem when two categories share a name, which makes "how many in pears?" ambiguous.
    var duplicateName: ItemProblem? {
        var seen = Set<String>()
        for entry in entries where !seen.insert(entry.name.normalizedWord).inserted {
            return ItemProblem("two categories are called '\(entry.name)'", at: entry.written)
        }
        return nil
    }

    func unknownCategory(_ name: String, at node: Node) -> ItemProblem {
        ItemProblem("there is no category '\(name)'; the categories are \(Wording.list(entries.map(\.name)))", at: node)
    }

    var total: Int? { OverflowChecked.sum(entries.map(\.count)) }

    /// `category` and `other` name the categories `ask: count` and `ask: difference` are about.
    func solve(ask: String, category: Field<String>?, other: Field<String>? = nil) -> ItemSolution {
        if let duplicateName { return .impossible([duplicateName]) }
        switch ask {
        case "count":
            guard let category else { return .unknown }
            guard let entry = named(category.value) else { return .impossible([unknownCategory(category.value, at: category.node)]) }
            return .solved(.number(entry.count), "the \(entry.count) in \(entry.name)")
        case "most", "fewest":
            let most = ask == "most"
            guard let extreme = most ? entries.map(\.count).max() : entries.map(\.count).min() else { return .unknown }
            let tied = entries.filter { $0.count == extreme }.map(\.name)
            if tied.count > 1 {
                return .impossible("\(Wording.list(tied)) both have \(extreme), so no one category has the \(ask)", at: node)
            }
            return .solved(.word(tied[0]), "\(tied[0]) has the \(ask) (\(extreme))")
        case "total":
            guard let total else { return .impossible("these counts are too large to add", at: node) }
            return .solved(.number(total), Wording.sum(entries.map(\.count), total: total))
        case "order":
            let sorted = entries.sorted { $0.count > $1.count }
            for (a, b) in zip(sorted, sorted.dropFirst()) where a.count == b.count {
                return .impossible("\(a.name) and \(b.name) both have \(a.count), so they have no order", at: node)
            }
            // Groups shown in the order asked for are put in order by leaving them be.
            if sorted.map(\.name) == entries.map(\.name) {
                return .impossible("the categories are listed most first, the order asked for, so the child can answer without comparing: list them mixed up", at: node)
            }
            // Three shown the other way round are read off from the other end.
            if entries.count > 2, sorted.reversed().map(\.name) == entries.map(\.name) {
                return .impossible("the categories are listed fewest first, the order asked for read backwards, so the child can answer without comparing: list them mixed up", at: node)
            }
            return .solved(.list(sorted.map { .word($0.name) }), sorted.map { "\($0.name) (\($0.count))" }.joined(separator: ", ") + ", most first")
        case "difference":
            guard let category, let other else { return .unknown }
            guard let a = named(category.value) else { return .impossible([unknownCategory(category.value, at: category.node)]) }
            guard let b = named(other.value) else { return .impossible([unknownCategory(other.value, at: other.node)]) }
            let (big, small) = a.count >= b.count ? (a, b) : (b, a)
            guard let difference = OverflowChecked.difference(big.count, small.count) else { return .impossible("these counts are too large to subtract", at: node) }
            return .solved(.number(difference), "\(big.count) - \(small.count) = \(difference)", note: "\(big.name) has \(big.count) and \(small.name) has \(small.count)")
        default:
            return .unknown
        }
    }

    func numbers(ask: String?) -> [(Int, Node)] {
        var out = entries.map { ($0.count, $0.node) }
        if ask == "total", let total { out.append((total, node)) }
        return out
    }
}
