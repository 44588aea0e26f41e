import XCTest

@testable import CurriculumCompiler

final class SpanishReadabilityTests: XCTestCase {
    func testSyllablesFollowSpanishSpelling() {
        // One per vowel group; a hiatus of strong vowels splits; a weak vowel joins its neighbour.
        let expected: [String: Int] = [
            "cuenta": 2, "león": 2, "día": 2, "hoy": 1, "decenas": 3, "manecilla": 4, "pingüino": 3,
            "aéreo": 4, "maíz": 2, "baúl": 2, "ciudad": 2, "y": 1, "tren": 1, "caen": 2, "unidades": 4,
        ]
        for (word, syllables) in expected {
            XCTAssertEqual(SpanishReadability.syllables(in: word), syllables, word)
        }
    }

    func testTheScalarCountAgreesWithTheCharacterCount() {
        let words = ["cuenta", "león", "día", "hoy", "pingüino", "aéreo", "maíz", "baúl", "queso", "guía", "oeste",
                     "b", "", "ñandú", "cigüeña", "oía", "leí", "huevo", "reúne", "ahí"]
        for word in words {
            XCTAssertEqual(SpanishReadability.syllables(in: word), SpanishReadability.syllablesByCharacter(word), word)
        }
        // A decomposed accent (a + U+0301) is the same letter as the composed one.
        let decomposed = "di\u{0301}a"
        XCTAssertEqual(SpanishReadability.syllables(in: decomposed), 2)
        XCTAssertEqual(SpanishReadability.syllables(in: "le\u{0301}o\u{0301}n"), SpanishReadability.syllables(in: "león"))
    }
}
