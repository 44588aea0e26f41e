/// An item's `expression` or `equation` field (multipleChoice, numericInput, wordProblem,
/// missingNumber, equationTrueFalse), parsed once when the item is decoded. Its field's name
/// stays with it for the messages about it: "the equation has no '?'".
package struct WrittenArithmetic: Sendable {
    /// The field's name as authors write it.
    package var name: String
    /// The arithmetic, or where its text stops being arithmetic; nil when the field is not text
    /// at all (a list, a mapping, null), which the schema reports. Such a field still counts as
    /// written: the item's arithmetic is then unknown, not taken from the prompt instead.
    package var parsed: Result<Expression, ExpressionError>?
}

/// The types whose items state their arithmetic in a field, so a reader that does not know the
/// type (ItemTask) finds it.
protocol StatesArithmetic: FieldRecord {
    var arithmetic: Field<WrittenArithmetic>? { get }
}

/// The types whose stated equation is the question itself (the number for `?`), so the prompt
/// the app says must say every number of it (COPY-EQUATION-UNSAID). An equation to judge true or
/// false may be pointed at and tapped to be heard ("Is this number sentence true?",
/// COPY-READING-REQUIRED), so `equationTrueFalse` is not one.
protocol PosesEquation: StatesArithmetic {}

extension FieldReader {
    /// An `expression` or `equation`, parsed; nil when the item does not write one.
    func arithmetic(_ key: Key) -> Field<WrittenArithmetic>? {
        guard let n = node(key) else { return nil }
        return Field(WrittenArithmetic(name: key.rawValue, parsed: n.string.map(Expression.parse)), node: n)
    }
}
