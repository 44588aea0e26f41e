@testable import CurriculumLanguageServer
@testable import CurriculumSyntax
import Foundation
import XCTest

@testable import CurriculumCompiler

/// The hover on an item's `id` says who approved the item, for which kind of review and when,
/// and marks it edited since as soon as the editor's text differs from what was approved.
final class ReviewHoverTests: XCTestCase {
    let path = "curriculum/k/01-counting/count-objects-l1.yaml"

    func hover(onIDOf item: String, text: String, _ compilation: Compilation) throws -> String? {
        let at = try XCTUnwrap(position(of: item, onLineContaining: "- id: \(item)", in: text, path: path))
        return Hover.markdown(at: at, index: SymbolIndex(compilation), compilation: compilation, source: SourceFile(path: path, text: text))?.markdown
    }

    func testAnItemsIDShowsItsApprovalAndAnEditSinceIt() throws {
        let text = try Shipped.text(path)
        XCTAssertNil(try hover(onIDOf: "i2", text: text, Shipped.compilation), "no review files: the hover says nothing new")

        let tree = try TemporaryTree()
        let root = tree.url.appendingPathComponent("curriculum")
        try FileManager.default.copyItem(at: PinnedCurriculum.url, to: root)
        let before = try Compiler.compile(root: root, displayRoot: "curriculum")
        let lesson = try XCTUnwrap(before.catalog.lessons.first { $0.id.value == "k.counting.count-objects.l1" })
        try ReviewApproval(compilation: before, lessons: [lesson], kind: .content, by: "Ana *Ruiz*", date: "2025-11-29").write()
        let compilation = try Compiler.compile(root: root, displayRoot: "curriculum")

        let approved = try XCTUnwrap(try hover(onIDOf: "i2", text: text, compilation))
        XCTAssertEqual(approved, "**Reviews of `k.counting.count-objects.l1/i2`**\n\n- ✓ content review: approved by Ana \\*Ruiz\\* on 2025-11-29")
        let edited = text.replacingOccurrences(of: "Start with the duck on the left.", with: "Begin with the duck on the left.")
        let lapsed = try XCTUnwrap(try hover(onIDOf: "i2", text: edited, compilation))
        XCTAssertTrue(lapsed.contains("- ✗ content review: **edited since** Ana \\*Ruiz\\* on 2025-11-29 approved it; `curriculum review diff --kind content` shows what changed"), lapsed)
    }
}
