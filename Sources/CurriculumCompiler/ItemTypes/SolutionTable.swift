import Dispatch
import Foundation

/// Every item solved once, before the rules run: several rules (ITEM-ANSWER, ITEM-OPTIONS,
/// ITEM-IMPOSSIBLE, STD-RANGE) need the same solution, and solving is the costliest part of
/// checking an item.
public struct SolutionTable: Sendable {
    private var byItem: [ObjectIdentifier: ItemSolution] = [:]

    public init() {}

    /// Solves every item of the catalog, lessons in parallel.
    public static func solve(_ catalog: Catalog) -> SolutionTable {
        let lessons = catalog.lessons
        let results = ConcurrentResults<[(ObjectIdentifier, ItemSolution)]>(count: lessons.count)
        DispatchQueue.concurrentPerform(iterations: lessons.count) { index in
            results[index] = lessons[index].items.compactMap { item in
                ItemTypes.type(of: item).map { (ObjectIdentifier(item), $0.solve(item)) }
            }
        }
        var table = SolutionTable()
        table.byItem.reserveCapacity(lessons.reduce(0) { $0 + $1.items.count })
        for entries in results.values { for (id, solution) in entries ?? [] { table.byItem[id] = solution } }
        return table
    }

    /// The item's solution: from the table when the catalog was solved, else worked out now.
    public func solution(of item: Item) -> ItemSolution? {
        if let known = byItem[ObjectIdentifier(item)] { return known }
        return ItemTypes.type(of: item)?.solve(item)
    }
}
