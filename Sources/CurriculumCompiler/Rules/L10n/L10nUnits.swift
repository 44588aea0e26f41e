/// What the L10N rules read: each translation unit with the source string its key names today.
struct L10nUnits {
    var sources: SourceStrings
    var units: [(file: TranslationFile, unit: TranslationUnit, source: SourceString?)] = []

    /// Nil when the curriculum has no translation files, so the rules cost nothing without them.
    init?(_ catalog: Catalog) {
        guard !catalog.translations.isEmpty else { return nil }
        // The rules run side by side; the first to ask makes the list and the others wait for it.
        sources = catalog.sourceStringsOnce.withLock { cached in
            if let cached { return cached }
            let made = SourceStrings(catalog)
            cached = made
            return made
        }
        for file in catalog.translations.files {
            for unit in file.units { units.append((file, unit, sources[unit.key.value])) }
        }
    }

    /// Units with a translation whose key names a source string.
    var translated: [(file: TranslationFile, unit: TranslationUnit, source: SourceString)] {
        units.compactMap { entry in
            guard let source = entry.source, !entry.unit.value.value.isEmpty else { return nil }
            return (entry.file, entry.unit, source)
        }
    }
}

extension String {
    /// Quoted for a message, cut at `limit` characters.
    func quotedForMessage(limit: Int = 60) -> String {
        "'" + (count > limit ? String(prefix(limit - 1)) + "…" : self) + "'"
    }
}
