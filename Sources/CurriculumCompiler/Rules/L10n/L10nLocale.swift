import CurriculumSyntax

package enum L10nLocale: CatalogRule {
    package static let description = RuleDescription(
        id: "L10N-LOCALE", severity: .error,
        summary: "a translation file holds another locale than its name says, or a second file names the same locale",
        rationale: """
            A translation file is one locale's: `l10n/es-US.xcstrings` holds the English (`en`, its `sourceLanguage`) and the es-US translation of each string, nothing else (docs/localization.md#files). Translations into another locale in it (es-MX units in es-US's file, as an export of another locale written over it leaves) are never read, never ship, and the next import into the file would have nowhere to keep them; a `sourceLanguage` other than English makes the English look like a translation. Locales are the same whatever their case (BCP 47), so `l10n/es-us.xcstrings` beside `l10n/es-US.xcstrings` is a second file for es-US: only the one named in canonical case is read, and a build would write the locale twice. Move the translations to their own locale's file with `curriculum l10n import`, or merge the two files into one.
            """,
        triggering: [
            RuleExample.spanish([(RuleExample.makeTenPrompt.key, RuleExample.makeTenPrompt.en, "Forma una decena para sumar. 8 + 6 = ?", .translated)])
                .replacingText("\"es-US\" :", with: "↓\"es-MX\" :")
                .reports("curriculum/l10n/es-US.xcstrings is es-US's translation file, but 1 of its strings hold es-MX translations (the first here), which are never read"),
            // With French as the source language, the English is read as a translation too.
            RuleExample.spanish([(RuleExample.makeTenPrompt.key, RuleExample.makeTenPrompt.en, "Forma una decena para sumar. 8 + 6 = ?", .translated)])
                .replacingText("\"sourceLanguage\" : \"en\"", with: "\"sourceLanguage\" : ↓\"fr\"")
                .reports("sourceLanguage is 'fr'; the curriculum's strings are English, so a translation file's sourceLanguage is \"en\"")
                .reports("curriculum/l10n/es-US.xcstrings is es-US's translation file, but 1 of its strings hold en translations (the first here), which are never read",
                         atLine: "\"en\" : {", in: "l10n/es-US.xcstrings"),
            (RuleExample.spanish([(RuleExample.makeTenPrompt.key, RuleExample.makeTenPrompt.en, "Forma una decena para sumar. 8 + 6 = ?", .translated)])
                + RuleExample("l10n/es-us.xcstrings", StringCatalogText.render([])))
                .reports("a second translation file for es-US: curriculum/l10n/es-US.xcstrings is read and this one is not, since a locale is the same whatever its case",
                         atStartOf: "l10n/es-us.xcstrings"),
        ],
        nonTriggering: [
            RuleExample.spanish([(RuleExample.makeTenPrompt.key, RuleExample.makeTenPrompt.en, "Forma una decena para sumar. 8 + 6 = ?", .translated)])
        ])

    package static func check(_ catalog: Catalog) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for file in catalog.translations.files {
            if let language = file.sourceLanguageLocation, TranslationFile.language(of: language.value) != "en" {
                out.append(diagnostic(
                    at: language.location, length: language.length,
                    "sourceLanguage is '\(language.value)'; the curriculum's strings are English, so a translation file's sourceLanguage is \"en\""))
            }
            for (other, count) in file.otherLocales {
                out.append(diagnostic(
                    at: other.location, length: other.length,
                    "\(file.path) is \(file.locale)'s translation file, but \(count) of its strings hold \(other.value) translations (the first here), which are never read",
                    notes: [.init("move them to \(sibling(of: file.path, locale: other.value)) (`curriculum l10n import` takes them there), or delete them; an import into this file refuses until then")]))
            }
        }
        for (file, kept) in catalog.translations.leftOut {
            out.append(diagnostic(
                at: .file(file.path),
                "a second translation file for \(file.locale): \(kept) is read and this one is not, since a locale is the same whatever its case",
                notes: [.init("merge the two into \(kept) and delete this one")]))
        }
        return out
    }

    /// `l10n/es-US.xcstrings` → `l10n/es-MX.xcstrings`.
    static func sibling(of path: String, locale: String) -> String {
        let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return (folder.isEmpty ? "" : folder + "/") + locale + TranslationFile.fileExtension
    }
}
