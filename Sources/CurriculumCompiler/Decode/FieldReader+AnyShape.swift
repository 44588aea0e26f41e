/// A nested record read whatever shape was written. Some readers have always looked inside a
/// field without first asking whether it is a mapping, so one of another shape (`add: 5`,
/// `rubric: later`) counts as written, with nothing inside: the schema reports the shape, and
/// the solver, the rule and the preview answer as they did rather than the field vanishing.
extension FieldReader {
    /// A nested field as a record; one that is not a mapping reads as a record with none of its
    /// fields.
    package func recordAsWritten<R: FieldRecord>(_ key: Key, as type: R.Type = R.self) -> Field<R>? {
        guard let n = node(key) else { return nil }
        return Field(R(FieldReader<R.Key>(n)), node: n)
    }
}
