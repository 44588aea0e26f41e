@testable import CurriculumSyntax
import XCTest

@testable import CurriculumCompiler

/// A file parsed before the schemas have compiled is checked in a second round; what it reports
/// and decodes must not depend on which round checked it.
final class LoadRoundsTests: XCTestCase {
    private let lesson = """
        kind: Lesson
        id: k.counting.count-to-10.l1
        skill: k.counting.count-to-10
        title: Count the apples
        order: 1
        stage: concrete
        lessonType: concept
        role: practiceSet
        items:
          - id: i1
            type: counting
            difficulty: seven
            prompt: How many apples?
            objects: {name: apple, count: 7, arrangement: line}
            answer: 7
            colour: red
            hints: [Touch each apple as you count.]
            feedback: {correct: Yes! You counted every apple., incorrect: Count again with me.}
            prompt: How many pears?
        """

    func testASecondRoundCheckGivesWhatOneRoundGives() throws {
        let tree = try TemporaryTree(["lesson.yaml": lesson])
        let file = FileDiscovery.Found(path: tree.url.appendingPathComponent("lesson.yaml").path, displayPath: "lesson.yaml")
        let shape = try ShapeCheck.load()
        let loader = YAMLLoader()

        let oneRound = Compiler.loadFile(file, loader: loader, shape: shape)
        let parsed = Compiler.loadFile(file, loader: loader, shape: nil)
        // Parsed only: the YAML finding (the duplicate key) is there, the schema's are not yet.
        XCTAssertNotNil(parsed.parsed)
        XCTAssertNil(parsed.entity)
        XCTAssertEqual(summary(parsed.diagnostics), ["YAML-DUPLICATE-KEY@19:5"])
        let source = try XCTUnwrap(parsed.source, "a file waiting for its check keeps its source")
        let twoRounds = Compiler.shapeAndDecode(try XCTUnwrap(parsed.parsed), of: source, after: parsed.diagnostics, shape: shape)

        XCTAssertNil(oneRound.parsed)
        XCTAssertEqual(summary(twoRounds.diagnostics), summary(oneRound.diagnostics))
        XCTAssertEqual(twoRounds.diagnostics.map(\.message), oneRound.diagnostics.map(\.message))
        XCTAssertGreaterThan(oneRound.diagnostics.count, 2, "the schema's findings (difficulty, colour) are reported too")
        XCTAssertNotNil(twoRounds.entity)
        XCTAssertNotNil(twoRounds.source, "a file with findings keeps its source for the reporters")
    }

    func testAFileThatDoesNotParseNeedsNoSecondRound() throws {
        let tree = try TemporaryTree(["broken.yaml": "kind: Lesson\nid: [unclosed\n"])
        let file = FileDiscovery.Found(path: tree.url.appendingPathComponent("broken.yaml").path, displayPath: "broken.yaml")
        let result = Compiler.loadFile(file, loader: YAMLLoader(), shape: nil)
        XCTAssertNil(result.parsed)
        XCTAssertEqual(result.diagnostics.map(\.ruleID), ["YAML-SYNTAX"])
    }
}
