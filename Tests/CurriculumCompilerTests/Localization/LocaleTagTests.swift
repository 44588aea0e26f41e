import XCTest

@testable import CurriculumCompiler

/// BCP 47 tags compare ignoring case, and the tool writes them in canonical case.
final class LocaleTagTests: XCTestCase {
    func testCanonicalCase() {
        XCTAssertEqual(LocaleTag.canonical("es-us"), "es-US")
        XCTAssertEqual(LocaleTag.canonical("ES-mx"), "es-MX")
        XCTAssertEqual(LocaleTag.canonical("zh-hant-tw"), "zh-Hant-TW")
        XCTAssertEqual(LocaleTag.canonical("EN-xa"), "en-XA")
        XCTAssertEqual(LocaleTag.canonical("es-419"), "es-419")
        XCTAssertEqual(LocaleTag.canonical("de-DE-x-Phonebk"), "de-DE-x-phonebk", "after a singleton every subtag is lower case")
        XCTAssertEqual(LocaleTag.canonical("sr-latn"), "sr-Latn")
    }

    func testSameIgnoresCaseOnly() {
        XCTAssertTrue(LocaleTag.same("es-us", "es-US"))
        XCTAssertFalse(LocaleTag.same("es-US", "es-MX"))
        XCTAssertFalse(LocaleTag.same("es", "es-US"))
    }
}
