import CurriculumCompiler

/// An equation written large on a card, judged with the True and False buttons.
package enum EquationTrueFalseDrawing: ItemDrawing {
    package static let itemType: any ItemType.Type = EquationTrueFalseItem.self
    package static let isVisual = false

    package static func draw(_ item: Item) -> ItemPicture {
        switch EquationCard.read(item.fields(EquationTrueFalseItem.Fields.self)?.equation) {
        case .absent:
            return .undrawable("the item needs the `equation` to judge", response: .trueFalse)
        case .unreadable(let why):
            return .undrawable(why, response: .trueFalse)
        case .expression(let expression):
            let description = "A card showing the number sentence \(EquationCard.words(expression))"
            return EquationCard.picture(expression, description: description, response: .trueFalse)
        }
    }
}

extension EquationTrueFalseDrawing {
    package static let style = EquationCard.style
}
