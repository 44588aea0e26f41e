import CurriculumSyntax

/// A story problem (K.OA.2b, 1.OA.1–2) whose `equation` is the story's (`5 + 3 = ?`, or the
/// unknown elsewhere for change-unknown stories). Kindergarten stories stay within 10 (K.OA.2b);
/// Grade 1 stories within 20, three addends included (1.OA.1, 1.OA.2).
package enum WordProblemItem: ItemType {
    package static let name = "wordProblem"
    package static let screen = ScreenTraits(actions: [.choose, .type])
    // The equation is the author's working: the child hears the story, not the equation.
    package static let copy = CopyTraits(workingFields: [Fields.Key.equation])

    package struct Fields: FieldRecord, StatesArithmetic {
        package enum Key: String, CaseIterable, Sendable { case equation, thing }
        /// The story's equation, with `?` for what the child finds.
        package var equation: Field<WrittenArithmetic>?
        /// What the story counts, singular (`frog`), or one name for each group (`[red car, blue
        /// car]`): the story is drawn with them.
        package var things: Field<[String]>?
        var arithmetic: Field<WrittenArithmetic>? { equation }

        package init(_ fields: FieldReader<Key>) {
            equation = fields.arithmetic(.equation)
            if let one = fields.text(.thing) {
                things = Field([one.value], node: one.node)
            } else if let each = fields.texts(.thing) {
                things = Field(each.value.map(\.value), node: each.node)
            }
        }
    }

    package static func solve(_ item: Item) -> ItemSolution {
        Arithmetic.solveNumber(item, field: item.fields(Fields.self)?.equation, fromPrompt: false, requireUnknown: true)
    }

    package static func numbers(_ item: Item) -> [(Int, Node)] {
        Arithmetic.numbers(item, field: item.fields(Fields.self)?.equation, fromPrompt: false) + Arithmetic.optionNumbers(item)
    }

    package static func gradeLimit(_ grade: Grade) -> Int? {
        grade == .kindergarten ? 10 : 20
    }
}
