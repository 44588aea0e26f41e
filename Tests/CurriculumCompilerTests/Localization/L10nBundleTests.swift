import CurriculumModel
import Foundation
import XCTest

@testable import CurriculumCLI
@testable import CurriculumCompiler

/// Translations from the curriculum's `l10n/` folder to the app: export, a translator's tool
/// fills in one lesson, import, build, and `CurriculumModel` returns the Spanish.
final class L10nBundleTests: XCTestCase {
    static let lesson = "k.counting.add-within-5.l1"

    /// Exports es-US, translates every string of `lesson` ("¡" before the English keeps its
    /// numbers and length) and imports it.
    func translatedTree() throws -> (TemporaryTree, [String: String]) {
        let tree = try baseCurriculumTree()
        let export = runCLI(["l10n", "export", "--locale", "es-US", "--format", "xcstrings"], in: tree.url)
        XCTAssertEqual(export.code, .success, export.err)
        var json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(export.out.utf8)) as? [String: Any])
        var strings = try XCTUnwrap(json["strings"] as? [String: Any])
        var translated: [String: String] = [:]
        for (key, value) in strings where key == Self.lesson + ".title" || key.hasPrefix(Self.lesson + "/") {
            var entry = try XCTUnwrap(value as? [String: Any])
            var localizations = try XCTUnwrap(entry["localizations"] as? [String: Any])
            let english = try XCTUnwrap(((localizations["en"] as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String)
            translated[key] = "¡" + english
            localizations["es-US"] = ["stringUnit": ["state": "translated", "value": "¡" + english]]
            entry["localizations"] = localizations
            strings[key] = entry
        }
        json["strings"] = strings
        try tree.write("delivery/es.xcstrings", String(decoding: try JSONSerialization.data(withJSONObject: json, options: [.prettyPrinted]), as: UTF8.self))
        let imported = runCLI(["l10n", "import", "delivery/es.xcstrings"], in: tree.url)
        XCTAssertEqual(imported.code, .success, imported.out + imported.err)
        XCTAssertGreaterThan(translated.count, 3)
        return (tree, translated)
    }

    func testATranslatedLessonReachesTheAppInSpanishWithItsSpokenForm() throws {
        let (tree, translated) = try translatedTree()
        let build = runCLI(["build", "--out", "dist", "--locales", "es-US", "--min-locale-complete", "0"], in: tree.url)
        XCTAssertEqual(build.code, .success, build.err)
        let bundle = try BundleReader(directory: tree.url.appendingPathComponent("dist/math-kindergarten-1.0.0")).read()
        let total = bundle.manifest.counts["strings"] ?? 0
        XCTAssertEqual(bundle.manifest.locales, [.init(locale: "es-US", lessons: 1, strings: translated.count)])
        XCTAssertTrue(bundle.manifest.files.contains { $0.path == "strings/es-us.json" && $0.schema == BundleSchema.strings.path })
        let spanish = bundle.localizedStrings("es-US")
        XCTAssertEqual(spanish.count, total, "every key, translated or English")
        for (key, value) in translated { XCTAssertEqual(spanish[key], value, key) }
        // Other lessons fall back to the English, string by string.
        let other = try XCTUnwrap(bundle.items.first { $0.lesson != Self.lesson })
        XCTAssertEqual(spanish[StringKey.prompt(other.fullId)], other.prompt)
        // A translated line with symbols carries how Spanish narration says it.
        let table = try XCTUnwrap(bundle.locales["es-US"])
        let prompt = StringKey.prompt(Self.lesson + "/i1")
        let written = try XCTUnwrap(table.strings[prompt])
        XCTAssertTrue(written.contains("+"), written)
        XCTAssertEqual(table.spoken?[prompt], Speech.spoken(written, language: .spanish).text)
        XCTAssertTrue(table.spoken?[prompt]?.contains("más") ?? false)
    }

    func testALessonHalfTranslatedStaysInEnglish() throws {
        let (tree, translated) = try translatedTree()
        // The lesson loses one translation: none of its strings ship.
        let file = try tree.read("curriculum/l10n/es-US.xcstrings")
        let hint = try XCTUnwrap(translated.keys.sorted().first { $0.contains(".hint.") })
        let value = try XCTUnwrap(translated[hint])
        try tree.write("curriculum/l10n/es-US.xcstrings", file.replacingOccurrences(of: "\"value\" : \"\(value)\"", with: "\"value\" : \"\(value)\"").replacingOccurrences(of: "\"state\" : \"translated\",\n            \"value\" : \"\(value)\"", with: "\"state\" : \"needs_review\",\n            \"value\" : \"\(value)\""))
        XCTAssertNotEqual(try tree.read("curriculum/l10n/es-US.xcstrings"), file, "the test changed the unit's state")
        let build = runCLI(["build", "--out", "dist"], in: tree.url)
        XCTAssertEqual(build.code, .success, build.err)
        let bundle = try BundleReader(directory: tree.url.appendingPathComponent("dist/math-kindergarten-1.0.0")).read()
        XCTAssertEqual(bundle.manifest.locales?.first?.lessons, 0)
        XCTAssertNil(bundle.locales["es-US"]?.strings[StringKey.prompt(Self.lesson + "/i1")])
    }

    func testLocalesGateOnCompleteness() throws {
        let (tree, _) = try translatedTree()
        let refused = runCLI(["build", "--out", "dist", "--locales", "es-US"], in: tree.url)
        XCTAssertEqual(refused.code, .contentErrors)
        XCTAssertTrue(refused.err.contains("error: es-US is "), refused.err)
        XCTAssertTrue(refused.err.contains("below the 100.0 % --min-locale-complete asks for"), refused.err)
        XCTAssertTrue(refused.err.contains("nothing was written"), refused.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: tree.url.appendingPathComponent("dist").path))
        let unknown = runCLI(["build", "--out", "dist", "--locales", "fr-FR", "--min-locale-complete", "1"], in: tree.url)
        XCTAssertEqual(unknown.code, .contentErrors)
        XCTAssertTrue(unknown.err.contains("the curriculum has no l10n/fr-FR.xcstrings"), unknown.err)
        let bad = runCLI(["build", "--out", "dist", "--locales", "es-US", "--min-locale-complete", "120"], in: tree.url)
        XCTAssertEqual(bad.code, .usage, bad.err)
    }

    func testTheCoverageReportShowsEachLocalesCompleteness() throws {
        let (tree, translated) = try translatedTree()
        let json = runCLI(["coverage", "--format", "json"], in: tree.url)
        XCTAssertEqual(json.code, .success, json.err)
        let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        let rows = try XCTUnwrap(root["translations"] as? [[String: Any]], json.out)
        XCTAssertEqual(rows.count, 1)
        XCTAssertEqual(rows.first?["locale"] as? String, "es-US")
        XCTAssertEqual(rows.first?["translated"] as? Int, translated.count)
        let total = try XCTUnwrap(rows.first?["total"] as? Int)
        XCTAssertEqual(rows.first?["missing"] as? Int, total - translated.count)
        let text = runCLI(["coverage"], in: tree.url)
        XCTAssertTrue(text.out.contains("translations: es-US "), text.out)
        let markdown = runCLI(["coverage", "--format", "md"], in: tree.url)
        XCTAssertTrue(markdown.out.contains("## Translations"), markdown.out)
        // Without a translation file the section is not there.
        let plain = try baseCurriculumTree()
        XCTAssertFalse(runCLI(["coverage"], in: plain.url).out.contains("translations:"))
    }

    /// The narration script of a locale covers every line the app reads aloud in it: the lines of
    /// the lessons its bundles carry, as written there, read as Spanish speech says them.
    func testTheNarrationScriptCoversEveryTranslatedLine() throws {
        let (tree, _) = try translatedTree()
        XCTAssertEqual(runCLI(["build", "--out", "dist"], in: tree.url).code, .success)
        let brief = runCLI(["assets", "brief", "--out", "brief"], in: tree.url)
        XCTAssertEqual(brief.code, .success, brief.err)
        XCTAssertTrue(brief.out.contains("narration-es-US.{md,csv}"), brief.out)
        let csv = try tree.read("brief/narration-es-US.csv")
        let bundle = try BundleReader(directory: tree.url.appendingPathComponent("dist/math-kindergarten-1.0.0")).read()
        let table = try XCTUnwrap(bundle.locales["es-US"])
        let lesson = try XCTUnwrap(bundle.lesson(Self.lesson))
        for item in lesson.items {
            for string in item.localizableStrings where string.kind != .alt {
                let written = try XCTUnwrap(table.strings[string.key], string.key)
                XCTAssertTrue(csv.contains(string.key), "\(string.key) is not in the script")
                let said = table.spoken?[string.key] ?? written
                XCTAssertTrue(csv.contains(said) || csv.contains("\"" + said.replacingOccurrences(of: "\"", with: "\"\"")), said)
            }
        }
        XCTAssertFalse(csv.contains("k.counting.add-within-5.l2/"), "an untranslated lesson is not narrated in Spanish")
    }

    /// The shipped curriculum's Spanish script has a line for every line of the English one, the
    /// variants of item templates included, each as the bundle carries it: the template's
    /// translation filled in with the variant's numbers.
    func testTheShippedSpanishScriptHasEveryLineTemplateVariantsIncluded() throws {
        let tree = try TemporaryTree()
        let brief = runCLI(["assets", "brief", PinnedCurriculum.url.path, "--out", "brief"], in: tree.url)
        XCTAssertEqual(brief.code, .success, brief.err)
        let english = try tree.read("brief/narration-en.csv"), spanish = try tree.read("brief/narration-es-US.csv")
        // A line's key is its second column; keys hold no commas.
        func keys(_ csv: String) -> [String] {
            csv.split(whereSeparator: \.isNewline).dropFirst().compactMap { $0.split(separator: ",").dropFirst().first.map(String.init) }
        }
        let englishKeys = keys(english), spanishKeys = Set(keys(spanish))
        XCTAssertGreaterThan(englishKeys.count, 9000)
        let missing = englishKeys.filter { !spanishKeys.contains($0) }
        XCTAssertEqual(missing, [], "English lines with no Spanish line")
        // k.operations.make-ten.l2/i1 is a template variant: "The frame has {filled} dots…" with 7.
        XCTAssertTrue(spanish.contains("El marco tiene 7 puntos. ¿Cuántos puntos faltan para llegar a 10?"))
    }

    /// The shipped curriculum in Spanish: every lesson of both grades, its labels with them, and
    /// what its items show untranslated (a time "3:30", an equation) said in Spanish words.
    func testTheShippedCurriculumShipsWholeInSpanishLabelsAndTimesIncluded() throws {
        let tree = try TemporaryTree()
        let built = runCLI(["build", PinnedCurriculum.url.path, "--locales", "es-US", "--out", "dist"], in: tree.url)
        XCTAssertEqual(built.code, .success, built.err)
        var labels = 0, times = 0, startingUnknowns = 0
        for grade in ["kindergarten", "grade1"] {
            let folder = try XCTUnwrap(
                try FileManager.default.contentsOfDirectory(atPath: tree.url.appendingPathComponent("dist").path)
                    .first { $0.hasPrefix("math-\(grade)-") })
            let bundle = try BundleReader(directory: tree.url.appendingPathComponent("dist/" + folder)).read()
            let spanish = try XCTUnwrap(bundle.manifest.locales?.first { $0.locale == "es-US" })
            XCTAssertEqual(spanish.lessons, bundle.manifest.counts["lessons"], grade)
            let table = try XCTUnwrap(bundle.locales["es-US"])
            for string in bundle.sourceStrings where string.kind == .label {
                XCTAssertNotNil(table.strings[string.key], string.key)
                labels += 1
            }
            for lesson in bundle.lessons {
                for item in lesson.items {
                    // A label that is only an equation starting with its unknown ("? - 20 = 70"),
                    // shown untranslated, is said with "un número", not "cuánto menos 20".
                    for text in ItemLabels.texts(type: item.type, fields: item.fields) where text.hasPrefix("? ") {
                        let said = table.spoken?[StringKey.label(item.fullId, text)]
                        XCTAssertTrue(said?.hasPrefix("un número ") ?? false, "\(item.fullId) \(text): \(said ?? "nil")")
                        if text == "? - 20 = 70" { XCTAssertEqual(said, "un número menos 20 es igual a 70", item.fullId) }
                        startingUnknowns += 1
                    }
                    for (n, option) in (item.options ?? []).enumerated() where option.displayText == "3:30" {
                        XCTAssertEqual(table.spoken?[StringKey.option(item.fullId, n + 1)], "las tres y media", item.fullId)
                        times += 1
                    }
                }
            }
        }
        XCTAssertGreaterThan(labels, 900)
        XCTAssertGreaterThan(times, 0)
        XCTAssertGreaterThan(startingUnknowns, 0)
    }
}
