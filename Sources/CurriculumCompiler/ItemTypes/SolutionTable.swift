import CurriculumSyntax
import Dispatch
import Foundation

/// Every item solved once, before the rules run: several rules (ITEM-ANSWER, ITEM-OPTIONS,
/// ITEM-IMPOSSIBLE, STD-RANGE) need the same solution, and solving is the costliest part of
/// checking an item.
package struct SolutionTable: Sendable {
    private var byItem: [ObjectIdentifier: ItemSolution] = [:]

    package init() {}

    /// Solves every item of the catalog, lessons in parallel.
    ///
    /// `previous` is the table of a catalog the caller still holds: items are never changed
    /// after decoding, and an item that is still alive keeps its identifier, so an item found
    /// there is the same item and its solution is taken as it is (a compile session re-solves
    /// only the items of the files an edit touched).
    package static func solve(_ catalog: Catalog, reusing previous: SolutionTable? = nil) -> SolutionTable {
        let lessons = catalog.lessons
        let results = ConcurrentResults<[(ObjectIdentifier, ItemSolution)]>(count: lessons.count)
        let known = previous?.byItem ?? [:]
        DispatchQueue.concurrentPerform(iterations: lessons.count) { index in
            results[index] = lessons[index].items.compactMap { item in
                let id = ObjectIdentifier(item)
                if let solution = known[id] { return (id, solution) }
                return ItemTypes.type(of: item).map { (id, $0.solve(item)) }
            }
        }
        var table = SolutionTable()
        table.byItem.reserveCapacity(lessons.reduce(0) { $0 + $1.items.count })
        for entries in results.values { for (id, solution) in entries ?? [] { table.byItem[id] = solution } }
        return table
    }

    /// The item's solution: from the table when the catalog was solved, else worked out now.
    package func solution(of item: Item) -> ItemSolution? {
        if let known = byItem[ObjectIdentifier(item)] { return known }
        return ItemTypes.type(of: item)?.solve(item)
    }
}
