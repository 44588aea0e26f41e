/// What the L10N rules read: each translation unit with the source string its key names today.
/// Made once per catalog by the first rule that asks and shared by the others, so a translation
/// file's every unit is listed once, not once per rule.
struct L10nUnits: Sendable {
    /// The file a unit is in, by the two things the rules ask of it: a unit carries this, not a
    /// copy of the whole file (its units, index and locales), which every listing and every rule's
    /// loop would retain and release again, thousands of times a lint.
    struct File: Sendable {
        let locale: String
        let path: String
    }

    var sources: SourceStrings
    var units: [(file: File, unit: TranslationUnit, source: SourceString?)] = []
    /// Units with a translation whose key names a source string.
    var translated: [(file: File, unit: TranslationUnit, source: SourceString)] = []

    /// Nil when the curriculum has no translation files, so the rules cost nothing without them.
    init?(_ catalog: Catalog) {
        guard !catalog.translations.isEmpty else { return nil }
        // The rules run side by side; the first to ask makes the list and the others wait for it.
        self = catalog.l10nUnitsOnce.withLock { cached in
            if let cached { return cached }
            let made = L10nUnits(listing: catalog)
            cached = made
            return made
        }
    }

    private init(listing catalog: Catalog) {
        sources = catalog.sourceStringsOnce.withLock { cached in
            if let cached { return cached }
            let made = SourceStrings(catalog)
            cached = made
            return made
        }
        for translations in catalog.translations.files {
            let file = File(locale: translations.locale, path: translations.path)
            for unit in translations.units {
                let source = sources[unit.key.value]
                units.append((file, unit, source))
                if let source, !unit.value.value.isEmpty { translated.append((file, unit, source)) }
            }
        }
    }
}

extension String {
    /// Quoted for a message, cut at `limit` characters.
    func quotedForMessage(limit: Int = 60) -> String {
        "'" + (count > limit ? String(prefix(limit - 1)) + "…" : self) + "'"
    }
}
