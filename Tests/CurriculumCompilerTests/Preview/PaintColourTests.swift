@testable import CurriculumPreview
import XCTest

@testable import CurriculumCompiler

/// The preview paints every colour word the rules know, so a story the rules pass is drawn in
/// the colours it says.
final class PaintColourTests: XCTestCase {
    func testEveryColourWordHasAPaint() {
        XCTAssertEqual(PaintColour.paints.map(\.name), ColourWords.names)
        XCTAssertEqual(Set(PaintColour.paints.map(\.hex)).count, ColourWords.names.count, "each colour its own fill")
        XCTAssertEqual(PaintColour.word("Grey"), "gray")
        XCTAssertEqual(ColourWords.named(in: "1 is blue. The rest are red, not blue."), ["blue", "red"])
        XCTAssertNil(PaintColour.word("bluebird"))
    }
}
