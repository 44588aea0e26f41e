import Foundation

package enum L10nFormat: Rule {
    package static let description = RuleDescription(
        id: "L10N-FORMAT", severity: .error,
        summary: "a translation file is not a String Catalog the compiler can read",
        rationale: """
            Translations live in the curriculum as one String Catalog per locale, `l10n/<locale>.xcstrings`, in the JSON Xcode writes: `sourceLanguage`, `strings` (each key's `comment`, `extractionState` and `localizations`, each a `stringUnit` with a `state` of new, translated, needs_review or stale and a `value`) and `version` (docs/localization.md). What does not have that shape cannot be read, so its translations would silently not ship; a file that is not strict JSON (a `#` comment, unquoted text, a trailing comma) is a YAML-SYNTAX finding, as for any file. `curriculum l10n import` takes nothing from a delivery with an L10N-FORMAT error: a misspelt state would otherwise overwrite a translation with one that does not ship.
            """,
        triggering: [
            RuleExample("l10n/es-US.xcstrings", "{\"sourceLanguage\" : \"en\", \"strings\" : ↓[], \"version\" : \"1.0\"}\n")
                .reports("strings must be an object from key to entry; this is a list"),
            RuleExample.spanish([(RuleExample.makeTenPrompt.key, RuleExample.makeTenPrompt.en, "Forma una decena para sumar. 8 + 6 = ?", .translated)])
                .replacingText("\"translated\"", with: "↓\"done\"")
                .reports("unknown state 'done'; expected new, translated, needs_review or stale"),
        ],
        nonTriggering: [
            RuleExample.spanish([(RuleExample.makeTenPrompt.key, RuleExample.makeTenPrompt.en, "Forma una decena para sumar. 8 + 6 = ?", .translated)])
        ])
}

extension RuleExample {
    /// The example with the last occurrence of `old` in its files replaced.
    func replacingText(_ old: String, with new: String) -> RuleExample {
        var copy = self
        copy.files = files.map { file in
            guard let range = file.text.range(of: old, options: .backwards) else { return file }
            return (file.path, file.text.replacingCharacters(in: range, with: new))
        }
        return copy
    }
}
