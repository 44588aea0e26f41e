import Foundation
import XCTest

@testable import CurriculumCLI
@testable import CurriculumCompiler

/// No import, export or lint loses a translation the repository held: each way a delivery or a
/// translation file can go wrong, through the command line, over a copy of the base curriculum
/// that already has a Spanish translation file.
final class L10nImportSafetyTests: XCTestCase {
    static let prompt = (key: "k.counting.add-within-5.l1/i1.prompt", en: "What is 2 + 3?", es: "¿Cuánto es 2 + 3?")
    static let hint = (key: "k.counting.add-within-5.l1/i1.hint.1", en: "Start at 2 and count on 3 more.", es: "Empieza en 2 y cuenta 3 más.")
    static let spanishPath = "curriculum/l10n/es-US.xcstrings"

    /// The base curriculum with `l10n/es-US.xcstrings` translating the prompt.
    func tree(_ entries: [StringCatalogText.Entry]? = nil) throws -> TemporaryTree {
        let text = StringCatalogText.render(entries ?? [
            .init(key: Self.prompt.key, comment: nil, localizations: ["en": (.translated, Self.prompt.en), "es-US": (.translated, Self.prompt.es)]),
        ])
        return try baseCurriculumTree([Self.spanishPath: text])
    }

    /// A delivered String Catalog translating the hint, in JSON as a translator's tool writes it.
    func delivery(hintState: String = "translated", hintValue: String = hint.es, locale: String = "es-US") -> String {
        """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "\(Self.hint.key)" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "\(Self.hint.en)" } },
                "\(locale)" : { "stringUnit" : { "state" : "\(hintState)", "value" : "\(hintValue)" } }
              }
            },
            "\(Self.prompt.key)" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "\(Self.prompt.en)" } },
                "\(locale)" : { "stringUnit" : { "state" : "translated", "value" : "¿2 + 3?" } }
              }
            }
          },
          "version" : "1.0"
        }

        """
    }

    func line(of text: String, in content: String) throws -> Int {
        try XCTUnwrap(content.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(text) }, text) + 1
    }

    /// Imports `name` and checks that it failed and left every translation file as it was.
    func importRefused(_ tree: TemporaryTree, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> CLIResult {
        let before = try tree.read(Self.spanishPath)
        let run = runCLI(["l10n", "import", name], in: tree.url)
        XCTAssertEqual(run.code, .contentErrors, run.out + run.err, file: file, line: line)
        XCTAssertTrue(run.err.contains("nothing was imported"), run.err, file: file, line: line)
        XCTAssertEqual(try tree.read(Self.spanishPath), before, "the translation file changed", file: file, line: line)
        let l10n = try FileManager.default.contentsOfDirectory(atPath: tree.url.appendingPathComponent("curriculum/l10n").path)
        XCTAssertEqual(l10n.filter { $0.hasSuffix(".xcstrings") }.count, 1, "\(l10n)", file: file, line: line)
        return run
    }

    // MARK: - all or nothing

    func testAMisspeltStateTakesNothing() throws {
        let tree = try tree()
        let text = delivery(hintState: "translatd")
        try tree.write("delivery.xcstrings", text)
        let run = try importRefused(tree, "delivery.xcstrings")
        XCTAssertTrue(run.out.contains(
            "delivery.xcstrings:\(try line(of: "translatd", in: text)):"), run.out)
        XCTAssertTrue(run.out.contains("error: unknown state 'translatd'; expected new, translated, needs_review or stale; did you mean 'translated'? [L10N-FORMAT]"), run.out)
        // The prompt's translation, delivered beside it, did not overwrite the repository's.
        XCTAssertTrue(try tree.read(Self.spanishPath).contains(Self.prompt.es))
    }

    func testAStringCatalogThatIsNotJSONTakesNothing() throws {
        let tree = try tree()
        let good = delivery()
        let cases: [(String, String, String)] = [
            ("comment", good.replacingOccurrences(of: "  \"version\"", with: "  # delivered by the agency\n  \"version\""), "JSON has no comments"),
            ("unquoted", good.replacingOccurrences(of: "\"value\" : \"¿2 + 3?\"", with: "\"value\" : ¿2 + 3?"), "is not in double quotes"),
            ("anchor", good.replacingOccurrences(of: "\"version\" : \"1.0\"", with: "\"version\" : &v \"1.0\""), "anchors (&name) are YAML, not JSON"),
            ("trailing comma", good.replacingOccurrences(of: "\"version\" : \"1.0\"", with: "\"version\" : \"1.0\","), "a trailing comma before '}'"),
            ("single quotes", good.replacingOccurrences(of: "\"version\" : \"1.0\"", with: "\"version\" : '1.0'"), "not single quotes"),
            ("YAML", "sourceLanguage: en\nstrings: {}\nversion: '1.0'\n", "is not in double quotes"),
        ]
        for (name, text, message) in cases {
            XCTAssertNotEqual(text, good, name)
            try tree.write("\(name).xcstrings", text)
            let run = try importRefused(tree, "\(name).xcstrings")
            XCTAssertTrue(run.out.contains("\(name).xcstrings:"), "\(name): \(run.out)")
            XCTAssertTrue(run.out.contains("error: not JSON: "), "\(name): \(run.out)")
            XCTAssertTrue(run.out.contains(message), "\(name): \(run.out)")
            XCTAssertTrue(run.out.contains("[YAML-SYNTAX]"), "\(name): \(run.out)")
        }
        // The curriculum's own translation file is held to JSON too: lint finds the comma.
        try tree.write(Self.spanishPath, try tree.read(Self.spanishPath).replacingOccurrences(of: "\"version\" : \"1.0\"", with: "\"version\" : \"1.0\","))
        let lint = runCLI(["lint"], in: tree.url)
        XCTAssertEqual(lint.code, .contentErrors, lint.out)
        XCTAssertTrue(lint.out.contains("es-US.xcstrings:\(try line(of: "\"version\"", in: try tree.read(Self.spanishPath))):20: error: not JSON: a trailing comma"), lint.out)
    }

    func testUnitsDeliveredTwiceMustAgree() throws {
        let tree = try tree()
        func xliff(_ second: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
              <file original="l10n/es-US.xcstrings" source-language="en" target-language="es-US" datatype="plaintext">
                <body>
                  <trans-unit id="\(Self.hint.key)"><source>\(Self.hint.en)</source><target state="translated">\(Self.hint.es)</target></trans-unit>
                  <trans-unit id="\(Self.hint.key)"><source>\(Self.hint.en)</source><target state="translated">\(second)</target></trans-unit>
                </body>
              </file>
            </xliff>

            """
        }
        try tree.write("twice.xliff", xliff("Empieza en 2."))
        let run = try importRefused(tree, "twice.xliff")
        XCTAssertTrue(run.out.contains(
            "twice.xliff:6:"), run.out)
        XCTAssertTrue(run.out.contains("error: \(Self.hint.key) is delivered twice for es-US, and the two differ"), run.out)
        XCTAssertTrue(run.out.contains("twice.xliff:5:"), "the first one is named too: \(run.out)")

        // The same unit twice is one unit.
        try tree.write("same.xliff", xliff(Self.hint.es))
        let same = runCLI(["l10n", "import", "same.xliff"], in: tree.url)
        XCTAssertEqual(same.code, .success, same.out + same.err)
        XCTAssertTrue(same.err.contains("took 1 translation for es-US"), same.err)
        XCTAssertTrue(try tree.read(Self.spanishPath).contains(Self.hint.es))
    }

    // MARK: - locales ignore case

    func testALocaleDifferingInCaseImportsIntoTheExistingFile() throws {
        let tree = try tree()
        // Older English for the prompt, delivered as es-us: the repository's es-US file has a
        // translation of today's English, which it must not overwrite.
        let older = delivery(locale: "es-us").replacingOccurrences(of: "\"value\" : \"\(Self.prompt.en)\"", with: "\"value\" : \"What is 2 plus 3?\"")
        try tree.write("older.xcstrings", older)
        let run = try importRefused(tree, "older.xcstrings")
        XCTAssertTrue(run.out.contains("and the repository has a translation of today's English; not taken [L10N-STALE]"), run.out)

        try tree.write("lower.xcstrings", delivery(locale: "es-us"))
        let taken = runCLI(["l10n", "import", "lower.xcstrings"], in: tree.url)
        XCTAssertEqual(taken.code, .success, taken.out + taken.err)
        XCTAssertTrue(taken.err.contains("took 2 translations for es-US into curriculum/l10n/es-US.xcstrings"), taken.err)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: tree.url.appendingPathComponent("curriculum/l10n").path), ["es-US.xcstrings"])
        let file = try tree.read(Self.spanishPath)
        XCTAssertTrue(file.contains("\"es-US\" : {"), file)
        XCTAssertFalse(file.contains("\"es-us\""), "written in canonical case: \(file)")
        XCTAssertTrue(file.contains(Self.hint.es), file)

        // Every command takes the locale in any case, and a build makes one table of it.
        let status = runCLI(["l10n", "status", "--locale", "ES-us"], in: tree.url)
        XCTAssertTrue(status.out.contains("es-US (curriculum/l10n/es-US.xcstrings): "), status.out)
        XCTAssertTrue(status.out.contains("2 translated"), status.out)
        XCTAssertEqual(runCLI(["lint"], in: tree.url).code, .success)
    }

    func testANewLocaleGetsItsCanonicalName() throws {
        let tree = try tree()
        try tree.write("mx.xcstrings", delivery(locale: "ES-mx"))
        let run = runCLI(["l10n", "import", "mx.xcstrings"], in: tree.url)
        XCTAssertEqual(run.code, .success, run.out + run.err)
        XCTAssertTrue(run.err.contains("took 2 translations for es-MX into curriculum/l10n/es-MX.xcstrings"), run.err)
    }

    func testTwoFilesForOneLocaleAreAnErrorAndImportRefuses() throws {
        let tree = try tree()
        try tree.write("curriculum/l10n/es-us.xcstrings", StringCatalogText.render([
            .init(key: Self.hint.key, comment: nil, localizations: ["en": (.translated, Self.hint.en), "es-US": (.translated, Self.hint.es)]),
        ]))
        let lint = runCLI(["lint"], in: tree.url)
        XCTAssertEqual(lint.code, .contentErrors, lint.out)
        XCTAssertTrue(lint.out.contains(
            "curriculum/l10n/es-us.xcstrings:1:1: error: a second translation file for es-US: curriculum/l10n/es-US.xcstrings is read and this one is not, since a locale is the same whatever its case [L10N-LOCALE]"),
            lint.out)
        let before = try tree.read("curriculum/l10n/es-us.xcstrings")
        try tree.write("delivery.xcstrings", delivery())
        let run = runCLI(["l10n", "import", "delivery.xcstrings"], in: tree.url)
        XCTAssertEqual(run.code, .contentErrors)
        XCTAssertTrue(run.err.contains("es-US has 2 translation files"), run.err)
        XCTAssertEqual(try tree.read("curriculum/l10n/es-us.xcstrings"), before)
    }

    // MARK: - other locales in a file

    func testAFileHoldingAnotherLocaleIsAnErrorAndImportKeepsIt() throws {
        let mexican = StringCatalogText.Entry(
            key: Self.hint.key, comment: nil, localizations: ["en": (.translated, Self.hint.en), "es-MX": (.translated, "Empieza en el 2.")])
        let tree = try tree([
            .init(key: Self.prompt.key, comment: nil, localizations: ["en": (.translated, Self.prompt.en), "es-US": (.translated, Self.prompt.es)]),
            mexican,
        ])
        let text = try tree.read(Self.spanishPath)
        let lint = runCLI(["lint"], in: tree.url)
        XCTAssertEqual(lint.code, .contentErrors, lint.out)
        XCTAssertTrue(lint.out.contains(
            "\(Self.spanishPath):\(try line(of: "\"es-MX\"", in: text)):9: error: \(Self.spanishPath) is es-US's translation file, but 1 of its strings hold es-MX translations (the first here), which are never read [L10N-LOCALE]"),
            lint.out)
        try tree.write("delivery.xcstrings", delivery())
        let run = try importRefused(tree, "delivery.xcstrings")
        XCTAssertTrue(run.err.contains("curriculum/l10n/es-US.xcstrings has errors"), run.err)
        XCTAssertTrue(try tree.read(Self.spanishPath).contains("Empieza en el 2."))
    }

    func testExportRefusesToWriteOverAnotherLocalesFile() throws {
        let tree = try tree()
        let before = try tree.read(Self.spanishPath)
        let other = runCLI(["l10n", "export", "--locale", "fr-FR", "--out", Self.spanishPath], in: tree.url)
        XCTAssertEqual(other.code, .contentErrors, other.err)
        XCTAssertTrue(other.err.contains("is the translation file of es-US; exporting fr-FR over it would replace its translations; nothing was written"), other.err)
        let twin = runCLI(["l10n", "export", "--locale", "es-US", "--out", "curriculum/l10n/es-us.xcstrings"], in: tree.url)
        XCTAssertEqual(twin.code, .contentErrors, twin.err)
        let xliff = runCLI(["l10n", "export", "--locale", "es-US", "--format", "xliff", "--out", Self.spanishPath], in: tree.url)
        XCTAssertEqual(xliff.code, .contentErrors, xliff.err)
        XCTAssertEqual(try tree.read(Self.spanishPath), before)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: tree.url.appendingPathComponent("curriculum/l10n").path), ["es-US.xcstrings"])

        // Outside the curriculum any name goes; over its own file, an export that keeps everything does too.
        XCTAssertEqual(runCLI(["l10n", "export", "--locale", "fr-FR", "--out", "out/es.xcstrings"], in: tree.url).code, .success)
        let own = runCLI(["l10n", "export", "--locale", "es-US", "--out", Self.spanishPath], in: tree.url)
        XCTAssertEqual(own.code, .success, own.err)
        XCTAssertTrue(try tree.read(Self.spanishPath).contains(Self.prompt.es))
    }

    // MARK: - nothing is dropped

    func testImportAndExportKeepWhatTheyDoNotReplace() throws {
        let unknown = StringCatalogText.Entry(
            key: "k.counting.removed-item.l1/i9.prompt", comment: "kept", localizations: ["en": (.translated, "Gone?"), "es-US": (.translated, "¿Ya no está?")])
        let englishOnly = StringCatalogText.Entry(key: "k.counting.add-within-5.l1/i2.prompt", comment: nil, localizations: ["en": (.translated, "Start at 1.")])
        let tree = try tree([
            .init(key: Self.prompt.key, comment: nil, localizations: ["en": (.translated, Self.prompt.en), "es-US": (.translated, Self.prompt.es)]),
            unknown, englishOnly,
        ])
        try tree.write("delivery.xcstrings", StringCatalogText.render([
            .init(key: Self.hint.key, comment: nil, localizations: ["en": (.translated, Self.hint.en), "es-US": (.translated, Self.hint.es)]),
        ]))
        let run = runCLI(["l10n", "import", "delivery.xcstrings"], in: tree.url)
        XCTAssertEqual(run.code, .success, run.out + run.err)
        let file = try tree.read(Self.spanishPath)
        for kept in [Self.prompt.es, Self.hint.es, "¿Ya no está?", "Gone?", "\"value\" : \"Start at 1.\""] {
            XCTAssertTrue(file.contains(kept), "\(kept) was dropped: \(file)")
        }

        // An export over the file would drop the translation whose key names nothing: refused.
        let export = runCLI(["l10n", "export", "--locale", "es-US", "--out", Self.spanishPath], in: tree.url)
        XCTAssertEqual(export.code, .contentErrors, export.err)
        XCTAssertTrue(export.err.contains("holds 1 translation whose key names no string, which an export leaves out"), export.err)
        XCTAssertEqual(try tree.read(Self.spanishPath), file)
    }
}
