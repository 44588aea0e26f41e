import CurriculumSyntax

/// The names and labels an item shows besides its copy: object names, options, categories,
/// pattern cores, sequences, coins, drag-and-drop pairs. The child sees them pictured or
/// labelled, so they count as known words in the item's own copy, and a hint that names the
/// answer along with them is comparing, not telling.
package enum ItemData {
    /// Per item type, the fields whose strings are labels: its own (`CopyTraits.labelFields`)
    /// and the choices every type that offers them calls `options`.
    static let keysByType: [String: Set<String>] = Dictionary(
        ItemTypes.all.map { ($0.name, Set($0.copy.labelFields + ["options"])) }, uniquingKeysWith: { a, _ in a })
    /// An item of a type the compiler does not know (the schema reports it) has any type's labels.
    static let anyTypeKeys: Set<String> = keysByType.values.reduce(into: []) { $0.formUnion($1) }

    package static func labels(of item: Item) -> [String] {
        item.labelStrings(in: keysByType[item.type.value] ?? anyTypeKeys).map(\.text)
    }

    /// The text an item shows besides its prompt and options, with the node each came from: the
    /// strings of its type's label fields (tiles and targets, categories, names, pattern
    /// elements) and shown fields (an equation, an expression). Numbers are left out: digits read
    /// as written. A child who cannot read hears these, so each needs a spoken form
    /// (docs/design.md#pictures-and-speech).
    package static func shownText(of item: Item) -> [(text: String, node: Node)] {
        guard let traits = ItemTypes.type(of: item)?.copy else { return [] }
        return item.labelStrings(in: Set(traits.labelFields + traits.shownFields)).filter { !$0.text.isEmpty }
    }

    /// The folded words of an item's labels and their single words ("red tower" → red, tower).
    package static func vocabulary(of item: Item) -> Set<String> { vocabulary(labels(of: item)) }

    static func vocabulary(_ labels: [String]) -> Set<String> {
        var out: Set<String> = []
        for label in labels {
            for token in CopyTokenizer.tokens(label) where token.kind == .word { out.insert(token.folded) }
        }
        return out
    }
}
