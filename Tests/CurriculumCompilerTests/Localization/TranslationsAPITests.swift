import XCTest

@testable import CurriculumCompiler

/// The public API bundles and the build's locale gate use: a compiled catalog's translations,
/// what may ship, and how complete a locale is.
final class TranslationsAPITests: XCTestCase {
    func testUsableValuesAndCompleteness() throws {
        let prompt = "k.counting.add-within-5.l1/i1.prompt", hint = "k.counting.add-within-5.l1/i1.hint.1"
        let tree = try baseCurriculumTree([
            "curriculum/l10n/es-US.xcstrings": StringCatalogText.render([
                .init(key: prompt, comment: nil, localizations: ["en": (.translated, "What is 2 + 3?"), "es-US": (.translated, "¿Cuánto es 2 + 3?")]),
                .init(key: hint, comment: nil, localizations: ["en": (.translated, "Start at 2 and count on 3 more."), "es-US": (.needsReview, "Empieza en 2 y cuenta 3 más.")]),
            ])
        ])
        let compilation = try Compiler.compile(root: tree.url.appendingPathComponent("curriculum"), displayRoot: "curriculum")
        XCTAssertEqual(compilation.diagnostics.map(\.message), [])
        let sources = SourceStrings(compilation.catalog)
        let spanish = try XCTUnwrap(compilation.catalog.translations["es-US"])
        XCTAssertEqual(compilation.catalog.translations.locales, ["es-US"])
        XCTAssertEqual(spanish.path, "curriculum/l10n/es-US.xcstrings")

        XCTAssertEqual(spanish.usableValue(for: prompt, source: try XCTUnwrap(sources[prompt]).text), "¿Cuánto es 2 + 3?")
        XCTAssertNil(spanish.usableValue(for: hint, source: try XCTUnwrap(sources[hint]).text), "needs review: not shipped")
        XCTAssertNil(spanish.usableValue(for: prompt, source: "What is 3 + 2?"), "stale: not shipped")

        let status = spanish.status(against: sources)
        XCTAssertEqual(status.total, sources.count)
        XCTAssertEqual([status.translated, status.needsReview, status.stale, status.unknown], [1, 1, 0, 0])
        XCTAssertEqual(status.missing, sources.count - 2)
        XCTAssertFalse(status.isComplete)
        XCTAssertLessThan(status.percentComplete, 100)

        // The source strings carry what a translator needs.
        let source = try XCTUnwrap(sources[prompt])
        XCTAssertEqual(source.field, .prompt)
        XCTAssertEqual(source.reader, .child(.kindergarten))
        XCTAssertEqual(source.wordsPerSentence, 10)
        XCTAssertEqual(source.preserved, [.number(2), .symbol("+"), .number(3)])
        XCTAssertEqual(source.location.path, "curriculum/k/01-counting/add-within-5-l1.yaml")
        XCTAssertEqual(source.location.line, 15)
        XCTAssertEqual(sources["k.counting.add-within-5.l1.title"]?.uiSpace, 42)
        XCTAssertEqual(Set(sources.strings.compactMap(\.grade)), [.kindergarten], "the base curriculum is Kindergarten's")
    }
}
