import XCTest

@testable import CurriculumCompiler

final class EquationTrueFalseDrawingTests: XCTestCase {
    func testTheEquationIsWrittenLargeInOrder() throws {
        let picture = try drawItem("type: equationTrueFalse\nprompt: Is this number sentence true?\nequation: \"14 = 10 + 4\"\nanswer: true")
        let scene = try SceneElements(picture)
        XCTAssertEqual(scene.texts("token"), ["14", "=", "10", "+", "4"])
        XCTAssertEqual(scene.count("equation-card"), 1)
        XCTAssertEqual(scene.count("blank"), 0)
        let sizes = scene.elements("token").compactMap { SceneElements.number("font-size", in: $0) }
        XCTAssertTrue(sizes.allSatisfy { $0 >= 34 }, "large: \(sizes)")
        XCTAssertEqual(picture.description, "A card showing the number sentence 14 = 10 + 4")
        XCTAssertEqual(picture.response, .trueFalse)
    }

    func testAFalseSentenceIsWrittenAsAuthored() throws {
        let scene = try SceneElements(drawItem("type: equationTrueFalse\nprompt: Is this true?\nequation: \"8 - 5 = 4\"\nanswer: false"))
        XCTAssertEqual(scene.texts("token"), ["8", "−", "5", "=", "4"])
    }

    func testAnEquationThatIsAListIsNotDrawn() throws {
        let picture = try drawItem("type: equationTrueFalse\nprompt: Is this true?\nequation: [1, 2]\nanswer: true")
        XCTAssertNil(picture.scene)
        XCTAssertEqual(picture.problem, "the `equation` is a list, not an equation in quotes")
        XCTAssertEqual(picture.response, .trueFalse)
    }
}
