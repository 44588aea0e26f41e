import CurriculumSyntax

/// An equation with the unknown anywhere (1.OA.4, 1.OA.8): `8 + ? = 11` asks for 3.
public enum MissingNumberItem: ItemType {
    public static let name = "missingNumber"
    public static let screen = ScreenTraits(actions: [.choose, .type])
    public static let copy = CopyTraits(shownFields: [Fields.Key.equation])

    public struct Fields: FieldRecord, PosesEquation {
        public enum Key: String, CaseIterable, Sendable { case equation }
        /// The equation, with `?` for the missing number.
        public var equation: Field<WrittenArithmetic>?
        var arithmetic: Field<WrittenArithmetic>? { equation }

        public init(_ fields: FieldReader<Key>) { equation = fields.arithmetic(.equation) }
    }

    public static func solve(_ item: Item) -> ItemSolution {
        Arithmetic.solveNumber(item, field: item.fields(Fields.self)?.equation, fromPrompt: false, requireUnknown: true)
    }

    public static func numbers(_ item: Item) -> [(Int, Node)] {
        Arithmetic.numbers(item, field: item.fields(Fields.self)?.equation, fromPrompt: false)
    }
}
