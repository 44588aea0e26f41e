import CurriculumCompiler

/// How the preview draws one item type as the child will see it.
///
/// Each drawing lives in its own file under `Drawings/`, named after its type, and is listed once
/// in `ItemDrawings.all`; the tests name any item type left without one. A drawing reads the
/// item's fields the way the type's solver does, never traps on fields the schema has already
/// reported, and caps what it draws so a huge count still makes a small page.
package protocol ItemDrawing: Sendable {
    /// The item type drawn.
    static var itemType: any ItemType.Type { get }
    /// Whether the item shows a picture (a ten frame, a clock); a type that shows only words and
    /// an answer area (an equation, a question to answer aloud) is not visual, and its scene
    /// may be nil.
    static var isVisual: Bool { get }
    static func draw(_ item: Item) -> ItemPicture
    /// CSS for the classes this drawing's shapes carry, in the design tokens' custom properties
    /// (`var(--primary)`; PreviewStyle.swift); a page includes it once.
    static var style: String { get }
}

extension ItemDrawing {
    package static var isVisual: Bool { true }
    package static var style: String { "" }
}

/// Every item type's drawing. Adding one is adding its file and a line here.
package enum ItemDrawings {
    package static let all: [any ItemDrawing.Type] = [
        TenFrameDrawing.self, ClockDrawing.self,
        DragDropDrawing.self, MultipleChoiceDrawing.self, NumericInputDrawing.self, EquationTrueFalseDrawing.self,
        MissingNumberDrawing.self, WordProblemDrawing.self, OpenResponseDrawing.self, DrawingDrawing.self,
        CountingDrawing.self, Base10Drawing.self, CoinsDrawing.self, NumberLineDrawing.self, NumberBondDrawing.self,
        NumberChartDrawing.self, OrdinalDrawing.self,
        FractionShadeDrawing.self, BarGraphDrawing.self, ShapeDrawing.self, PatternDrawing.self, CompareDrawing.self,
        MeasureDrawing.self, SortClassifyDrawing.self, CountOutDrawing.self,
    ]

    package static let byTypeName: [String: any ItemDrawing.Type] = Dictionary(
        all.map { ($0.itemType.name, $0) }, uniquingKeysWith: { a, _ in a })

    /// The item as the child sees it, or nil for a type the compiler does not know.
    package static func picture(of item: Item) -> ItemPicture? {
        byTypeName[item.type.value]?.draw(item)
    }

    /// The most objects a drawing shows one by one; beyond it the drawing says how many it left out.
    package static let objectLimit = 120
}
