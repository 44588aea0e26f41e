/// What a translator gets for a locale: every source string with the locale's translation and
/// state merged in. A string with no translation is `new`; one whose English changed since it
/// was translated is `stale` and keeps its old translation, with the old English in its note;
/// one whose English changed only in its numbers is carried over with the new numbers, to review.
package struct TranslationExport: Sendable {
    package struct Unit: Sendable {
        package var key: String
        /// Today's English.
        package var source: String
        package var value: String
        package var state: TranslationState
        /// The translator note: the source string's context, and the old English of a stale unit.
        package var note: String
        /// The English the kept translation was made from, when it differs from today's.
        package var previousSource: String?

        package var sourceHash: String { SourceHash.of(source) }
    }

    package var locale: String
    package var units: [Unit]

    package init(sources: SourceStrings, locale: String, existing: TranslationFile?) {
        self.locale = locale
        let language = TranslationFile.language(of: locale)
        units = sources.strings.map { s in
            var unit = Unit(key: s.key, source: s.text, value: "", state: .new, note: s.note)
            guard let old = existing?[s.key] else { return unit }
            unit.value = old.value.value
            if let carried = TranslationProgress.carried(old, source: s.text, language: language) {
                unit.value = carried
                unit.state = .needsReview
                unit.note += " The English changed only in its numbers; the translation was carried over with the new ones, to review: it was \"\(old.value.value)\" for \"\(old.source?.value ?? "")\"."
                return unit
            }
            switch TranslationProgress(old, source: s.text) {
            case .missing: unit.state = .new
            case .translated, .needsReview: unit.state = old.state.value
            case .stale:
                unit.state = .stale
                if let before = old.source?.value, before != s.text {
                    unit.previousSource = before
                    unit.note += " The English changed; the translation was made from: \"\(before)\"."
                }
            }
            return unit
        }.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
    }

    /// As a String Catalog, the shape of the repository's translation files.
    package var xcstrings: String {
        StringCatalogText.render(units.map { u in
            StringCatalogText.Entry(key: u.key, comment: u.note, localizations: ["en": (.translated, u.source), locale: (u.state, u.value)])
        })
    }

    /// As XLIFF 1.2 (`XLIFFText`).
    package func xliff(original: String) -> String {
        XLIFFText.render(self, original: original)
    }
}
