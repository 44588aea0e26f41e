import CurriculumSyntax

/// A number typed on the keypad: the value of its `expression`, else of the prompt's
/// ("What is 8 + 6?", "8 + ? = 11"), else the number the prompt dictates ("Write the number
/// fourteen.", `Dictation`).
package enum NumericInputItem: ItemType {
    package static let name = "numericInput"
    package static let screen = ScreenTraits(actions: [.type])
    package static let copy = CopyTraits(shownFields: [Fields.Key.expression])

    package struct Fields: FieldRecord, StatesArithmetic {
        package enum Key: String, CaseIterable, Sendable { case expression }
        /// What the child works out; without it, the prompt's arithmetic.
        package var expression: Field<WrittenArithmetic>?
        var arithmetic: Field<WrittenArithmetic>? { expression }

        package init(_ fields: FieldReader<Key>) { expression = fields.arithmetic(.expression) }
    }

    package static func solve(_ item: Item) -> ItemSolution {
        let expression = item.fields(Fields.self)?.expression
        if !statesArithmetic(item, expression), let dictated = Dictation.solve(item) { return dictated }
        return Arithmetic.solveNumber(item, field: expression, fromPrompt: true)
    }

    package static func numbers(_ item: Item) -> [(Int, Node)] {
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
