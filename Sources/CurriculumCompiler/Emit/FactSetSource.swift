import CurriculumModel

/// Supplies fluency facts for the `<subject>-fluency` bundle, which is written only when some
/// source returns facts: an extension point whose default adds nothing.
package protocol FactSetSource: Sendable {
    func factSets(in catalog: Catalog) -> [FactSetRecord]
}

/// The catalog's authored `FactSet`s, expanded step by step (Facts/FactSetExpansion.swift).
package struct AuthoredFactSets: FactSetSource {
    package init() {}

    package func factSets(in catalog: Catalog) -> [FactSetRecord] {
        catalog.factSets.map { set in
            let expanded = FactSetExpansion.expand(set)
            return FactSetRecord(id: set.id.value, uuid: UUIDv5.entity(set.id.value), facts: expanded.facts.map(\.record))
        }
    }
}

package enum FactSetExpansions {
    /// The sources `curriculum build` runs, in order.
    package static let all: [any FactSetSource] = [AuthoredFactSets()]
}
