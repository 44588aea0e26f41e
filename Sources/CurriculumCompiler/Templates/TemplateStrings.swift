import CurriculumModel

/// A template's text is translated once, under the template's own keys
/// (`<lesson id>/i7.prompt`, placeholders and all), and each variant's string is that
/// translation filled in with the variant's parameters, in the translation's language
/// (docs/localization.md#item-templates). This maps every variant string's key to its
/// template's string and the variant that fills it.
package struct TemplateStrings {
    struct Entry {
        /// The template string's key and English, which its translation is checked against.
        var key: String
        var text: String
        var variant: ItemVariant
    }

    private(set) var entries: [String: Entry] = [:]

    package init(_ catalog: Catalog) {
        for lesson in catalog.lessons where !lesson.templates.isEmpty {
            let templates = Dictionary(lesson.templates.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
            for item in lesson.items {
                guard let variant = item.variant, let template = templates[variant.templateID] else { continue }
                let written = Dictionary(Self.strings(of: template.authored(lessonID: lesson.id.value)), uniquingKeysWith: { a, _ in a })
                for (field, _) in Self.strings(of: item) {
                    guard let text = written[field] else { continue }
                    entries[field.key(item.fullID)] = Entry(key: field.key(lesson.id.value + "/" + template.id), text: text, variant: variant)
                }
            }
        }
    }

    subscript(key: String) -> Entry? { entries[key] }

    /// Whether `key` is a template variant's string.
    package func isVariantString(_ key: String) -> Bool { entries[key] != nil }

    /// The translation a locale ships for the string under `key` whose English is `english`: a
    /// variant's is its template's translation filled in, any other string's its own usable
    /// translation. Nil when there is none, so its lesson stays in English.
    package func translation(of key: String, english: String, in file: TranslationFile, locale: String) -> String? {
        guard let entry = entries[key] else { return file.usableValue(for: key, source: english) }
        return Self.fill(entry, translation: file.usableValue(for: entry.key, source: entry.text), locale: locale)
    }

    var isEmpty: Bool { entries.isEmpty }

    /// The translation of a variant's string: its template's usable translation, filled in.
    /// Nil when the template's string is not translated or its translation does not fill in, so
    /// the lesson ships in English as a whole.
    static func fill(_ entry: Entry, translation: String?, locale: String) -> String? {
        guard let translation, case .success(let (text, _)) = TemplateText.substitute(
            translation, entry.variant.bindings, language: SpeechLanguage(locale: locale)) else { return nil }
        return text
    }

    /// Which of an item's strings a key names.
    enum Field: Hashable {
        case prompt, option(Int), hint(Int), feedbackCorrect, feedbackIncorrect, alt

        func key(_ full: String) -> String {
            switch self {
            case .prompt: StringKey.prompt(full)
            case .option(let n): StringKey.option(full, n)
            case .hint(let n): StringKey.hint(full, n)
            case .feedbackCorrect: StringKey.feedbackCorrect(full)
            case .feedbackIncorrect: StringKey.feedbackIncorrect(full)
            case .alt: StringKey.alt(full)
            }
        }
    }

    /// An item's translatable strings, as `SourceStrings` lists them: options only when worded.
    static func strings(of item: Item) -> [(Field, String)] {
        var out: [(Field, String)] = []
        if let prompt = item.prompt { out.append((.prompt, prompt.value)) }
        for (n, node) in (item.options?.value ?? []).enumerated() {
            guard case .string(let text) = CurriculumModel.JSONValue(node), text.contains(where: \.isLetter) else { continue }
            out.append((.option(n + 1), text))
        }
        for (n, hint) in item.hints.enumerated() { out.append((.hint(n + 1), hint.value)) }
        if let c = item.feedbackCorrect { out.append((.feedbackCorrect, c.value)) }
        if let i = item.feedbackIncorrect { out.append((.feedbackIncorrect, i.value)) }
        if let alt = item.image?.alt { out.append((.alt, alt.value)) }
        return out
    }
}
