import CurriculumSyntax

/// Lists read entry by entry, every entry kept where it was written. `ints`, `texts` and
/// `records` give up on a list with an entry of the wrong shape or leave the entry out; a solver
/// that stops at the first entry it cannot read, a drawing that names it ("pair 3 needs an
/// `item`"), and a count of the list need the list as the author wrote it.
extension FieldReader {
    /// Each entry of a list as `value` reads it: nil where the entry is of another shape.
    package func entries<V: Sendable>(_ key: Key, _ value: (Node) -> V?) -> Field<[Field<V?>]>? {
        guard let list = list(key) else { return nil }
        return Field(list.value.map { Field(value($0), node: $0) }, node: list.node)
    }

    /// Each entry of a list decoded as a record; an entry that is not a mapping reads as a
    /// record with none of its fields.
    package func everyRecord<R: FieldRecord>(_ key: Key, as type: R.Type = R.self) -> Field<[Field<R>]>? {
        guard let list = list(key) else { return nil }
        return Field(list.value.map { Field(R(FieldReader<R.Key>($0)), node: $0) }, node: list.node)
    }
}
