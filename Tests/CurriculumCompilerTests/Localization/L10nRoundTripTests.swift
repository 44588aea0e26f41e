import Foundation
import XCTest

@testable import CurriculumCLI
@testable import CurriculumCompiler

/// The translation round trip through the command line: export, a translator's edit, import,
/// status and lint, over a copy of the base test curriculum.
final class L10nRoundTripTests: XCTestCase {
    static let promptKey = "k.counting.add-within-5.l1/i1.prompt"  // "What is 2 + 3?"

    func object(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], text)
    }

    /// The status JSON's entry for `key` in `locale`, and the locale's counts.
    func status(_ tree: TemporaryTree, locale: String = "es-US", key: String = promptKey) throws -> (unit: [String: Any], locale: [String: Any]) {
        let run = runCLI(["l10n", "status", "--format", "json", "--locale", locale], in: tree.url)
        XCTAssertEqual(run.code, .success, run.err)
        let locales = try XCTUnwrap(try object(run.out)["locales"] as? [[String: Any]])
        let report = try XCTUnwrap(locales.first { $0["locale"] as? String == locale }, run.out)
        let units = try XCTUnwrap(report["units"] as? [[String: Any]])
        return (try XCTUnwrap(units.first { $0["key"] as? String == key }, "no \(key)"), report)
    }

    /// A String Catalog as a translator's tool leaves it: the value filled in, marked translated.
    func translate(_ catalog: String, _ key: String, to value: String, state: String = "translated") throws -> String {
        var json = try object(catalog)
        var strings = try XCTUnwrap(json["strings"] as? [String: Any])
        var entry = try XCTUnwrap(strings[key] as? [String: Any], "\(key) not exported")
        var localizations = try XCTUnwrap(entry["localizations"] as? [String: Any])
        localizations["es-US"] = ["stringUnit": ["state": state, "value": value]]
        entry["localizations"] = localizations
        strings[key] = entry
        json["strings"] = strings
        return String(decoding: try JSONSerialization.data(withJSONObject: json, options: [.prettyPrinted, .sortedKeys]), as: UTF8.self)
    }

    func testRoundTripThroughAStringCatalog() throws {
        let tree = try baseCurriculumTree()
        let export = runCLI(["l10n", "export", "--locale", "es-US", "--format", "xcstrings"], in: tree.url)
        XCTAssertEqual(export.code, .success, export.err)
        let exported = try object(export.out)
        XCTAssertEqual(exported["sourceLanguage"] as? String, "en")
        XCTAssertEqual(exported["version"] as? String, "1.0")
        // Pretty-printed as Xcode writes it, sorted, with the translator's note.
        XCTAssertTrue(export.out.contains("\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"), export.out)
        XCTAssertTrue(export.out.contains("Keep these numbers and symbols: 2 + 3"), export.out)
        XCTAssertTrue(export.out.contains("a five-year-old in Kindergarten"), export.out)
        XCTAssertEqual(try status(tree).unit["status"] as? String, "missing")

        try tree.write("delivery/es.xcstrings", try translate(export.out, Self.promptKey, to: "¿Cuánto es 2 + 3?"))
        let imported = runCLI(["l10n", "import", "delivery/es.xcstrings"], in: tree.url)
        XCTAssertEqual(imported.code, .success, imported.out + imported.err)
        XCTAssertTrue(imported.err.contains("took 1 translation for es-US into curriculum/l10n/es-US.xcstrings"), imported.err)

        let file = try tree.read("curriculum/l10n/es-US.xcstrings")
        XCTAssertTrue(file.contains("\"value\" : \"¿Cuánto es 2 + 3?\""), file)
        XCTAssertTrue(file.contains("\"value\" : \"What is 2 + 3?\""), "the English it was translated from is kept: \(file)")
        let (unit, counts) = try status(tree)
        XCTAssertEqual(unit["status"] as? String, "translated")
        XCTAssertEqual(unit["sourceHash"] as? String, SourceHash.of("What is 2 + 3?"))
        XCTAssertEqual(counts["translated"] as? Int, 1)
        XCTAssertGreaterThan(counts["missing"] as? Int ?? 0, 10)

        // The repository file reads back clean, and a second export keeps the translation.
        let lint = runCLI(["lint"], in: tree.url)
        XCTAssertEqual(lint.code, .success, lint.out)
        let again = try object(runCLI(["l10n", "export", "--locale", "es-US"], in: tree.url).out)
        let entry = (again["strings"] as? [String: Any])?[Self.promptKey] as? [String: Any]
        let spanish = ((entry?["localizations"] as? [String: Any])?["es-US"] as? [String: Any])?["stringUnit"] as? [String: String]
        XCTAssertEqual(spanish, ["state": "translated", "value": "¿Cuánto es 2 + 3?"])
    }

    func testRoundTripThroughXLIFF() throws {
        let tree = try baseCurriculumTree()
        let export = runCLI(["l10n", "export", "--locale", "es-US", "--format", "xliff", "--out", "out/es.xliff"], in: tree.url)
        XCTAssertEqual(export.code, .success, export.err)
        var xliff = try tree.read("out/es.xliff")
        XCTAssertTrue(xliff.contains("<xliff version=\"1.2\" xmlns=\"urn:oasis:names:tc:xliff:document:1.2\""), xliff)
        XCTAssertTrue(xliff.contains("target-language=\"es-US\""), xliff)
        let head = "<trans-unit id=\"\(Self.promptKey)\" resname=\"\(Self.promptKey)\" cur:source-sha256=\"\(SourceHash.of("What is 2 + 3?"))\">"
        let start = try XCTUnwrap(xliff.range(of: head), xliff)
        let target = try XCTUnwrap(xliff.range(of: "<target state=\"new\"></target>", range: start.upperBound..<xliff.endIndex))
        // A translator's tool writes entities and CDATA as it likes.
        xliff.replaceSubrange(target, with: "<target state=\"final\">Dos &amp; tres: <![CDATA[¿2 + 3?]]></target>")
        try tree.write("delivery/es.xlf", xliff)

        let imported = runCLI(["l10n", "import", "delivery/es.xlf"], in: tree.url)
        XCTAssertEqual(imported.code, .success, imported.out + imported.err)
        let file = try tree.read("curriculum/l10n/es-US.xcstrings")
        XCTAssertTrue(file.contains("\"value\" : \"Dos & tres: ¿2 + 3?\""), file)
        XCTAssertEqual(try status(tree).unit["status"] as? String, "translated")
    }

    func testADroppedNumberIsFoundAtItsLineInTheTranslationFile() throws {
        let text = StringCatalogText.render([
            .init(key: Self.promptKey, comment: nil, localizations: ["en": (.translated, "What is 2 + 3?"), "es-US": (.translated, "¿Cuánto es 2 + 4?")]),
        ])
        let tree = try baseCurriculumTree(["curriculum/l10n/es-US.xcstrings": text])
        let line = try XCTUnwrap(text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("2 + 4") }) + 1
        let lint = runCLI(["lint"], in: tree.url)
        XCTAssertEqual(lint.code, .contentErrors, lint.out)
        XCTAssertTrue(
            lint.out.contains("curriculum/l10n/es-US.xcstrings:\(line):23: error: translation of \(Self.promptKey) lacks 3 of the English 'What is 2 + 3?'; it has 4 instead [L10N-NUMBER-LOST]"),
            lint.out)
    }

    func testChangedEnglishMakesTheTranslationStale() throws {
        let text = StringCatalogText.render([
            .init(key: Self.promptKey, comment: nil, localizations: ["en": (.translated, "What is 2 + 3?"), "es-US": (.translated, "¿Cuánto es 2 + 3?")]),
        ])
        let tree = try baseCurriculumTree(["curriculum/l10n/es-US.xcstrings": text])
        XCTAssertEqual(try status(tree).unit["status"] as? String, "translated")
        try tree.edit("curriculum/k/01-counting/add-within-5-l1.yaml", replacing: "prompt: What is 2 + 3?", with: "prompt: What is 2 and 3?")

        let (unit, counts) = try status(tree)
        XCTAssertEqual(unit["status"] as? String, "stale")
        XCTAssertEqual(unit["translatedFromHash"] as? String, SourceHash.of("What is 2 + 3?"))
        XCTAssertEqual(counts["stale"] as? Int, 1)
        XCTAssertEqual(counts["translated"] as? Int, 0)

        let lint = runCLI(["lint"], in: tree.url)
        XCTAssertTrue(lint.out.contains(
            "warning: \(Self.promptKey) was translated from 'What is 2 + 3?', but the English is now 'What is 2 and 3?' [L10N-STALE]"), lint.out)
        XCTAssertTrue(lint.out.contains("note: '+' became 'and'"), lint.out)

        // The manifest can make it an error, as a release branch would: an L10N id is a rule id.
        try tree.edit("curriculum/curriculum.yaml", replacing: "rules: {}", with: "rules: {L10N-STALE: error}")
        let strict = runCLI(["lint"], in: tree.url)
        XCTAssertEqual(strict.code, .contentErrors, strict.out)
        XCTAssertTrue(strict.out.contains("error: \(Self.promptKey) was translated from"), strict.out)

        // Exported back to the translator as stale, the old translation and the old English kept.
        let export = runCLI(["l10n", "export", "--locale", "es-US", "--format", "xliff"], in: tree.url)
        XCTAssertTrue(export.out.contains(
            "<target state=\"needs-review-translation\" state-qualifier=\"x-source-changed\">¿Cuánto es 2 + 3?</target>"), export.out)
        XCTAssertTrue(export.out.contains("the translation was made from: &quot;What is 2 + 3?&quot;"), export.out)
    }

    /// A space fixed in the English gives the translator nothing to do: the translation stays
    /// translated, ships, and no L10N-STALE is reported.
    func testEnglishRespacedOnlyLeavesTheTranslationTranslated() throws {
        let text = StringCatalogText.render([
            .init(key: Self.promptKey, comment: nil, localizations: ["en": (.translated, "What is  2 + 3?"), "es-US": (.translated, "¿Cuánto es 2 + 3?")]),
        ])
        let tree = try baseCurriculumTree(["curriculum/l10n/es-US.xcstrings": text])
        XCTAssertEqual(try status(tree).unit["status"] as? String, "translated")
        let lint = runCLI(["lint"], in: tree.url)
        XCTAssertFalse(lint.out.contains("[L10N-STALE]"), lint.out)
    }

    func testMalformedFilesAreLocatedFindingsAndNothingIsWritten() throws {
        let tree = try baseCurriculumTree()
        try tree.write("bad.xliff", """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
              <file original="x" source-language="en" target-language="es-US" datatype="plaintext">
                <body>
                  <trans-unit id="\(Self.promptKey)"><source>What is 2 + 3?</source><target>¿2 + 3?</trget></trans-unit>
                </body>
              </file>
            </xliff>

            """)
        let xml = runCLI(["l10n", "import", "bad.xliff"], in: tree.url)
        XCTAssertEqual(xml.code, .contentErrors)
        XCTAssertTrue(xml.out.contains("bad.xliff:5:"), xml.out)
        XCTAssertTrue(xml.out.contains("error: malformed XML: </trget> closes <target>"), xml.out)

        try tree.write("bad.xcstrings", "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : {\n  }\n")
        let json = runCLI(["l10n", "import", "bad.xcstrings"], in: tree.url)
        XCTAssertEqual(json.code, .contentErrors)
        XCTAssertTrue(json.out.contains("bad.xcstrings:"), json.out)
        XCTAssertTrue(json.out.contains("[YAML-SYNTAX]"), json.out)

        try tree.write("nolocale.xliff", """
            <xliff version="1.2"><file original="x" source-language="en" datatype="plaintext"><body/></file></xliff>
            """)
        let missing = runCLI(["l10n", "import", "nolocale.xliff"], in: tree.url)
        XCTAssertEqual(missing.code, .contentErrors)
        XCTAssertTrue(missing.out.contains("nolocale.xliff:1:22: error: <file> has no target-language"), missing.out)

        try tree.write("neither.txt", "es-US: hola\n")
        XCTAssertEqual(runCLI(["l10n", "import", "neither.txt"], in: tree.url).code, .contentErrors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: tree.url.appendingPathComponent("curriculum/l10n").path))

        // A translation file in the curriculum with the wrong shape is a lint finding.
        try tree.write("curriculum/l10n/es-US.xcstrings", "{\"sourceLanguage\" : \"en\", \"strings\" : [], \"version\" : \"1.0\"}\n")
        let lint = runCLI(["lint"], in: tree.url)
        XCTAssertEqual(lint.code, .contentErrors)
        XCTAssertTrue(lint.out.contains("curriculum/l10n/es-US.xcstrings:1:39: error: strings must be an object"), lint.out)
        // ...and import will not overwrite it.
        try tree.write("good.xcstrings", StringCatalogText.render([
            .init(key: Self.promptKey, comment: nil, localizations: ["en": (.translated, "What is 2 + 3?"), "es-US": (.translated, "¿2 + 3?")]),
        ]))
        let refused = runCLI(["l10n", "import", "good.xcstrings"], in: tree.url)
        XCTAssertEqual(refused.code, .contentErrors, refused.err)
        XCTAssertTrue(try tree.read("curriculum/l10n/es-US.xcstrings").contains("[]"))
    }

    func testUnknownKeysAndChangedEnglishOnImport() throws {
        let tree = try baseCurriculumTree()
        try tree.write("delivery.xcstrings", StringCatalogText.render([
            .init(key: "k.counting.add-within-5.l1/i1.promt", comment: nil, localizations: ["en": (.translated, "What is 2 + 3?"), "es-US": (.translated, "¿2 + 3?")]),
            .init(key: "k.counting.add-within-5.l1/i1.hint.1", comment: nil,
                localizations: ["en": (.translated, "Start at 2 and count on 3."), "es-US": (.translated, "Empieza en 2 y cuenta 3 más.")]),
        ]))
        let run = runCLI(["l10n", "import", "delivery.xcstrings"], in: tree.url)
        XCTAssertEqual(run.code, .contentErrors)
        let line = try XCTUnwrap(try tree.read("delivery.xcstrings").split(separator: "\n").firstIndex { $0.contains("i1.promt") }) + 1
        XCTAssertTrue(run.out.contains(
            "delivery.xcstrings:\(line):5: error: no string of the curriculum has the key 'k.counting.add-within-5.l1/i1.promt'; did you mean 'k.counting.add-within-5.l1/i1.prompt'?; not taken [L10N-UNKNOWN-KEY]"),
            run.out)
        // Made from older English: would be taken, but as needs_review and stale.
        XCTAssertTrue(run.out.contains("taken as needs_review, and stale until translated again [L10N-STALE]"), run.out)
        // All or nothing: the unknown key is an error, so the good unit is not taken either.
        XCTAssertTrue(run.err.contains("nothing was imported"), run.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: tree.url.appendingPathComponent("curriculum/l10n").path))

        try tree.write("delivery.xcstrings", StringCatalogText.render([
            .init(key: "k.counting.add-within-5.l1/i1.hint.1", comment: nil,
                localizations: ["en": (.translated, "Start at 2 and count on 3."), "es-US": (.translated, "Empieza en 2 y cuenta 3 más.")]),
        ]))
        let again = runCLI(["l10n", "import", "delivery.xcstrings"], in: tree.url)
        XCTAssertEqual(again.code, .success, again.out + again.err)
        XCTAssertTrue(again.err.contains("took 1 translation for es-US"), again.err)
        XCTAssertEqual(try status(tree, key: "k.counting.add-within-5.l1/i1.hint.1").unit["status"] as? String, "stale")
    }

    func testStatusWithoutTranslationFiles() throws {
        let tree = try baseCurriculumTree()
        let run = runCLI(["l10n", "status"], in: tree.url)
        XCTAssertEqual(run.code, .success)
        XCTAssertTrue(run.out.hasPrefix("no translations"), run.out)
        let named = runCLI(["l10n", "status", "--locale", "es-US"], in: tree.url)
        XCTAssertTrue(named.out.contains("es-US (curriculum/l10n/es-US.xcstrings, not started):"), named.out)
        XCTAssertTrue(named.out.contains("0 translated"), named.out)
        XCTAssertEqual(runCLI(["l10n", "export", "--locale", "../x"], in: tree.url).code, .usage)
        XCTAssertEqual(runCLI(["l10n", "exprt"], in: tree.url).code, .usage)
    }
}
