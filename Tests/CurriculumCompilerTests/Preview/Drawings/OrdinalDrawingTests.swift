import XCTest

@testable import CurriculumCompiler

final class OrdinalDrawingTests: XCTestCase {
    func testTheLineReadsFromTheFrontOnTheLeftAndThePositionAskedIsNotMarked() throws {
        let picture = try drawItem("type: ordinal\nprompt: Six children line up. The front is on the left. Who is fourth?\nsequence: [Zara, Omar, Lila, Jin, Rosa, Dev]\nask: which\ntarget: 4\nanswer: Jin")
        let scene = try SceneElements(picture)
        XCTAssertEqual(scene.texts("ordinal-name"), ["Zara", "Omar", "Lila", "Jin", "Rosa", "Dev"])
        XCTAssertEqual(scene.count("ordinal-token"), 6)
        XCTAssertEqual(scene.count("ordinal-target"), 0, "Jin, the answer, is not marked")
        XCTAssertEqual(scene.texts("front-label"), ["front"])
        let arrow = try XCTUnwrap(scene.elements("front-arrow").first)
        let arrowX = try XCTUnwrap(SceneElements.attribute("points", in: arrow)?.split(separator: ",").first.flatMap { Double($0) })
        let tokens = scene.elements("ordinal-token").compactMap { SceneElements.number("x", in: $0) }
        XCTAssertTrue(tokens.allSatisfy { $0 > arrowX }, "the front arrow is at the left end")
        XCTAssertEqual(tokens, tokens.sorted(), "first first, left to right")
        XCTAssertEqual(picture.description, "6 things in a line, the front on the left: Zara, Omar, Lila, Jin, Rosa and Dev")
        XCTAssertEqual(picture.response, .onScene(action: "Tap the one asked about"))
    }

    func testTheThingWhosePlaceIsAskedIsRinged() throws {
        let picture = try drawItem("type: ordinal\nprompt: The toys race. The front is on the left. In what place is the car?\nsequence: [bus, car, bike, truck]\nask: position\ntarget: car\nanswer: 2")
        let scene = try SceneElements(picture)
        XCTAssertEqual(scene.count("ordinal-target"), 1)
        XCTAssertEqual(scene.texts("ordinal-name target"), ["car"])
        let ring = try XCTUnwrap(scene.elements("ordinal-target").first)
        let car = try XCTUnwrap(scene.elements("ordinal-token target").first)
        XCTAssertLessThan(try XCTUnwrap(SceneElements.number("x", in: ring)), try XCTUnwrap(SceneElements.number("x", in: car)))
        XCTAssertEqual(scene.elements("ordinal-token").firstIndex(of: car), 1, "the second token")
        XCTAssertTrue(picture.description.hasSuffix("; car is ringed"), picture.description)
        XCTAssertEqual(picture.response, .keypad)
    }

    func testColorNamesColorTheirTokensAndCountingStartsAtTheLeft() throws {
        let scene = try SceneElements(drawItem("type: ordinal\nprompt: Beads are on a string. Count from the left. Which bead is fifth?\nsequence: [red, blue, green, yellow, orange]\nask: which\ntarget: 5\nanswer: orange"))
        XCTAssertEqual(scene.count("ordinal-token red"), 1)
        XCTAssertEqual(scene.count("ordinal-token orange"), 1)
        XCTAssertEqual(scene.texts("ordinal-name"), ["red", "blue", "green", "yellow", "orange"], "each color is also written")
        XCTAssertEqual(scene.texts("front-label"), ["start"])
    }

    func testASequenceThatIsNotAListIsNotDrawn() throws {
        let picture = try drawItem("type: ordinal\nsequence: cat\nask: which\ntarget: 1\nanswer: cat")
        XCTAssertNil(picture.scene)
        XCTAssertEqual(picture.problem, "the ordinal item needs `sequence`: the things in line, first first")
    }
}
