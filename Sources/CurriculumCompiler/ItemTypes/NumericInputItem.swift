import CurriculumSyntax

/// A number typed on the keypad: the value of its `expression`, else of the prompt's
/// ("What is 8 + 6?", "8 + ? = 11").
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
        Arithmetic.solveNumber(item, field: item.fields(Fields.self)?.expression, fromPrompt: true)
    }

    public static func numbers(_ item: Item) -> [(Int, Node)] {
        Arithmetic.numbers(item, field: item.fields(Fields.self)?.expression, fromPrompt: true)
    }
}
