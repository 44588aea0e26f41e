@testable import CurriculumPreview
import XCTest

@testable import CurriculumCompiler

final class MultipleChoiceDrawingTests: XCTestCase {
    func testAnExpressionIsOnACardOverTheChoices() throws {
        let picture = try drawItem("type: multipleChoice\nprompt: What is 10 and 9 more?\nexpression: \"10 + 9\"\noptions: [9, 18, 19]\nanswer: 19")
        let scene = try SceneElements(picture)
        XCTAssertEqual(scene.texts("token"), ["10", "+", "9"])
        XCTAssertEqual(scene.count("equation-card"), 1)
        XCTAssertEqual(picture.description, "A card showing 10 + 9")
        XCTAssertEqual(picture.response, .options(["9", "18", "19"]))
        XCTAssertFalse(MultipleChoiceDrawing.isVisual)
    }

    func testAQuestionInWordsHasNoScene() throws {
        let picture = try drawItem("type: multipleChoice\nprompt: Which is a circle?\noptions: [ball, box, book]\nanswer: ball")
        XCTAssertNil(picture.scene)
        XCTAssertNil(picture.problem)
        XCTAssertEqual(picture.response, .options(["ball", "box", "book"]))
    }

    func testAnUnreadableExpressionIsNotDrawn() throws {
        let picture = try drawItem("type: multipleChoice\nprompt: What is it?\nexpression: \"8 * 2\"\noptions: [10, 16]\nanswer: 16")
        XCTAssertNil(picture.scene)
        XCTAssertEqual(picture.problem, "the `expression` cannot be drawn: '*' is not used in K–1 expressions: use + and -")
        XCTAssertEqual(picture.response, .options(["10", "16"]))
    }

    /// A `position` draws its thing and landmark with their names; the place is in the layout
    /// and the reviewer's description, never in the scene's name, which is what VoiceOver says.
    func testAPositionDrawsTheThingInItsPlace() throws {
        func scene(_ place: String, _ thing: String = "bird", _ landmark: String = "tree") throws -> (ItemPicture, SceneElements) {
            let picture = try drawItem(
                "type: multipleChoice\nprompt: Where is the \(thing)?\nposition: {thing: \(thing), place: \(place), landmark: \(landmark)}\noptions: [a, b]\nanswer: a")
            return (picture, try SceneElements(picture))
        }
        func top(_ element: String) -> Double { Double(SceneElements.attribute("cy", in: element) ?? SceneElements.attribute("y", in: element) ?? "") ?? .nan }

        let (above, aboveScene) = try scene("above")
        XCTAssertEqual(above.label, "A bird and a tree")
        XCTAssertEqual(above.description, "A bird above a tree")
        XCTAssertEqual(aboveScene.texts("place-name"), ["bird", "tree"])
        XCTAssertEqual(aboveScene.count("crown"), 1, "a tree is drawn as a tree")
        let bird = try XCTUnwrap(aboveScene.elements("token").first), crown = try XCTUnwrap(aboveScene.elements("crown").first)
        XCTAssertLessThan(top(bird), top(crown), "the bird is higher up than the tree")

        let (_, belowScene) = try scene("below", "ball", "table")
        XCTAssertGreaterThan(top(try XCTUnwrap(belowScene.elements("token").first)), top(try XCTUnwrap(belowScene.elements("top").first)))

        // Behind: the thing is drawn first, so the landmark covers it; in front, last.
        let (_, behind) = try scene("behind", "cat", "box")
        let catFirst = try XCTUnwrap(behind.svg.range(of: "place-thing")), boxFirst = try XCTUnwrap(behind.svg.range(of: "place-landmark"))
        XCTAssertLessThan(catFirst.lowerBound, boxFirst.lowerBound)
        // and it peeks out beside the landmark, not over its top, which would read as above it.
        let (_, yard) = try scene("behind", "dog", "house")
        let dog = try XCTUnwrap(yard.elements("token").first), wall = try XCTUnwrap(yard.elements("wall").first)
        XCTAssertGreaterThan(top(dog), top(wall), "the dog's middle is below the top of the house's wall")
        let (_, front) = try scene("in front of", "cat", "box")
        XCTAssertGreaterThan(try XCTUnwrap(front.svg.range(of: "place-thing")).lowerBound, try XCTUnwrap(front.svg.range(of: "place-landmark")).lowerBound)

        // A child's name is a person; two people side by side stand on one ground.
        let (_, beside) = try scene("beside", "Jayden", "Mateo")
        XCTAssertEqual(beside.count("person"), 2)
        XCTAssertEqual(try scene("beside", "Jayden", "Mateo").0.label, "Jayden and Mateo")
        XCTAssertEqual(try scene("in front of", "owl", "house").0.description, "An owl in front of a house")
        XCTAssertEqual(Set(beside.elements("body").map { SceneElements.attribute("height", in: $0) }).count, 1)
    }

    /// A choice that names one flat shape shows it above the word, hidden from VoiceOver (the
    /// word is read); other choices are words alone.
    func testAChoiceNamingAShapeShowsTheShape() {
        let html = ResponseArea(response: .options(["circle", "a bigger triangle", "2 squares", "4"])).html
        XCTAssertEqual(html.components(separatedBy: "<svg class=\"option-shape\"").count - 1, 2, html)
        XCTAssertTrue(html.contains("shape-glyph circle") && html.contains("shape-glyph triangle"), html)
        XCTAssertFalse(html.contains("shape-glyph square"), "2 squares name no one shape")
        XCTAssertEqual(html.components(separatedBy: "aria-hidden=\"true\" focusable=\"false\"").count - 1, 2)
        // A pattern's star gets its picture like the circle and square beside it.
        let pattern = ResponseArea(response: .options(["star", "circle", "square"])).html
        XCTAssertEqual(pattern.components(separatedBy: "<svg class=\"option-shape\"").count - 1, 3, pattern)
        XCTAssertTrue(pattern.contains("shape-glyph star"), pattern)
        // A place names its landmark: three squares would not tell above from beside.
        let places = ResponseArea(response: .options(["above the square", "below the square", "beside the square", "on top"])).html
        XCTAssertFalse(places.contains("option-shape"), places)
    }

    /// A solid's choice shows its line drawing made small, inside the choice's 48-point picture;
    /// a choice naming two solids shows none.
    func testAChoiceNamingASolidShowsTheSolid() throws {
        let html = ResponseArea(response: .options(["cube", "a rectangular prism", "sphere", "a cone on a cylinder"])).html
        XCTAssertEqual(html.components(separatedBy: "<svg class=\"option-shape\"").count - 1, 3, html)
        for solid in ["cube", "rectangularPrism", "sphere"] {
            XCTAssertTrue(html.contains("solid-glyph \(solid)"), solid)
        }
        XCTAssertFalse(html.contains("solid-glyph cone") || html.contains("solid-glyph cylinder"), "a cone on a cylinder names no one shape")
        let cube = try XCTUnwrap(html.range(of: "solid-glyph cube").map { String(html[$0.lowerBound...]) })
        let lines = cube.components(separatedBy: "</g>")[0].components(separatedBy: "<line ").dropFirst()
        XCTAssertEqual(lines.count, 12, "a cube's nine edges and three hidden ones")
        for line in lines {
            for attribute in ["x1", "y1", "x2", "y2"] {
                let value = try XCTUnwrap(SceneElements.number(attribute, in: "<line " + line))
                XCTAssertTrue((0...48).contains(value), "\(attribute)=\(value) lies outside the choice's picture")
            }
        }
    }
}

