import CurriculumModel

/// The translations a grade bundle carries: `strings/<locale>.json` per locale, with the spoken
/// form of each translated string where it reads differently (Spanish says "8 + 6 = ?" as
/// "8 más 6 es igual a ¿cuánto?"). docs/localization.md says where translations come from.
extension BundleBuilder {
    /// `lessons` holds each lesson's strings (title, then its items'), `others` the bundle's
    /// standards, units, skills and badges. A lesson goes in whole or not at all: a child never
    /// meets a lesson half in one language. Titles and names outside lessons go in one by one.
    ///
    /// `said` holds, per lesson, what its items show without translating it (an option "3:30", an
    /// equation "3 + 4 = ?"): a lesson in a locale says those in the locale's words too ("las tres
    /// y media"), under the key the option or label has.
    func localeFiles(
        lessons: [[BundleString]], said: [[BundleString]], others: [BundleString], into emitter: inout Emitter
    ) throws -> [BundleManifest.LocaleEntry]? {
        var shipped: [(locale: String, translate: (BundleString) -> String?)] = []
        let templates = TemplateStrings(catalog)
        for locale in locales ?? catalog.translations.locales {
            guard let file = catalog.translations[locale] else { continue }
            shipped.append((locale, { templates.translation(of: $0.key, english: $0.text, in: file, locale: locale) }))
        }
        if pseudoLocale { shipped.append((PseudoLocale.identifier, { PseudoLocale.pseudo($0.text) })) }
        guard !shipped.isEmpty else { return nil }
        var entries: [BundleManifest.LocaleEntry] = []
        for (locale, translate) in shipped {
            var strings: [String: String] = [:]
            var untranslated: [BundleString] = []
            var wholeLessons = 0
            for (index, lesson) in lessons.enumerated() {
                let translated = lesson.map { ($0.key, translate($0)) }
                guard translated.allSatisfy({ $0.1 != nil }) else { continue }
                wholeLessons += 1
                for case let (key, text?) in translated { strings[key] = text }
                if index < said.count { untranslated += said[index] }
            }
            for string in others {
                if let text = translate(string) { strings[string.key] = text }
            }
            entries.append(.init(locale: locale, lessons: wholeLessons, strings: strings.count))
            guard !strings.isEmpty else { continue }
            let language = SpeechLanguage(locale: locale)
            var spoken: [String: String] = [:]
            if locale != PseudoLocale.identifier {
                for (key, text) in strings {
                    let said = Speech.spoken(text, language: language).text
                    if said != text { spoken[key] = said }
                }
                for string in untranslated where spoken[string.key] == nil {
                    let said = Speech.spoken(string.text, language: language).text
                    if said != string.text { spoken[string.key] = said }
                }
            }
            let table = LocaleStrings(locale: locale, strings: strings, spoken: spoken.isEmpty ? nil : spoken)
            // File names are lower case (docs/design.md#bundles); the file names its locale inside.
            try emitter.add("strings/\(locale.lowercased()).json", table, .strings)
        }
        return entries
    }

    /// What an item shows and says but never translates, under the key it would have: options of
    /// numbers, times and symbols (`3:30`), and labels of them (an equation `3 + 4 = ?`).
    static func untranslatedSpeech(of record: ItemRecord) -> [BundleString] {
        var out: [BundleString] = []
        for (n, option) in (record.options ?? []).enumerated() {
            guard let text = option.displayText, !text.isEmpty, !ItemLabels.isTranslated(text) else { continue }
            out.append(BundleString(key: StringKey.option(record.fullId, n + 1), text: text, kind: .option))
        }
        for text in ItemLabels.texts(type: record.type, fields: record.fields) where !ItemLabels.isTranslated(text) {
            out.append(BundleString(key: StringKey.label(record.fullId, text), text: text, kind: .label))
        }
        return out
    }
}
