@testable import CurriculumPreview
import XCTest

@testable import CurriculumCompiler

final class OpenResponseDrawingTests: XCTestCase {
    func testAGrownUpScoresTheSpokenAnswer() throws {
        let picture = try drawItem("type: openResponse\nprompt: Show 17 with blocks. Tell how many tens and ones.\nrubric:\n  criteria: [Builds 17.]\n  levels: [beginning, secure]\n  descriptors: {beginning: Not 17., secure: Builds 17.}")
        XCTAssertNil(picture.scene)
        XCTAssertNil(picture.problem)
        XCTAssertEqual(picture.response, .rubric(canvas: false))
        XCTAssertFalse(OpenResponseDrawing.isVisual)
    }

    func testMissingRubricDoesNotTrap() throws {
        XCTAssertEqual(try drawItem("type: openResponse\nprompt: Tell me.").response, .rubric(canvas: false))
    }
}
