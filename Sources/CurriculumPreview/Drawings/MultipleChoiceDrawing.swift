import CurriculumCompiler

/// A question with choices in the 2×2 grid. When it states its arithmetic in `expression`, the
/// child sees it written large on a card above the choices; when it has a `position`, the two
/// things drawn in their place; otherwise the prompt says it all.
package enum MultipleChoiceDrawing: ItemDrawing {
    package static let itemType: any ItemType.Type = MultipleChoiceItem.self
    package static let isVisual = false

    package static func draw(_ item: Item) -> ItemPicture {
        let response = ItemPicture.Response.standard(for: item)
        let fields = item.fields(MultipleChoiceItem.Fields.self)
        if let position = fields?.position?.value { return PositionDrawing.picture(position, response: response) }
        switch EquationCard.read(fields?.expression) {
        case .absent:
            return ItemPicture(scene: nil, description: "", response: response)
        case .unreadable(let why):
            return .undrawable(why, response: response)
        case .expression(let expression):
            return EquationCard.picture(expression, description: "A card showing \(EquationCard.words(expression))", response: response)
        }
    }
}

extension MultipleChoiceDrawing {
    package static let style = EquationCard.style + PositionDrawing.style
}
