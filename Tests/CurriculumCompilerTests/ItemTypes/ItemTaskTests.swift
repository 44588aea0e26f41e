import XCTest

@testable import CurriculumCompiler

/// What STD-TASK-MISMATCH reads an item's task as.
final class ItemTaskTests: XCTestCase {
    private func task(_ fields: String, file: StaticString = #filePath, line: UInt = #line) throws -> ItemTask {
        ItemTask.of(try makeItem(fields, file: file, line: line))
    }

    func testAnEquationsFormIsWhereItsUnknownIs() throws {
        XCTAssertEqual(try task("type: numericInput\nprompt: What is 8 + 6?").form, .result)
        XCTAssertEqual(try task("type: missingNumber\nequation: \"? = 10 + 9\"").form, .result)
        XCTAssertEqual(try task("type: missingNumber\nequation: \"3 + ? = 10\"").form, .missingPart)
        XCTAssertEqual(try task("type: missingNumber\nequation: \"12 = 10 + ?\"").form, .missingPart)
        XCTAssertEqual(try task("type: missingNumber\nequation: \"? + 1 = 10\"").form, .missingStart)
        XCTAssertEqual(try task("type: missingNumber\nequation: \"? - 3 = 4\"").operations, [.subtract])
    }

    func testAWholeEquationIsJudgedOnlyWhenTheItemAsks() throws {
        XCTAssertEqual(try task("type: equationTrueFalse\nequation: \"7 = 4 + 3\"").form, .trueFalse)
        XCTAssertEqual(try task("type: multipleChoice\nprompt: 10 + 2 = 12. Is this true or false?\noptions: [true, false]").form, .trueFalse)
        XCTAssertEqual(try task("type: openResponse\nprompt: Tell a story for 7 - 2 = 5.").form, .result)
    }

    func testFieldsThatChangeANumberAreItsOperation() throws {
        XCTAssertEqual(try task("type: base10\ntens: 2\nones: 3\nask: number\ntakeAway: {ones: 1}").operations, [.subtract])
        XCTAssertEqual(try task("type: base10\ntens: 1\nones: 6\nask: number").operations, [])
        let bond = try task("type: numberBond\nwhole: 10\nparts: [7, null]")
        XCTAssertEqual(bond.operations, [.add])
        XCTAssertEqual(bond.form, .missingPart)
    }

    func testThePromptSaysWhatTheNumbersAreAbout() throws {
        XCTAssertEqual(try task("type: wordProblem\nprompt: Wei's tower is 7 blocks tall. Jin's tower is 4 blocks tall. How many blocks taller is Wei's tower?\nequation: \"7 - 4 = ?\"").operations, [.compare])
        XCTAssertEqual(try task("type: numericInput\nprompt: What is 1 more than 119?\nexpression: \"119 + 1\"").operations, [.add])
        XCTAssertEqual(try task("type: tenFrame\nprompt: How many more dots make 10?\nfilled: 7\nask: complement").operations, [])
        XCTAssertEqual(try task("type: numericInput\nprompt: School starts at 8 o'clock. Art is 1 hour later. What hour is art?\nexpression: \"8 + 1\"").operations, [.elapsedTime])
        XCTAssertEqual(try task("type: multipleChoice\nprompt: Jayden has 1 dime and 2 pennies. How many cents is that?\noptions: [3, 12, 20]").operations, [.coinValue])
        XCTAssertEqual(try task("type: multipleChoice\nprompt: Which is worth more, 1 dime or 9 pennies?\noptions: [1 dime, 9 pennies]").operations, [])
        XCTAssertEqual(try task("type: coins\ncoins: [dime, penny]\nask: total").operations, [.coinValue])
        XCTAssertEqual(try task("type: coins\ncoins: [penny, penny, penny]\nask: total").operations, [])
    }
}
