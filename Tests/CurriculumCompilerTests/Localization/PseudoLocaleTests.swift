import CurriculumModel
import Foundation
import XCTest

@testable import CurriculumCompiler

/// The en-XA pseudo-locale keeps every property docs/app-engineers.md promises.
final class PseudoLocaleTests: XCTestCase {
    let samples = [
        "How many apples?", "Count the ducks. Tap the number.", "8 + 6 = ?", "Is 3 + 4 = 8 true or false?",
        "What time is it? 3:30", "You have 25¢. Can you buy it for $1?", "Fair shares for two", "1/2 of the pizza",
        "7 − 2 < 6 > 4", "a", "Hi", "%@ apples and %lld pears for {name}", String(repeating: "long words ", count: 30),
    ]

    /// The text between the brackets, without the filler.
    func inside(_ pseudo: String) -> String {
        var body = pseudo.dropFirst().dropLast()
        while body.last == PseudoLocale.filler { body.removeLast() }
        if body.last == " " { body.removeLast() }
        return String(body)
    }

    func testEveryLetterIsAccentedAndStillReads() {
        let letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
        let pseudo = inside(PseudoLocale.pseudo(letters))
        XCTAssertEqual(pseudo.count, letters.count, "one character for one")
        XCTAssertFalse(pseudo.contains { $0.isASCII }, pseudo)
        XCTAssertEqual(Set(pseudo).count, 52, "no two letters look alike")
        // Take the accents off and the English is back.
        XCTAssertEqual(pseudo.folding(options: .diacriticInsensitive, locale: nil), letters)
        for sample in samples {
            XCTAssertEqual(inside(PseudoLocale.pseudo(sample)).folding(options: .diacriticInsensitive, locale: nil), sample)
            if sample.contains(where: \.isLetter) { XCTAssertNotEqual(inside(PseudoLocale.pseudo(sample)), sample) }
        }
    }

    func testItIsAtLeastFortyPercentLongerAndBracketed() {
        for length in 1...120 {
            let text = String(repeating: "ab cd", count: 30).prefix(length)
            let pseudo = PseudoLocale.pseudo(String(text))
            XCTAssertGreaterThanOrEqual(pseudo.count * 100, text.count * 140, "'\(text)' → '\(pseudo)'")
            XCTAssertTrue(pseudo.hasPrefix("[") && pseudo.hasSuffix("~]"), pseudo)
        }
        for sample in samples { XCTAssertGreaterThanOrEqual(Double(PseudoLocale.pseudo(sample).count), 1.4 * Double(sample.count)) }
        // Not far more: the growth is what translation brings, not a wall of tildes.
        XCTAssertLessThanOrEqual(PseudoLocale.pseudo(String(repeating: "x", count: 100)).count, 141)
    }

    func testDigitsSymbolsAndPunctuationStayAsTheyAre() {
        for text in ["8 + 6 = 14", "7 − 2 < 6 > 4", "25¢ $1 3:30 1/2 ?", "0123456789", "(3, 4) — 5! 10% off"] {
            XCTAssertEqual(inside(PseudoLocale.pseudo(text)), text.replacingOccurrences(of: "off", with: "óḟḟ"))
        }
        XCTAssertEqual(PseudoLocale.pseudo("Is 3 + 4 = 8?"), "[Íš 3 + 4 = 8? ~~~]")
    }

    func testPlaceholdersStayAsTheyAre() {
        let pseudo = PseudoLocale.pseudo("%@ has %lld apples, %1$@ %2$d %.2f %% and {name} got {count} {lesson.title}")
        for placeholder in ["%@", "%lld", "%1$@", "%2$d", "%.2f", "%%", "{name}", "{count}", "{lesson.title}"] {
            XCTAssertTrue(pseudo.contains(placeholder), "\(placeholder) in \(pseudo)")
        }
        XCTAssertTrue(pseudo.contains("ĥáš") && pseudo.contains("ĝóţ"), pseudo)
        // Braces that are not a placeholder are text.
        XCTAssertTrue(PseudoLocale.pseudo("{a b}").contains("{á ḃ}"))
    }

    func testItIsDeterministicAndLeavesEmptyTextEmpty() {
        for sample in samples { XCTAssertEqual(PseudoLocale.pseudo(sample), PseudoLocale.pseudo(sample)) }
        XCTAssertEqual(PseudoLocale.pseudo(""), "")
        XCTAssertEqual(PseudoLocale.pseudo("How many apples?"), "[Ĥóŵ ḿáñý áṗṗļéš? ~~~~]")
    }

    func testAStringCatalogGetsItsEnXAForms() {
        let catalog = StringCatalog(sourceLanguage: "en", strings: [
            "k.counting.title": .init(comment: "Title of a unit.", localizations: ["en": .init(stringUnit: .init(state: "translated", value: "Counting"))])
        ])
        let localized = PseudoLocale.localize(catalog)
        XCTAssertEqual(localized.value("k.counting.title", language: PseudoLocale.identifier), PseudoLocale.pseudo("Counting"))
        XCTAssertEqual(localized.value("k.counting.title"), "Counting")
        XCTAssertEqual(localized.strings["k.counting.title"]?.comment, "Title of a unit.")
    }
}
