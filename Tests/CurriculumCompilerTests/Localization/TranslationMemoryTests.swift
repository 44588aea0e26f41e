import XCTest

@testable import CurriculumCompiler

/// An English change in numbers only carries its translation over with the new numbers, to
/// review, instead of dropping it to stale.
final class TranslationMemoryTests: XCTestCase {
    func carried(_ spanish: String, _ before: String, _ now: String) -> String? {
        TranslationMemory.carried(spanish, from: before, to: now, language: "es")
    }

    func testOnlyNumbersChanged() {
        XCTAssertEqual(carried("Pon 5 osos en la caja.", "Put 5 bears in the box.", "Put 6 bears in the box."), "Pon 6 osos en la caja.")
        // Each number by its own value, wherever the translation puts it.
        XCTAssertEqual(carried("¿Cuánto es 8 + 6?", "What is 8 + 6?", "What is 6 + 7?"), "¿Cuánto es 6 + 7?")
        XCTAssertEqual(carried("Son las 3:30.", "It is 3:30.", "It is 4:30."), "Son las 4:30.")
    }

    func testAnythingElseIsNotCarried() {
        // The words changed too.
        XCTAssertNil(carried("Pon 5 osos en la caja.", "Put 5 bears in the box.", "Put 6 cats in the box."))
        // One old number became two different ones: which is which is a translator's call.
        XCTAssertNil(carried("Suma 2 + 2.", "Add 2 + 2.", "Add 2 + 3."))
        // The translation says the number in words: putting in the new number needs a translator.
        XCTAssertNil(carried("Pon cinco osos en la caja.", "Put 5 bears in the box.", "Put 6 bears in the box."))
        XCTAssertNil(carried("Pon 5 osos.", "Put 5 bears.", "Put 5 bears."))
    }

    /// The test: a number changes in an English prompt; export and status carry the
    /// Spanish over with the new number, needing review, and the bundle does not ship it.
    func testANumberChangedInAPromptIsCarriedToReview() throws {
        let key = "k.counting.add-within-5.l1/i1.prompt"
        let tree = try baseCurriculumTree([
            "curriculum/l10n/es-US.xcstrings": StringCatalogText.render([
                .init(key: key, comment: nil, localizations: ["en": (.translated, "What is 2 + 3?"), "es-US": (.translated, "¿Cuánto es 2 + 3?")])
            ])
        ])
        try tree.edit("curriculum/k/01-counting/add-within-5-l1.yaml", replacing: "What is 2 + 3?", with: "What is 1 + 4?")
        let compilation = try Compiler.compile(root: tree.url.appendingPathComponent("curriculum"), displayRoot: "curriculum")
        let sources = SourceStrings(compilation.catalog)
        XCTAssertEqual(sources[key]?.text, "What is 1 + 4?")
        let spanish = try XCTUnwrap(compilation.catalog.translations["es-US"])

        let export = TranslationExport(sources: sources, locale: "es-US", existing: spanish)
        let unit = try XCTUnwrap(export.units.first { $0.key == key })
        XCTAssertEqual(unit.value, "¿Cuánto es 1 + 4?")
        XCTAssertEqual(unit.state, .needsReview)
        XCTAssertEqual(unit.source, "What is 1 + 4?")
        XCTAssertTrue(unit.note.contains("only in its numbers"), unit.note)

        let status = spanish.status(against: sources)
        XCTAssertEqual([status.translated, status.needsReview, status.stale], [0, 1, 0])
        XCTAssertNil(spanish.usableValue(for: key, source: "What is 1 + 4?"), "a carried translation ships only once reviewed")
    }
}
