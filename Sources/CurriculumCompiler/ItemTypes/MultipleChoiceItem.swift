import CurriculumSyntax

/// A question with 2–4 choices (a 2×2 grid). When it states arithmetic — an `expression`, or a
/// prompt such as "What is 8 + 6?" or "8 + ? = 11" with numbers to choose from — the answer must
/// be what it works out to. A prompt that mentions a sum but offers words or strategies ("To add
/// 2 + 8, where should you start?") asks something else, so its expression is not the answer.
/// With a `position` (NY-K.G.1) it shows one thing placed by another, and its choices are places.
package enum MultipleChoiceItem: ItemType {
    package static let name = "multipleChoice"
    package static let screen = ScreenTraits(actions: [.choose])
    package static let copy = CopyTraits(labelFields: [Fields.Key.position], shownFields: [.expression])

    package struct Fields: FieldRecord, StatesArithmetic {
        package enum Key: String, CaseIterable, Sendable { case expression, position }
        /// The sum or difference the choices are about.
        package var expression: Field<WrittenArithmetic>?
        /// The two things drawn, one placed by the other, that the choices say the place of.
        package var position: Field<Position>?
        var arithmetic: Field<WrittenArithmetic>? { expression }

        package init(_ fields: FieldReader<Key>) {
            expression = fields.arithmetic(.expression)
            position = fields.record(.position)
        }
    }

    /// A question with a `position` draws its two things.
    package static func screen(of item: Item) -> ScreenTraits {
        var traits = screen
        if item.fields(Fields.self)?.position != nil { traits.shows.insert(.picture) }
        return traits
    }

    package static func solve(_ item: Item) -> ItemSolution {
        if let position = item.fields(Fields.self)?.position?.value { return position.solve(item) }
        return Arithmetic.solveNumber(item, field: item.fields(Fields.self)?.expression, fromPrompt: optionsAreNumbers(item))
    }

    static func optionsAreNumbers(_ item: Item) -> Bool {
        let options = item.options?.value ?? []
        return !options.isEmpty && options.allSatisfy { $0.int != nil }
    }

    package static func numbers(_ item: Item) -> [(Int, Node)] {
        Arithmetic.numbers(item, field: item.fields(Fields.self)?.expression, fromPrompt: optionsAreNumbers(item)) + Arithmetic.optionNumbers(item)
    }

    /// An option or answer written as arithmetic (`"3 + 4"`) stands for its value.
    package static func answerValue(_ node: Node) -> Answer? { Arithmetic.answerValue(node) }
}
