import CurriculumSyntax

/// An equation with the unknown anywhere (1.OA.4, 1.OA.8): `8 + ? = 11` asks for 3.
package enum MissingNumberItem: ItemType {
    package static let name = "missingNumber"
    package static let screen = ScreenTraits(actions: [.choose, .type])
    package static let copy = CopyTraits(shownFields: [Fields.Key.equation])

    package struct Fields: FieldRecord, PosesEquation {
        package enum Key: String, CaseIterable, Sendable { case equation }
        /// The equation, with `?` for the missing number.
        package var equation: Field<WrittenArithmetic>?
        var arithmetic: Field<WrittenArithmetic>? { equation }

        package init(_ fields: FieldReader<Key>) { equation = fields.arithmetic(.equation) }
    }

    package static func solve(_ item: Item) -> ItemSolution {
        Arithmetic.solveNumber(item, field: item.fields(Fields.self)?.equation, fromPrompt: false, requireUnknown: true)
    }

    package static func numbers(_ item: Item) -> [(Int, Node)] {
        Arithmetic.numbers(item, field: item.fields(Fields.self)?.equation, fromPrompt: false)
    }
}
