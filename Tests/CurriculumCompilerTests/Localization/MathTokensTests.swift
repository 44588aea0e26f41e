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

    func testDecenaIsTheWordTenNeverTheDigit() {
        // The English writes "a ten" and the digit 10; the Spanish says "una decena" and keeps the 10.
        XCTAssertEqual(lost("Making a ten turns 9 + 6 into 10 + 5.", "Al formar una decena, 9 + 6 se convierte en 10 + 5."), [])
        XCTAssertEqual(lost("A ten is 10 small cubes. Did you count 10?", "Una decena son 10 cubitos. ¿Contaste 10?"), [])
        XCTAssertEqual(lost("Yes! 9 and 1 make a ten.", "¡Sí! 9 y 1 forman una decena."), [])
        // "decena" never stands for a digit the child sees.
        XCTAssertEqual(lost("Making a ten turns 9 + 6 into 10 + 5.", "Al formar una decena, 9 + 6 se convierte en una decena + 5."), ["10"])
        XCTAssertEqual(lost("Make 10.", "Forma una decena."), ["10"])
        // Nor is it a number of the translation's own.
        XCTAssertEqual(MathTokens.extract("Forma una decena.", language: "es"), [])
    }

    func testAnArticleIsNotASecondOne() {
        let tenAndOne = MathTokens.compare(english: "Yes! A ten and 1 one make 11.", translation: "¡Sí! Una decena y 1 unidad son 11.", language: "es")
        XCTAssertEqual(tenAndOne.lost, [])
        XCTAssertEqual(tenAndOne.extra, [])
        XCTAssertEqual(lost("Yes! A ten and 1 one make 11.", "¡Sí! Una decena y 2 unidades son 11."), ["1"])
        XCTAssertEqual(lost("Put 1 bear in a box.", "Pon un oso en una caja."), [])
    }

    func testDigitRuns() {
        XCTAssertEqual(MathTokens.digitRuns("3:30"), [3, 30])
        XCTAssertEqual(MathTokens.digitRuns("1,000"), [1000])
        XCTAssertEqual(MathTokens.digitRuns("5th"), [5])
        XCTAssertEqual(MathTokens.digitRuns("12,"), [12], "a comma with no digit after ends the run")
        XCTAssertEqual(MathTokens.digitRuns("0.5"), [0, 5])
        XCTAssertEqual(MathTokens.digitRuns("abc"), [])
        XCTAssertEqual(MathTokens.digitRuns("12345678901234567890"), [123456789012345678], "the first 18 digits")
        // Not ASCII: the general path, which reads digits of other scripts too.
        XCTAssertEqual(MathTokens.digitRuns("1.\u{BA}"), [1])
        XCTAssertEqual(MathTokens.digitRuns("\u{0663}\u{0660}"), [30])
    }
}
