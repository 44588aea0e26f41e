import CurriculumCompiler

/// A story the child reads and hears, answered with a number. The `equation` is the author's
/// working, for the compiler to check: the child works it out from the story, so it is not shown.
package enum WordProblemDrawing: ItemDrawing {
    package static let itemType: any ItemType.Type = WordProblemItem.self
    package static let isVisual = false

    package static func draw(_ item: Item) -> ItemPicture {
        let response: ItemPicture.Response = item.syntax(of: .options) == nil ? .keypad : .standard(for: item)
        return ItemPicture(scene: nil, description: "", response: response)
    }
}
