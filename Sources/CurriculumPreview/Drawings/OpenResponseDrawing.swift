import CurriculumCompiler

/// A question answered aloud or in writing and scored by a grown-up with the rubric: the prompt
/// is all the child sees.
package enum OpenResponseDrawing: ItemDrawing {
    package static let itemType: any ItemType.Type = OpenResponseItem.self
    package static let isVisual = false

    package static func draw(_ item: Item) -> ItemPicture {
        ItemPicture(scene: nil, description: "", response: .rubric(canvas: false))
    }
}
