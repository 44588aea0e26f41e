import XCTest

@testable import CurriculumCompiler

/// The nouns the solvers and the preview count: "12 leaves", not "12 leafs".
final class WordingTests: XCTestCase {
    func testRegularNounsTakeTheirSuffix() {
        XCTAssertEqual(Wording.count(1, "apple"), "1 apple")
        XCTAssertEqual(Wording.count(7, "apple"), "7 apples")
        XCTAssertEqual(Wording.count(3, "box"), "3 boxes")
        XCTAssertEqual(Wording.count(4, "bunny"), "4 bunnies")
        XCTAssertEqual(Wording.count(2, "toy"), "2 toys")
    }

    func testIrregularNounsAreSpelledAsChildrenHearThem() {
        XCTAssertEqual(Wording.count(12, "leaf"), "12 leaves")
        XCTAssertEqual(Wording.count(12, "yellow leaf"), "12 yellow leaves")
        XCTAssertEqual(Wording.count(5, "goose"), "5 geese")
        XCTAssertEqual(Wording.count(3, "fish"), "3 fish")
        XCTAssertEqual(Wording.count(1, "leaf"), "1 leaf")
        // Only the last word is the noun: "a leaf pile" counts piles.
        XCTAssertEqual(Wording.count(2, "leaf pile"), "2 leaf piles")
    }
}
