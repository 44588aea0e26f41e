import CurriculumSyntax

/// How a grown-up scores an item the app cannot (openResponse, drawing): what to look for
/// (`criteria`), the `levels`, lowest first, and what work at each level looks like
/// (`descriptors`). Not a lesson's mastery `Rubric`.
package struct ScoringRubric: FieldRecord {
    package enum Key: String, CaseIterable, Sendable { case criteria, levels, descriptors }

    /// One entry of `descriptors`: the level it describes, as its key is written, and the words.
    package struct Descriptor: Sendable {
        package var level: Field<String>
        package var text: Node
    }

    package var criteria: Field<[Node]>?
    /// The levels' names; an entry that is not a name is left out (the schema reports it).
    package var levels: [Field<String>]
    /// Nil when not written; no entries when it is not a mapping (the schema reports it), and
    /// an entry whose key is not a name is left out.
    package var descriptors: Field<[Descriptor]>?

    package init(_ fields: FieldReader<Key>) {
        criteria = fields.list(.criteria)
        levels = (fields.list(.levels)?.value ?? []).compactMap { n in n.string.map { Field($0, node: n) } }
        descriptors = fields.node(.descriptors).map { n in
            let entries = (n.mapping ?? []).compactMap { pair in
                pair.key.string.map { Descriptor(level: Field($0, node: pair.key), text: pair.value) }
            }
            return Field(entries, node: n)
        }
    }
}

/// The types whose items a grown-up scores with a rubric, so a reader that does not know the
/// type (ITEM-RUBRIC, the preview) finds it.
protocol ScoredByRubric: FieldRecord {
    /// Decoded whatever its shape, so the preview shows what was written; one that is not a
    /// mapping has no criteria, levels or descriptors.
    var rubric: Field<ScoringRubric>? { get }
}

extension Item {
    /// The item's rubric, for the types a grown-up scores; nil when it has none.
    package var rubric: Field<ScoringRubric>? { (ownFields as? any ScoredByRubric)?.rubric }
}
