import CurriculumSyntax

/// A value decoded from an item's own field, with the syntax it was written as: solvers and
/// drawings compute with `value`, and a finding about it points at `node` (its line, column and
/// width, and where an offset into its text lands).
package struct Field<Value: Sendable>: Sendable {
    package var value: Value
    package var node: Node

    package init(_ value: Value, node: Node) {
        self.value = value
        self.node = node
    }
}

/// A mapping decoded into named, typed fields: an item type's own fields, or a record inside one
/// (a counting item's `objects`, a bar graph's categories). `Key` lists the fields as the schema
/// names them, so a misspelt name is a compile error, and a test holds each `Key` to its schema.
package protocol FieldRecord: Sendable {
    associatedtype Key: RawRepresentable, CaseIterable, Sendable where Key.RawValue == String
    init(_ fields: FieldReader<Key>)
}

/// A type with no fields of its own beyond the ones every item has.
package struct NoFields: FieldRecord {
    package enum Key: String, CaseIterable, Sendable { case none }
    package init(_ fields: FieldReader<Key>) {}
}
