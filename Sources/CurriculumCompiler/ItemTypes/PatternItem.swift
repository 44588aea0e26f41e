import CurriculumSyntax

/// A repeating pattern (K.OA.6): a core of 2–4 elements shown `shown` times over, at least
/// twice round so it can be seen; the answer is the element that comes next.
package enum PatternItem: ItemType {
    package static let name = "pattern"
    package static let screen = ScreenTraits(actions: [.choose, .move], shows: [.picture], parts: ["piece"])
    package static let hasInteractions = true
    package static let copy = CopyTraits(labelFields: [Fields.Key.core])

    package struct Fields: FieldRecord {
        package enum Key: String, CaseIterable, Sendable { case core, shown }
        /// The elements that repeat, as written: each is a label, read as an answer (`red`, `2`)
        /// as options are.
        package var core: Field<[Node]>?
        package var shown: Field<Int>?

        package init(_ fields: FieldReader<Key>) {
            core = fields.list(.core)
            shown = fields.int(.shown)
        }
    }

    package static func solve(_ item: Item) -> ItemSolution {
        guard let f = item.fields(Fields.self), let (core, coreNode) = f.core.map({ ($0.value, $0.node) }),
            let (shown, shownNode) = f.shown.map({ ($0.value, $0.node) })
        else { return .unknown }
        let elements = core.compactMap(Answer.init)
        guard elements.count == core.count else { return .unknown }
        if !(2...4).contains(core.count) {
            return .impossible("a pattern's core has 2 to 4 elements, not \(core.count)", at: coreNode)
        }
        if let first = elements.first, elements.allSatisfy({ first.accepts($0) }) {
            return .impossible("every element of the core is \(first), so nothing repeats", at: coreNode)
        }
        if shown < 2 * core.count {
            return .impossible("show the core at least twice (\(2 * core.count) elements) so the pattern can be seen", at: shownNode)
        }
        let next = elements[shown % core.count]
        let coreText = elements.map(\.description).joined(separator: ", ")
        return .solved(next, "\(coreText) repeating, so element \(shown + 1) is \(next)", note: "the core \(coreText) repeats")
    }
}
