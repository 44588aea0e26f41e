import CurriculumModel

extension PseudoLocale {
    /// A String Catalog of every user-facing string `bundles` hold, read from their records under
    /// their `StringKey`s, with the source text and its `en-XA` form: the pseudo-locale a fixture
    /// carries beside its bundles, so it does not depend on where a bundle keeps its strings.
    public static func catalog(of bundles: [ContentBundle], sourceLanguage: String = "en") -> StringCatalog {
        var strings: [String: StringCatalog.Entry] = [:]
        func add(_ key: String, _ text: String?) {
            guard let text, !text.isEmpty, strings[key] == nil else { return }
            strings[key] = StringCatalog.Entry(comment: nil, localizations: [
                sourceLanguage: .init(stringUnit: .init(state: "translated", value: text)),
                identifier: .init(stringUnit: .init(state: "translated", value: pseudo(text))),
            ])
        }
        for bundle in bundles {
            for s in bundle.standards { add(StringKey.standardDescription(s.code), s.description) }
            for u in bundle.units {
                add(StringKey.unitTitle(u.id), u.title)
                add(StringKey.unitRemediation(u.id), u.remediation?.note)
            }
            for s in bundle.skills {
                add(StringKey.skillName(s.id), s.name)
                add(StringKey.skillRemediation(s.id), s.remediation?.note)
            }
            for b in bundle.badges?.badges ?? [] {
                add(StringKey.badgeName(b.id), b.name)
                for (i, level) in b.levels.enumerated() { add(StringKey.badgeLevel(b.id, i + 1), level.name) }
            }
            for lesson in bundle.lessons {
                add(StringKey.lessonTitle(lesson.metadata.id), lesson.metadata.title)
                for item in lesson.items {
                    let id = item.fullId
                    add(StringKey.prompt(id), item.prompt)
                    for (n, option) in (item.options ?? []).enumerated() {
                        // As the bundle's own catalog: numbers and symbols are not translated.
                        guard case .string(let text) = option, text.contains(where: \.isLetter) else { continue }
                        add(StringKey.option(id, n + 1), text)
                    }
                    for (n, hint) in item.hints.enumerated() { add(StringKey.hint(id, n + 1), hint) }
                    add(StringKey.feedbackCorrect(id), item.feedback.correct)
                    add(StringKey.feedbackIncorrect(id), item.feedback.incorrect)
                    add(StringKey.alt(id), item.image?.alt)
                }
            }
        }
        return StringCatalog(sourceLanguage: sourceLanguage, strings: strings)
    }
}
