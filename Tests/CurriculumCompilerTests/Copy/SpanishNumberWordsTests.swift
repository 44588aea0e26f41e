import XCTest

@testable import CurriculumCompiler

/// Spanish number words at every point where the pattern changes, and back from words to numbers.
final class SpanishNumberWordsTests: XCTestCase {
    func testTheTrickyPoints() {
        let expected: [Int: String] = [
            0: "cero", 1: "uno", 2: "dos", 10: "diez", 11: "once", 15: "quince", 16: "dieciséis", 17: "diecisiete",
            19: "diecinueve", 20: "veinte", 21: "veintiuno", 22: "veintidós", 23: "veintitrés", 26: "veintiséis",
            29: "veintinueve", 30: "treinta", 31: "treinta y uno", 40: "cuarenta", 45: "cuarenta y cinco",
            99: "noventa y nueve", 100: "cien", 101: "ciento uno", 110: "ciento diez", 115: "ciento quince",
            116: "ciento dieciséis", 120: "ciento veinte", 121: "ciento veintiuno", 200: "doscientos",
            500: "quinientos", 999: "novecientos noventa y nueve",
        ]
        for (n, words) in expected { XCTAssertEqual(SpanishNumberWords.words(n), words, "\(n)") }
        XCTAssertEqual(SpanishNumberWords.words(1000), "1000")
        XCTAssertEqual(SpanishNumberWords.words(-1), "-1")
    }

    func testOneAgreesWithWhatItCounts() {
        XCTAssertEqual(SpanishNumberWords.words(1, form: .masculine), "un")
        XCTAssertEqual(SpanishNumberWords.words(21, form: .masculine), "veintiún")
        XCTAssertEqual(SpanishNumberWords.words(31, form: .masculine), "treinta y un")
        XCTAssertEqual(SpanishNumberWords.words(101, form: .masculine), "ciento un")
        XCTAssertEqual(SpanishNumberWords.words(1, form: .feminine), "una")
        XCTAssertEqual(SpanishNumberWords.words(21, form: .feminine), "veintiuna")
        XCTAssertEqual(SpanishNumberWords.words(41, form: .feminine), "cuarenta y una")
        XCTAssertEqual(SpanishNumberWords.words(200, form: .feminine), "doscientas")
        XCTAssertEqual(SpanishNumberWords.words(501, form: .feminine), "quinientas una")
        XCTAssertEqual(SpanishNumberWords.words(11, form: .masculine), "once", "only a final one changes")
        XCTAssertEqual(SpanishNumberWords.words(100, form: .feminine), "cien")
    }

    func testEveryNumberTo120ReadsBack() {
        for n in 0...120 {
            for form in [SpanishNumberWords.Form.counting, .masculine, .feminine] {
                let words = SpanishNumberWords.words(n, form: form).split(separator: " ").map(String.init)
                let found = SpanishNumberWords.value(of: words, at: 0)
                XCTAssertEqual(found?.value, n, "\(words)")
                XCTAssertEqual(found?.count, words.count, "\(words)")
            }
        }
    }

    func testValueOfWordsInAText() {
        let words = CopyTokenizer.tokens("Hay treinta y uno en la caja y ciento veinte afuera.").map(\.folded)
        XCTAssertEqual(SpanishNumberWords.value(of: words, at: 1)?.value, 31)
        XCTAssertEqual(SpanishNumberWords.value(of: words, at: 1)?.count, 3)
        XCTAssertEqual(SpanishNumberWords.value(of: words, at: 8)?.value, 120)
        XCTAssertNil(SpanishNumberWords.value(of: words, at: 0))
        XCTAssertNil(SpanishNumberWords.value(of: words, at: 99))
        // "treinta y" before a word that is not a unit is thirty, then "y".
        XCTAssertEqual(SpanishNumberWords.value(of: ["treinta", "y", "manzanas"], at: 0)?.count, 1)
        XCTAssertEqual(SpanishNumberWords.value(of: ["cien", "uno"], at: 0)?.count, 1, "cien stands alone")
        XCTAssertEqual(SpanishNumberWords.value(of: ["dieciseis"], at: 0)?.value, 16, "typed without its accent")
    }

    func testNumberWordsAndOrdinals() {
        for word in ["cero", "dieciséis", "veintiún", "cien", "ciento", "doscientas", "noventa"] {
            XCTAssertTrue(SpanishNumberWords.isNumberWord(word), word)
        }
        for word in ["manzana", "y", "un-", "siete-"] { XCTAssertFalse(SpanishNumberWords.isNumberWord(word), word) }
        XCTAssertEqual(SpanishNumberWords.ordinal(1), "primero")
        XCTAssertEqual(SpanishNumberWords.ordinal(3), "tercero")
        XCTAssertEqual(SpanishNumberWords.ordinal(20), "vigésimo")
        XCTAssertNil(SpanishNumberWords.ordinal(0))
        XCTAssertNil(SpanishNumberWords.ordinal(21))
    }
}
