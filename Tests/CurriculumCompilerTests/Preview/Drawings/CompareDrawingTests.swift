@testable import CurriculumPreview
import XCTest

@testable import CurriculumCompiler

final class CompareDrawingTests: XCTestCase {
    func xs(_ scene: SceneElements, _ classes: String) -> [Double] {
        scene.elements(classes).compactMap { SceneElements.number("cx", in: $0) ?? SceneElements.number("x", in: $0) }
    }

    func testEachGroupShowsItsCount() throws {
        // Groups too big for a row are counted: side by side, in rows of five.
        let picture = try drawItem("type: compare\nleft: {count: 16, name: red beads}\nright: {count: 14, name: blue beads}\nask: more\nanswer: left")
        let scene = try SceneElements(picture)
        XCTAssertEqual(scene.count("thing left"), 16)
        XCTAssertEqual(scene.count("thing right"), 14)
        XCTAssertEqual(scene.count("thing left paint red"), 16, "red beads are red")
        XCTAssertEqual(scene.texts("group-name"), ["red beads", "blue beads"])
        XCTAssertLessThan(try XCTUnwrap(xs(scene, "thing left").max()), try XCTUnwrap(xs(scene, "thing right").min()), "left is left")
        XCTAssertEqual(scene.count("symbol-blank"), 0)
        XCTAssertEqual(picture.description, "Left: 16 red beads. Right: 14 blue beads.")
        XCTAssertEqual(picture.response, .onSceneOr(action: "Tap the side with more, or tap Same", button: "Same"))
    }

    /// "Same" is an answer, so it is a button the child can tap, not something to say to the app.
    func testTheSameAnswerIsAButtonUnderTheScene() throws {
        let picture = try drawItem("type: compare\nleft: {count: 5, name: red hats}\nright: {count: 5, name: blue hats}\nask: more\nanswer: same")
        let html = ResponseArea(response: picture.response).html
        XCTAssertTrue(html.contains("Tap the row with more, or tap Same</p>"), html)
        XCTAssertTrue(html.contains("<li class=\"tile\">Same</li>"), html)
        // With choices of its own the item shows them instead.
        let choices = try drawItem("type: compare\nleft: 4\nright: 7\nask: more\noptions: [4, 7]\nanswer: 7")
        XCTAssertEqual(choices.response, .options(["4", "7"]))
    }

    /// K.CC.6 compares groups by matching: two groups that fit a row each are drawn one row
    /// above the other, each thing under its partner, so "Match each cat with a dog" can be done.
    func testSmallGroupsToPickBetweenAreMatchedRows() throws {
        let picture = try drawItem("type: compare\nleft: {count: 4, name: cats}\nright: {count: 6, name: dogs}\nask: fewer\nanswer: left")
        let scene = try SceneElements(picture)
        let top = scene.elements("thing left").compactMap { SceneElements.number("cx", in: $0) }
        let bottom = scene.elements("thing right").compactMap { SceneElements.number("cx", in: $0) }
        XCTAssertEqual([top.count, bottom.count], [4, 6])
        XCTAssertEqual(top, Array(bottom.prefix(4)), "each cat sits above a dog")
        XCTAssertEqual(picture.description, "Top row: 4 cats. Bottom row: 6 dogs. Each thing is drawn under its partner.")
        XCTAssertEqual(picture.response, .onSceneOr(action: "Tap the row with fewer, or tap Same", button: "Same"))
        // Cubes stay square in a row too.
        let cubes = try SceneElements(drawItem("type: compare\nleft: {count: 9, name: cubes}\nright: {count: 9, name: red cubes}\nask: more\nanswer: same"))
        XCTAssertEqual(cubes.elements("thing").filter { $0.hasPrefix("<rect") }.count, 18)
        // Ten fits a row; eleven does not.
        XCTAssertEqual(try drawItem("type: compare\nleft: {count: 10, name: ants}\nright: {count: 3, name: ants}\nask: more\nanswer: left").response,
                       .onSceneOr(action: "Tap the row with more, or tap Same", button: "Same"))
        XCTAssertEqual(try drawItem("type: compare\nleft: {count: 11, name: ants}\nright: {count: 3, name: ants}\nask: more\nanswer: left").response,
                       .onSceneOr(action: "Tap the side with more, or tap Same", button: "Same"))
    }

    /// "Kofi has 4 cubes and 2 more": a group's parts are drawn in the order they came, each part
    /// after the first in a second colour, so the 4 and the 2 are seen and not only the 6.
    func testAGroupsPartsAreDrawnInTheOrderTheyCame() throws {
        let picture = try drawItem("type: compare\nleft: {count: 6, name: Kofi's red cubes, parts: [4, 2]}\nright: {count: 6, name: Tia's blue cubes}\nask: more\nanswer: same")
        let scene = try SceneElements(picture)
        XCTAssertEqual(scene.count("thing left"), 6)
        XCTAssertEqual(scene.count("thing left later"), 2)
        XCTAssertEqual(scene.count("thing left paint red"), 6, "red cubes stay red, so counting the red cubes counts them all")
        XCTAssertEqual(scene.count("thing left paint red later tint"), 2, "the 2 that came later are a paler red")
        XCTAssertEqual(scene.count("thing right later"), 0, "a group without parts is one colour")
        let later = xs(scene, "thing left later"), first = xs(scene, "thing left").filter { !later.contains($0) }
        XCTAssertLessThan(try XCTUnwrap(first.max()), try XCTUnwrap(later.min()), "the 2 that came after are drawn after the 4")
        XCTAssertEqual(picture.description, "Top row: 6 Kofi's red cubes, 4 and then 2. Bottom row: 6 Tia's blue cubes. Each thing is drawn under its partner.")
        // A group too big for a row is counted in rows of five, its parts still in order; a third
        // part goes back to the first colour, so neighbouring parts always differ.
        let big = try SceneElements(drawItem("type: compare\nleft: {count: 13, name: beads, parts: [10, 3]}\nright: {count: 12, name: beads}\nask: more\nanswer: left"))
        XCTAssertEqual(big.count("thing left later"), 3)
        XCTAssertEqual(big.count("thing left later tint"), 0, "beads, which name no colour, take a second colour")
        let three = try SceneElements(drawItem("type: compare\nleft: {count: 7, name: beads, parts: [2, 3, 2]}\nright: {count: 7, name: beads}\nask: more\nanswer: same"))
        XCTAssertEqual(three.count("thing left later"), 3)
        // Parts the solver reports as wrong are still drawn, without trapping on their size.
        let huge = try SceneElements(drawItem("type: compare\nleft: {count: 5, name: beads, parts: [9223372036854775807, 9223372036854775807]}\nright: {count: 7, name: beads}\nask: more\nanswer: right"))
        XCTAssertEqual(huge.count("thing left later"), 0)
    }

    func testNumbersWithACircleForTheSign() throws {
        let picture = try drawItem("type: compare\nleft: 28\nright: 35\nask: symbol\nanswer: \"<\"")
        let scene = try SceneElements(picture)
        XCTAssertEqual(scene.texts("side-number"), ["28", "35"])
        let circle = try XCTUnwrap(scene.elements("symbol-blank").first.flatMap { SceneElements.number("cx", in: $0) })
        let numbers = scene.elements("side-number").compactMap { SceneElements.number("x", in: $0) }
        XCTAssertTrue(numbers[0] < circle && circle < numbers[1], "the circle stands between the numbers")
        XCTAssertFalse(scene.texts().contains("<"), "the sign is the answer")
        XCTAssertEqual(picture.response, .onScene(action: "Choose >, < or = for the circle"))
    }

    func testTwoNumeralsAreGreaterAndLessNotMoreAndFewer() throws {
        let less = try drawItem("type: compare\nleft: 9\nright: 5\nask: fewer\nanswer: right")
        XCTAssertEqual(less.response, .onSceneOr(action: "Tap the number that is less, or tap Same", button: "Same"))
        let greater = try drawItem("type: compare\nleft: 9\nright: 5\nask: more\nanswer: left")
        XCTAssertEqual(greater.response, .onSceneOr(action: "Tap the greater number, or tap Same", button: "Same"))
        // "How many more" is a number typed, both groups drawn to count and match.
        let howMany = try drawItem("type: compare\nleft: {count: 6, name: milk}\nright: {count: 4, name: juice}\nask: difference\nanswer: 2")
        XCTAssertEqual(howMany.response, .keypad)
        let matched = try SceneElements(howMany)
        XCTAssertEqual(matched.count("thing left"), 6)
        XCTAssertEqual(matched.count("thing right"), 4)
        // Two rows, each of the 4 juice under a milk: the 2 milk with no partner stand out.
        let top = matched.elements("thing left").compactMap { SceneElements.number("cx", in: $0) }
        let bottom = matched.elements("thing right").compactMap { SceneElements.number("cx", in: $0) }
        XCTAssertEqual(Array(top.prefix(4)), bottom, "each of the bottom row sits under a partner")
        let topY = matched.elements("thing left").compactMap { SceneElements.number("cy", in: $0) }
        let bottomY = matched.elements("thing right").compactMap { SceneElements.number("cy", in: $0) }
        XCTAssertEqual(Set(topY).count, 1, "one row")
        XCTAssertLessThan(topY[0], bottomY[0], "the left group is the top row")
        XCTAssertEqual(matched.texts("group-name"), ["milk", "juice"])
        XCTAssertEqual(howMany.description, "Top row: 6 milk. Bottom row: 4 juice. Each thing is drawn under its partner.")
        // A numeral beside a group is still "fewer": the group is counted.
        let mixed = try drawItem("type: compare\nleft: {count: 3, name: cubes}\nright: 2\nask: fewer\nanswer: right")
        XCTAssertEqual(mixed.response, .onSceneOr(action: "Tap the side with fewer, or tap Same", button: "Same"))
    }

    /// 1.NBT.3 at the representational stage: each number as rods of ten and single cubes under its
    /// numeral, both at one scale, so more tens is more rods of the same length.
    func testBlocksShowEachNumbersTensAndOnes() throws {
        let picture = try drawItem("type: compare\nleft: 34\nright: 43\nblocks: true\nask: more\nanswer: right")
        let scene = try SceneElements(picture)
        XCTAssertEqual(scene.texts("side-number"), ["34", "43"])
        let middle = try XCTUnwrap(scene.elements("side right").first.flatMap { SceneElements.number("x", in: $0) })
        func onLeft(_ tag: String) -> Bool { (SceneElements.number("x", in: tag) ?? 0) < middle }
        let rods = scene.elements("rod"), cubes = scene.elements("unit-cube")
        XCTAssertEqual([rods.filter(onLeft).count, rods.filter { !onLeft($0) }.count], [3, 4])
        XCTAssertEqual([cubes.filter(onLeft).count, cubes.filter { !onLeft($0) }.count], [4, 3])
        XCTAssertEqual(Set(rods.compactMap { SceneElements.number("height", in: $0) }).count, 1, "one rod length on both sides")
        XCTAssertEqual(picture.description, "Left: the number 34, as 3 ten rods and 4 single cubes. Right: the number 43, as 4 ten rods and 3 single cubes.")
        XCTAssertEqual(picture.label, "Left: the number 34 as base-ten blocks. Right: the number 43 as base-ten blocks.")
        XCTAssertEqual(picture.response, .onSceneOr(action: "Tap the greater number, or tap Same", button: "Same"))
        // The sign's circle stands between the numerals; a named group is headed by its name.
        let sign = try SceneElements(drawItem("type: compare\nleft: {count: 52, name: red beads}\nright: 25\nblocks: true\nask: symbol\nanswer: \">\""))
        XCTAssertEqual(sign.count("symbol-blank"), 1)
        XCTAssertEqual(sign.texts("group-name"), ["red beads"])
        XCTAssertEqual(sign.count("rod"), 7)
        XCTAssertFalse(sign.texts().contains(">"), "the sign is the answer")
        // Past 12 tens the rods stop, and the reviewer is told.
        let big = try drawItem("type: compare\nleft: 130\nright: 120\nblocks: true\nask: more\nanswer: left")
        XCTAssertEqual(try SceneElements(big).count("rod"), 24)
        XCTAssertEqual(big.note, "the left has more tens than are drawn")
    }

    func testCubesAreSquare() throws {
        let scene = try SceneElements(drawItem("type: compare\nleft: {count: 3, name: cubes}\nright: 2\nask: fewer\noptions: [left, right, same]\nanswer: right"))
        XCTAssertEqual(scene.elements("thing left").filter { $0.hasPrefix("<rect") }.count, 3)
        XCTAssertEqual(scene.texts("side-number"), ["2"])
    }

    /// "Count the stars in each row" over two rows of dots sends a five-year-old looking for stars.
    func testThingsTakeTheShapeTheirNameSays() throws {
        let scene = try SceneElements(drawItem("type: compare\nleft: {count: 6, name: stars}\nright: {count: 8, name: Mei's red crayons}\nask: more\nanswer: right"))
        let stars = scene.elements("thing left")
        XCTAssertEqual(stars.count, 6)
        XCTAssertTrue(stars.allSatisfy { $0.hasPrefix("<polygon") && SceneElements.attribute("points", in: $0)?.split(separator: " ").count == 10 }, "\(stars)")
        let crayons = scene.elements("thing right")
        XCTAssertEqual(crayons.count, 8)
        XCTAssertTrue(crayons.allSatisfy { $0.hasPrefix("<rect") }, "crayons are sticks: \(crayons)")
    }

    func testAHugeGroupIsCut() throws {
        let picture = try drawItem("type: compare\nleft: {count: 500, name: ants}\nright: {count: 2, name: ants}\nask: more\nanswer: left")
        XCTAssertEqual(try SceneElements(picture).count("thing left"), 60)
        XCTAssertEqual(picture.note, "the first 60 of the 500 on the left are drawn")
    }

    func testBrokenSidesAreNotDrawn() throws {
        XCTAssertNil(try drawItem("type: compare\nleft: many\nright: 3\nask: more\nanswer: left").scene)
        XCTAssertEqual(try drawItem("type: compare\nleft: -2\nright: 3\nask: more\nanswer: right").problem, "-2 is below 0: there is nothing to draw")
    }
}
