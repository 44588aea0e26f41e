import CurriculumCompiler

/// A number typed on the keypad. An `expression` is written large on a card above it; without
/// one the prompt says what to work out.
package enum NumericInputDrawing: ItemDrawing {
    package static let itemType: any ItemType.Type = NumericInputItem.self
    package static let isVisual = false

    package static func draw(_ item: Item) -> ItemPicture {
        switch EquationCard.read(item.fields(NumericInputItem.Fields.self)?.expression) {
        case .absent:
            return ItemPicture(scene: nil, description: "", response: .keypad)
        case .unreadable(let why):
            return .undrawable(why, response: .keypad)
        case .expression(let expression):
            return EquationCard.picture(expression, description: "A card showing \(EquationCard.words(expression))", response: .keypad)
        }
    }
}

extension NumericInputDrawing {
    package static let style = EquationCard.style
}
