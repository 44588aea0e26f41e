/// A user-facing string of a bundle, under its `StringKey`. The English text is stored once, in
/// the records (`items.json`, `units.json`, …); a translation is stored under the same key in
/// `strings/<locale>.json`. This one enumeration is what the compiler writes the translators'
/// String Catalog from and what the app looks strings up by, so the two cannot disagree.
public struct BundleString: Sendable, Hashable {
    public enum Kind: String, Sendable, CaseIterable {
        case standardDescription, unitTitle, unitRemediation, skillName, skillRemediation, badgeName, badgeLevel
        case lessonTitle, prompt, option, hint, feedbackCorrect, feedbackIncorrect, alt
        /// A word the item shows: a tile, a group, an object's name (`ItemLabels`).
        case label
    }

    public var key: String
    public var text: String
    public var kind: Kind

    public init(key: String, text: String, kind: Kind) {
        self.key = key
        self.text = text
        self.kind = kind
    }

    /// Empty texts are not strings anyone sees.
    static func make(_ key: String, _ text: String?, _ kind: Kind) -> BundleString? {
        guard let text, !text.isEmpty else { return nil }
        return BundleString(key: key, text: text, kind: kind)
    }
}

extension StandardRecord {
    public var localizableStrings: [BundleString] {
        [BundleString.make(StringKey.standardDescription(code), description, .standardDescription)].compactMap { $0 }
    }
}

extension UnitRecord {
    public var localizableStrings: [BundleString] {
        [
            BundleString.make(StringKey.unitTitle(id), title, .unitTitle),
            BundleString.make(StringKey.unitRemediation(id), remediation?.note, .unitRemediation),
        ].compactMap { $0 }
    }
}

extension SkillRecord {
    public var localizableStrings: [BundleString] {
        [
            BundleString.make(StringKey.skillName(id), name, .skillName),
            BundleString.make(StringKey.skillRemediation(id), remediation?.note, .skillRemediation),
        ].compactMap { $0 }
    }
}

extension BadgeRecord {
    public var localizableStrings: [BundleString] {
        [BundleString.make(StringKey.badgeName(id), name, .badgeName)].compactMap { $0 }
            + levels.enumerated().compactMap { BundleString.make(StringKey.badgeLevel(id, $0.offset + 1), $0.element.name, .badgeLevel) }
    }
}

extension LessonMetadata {
    public var localizableStrings: [BundleString] {
        [BundleString.make(StringKey.lessonTitle(id), title, .lessonTitle)].compactMap { $0 }
    }
}

extension ItemRecord {
    /// Prompt, options with words in them (numbers, times and symbols read the same in every
    /// language), hints, feedback, the picture's text alternative and the labels with words in them.
    public var localizableStrings: [BundleString] {
        var out: [BundleString?] = [BundleString.make(StringKey.prompt(fullId), prompt, .prompt)]
        for (n, option) in (options ?? []).enumerated() {
            guard case .string(let text) = option, text.contains(where: \.isLetter) else { continue }
            out.append(BundleString.make(StringKey.option(fullId, n + 1), text, .option))
        }
        for (n, hint) in hints.enumerated() { out.append(BundleString.make(StringKey.hint(fullId, n + 1), hint, .hint)) }
        out.append(BundleString.make(StringKey.feedbackCorrect(fullId), feedback.correct, .feedbackCorrect))
        out.append(BundleString.make(StringKey.feedbackIncorrect(fullId), feedback.incorrect, .feedbackIncorrect))
        out.append(BundleString.make(StringKey.alt(fullId), image?.alt, .alt))
        var keys = Set<String>()
        for text in ItemLabels.texts(type: type, fields: fields) where ItemLabels.isTranslated(text) {
            let key = StringKey.label(fullId, text)
            if keys.insert(key).inserted { out.append(BundleString.make(key, text, .label)) }
        }
        return out.compactMap { $0 }
    }
}

extension ContentBundle {
    /// Every user-facing string of the bundle in its source language, in file order.
    public var sourceStrings: [BundleString] {
        var out: [BundleString] = []
        for standard in standards { out += standard.localizableStrings }
        for unit in units { out += unit.localizableStrings }
        for skill in skills { out += skill.localizableStrings }
        for lesson in lessons {
            out += lesson.metadata.localizableStrings
            for item in lesson.items { out += item.localizableStrings }
        }
        for badge in badges?.badges ?? [] { out += badge.localizableStrings }
        return out
    }

    /// The bundle's strings in `locale`, each falling back to the source text where the locale
    /// has no translation. Build it once and look strings up by key:
    ///
    ///     let spanish = bundle.localizedStrings("es-US")
    ///     let prompt = spanish[StringKey.prompt(item.fullId)] ?? item.prompt
    public func localizedStrings(_ locale: String) -> [String: String] {
        var out: [String: String] = [:]
        for string in sourceStrings where out[string.key] == nil { out[string.key] = string.text }
        if let translated = locales[locale] {
            for (key, text) in translated.strings where out[key] != nil { out[key] = text }
        }
        return out
    }
}
