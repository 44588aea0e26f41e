import CurriculumCompiler

/// A question answered aloud or in writing and scored by a grown-up with the rubric: the prompt
/// is all the child sees.
public enum OpenResponseDrawing: ItemDrawing {
    public static let itemType: any ItemType.Type = OpenResponseItem.self
    public static let isVisual = false

    public static func draw(_ item: Item) -> ItemPicture {
        ItemPicture(scene: nil, description: "", response: .rubric(canvas: false))
    }
}
