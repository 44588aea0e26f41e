@testable import CurriculumPreview
import XCTest

@testable import CurriculumCompiler

final class ClockDrawingTests: XCTestCase {
    func angle(_ scene: SceneElements, _ hand: String) throws -> Double {
        let tag = try XCTUnwrap(scene.elements("hand \(hand)").first)
        return try XCTUnwrap(SceneElements.number("data-angle", in: tag))
    }

    /// Where a hand points, as a clock angle (0 at 12, clockwise), from its drawn end points.
    func pointing(_ scene: SceneElements, _ hand: String) throws -> Double {
        let tag = try XCTUnwrap(scene.elements("hand \(hand)").first)
        let x1 = try XCTUnwrap(SceneElements.number("x1", in: tag)), y1 = try XCTUnwrap(SceneElements.number("y1", in: tag))
        let x2 = try XCTUnwrap(SceneElements.number("x2", in: tag)), y2 = try XCTUnwrap(SceneElements.number("y2", in: tag))
        var degrees = atan2(x2 - x1, y1 - y2) * 180 / .pi
        if degrees < 0 { degrees += 360 }
        return degrees
    }

    func testHalfPastThreePutsTheHourHandBetweenThreeAndFour() throws {
        let picture = try drawItem("type: clock\nmode: read\ntime: \"3:30\"\noptions: [\"3:30\", \"4:30\"]\nanswer: \"3:30\"")
        let scene = try SceneElements(picture)
        let hour = try pointing(scene, "hour"), minute = try pointing(scene, "minute")
        XCTAssertGreaterThan(hour, 90, "past the 3")
        XCTAssertLessThan(hour, 120, "before the 4")
        XCTAssertEqual(minute, 180, accuracy: 1, "the minute hand points at the 6")
        XCTAssertEqual(scene.texts("numeral"), (1...12).map(String.init))
        XCTAssertTrue(picture.description.contains("between 3 and 4"), picture.description)
        XCTAssertEqual(picture.response, .options(["3:30", "4:30"]))
    }

    func testOnTheHour() throws {
        let scene = try SceneElements(drawItem("type: clock\nmode: read\ntime: \"9:00\"\nanswer: \"9:00\""))
        XCTAssertEqual(try pointing(scene, "hour"), 270, accuracy: 1)
        XCTAssertEqual(try pointing(scene, "minute"), 0, accuracy: 1)
    }

    func testSetModeStartsAtTwelve() throws {
        let picture = try drawItem("type: clock\nmode: set\ntime: \"7:30\"\nanswer: \"7:30\"")
        let scene = try SceneElements(picture)
        XCTAssertEqual(try angle(scene, "hour"), 0)
        XCTAssertEqual(try angle(scene, "minute"), 0)
        // The time asked is the answer: the child's view says "the time asked", the prompt says
        // which, and the reviewer's panel shows the hands set to it.
        XCTAssertEqual(picture.response, .onScene(action: "Move the hands to the time asked"))
        XCTAssertFalse(try XCTUnwrap(picture.scene).contains("7:30"))
        let worked = try XCTUnwrap(picture.worked)
        XCTAssertEqual(worked.words, "The hands at 7:30")
        let set = try SceneElements(ItemPicture(scene: worked.scene, description: "", response: .keypad))
        XCTAssertEqual(try angle(set, "minute"), 180)
        XCTAssertEqual(try angle(set, "hour"), 225)
    }

    func testTheSceneOfAClockToReadDoesNotNameItsTime() throws {
        let picture = try drawItem("type: clock\nmode: read\ntime: \"3:30\"\nanswer: \"3:30\"")
        XCTAssertEqual(picture.label, "A clock with an hour hand and a minute hand")
        XCTAssertFalse(try XCTUnwrap(picture.scene).contains("3:30"))
        XCTAssertTrue(picture.description.hasPrefix("A clock showing 3:30"), "the reviewer's words name it")
        XCTAssertNil(picture.worked)
    }

    func testUnreadableTimeIsNotDrawn() throws {
        let picture = try drawItem("type: clock\nmode: read\ntime: noon\nanswer: \"12:00\"")
        XCTAssertNil(picture.scene)
        XCTAssertNotNil(picture.problem)
    }
}
