import CurriculumModel

extension PseudoLocale {
    /// A String Catalog of every user-facing string `bundles` hold (`ContentBundle.sourceStrings`,
    /// the list the translators' catalog is written from), with the source text and its `en-XA`
    /// form: the pseudo-locale a fixture carries beside its bundles.
    package static func catalog(of bundles: [ContentBundle], sourceLanguage: String = "en") -> StringCatalog {
        var strings: [String: StringCatalog.Entry] = [:]
        for bundle in bundles {
            for string in bundle.sourceStrings where strings[string.key] == nil {
                strings[string.key] = StringCatalog.Entry(comment: nil, localizations: [
                    sourceLanguage: .init(stringUnit: .init(state: "translated", value: string.text)),
                    identifier: .init(stringUnit: .init(state: "translated", value: pseudo(string.text))),
                ])
            }
        }
        return StringCatalog(sourceLanguage: sourceLanguage, strings: strings)
    }
}

extension PseudoLocale {
    /// A bundle's `en-XA` table in the form translations ride in (`strings/<locale>.json`), for
    /// a fixture bundle to carry once the builder writes locale tables.
    package static func localeStrings(of bundle: ContentBundle) -> LocaleStrings {
        var strings: [String: String] = [:]
        for string in bundle.sourceStrings where strings[string.key] == nil { strings[string.key] = pseudo(string.text) }
        return LocaleStrings(locale: identifier, strings: strings)
    }
}
