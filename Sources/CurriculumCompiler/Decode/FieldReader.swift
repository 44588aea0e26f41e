import CurriculumSyntax

/// Reads the fields of one mapping by typed key, for `FieldRecord`s: the only way code outside
/// decoding reaches a field of an item. A field that is missing or of another shape reads as
/// nil — the schema has already reported it, and whoever asks answers "unknown" rather than
/// reporting it twice.
package struct FieldReader<Key: RawRepresentable & Sendable>: Sendable where Key.RawValue == String {
    /// The mapping the fields are read from.
    package let node: Node

    package init(_ node: Node) {
        self.node = node
    }

    /// The field's syntax as written, whatever its shape.
    package func node(_ key: Key) -> Node? { node[key.rawValue] }

    package func int(_ key: Key) -> Field<Int>? {
        guard let n = node[key.rawValue], let v = n.int else { return nil }
        return Field(v, node: n)
    }

    package func text(_ key: Key) -> Field<String>? {
        guard let n = node[key.rawValue], let v = n.string else { return nil }
        return Field(v, node: n)
    }

    package func bool(_ key: Key) -> Field<Bool>? {
        guard let n = node[key.rawValue], let v = n.bool else { return nil }
        return Field(v, node: n)
    }

    /// A list field's entries as written.
    package func list(_ key: Key) -> Field<[Node]>? {
        guard let n = node[key.rawValue], let entries = n.sequence else { return nil }
        return Field(entries, node: n)
    }

    /// A list of integers; nil when any entry is not one.
    package func ints(_ key: Key) -> Field<[Field<Int>]>? {
        guard let list = list(key) else { return nil }
        var out: [Field<Int>] = []
        for entry in list.value {
            guard let v = entry.int else { return nil }
            out.append(Field(v, node: entry))
        }
        return Field(out, node: list.node)
    }

    /// A list of texts; nil when any entry is not one.
    package func texts(_ key: Key) -> Field<[Field<String>]>? {
        guard let list = list(key) else { return nil }
        var out: [Field<String>] = []
        for entry in list.value {
            guard let v = entry.string else { return nil }
            out.append(Field(v, node: entry))
        }
        return Field(out, node: list.node)
    }

    /// A nested mapping decoded as its own record.
    package func record<R: FieldRecord>(_ key: Key, as type: R.Type = R.self) -> Field<R>? {
        guard let n = node[key.rawValue], n.mapping != nil else { return nil }
        return Field(R(FieldReader<R.Key>(n)), node: n)
    }

    /// A list of mappings, each decoded as a record; entries that are not mappings are left out
    /// (the schema reports them).
    package func records<R: FieldRecord>(_ key: Key, as type: R.Type = R.self) -> Field<[Field<R>]>? {
        guard let list = list(key) else { return nil }
        let out = list.value.compactMap { entry in entry.mapping == nil ? nil : Field(R(FieldReader<R.Key>(entry)), node: entry) }
        return Field(out, node: list.node)
    }
}
