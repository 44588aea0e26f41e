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
        // Both coins named to choose one, worth in cents: naming, not a sum.
        XCTAssertEqual(try task("type: multipleChoice\nprompt: Kofi has a coin worth 1 cent. Is it a dime or a penny?\noptions: [dime, penny]").operations, [])
        XCTAssertEqual(try task("type: coins\ncoins: [dime, penny]\nask: total").operations, [.coinValue])
        XCTAssertEqual(try task("type: coins\ncoins: [penny, penny, penny]\nask: total").operations, [])
    }

    func testWhatAnItemAsksOfCoins() throws {
        func coins(_ fields: String, file: StaticString = #filePath, line: UInt = #line) throws -> (Set<CoinTask>, [String]) {
            let read = try task(fields, file: file, line: line).coins
            return (read.tasks, read.asked.map(\.coin))
        }
        func assertCoins(_ fields: String, _ tasks: Set<CoinTask>, _ asked: [String] = [], file: StaticString = #filePath, line: UInt = #line) throws {
            let (found, named) = try coins(fields, file: file, line: line)
            XCTAssertEqual(found, tasks, fields, file: file, line: line)
            XCTAssertEqual(named, asked, fields, file: file, line: line)
        }
        try assertCoins("type: coins\nprompt: What is it called?\ncoins: [quarter]\nask: name\ncoin: quarter\nanswer: quarter", [.name], ["quarter"])
        try assertCoins("type: coins\ncoins: [dime]\nask: value\ncoin: dime\nanswer: 10", [.value], ["dime"])
        try assertCoins("type: coins\ncoins: [penny, penny, penny]\nask: total", [.count])
        try assertCoins("type: coins\ncoins: [penny, penny]\nask: canPay\ntarget: 3", [.compare])
        try assertCoins("type: coins\ncoins: [penny]\nask: canPay\ntarget: 1", [.value], ["penny"])
        try assertCoins("type: coins\ncoins: [dime, dime]\nask: total", [.value], ["dime"])
        try assertCoins("type: coins\ncoins: [dime, penny]\nask: total", [])
        // A sort that names the coin is counted; one by look is asked by name.
        try assertCoins("type: sortClassify\nprompt: How many pennies are there?\ncategories: [{name: pennies, count: 5}, {name: dimes, count: 3}]\nask: count\ncategory: pennies", [.count])
        try assertCoins("type: sortClassify\nprompt: How many dimes does she have?\ncategories: [{name: brown coins, count: 5}, {name: small silver coins, count: 3}]\nask: count\ncategory: small silver coins", [.name], ["dime"])
        try assertCoins("type: sortClassify\nprompt: Which group has the most?\ncategories: [{name: pennies, count: 5}, {name: dimes, count: 3}]\nask: most", [.compare])
        try assertCoins("type: sortClassify\nprompt: How many red ones?\ncategories: [{name: red, count: 5}, {name: blue, count: 3}]\nask: count\ncategory: red", [])
        // Other items by their words.
        try assertCoins("type: multipleChoice\nprompt: Which coin is the biggest?\noptions: [penny, dime, quarter]\nanswer: quarter", [.name], ["quarter"])
        try assertCoins("type: multipleChoice\nprompt: Which is worth more, 1 dime or 9 pennies?\noptions: [1 dime, 9 pennies]\nanswer: 1 dime", [.value], ["dime"])
        try assertCoins("type: multipleChoice\nprompt: Which group has fewer coins?\noptions: [pennies, dimes]\nanswer: dimes", [.compare], ["dime"])
        try assertCoins("type: tenFrame\nprompt: The frame has 6 pennies. How many more fill it?\nfilled: 6\nask: complement", [.count])
        try assertCoins("type: drawing\nprompt: Draw 7 pennies. Count them as you draw.", [.count])
        try assertCoins("type: drawing\nprompt: Draw a penny and a dime.", [])
        try assertCoins("type: dragDrop\nprompt: Match each coin to its color.\npairs: [{item: penny, target: brown}, {item: nickel, target: silver}]", [.name], ["penny", "nickel"])
        // A quarter of a shape is not a coin.
        try assertCoins("type: multipleChoice\nprompt: What do we call 4 equal shares?\noptions: [halves, quarters]\nanswer: quarters", [])
    }
}
