import CurriculumModel

/// Collects a bundle's user-facing strings under their `StringKey`s for the String Catalog.
struct StringTable {
    let language: String
    private(set) var entries: [String: StringCatalog.Entry] = [:]

    init(locale: String) {
        // `en-US` → `en`: the catalog's source language is the language, not the region.
        let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? "en"
        self.language = language.isEmpty ? "en" : language.lowercased()
    }

    /// Adds `value` under `key` unless it is empty or the key is taken (first one wins, so the
    /// result does not depend on anything but the order of the calls).
    mutating func add(_ key: String, _ value: String?, comment: String) {
        guard let value, !value.isEmpty, entries[key] == nil else { return }
        entries[key] = StringCatalog.Entry(
            comment: comment,
            localizations: [language: .init(stringUnit: .init(state: "translated", value: value))])
    }

    var catalog: StringCatalog { StringCatalog(sourceLanguage: language, strings: entries) }
}
