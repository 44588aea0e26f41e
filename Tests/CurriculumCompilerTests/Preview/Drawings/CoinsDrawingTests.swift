import XCTest

@testable import CurriculumCompiler

final class CoinsDrawingTests: XCTestCase {
    func radius(_ scene: SceneElements, _ coin: String) throws -> Double {
        try XCTUnwrap(scene.elements("coin-face \(coin)").first.flatMap { SceneElements.number("r", in: $0) })
    }

    func testEachCoinHasItsRealRelativeSizeAndItsValue() throws {
        let picture = try drawItem("type: coins\ncoins: [quarter, dime, penny, nickel, penny]\nask: total\nanswer: 42")
        let scene = try SceneElements(picture)
        XCTAssertEqual(scene.count("coin"), 5)
        XCTAssertEqual(scene.count("coin penny"), 2)
        let dime = try radius(scene, "dime"), penny = try radius(scene, "penny")
        let nickel = try radius(scene, "nickel"), quarter = try radius(scene, "quarter")
        XCTAssertLessThan(dime, penny)
        XCTAssertLessThan(penny, nickel)
        XCTAssertLessThan(nickel, quarter)
        XCTAssertEqual(quarter / dime, 24.26 / 17.91, accuracy: 0.01)
        // docs/preview.md: each coin "with its value on it".
        XCTAssertEqual(scene.texts("coin-label"), ["25¢", "10¢", "1¢", "5¢", "1¢"])
        XCTAssertEqual(scene.count("coin-edge ridged"), 2, "the dime and the quarter have ridged edges")
        XCTAssertEqual(picture.description, "Coins: 1 quarter, 1 dime, 2 pennies and 1 nickel")
        XCTAssertEqual(picture.response, .keypad)
    }

    func testCanPayShowsThePriceAndAsksTrueOrFalse() throws {
        let picture = try drawItem("type: coins\ncoins: [dime, penny, penny]\nask: canPay\ntarget: 12\nanswer: true")
        let scene = try SceneElements(picture)
        XCTAssertEqual(scene.count("price-tag"), 1)
        XCTAssertEqual(scene.texts("price"), ["12¢"])
        XCTAssertEqual(scene.count("coin"), 3)
        XCTAssertEqual(picture.description, "Coins: 1 dime and 2 pennies, and a price tag of 12¢")
        XCTAssertEqual(picture.response, .trueFalse)
        XCTAssertEqual(scene.texts("coin-label"), ["10¢", "1¢", "1¢"], "coins counted together show their values")
    }

    /// Paying with one coin asks what it is worth: a dime marked 10¢ under a 10¢ tag would be
    /// matched, not known, so the coin shows its letter.
    func testPayingWithOneCoinHidesItsValue() throws {
        let picture = try drawItem("type: coins\ncoins: [dime]\nask: canPay\ntarget: 10\nanswer: true")
        let scene = try SceneElements(picture)
        XCTAssertEqual(scene.texts("coin-label"), ["D"])
        XCTAssertEqual(scene.texts("price"), ["10¢"])
        XCTAssertEqual(picture.label, "Coins in a row, each marked with its letter, and a price tag of 10¢")
    }

    func testANameItemLabelsTheValueNotTheName() throws {
        let picture = try drawItem("type: coins\ncoins: [dime]\nask: name\ncoin: dime\noptions: [penny, dime]\nanswer: dime")
        let scene = try SceneElements(picture)
        XCTAssertEqual(scene.texts("coin-label"), ["10¢"])
        XCTAssertFalse(picture.description.contains("dime"), picture.description)
        XCTAssertEqual(picture.description, "1 small silver coin with a ridged edge, marked 10¢")
        XCTAssertEqual(picture.response, .options(["penny", "dime"]))
        XCTAssertEqual(scene.count("price-tag"), 0)
    }

    /// Asked which coin is worth the most, the coins show their letters: with 10¢ and 1¢ on them
    /// the child would only compare two numbers. They are described by their look.
    func testWhichIsWorthMostHidesTheValues() throws {
        let picture = try drawItem("type: coins\ncoins: [dime, penny, penny]\nask: worthMost\noptions: [dime, penny]\nanswer: dime")
        let scene = try SceneElements(picture)
        XCTAssertEqual(scene.texts("coin-label"), ["D", "P", "P"])
        XCTAssertFalse(picture.label.contains("¢"), picture.label)
        XCTAssertEqual(picture.label, "1 small silver coin with a ridged edge, marked D; 2 copper coins with a plain edge, marked P")
        XCTAssertEqual(picture.response, .options(["dime", "penny"]))
    }

    /// Asked its value, a coin shows its letter, so the label does not give the answer.
    func testAValueItemWithoutCoinsShowsItsCoin() throws {
        let picture = try drawItem("type: coins\nask: value\ncoin: nickel\nanswer: 5")
        XCTAssertEqual(try SceneElements(picture).texts("coin-label"), ["N"])
        XCTAssertEqual(picture.response, .keypad)
    }

    /// Coins of one kind stay together: 9 dimes and 10 pennies are a row of each, not a row of 9
    /// dimes and 9 pennies with 1 penny left on a row of its own.
    func testAKindOfCoinKeepsItsRow() throws {
        let coins = "[" + Array(repeating: "dime", count: 9).joined(separator: ", ") + ", "
            + Array(repeating: "penny", count: 10).joined(separator: ", ") + "]"
        let scene = try SceneElements(drawItem("type: coins\ncoins: \(coins)\nask: total\nanswer: 100"))
        func rows(_ coin: String) -> Set<String> {
            Set(scene.elements("coin-face \(coin)").compactMap { SceneElements.attribute("cy", in: $0) })
        }
        XCTAssertEqual(rows("dime").count, 1)
        XCTAssertEqual(rows("penny").count, 1)
        XCTAssertNotEqual(rows("dime"), rows("penny"))
    }

    func testAnUnknownCoinIsNotDrawn() throws {
        let picture = try drawItem("type: coins\ncoins: [dime, euro]\nask: total\nanswer: 11")
        XCTAssertNil(picture.scene)
        XCTAssertEqual(picture.problem, "'euro' is not a coin: use penny, nickel, dime or quarter")
    }
}
