/// The lessons `curriculum fixture` builds: few lessons that together hold an item of every item
/// type, so an app engineer sees every renderer with real content.
///
/// Picked greedily, which is deterministic and close enough to the smallest cover: each round
/// takes the lesson adding the most types not yet covered, the one with fewer items on a tie
/// (a smaller fixture), then the earlier in teaching order.
package struct FixtureLessons: Sendable {
    /// The chosen lesson ids, in teaching order.
    package var lessons: [String]
    /// Each covered item type, by name, with the chosen lesson that brought it.
    package var coverage: [(type: String, lesson: String)]
    /// Item types no lesson of the curriculum has.
    package var missing: [String]

    package init(catalog: Catalog, types: [String] = ItemTypes.all.map { $0.name }) {
        let wanted = Set(types)
        let grades = Set(catalog.manifest?.grades ?? Grade.allCases)
        let candidates = catalog.lessons.filter { grades.contains($0.grade) }
        let typesOf = candidates.map { Set($0.items.map(\.type.value)).intersection(wanted) }
        var uncovered = wanted
        var chosen = Set<Int>()
        var broughtBy: [String: Int] = [:]
        while !uncovered.isEmpty {
            var best: (index: Int, gain: Int, items: Int)?
            for (index, lesson) in candidates.enumerated() where !chosen.contains(index) {
                let gain = typesOf[index].intersection(uncovered).count
                guard gain > 0 else { continue }
                if let b = best, (gain, -lesson.items.count) <= (b.gain, -b.items) { continue }
                best = (index, gain, lesson.items.count)
            }
            guard let best else { break }
            chosen.insert(best.index)
            for type in typesOf[best.index].intersection(uncovered) { broughtBy[type] = best.index }
            uncovered.subtract(typesOf[best.index])
        }
        let order = chosen.sorted()
        lessons = order.map { candidates[$0].id.value }
        coverage = types.compactMap { type in broughtBy[type].map { (type, candidates[$0].id.value) } }
        missing = types.filter { uncovered.contains($0) }
    }
}
