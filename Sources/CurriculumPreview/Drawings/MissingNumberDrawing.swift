import CurriculumCompiler

/// An equation written large on a card with an empty box where its `?` is, for the number the
/// child types (or picks, when the item has options).
package enum MissingNumberDrawing: ItemDrawing {
    package static let itemType: any ItemType.Type = MissingNumberItem.self
    package static let isVisual = false

    package static func draw(_ item: Item) -> ItemPicture {
        // The answer is always a number: the keypad unless choices are offered.
        let response: ItemPicture.Response = item.syntax(of: .options) == nil ? .keypad : .standard(for: item)
        switch EquationCard.read(item.fields(MissingNumberItem.Fields.self)?.equation) {
        case .absent:
            return .undrawable("the item needs the `equation` with a `?`", response: response)
        case .unreadable(let why):
            return .undrawable(why, response: response)
        case .expression(let expression):
            let words = EquationCard.words(expression)
            let description = expression.unknown == nil
                ? "A card showing \(words)"
                : "A card showing \(words), with an empty box in place of the ?"
            return EquationCard.picture(expression, description: description, response: response)
        }
    }
}

extension MissingNumberDrawing {
    package static let style = EquationCard.style
}
