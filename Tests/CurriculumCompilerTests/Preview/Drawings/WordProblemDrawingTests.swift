@testable import CurriculumPreview
import XCTest

@testable import CurriculumCompiler

final class WordProblemDrawingTests: XCTestCase {
    func testTheStorysEquationIsNotShown() throws {
        let picture = try drawItem("type: wordProblem\nprompt: Mei has 7 beads. She wants 10. How many more does she need?\nequation: \"7 + ? = 10\"\nanswer: 3")
        XCTAssertNil(picture.scene, "the equation is the author's working")
        XCTAssertNil(picture.problem)
        XCTAssertEqual(picture.description, "")
        XCTAssertEqual(picture.response, .keypad)
        XCTAssertFalse(WordProblemDrawing.isVisual)
    }

    func testOptionsAreTheResponse() throws {
        let picture = try drawItem("type: wordProblem\nprompt: Sam has 5 cars and gets 3 more. How many cars now?\nequation: \"5 + 3 = ?\"\noptions: [7, 8, 9]\nanswer: 8")
        XCTAssertEqual(picture.response, .options(["7", "8", "9"]))
    }

    func testABrokenEquationDoesNotTrap() throws {
        let picture = try drawItem("type: wordProblem\nprompt: How many?\nequation: [5, 3]")
        XCTAssertNil(picture.scene)
        XCTAssertEqual(picture.response, .keypad)
    }

    /// A joining story with its `thing` draws each group, the ones that join in another colour,
    /// and never writes the total.
    func testAJoiningStoryDrawsItsGroups() throws {
        let picture = try drawItem("type: wordProblem\nprompt: Ana sees 3 ducks. 2 more swim over. How many ducks now?\nequation: \"3 + 2 = ?\"\nthing: duck\nanswer: 5")
        let scene = try SceneElements(picture)
        XCTAssertEqual(scene.count("story-thing first"), 3)
        XCTAssertEqual(scene.count("story-thing joining"), 2)
        XCTAssertEqual(scene.count("story-thing gone"), 0)
        let first = scene.elements("story-thing first").compactMap { SceneElements.number("cx", in: $0) }
        let joining = scene.elements("story-thing joining").compactMap { SceneElements.number("cx", in: $0) }
        XCTAssertLessThan(try XCTUnwrap(first.max()) + 40, try XCTUnwrap(joining.min()), "the groups stand apart")
        XCTAssertEqual(picture.description, "3 ducks, then 2 more ducks")
        XCTAssertEqual(picture.label, "The story's ducks")
        XCTAssertFalse(picture.description.contains("5") || picture.label.contains("5"), "the total is the answer")
        XCTAssertEqual(picture.response, .keypad)
        // Three addends (1.OA.2) are three groups.
        let three = try SceneElements(drawItem("type: wordProblem\nprompt: 6 ducks, 4 hens and 9 geese. How many birds?\nequation: \"6 + 4 + 9 = ?\"\nthing: bird\nanswer: 19"))
        XCTAssertEqual([three.count("story-thing first"), three.count("story-thing joining")], [6, 13])
        // A name for each group gives each its colour: 9 red cars, then 6 blue ones.
        let cars = try drawItem("type: wordProblem\nprompt: Yusuf has 9 red cars and 6 blue cars. How many cars?\nequation: \"9 + 6 = ?\"\nthing: [red car, blue car]\nanswer: 15")
        let drawn = try SceneElements(cars)
        XCTAssertEqual([drawn.count("story-thing first paint red"), drawn.count("story-thing joining paint blue")], [9, 6])
        XCTAssertEqual(cars.description, "9 red cars, then 6 blue cars")
        XCTAssertEqual(cars.label, "The story's red cars and blue cars")
    }

    /// A take-away story draws its whole group with the ones taken away crossed out: the child
    /// counts the ones left.
    func testATakeAwayStoryCrossesOutWhatGoes() throws {
        let picture = try drawItem("type: wordProblem\nprompt: There are 6 frogs on a rock. 2 hop off. How many are on the rock now?\nequation: \"6 - 2 = ?\"\nthing: frog\nanswer: 4")
        let scene = try SceneElements(picture)
        XCTAssertEqual(scene.count("story-thing first"), 4)
        XCTAssertEqual(scene.count("story-thing gone"), 2)
        XCTAssertEqual(scene.count("cross-out"), 2)
        XCTAssertEqual(picture.description, "6 frogs, 2 of them crossed out")
        // The crossed-out ones are the last ones, so the ones left stand together.
        let kept = scene.elements("story-thing first").compactMap { SceneElements.number("cx", in: $0) }
        let gone = scene.elements("story-thing gone").compactMap { SceneElements.number("cx", in: $0) }
        XCTAssertLessThan(try XCTUnwrap(kept.max()), try XCTUnwrap(gone.min()))
    }

    /// A story whose unknown is a part, or that is too big to count, is not drawn: its picture
    /// would show the answer, or not fit.
    /// A story with a missing part draws its whole, the named part in one colour and the rest,
    /// which the child counts, in another; the description never says how many the rest are.
    func testAMissingPartIsTheRestOfTheWholeInAnotherColour() throws {
        let picture = try drawItem("type: wordProblem\nprompt: 8 children play. 5 are on the slide. How many are on the swings?\nequation: \"5 + ? = 8\"\nthing: child\nanswer: 3")
        let scene = try SceneElements(picture)
        XCTAssertEqual([scene.count("story-thing first"), scene.count("story-thing joining")], [5, 3])
        XCTAssertEqual(picture.description, "8 children, 5 of them in one colour and the rest in another")
        XCTAssertFalse(picture.description.contains("3"))
        let first = try SceneElements(drawItem("type: wordProblem\nprompt: 7 bears. 4 are by the tree. How many by the pond?\nequation: \"? + 4 = 7\"\nthing: bear\nanswer: 3"))
        XCTAssertEqual([first.count("story-thing first"), first.count("story-thing joining")], [4, 3])
        // A name for each part paints each its colour: 10 pink beads and the white rest.
        let twoNames = try drawItem("type: wordProblem\nprompt: 18 beads. 10 are pink. How many are white?\nequation: \"10 + ? = 18\"\nthing: [pink bead, white bead]\nanswer: 8")
        let beads = try SceneElements(twoNames)
        XCTAssertEqual([beads.count("story-thing first paint pink"), beads.count("story-thing joining paint white")], [10, 8])
        // Both names are said; the white ones are what the child counts, so no number is given for them.
        XCTAssertEqual(twoNames.label, "The story's pink beads and white beads")
        XCTAssertEqual(twoNames.description, "18 in all: 10 pink beads and the rest white beads")
    }

    func testOnlyAStoryThatJoinsTakesAwayOrMissesAPartIsDrawn() throws {
        let part = try drawItem("type: wordProblem\nprompt: Some beads. She gives 3. She has 7 left. How many at first?\nequation: \"? - 3 = 7\"\nthing: bead\nanswer: 10")
        XCTAssertNil(part.scene)
        XCTAssertNotNil(part.problem)
        let big = try drawItem("type: wordProblem\nprompt: 15 birds and 9 more. How many?\nequation: \"15 + 9 = ?\"\nthing: bird\nanswer: 24")
        XCTAssertEqual(big.problem, "a story picture shows at most 20 things, not 24")
        let more = try drawItem("type: wordProblem\nprompt: 3 take away 5?\nequation: \"3 - 5 = ?\"\nthing: bird\nanswer: 0")
        XCTAssertNil(more.scene)
    }

    func testAComparingStoryIsNotDrawnAsGroupsThatJoin() throws {
        let compare = try drawItem("type: wordProblem\nprompt: Eli read 8 books. Yusuf read 5 more books than Eli. How many books did Yusuf read?\nequation: \"8 + 5 = ?\"\nthing: book\nanswer: 13")
        XCTAssertNil(compare.scene)
        XCTAssertEqual(compare.problem?.hasPrefix("a story that compares two amounts"), true)
        let fewer = try drawItem("type: wordProblem\nprompt: Ana has 9 shells. Ben has 4. How many fewer does Ben have?\nequation: \"9 - 4 = ?\"\nthing: shell\nanswer: 5")
        XCTAssertNil(fewer.scene)
        // "More" alone is a join: "3 more birds come".
        let join = try drawItem("type: wordProblem\nprompt: 5 birds sit. 3 more birds come. How many birds?\nequation: \"5 + 3 = ?\"\nthing: bird\nanswer: 8")
        XCTAssertNotNil(join.scene)
    }
}

