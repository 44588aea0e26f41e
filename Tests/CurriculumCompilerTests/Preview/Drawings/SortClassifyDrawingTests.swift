import XCTest

@testable import CurriculumCompiler

final class SortClassifyDrawingTests: XCTestCase {
    let beads = "type: sortClassify\ncategories:\n  - {name: red, count: 3}\n  - {name: blue, count: 6}\n  - {name: green, count: 1}\n"

    func testEachBinHoldsItsCount() throws {
        let picture = try drawItem(beads + "ask: order\nanswer: [blue, red, green]")
        let scene = try SceneElements(picture)
        XCTAssertEqual(scene.count("bin"), 3)
        XCTAssertEqual(scene.texts("bin-name"), ["red", "blue", "green"])
        let bins = scene.elements("thing").compactMap { SceneElements.attribute("data-bin", in: $0) }
        XCTAssertEqual(["0", "1", "2"].map { bin in bins.filter { $0 == bin }.count }, [3, 6, 1])
        XCTAssertEqual(scene.count("thing paint blue"), 6, "a group named for a colour holds things of that colour")
        XCTAssertEqual(picture.description, "3 groups sorted into bins, each named above its things: red 3, blue 6, green 1")
        XCTAssertEqual(picture.response, .onScene(action: "Put the groups in order, most first"))
    }

    func testThingsLieInsideTheirBin() throws {
        let scene = try SceneElements(drawItem(beads + "ask: total\nanswer: 10"))
        let bins = scene.elements("bin")
        for thing in scene.elements("thing") {
            let index = try XCTUnwrap(SceneElements.attribute("data-bin", in: thing).flatMap { Int($0) })
            let bin = bins[index]
            let x = try XCTUnwrap(SceneElements.number("x", in: bin)), y = try XCTUnwrap(SceneElements.number("y", in: bin))
            let w = try XCTUnwrap(SceneElements.number("width", in: bin)), h = try XCTUnwrap(SceneElements.number("height", in: bin))
            let cx = try XCTUnwrap(SceneElements.number("cx", in: thing)), cy = try XCTUnwrap(SceneElements.number("cy", in: thing))
            XCTAssertTrue((x...x + w).contains(cx) && (y...y + h).contains(cy), "a thing of bin \(index) lies outside it")
        }
    }

    func testAGroupNamedForASizeHoldsThingsOfThatSize() throws {
        let scene = try SceneElements(drawItem("type: sortClassify\ncategories:\n  - {name: small cars, count: 4}\n  - {name: big cars, count: 3}\n  - {name: vans, count: 2}\nask: count\ncategory: small cars\nanswer: 4"))
        let radii = scene.elements("thing").compactMap { thing in
            SceneElements.attribute("data-bin", in: thing).map { ($0, SceneElements.number("r", in: thing)) }
        }
        let radius = { (bin: String) in Set(radii.filter { $0.0 == bin }.compactMap(\.1)) }
        XCTAssertEqual(radius("0").count, 1)
        XCTAssertLessThan(try XCTUnwrap(radius("0").first), try XCTUnwrap(radius("2").first), "small cars are drawn smaller than vans")
        XCTAssertGreaterThan(try XCTUnwrap(radius("1").first), try XCTUnwrap(radius("2").first), "big cars are drawn bigger than vans")
    }

    /// Stickers sorted into stars and hearts are drawn as stars and hearts, not as two groups of
    /// the same dots the child is told are different.
    func testAGroupNamedForAShapeHoldsThingsOfThatShape() throws {
        let scene = try SceneElements(drawItem("type: sortClassify\ncategories:\n  - {name: stars, count: 3}\n  - {name: hearts, count: 7}\n  - {name: squares, count: 2}\n  - {name: dots, count: 4}\nask: most\nanswer: hearts"))
        XCTAssertEqual(scene.count("thing star"), 3)
        XCTAssertEqual(scene.count("thing heart"), 7)
        XCTAssertEqual(scene.count("thing square"), 2)
        XCTAssertEqual(scene.count("thing"), 16, "every thing is still a thing to count")
        let stars = scene.elements("thing star")
        XCTAssertTrue(stars.allSatisfy { $0.hasPrefix("<polygon") && SceneElements.attribute("points", in: $0)?.split(separator: " ").count == 10 }, "a star has 10 corners: \(stars)")
        XCTAssertTrue(scene.elements("thing heart").allSatisfy { $0.hasPrefix("<path") })
        XCTAssertEqual(scene.elements("thing").filter { $0.hasPrefix("<circle") }.count, 4, "dots stay round")
    }

    /// A group is what its last word names: votes for the "star book" are counted, not starred.
    func testAShapeWordBeforeWhatAGroupIsDrawsNoShape() throws {
        let scene = try SceneElements(drawItem("type: sortClassify\ncategories:\n  - {name: bear book, count: 5}\n  - {name: star book, count: 6}\n  - {name: red hearts, count: 2}\nask: total\nanswer: 13"))
        XCTAssertEqual(scene.count("thing star"), 0)
        XCTAssertEqual(scene.count("thing heart"), 2)
        XCTAssertEqual(scene.elements("thing").filter { $0.hasPrefix("<circle") }.count, 11)
    }

    func testCountIsTypedOnTheKeypad() throws {
        XCTAssertEqual(try drawItem(beads + "ask: count\ncategory: red\nanswer: 3").response, .keypad)
    }

    /// "The most" is one of three or more; of two groups, one has more.
    func testTheMostOfThreeIsMoreOfTwo() throws {
        XCTAssertEqual(try drawItem(beads + "ask: most\nanswer: blue").response, .onScene(action: "Tap the group with the most"))
        let two = "type: sortClassify\ncategories:\n  - {name: shells, count: 4}\n  - {name: rocks, count: 6}\n"
        XCTAssertEqual(try drawItem(two + "ask: most\nanswer: rocks").response, .onScene(action: "Tap the group with more"))
        XCTAssertEqual(try drawItem(two + "ask: fewest\nanswer: shells").response, .onScene(action: "Tap the group with fewer"))
    }

    func testAHugeGroupIsCut() throws {
        let picture = try drawItem("type: sortClassify\ncategories:\n  - {name: sand, count: 900}\n  - {name: shells, count: 5}\nask: total\nanswer: 905")
        let scene = try SceneElements(picture)
        XCTAssertEqual(scene.count("thing"), 65)
        XCTAssertEqual(picture.note, "the first 60 of the 900 in sand are drawn")
    }

    func testOneGroupIsNotASort() throws {
        let picture = try drawItem("type: sortClassify\ncategories:\n  - {name: red, count: 3}\nask: total\nanswer: 3")
        XCTAssertNil(picture.scene)
        XCTAssertEqual(picture.problem, "things are sorted into 2 to 4 groups, not 1")
    }
}
