import XCTest

@testable import CurriculumCompiler

final class MathTokensTests: XCTestCase {
    func lost(_ english: String, _ spanish: String) -> [String] {
        MathTokens.compare(english: english, translation: spanish, language: "es").lost.map(\.text)
    }

    func testDigitsAndSymbolsMustSurvive() {
        XCTAssertEqual(lost("8 + 6 = ?", "8 + 6 = ?"), [])
        XCTAssertEqual(lost("8 + 6 = ?", "8 + 5 = ?"), ["6"])
        XCTAssertEqual(lost("8 + 6 = ?", "8 6 = ?"), ["+"])
        XCTAssertEqual(lost("2 + 2 = 4", "2 + = 4"), ["2"])
        XCTAssertEqual(lost("10 - 7 = 3", "10 − 7 = 3"), [])
        XCTAssertEqual(lost("It is 3:30.", "Son las 3:30."), [])
        XCTAssertEqual(lost("25¢", "25 ¢"), [])
    }

    func testNumberWordsAreLenientButNotChanged() {
        // A digit may be a Spanish word, and a word a digit.
        XCTAssertEqual(lost("Show 4 fingers.", "Muestra cuatro dedos."), [])
        XCTAssertEqual(lost("Count to twenty-one.", "Cuenta hasta veintiuno."), [])
        XCTAssertEqual(lost("Count to thirty two.", "Cuenta hasta treinta y dos."), [])
        XCTAssertEqual(lost("Count to seven.", "Cuenta hasta 7."), [])
        // "a ten" is "una decena": a number word may fold into another word...
        XCTAssertEqual(lost("Make a ten to add. 8 + 6 = ?", "Forma una decena para sumar. 8 + 6 = ?"), [])
        // ...but not become another number.
        XCTAssertEqual(lost("Count to five.", "Cuenta hasta seis."), ["5"])
        // "each one" is not a number, and "una" is an article.
        XCTAssertEqual(lost("Touch each one.", "Toca cada una."), [])
        XCTAssertEqual(MathTokens.extract("Touch each one. Add 1 more.", language: "en"), [.number(1)])
    }
}
