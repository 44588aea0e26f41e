import CurriculumSyntax

/// A number typed on the keypad: the value of its `expression`, else of the prompt's
/// ("What is 8 + 6?", "8 + ? = 11"), else the number the prompt dictates ("Write the number
/// fourteen.", `Dictation`).
public enum NumericInputItem: ItemType {
    public static let name = "numericInput"
    public static let screen = ScreenTraits(actions: [.type])
    public static let copy = CopyTraits(shownFields: [Fields.Key.expression])

    public struct Fields: FieldRecord, StatesArithmetic {
        public enum Key: String, CaseIterable, Sendable { case expression }
        /// What the child works out; without it, the prompt's arithmetic.
        public var expression: Field<WrittenArithmetic>?
        var arithmetic: Field<WrittenArithmetic>? { expression }

        public init(_ fields: FieldReader<Key>) { expression = fields.arithmetic(.expression) }
    }

    public static func solve(_ item: Item) -> ItemSolution {
        let expression = item.fields(Fields.self)?.expression
        if !statesArithmetic(item, expression), let dictated = Dictation.solve(item) { return dictated }
        return Arithmetic.solveNumber(item, field: expression, fromPrompt: true)
    }

    public static func numbers(_ item: Item) -> [(Int, Node)] {
        let expression = item.fields(Fields.self)?.expression
        if !statesArithmetic(item, expression), let (said, node) = Dictation.said(item) { return [(said.value, node)] }
        return Arithmetic.numbers(item, field: expression, fromPrompt: true)
    }

    /// Whether the item has arithmetic to work out, in its `expression` or its prompt; only
    /// an item without is a dictation.
    static func statesArithmetic(_ item: Item, _ expression: Field<WrittenArithmetic>?) -> Bool {
        expression != nil || Arithmetic.stated(item, field: nil, fromPrompt: true) != nil
    }
}
