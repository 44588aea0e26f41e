/// Records read whatever shape was written. Some readers have always looked inside a field
/// without first asking whether it is a mapping, so one of another shape (`add: 5`, a list entry
/// `- 5`) counts as written, with nothing inside: the schema reports the shape, and the
/// solver answers as it did. Decoding keeps that, rather than making the field vanish.
extension FieldReader {
    /// A nested field as a record; one that is not a mapping has all its fields missing.
    func recordAsWritten<R: FieldRecord>(_ key: Key, as type: R.Type = R.self) -> Field<R>? {
        guard let n = node(key) else { return nil }
        return Field(R(FieldReader<R.Key>(n)), node: n)
    }

    /// A list field with every entry as a record, so entries keep their places in the list; an
    /// entry that is not a mapping has all its fields missing.
    func recordListAsWritten<R: FieldRecord>(_ key: Key, as type: R.Type = R.self) -> Field<[Field<R>]>? {
        guard let list = list(key) else { return nil }
        return Field(list.value.map { Field(R(FieldReader<R.Key>($0)), node: $0) }, node: list.node)
    }
}
