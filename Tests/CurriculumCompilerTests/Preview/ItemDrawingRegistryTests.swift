@testable import CurriculumPreview
import XCTest

@testable import CurriculumCompiler

/// Every item type has exactly one drawing, and every item of the real curriculum draws: a
/// visual type with a scene whose text alternative is not empty.
final class ItemDrawingRegistryTests: XCTestCase {
    func testEveryItemTypeHasOneDrawing() {
        let drawn = ItemDrawings.all.map { $0.itemType.name }
        XCTAssertEqual(Set(drawn).count, drawn.count, "a type drawn twice")
        let missing = ItemTypes.all.map { $0.name }.filter { !drawn.contains($0) }
        XCTAssertEqual(missing, [], "item types without a drawing in ItemDrawings.all")
    }

    func testEveryRealItemDraws() throws {
        let compilation = try Compiler.compile(root: PinnedCurriculum.url, displayRoot: "curriculum")
        var count = 0
        for (lesson, item) in compilation.catalog.items {
            let picture = try XCTUnwrap(ItemDrawings.picture(of: item), "\(lesson.id.value)/\(item.id.value)")
            let drawing = try XCTUnwrap(ItemDrawings.byTypeName[item.type.value])
            if drawing.isVisual {
                XCTAssertNotNil(picture.scene, "\(item.fullID) (\(item.type.value)): \(picture.problem ?? "")")
                XCTAssertFalse(picture.description.isEmpty, item.fullID)
            }
            XCTAssertNil(picture.problem, "\(item.fullID): \(picture.problem ?? "")")
            count += 1
        }
        XCTAssertGreaterThan(count, 1000)
    }
}
