/// What a reviewer signs off (docs/reviews.md): the content of an item (a teacher's read), its
/// accessibility (an accessibility pass), or its translation into one locale (a bilingual
/// check). Content and accessibility approve the item's bundle record; a translation review
/// approves the item's strings in its locale, so an edit of the Spanish alone lapses only it.
package enum ReviewKind: Hashable, Sendable, Comparable, CustomStringConvertible {
    case content
    case accessibility
    /// A locale in BCP 47's canonical case (`es-US`).
    case translation(locale: String)

    /// The kind as records and `--kind` write it: `content`, `accessibility`, `translation-es-US`.
    package var name: String {
        switch self {
        case .content: "content"
        case .accessibility: "accessibility"
        case .translation(let locale): Self.translationPrefix + locale
        }
    }

    package var description: String { name }

    /// "content review", "es-US translation review": how messages name it.
    package var phrase: String {
        switch self {
        case .content, .accessibility: "\(name) review"
        case .translation(let locale): "\(locale) translation review"
        }
    }

    static let translationPrefix = "translation-"

    /// The names `--kind` takes, as help and "did you mean" list them.
    package static let examples = ["content", "accessibility", "translation-es-US"]

    /// A kind from its name; a translation's locale is read whatever its case (`translation-es-us`).
    package init?(_ name: String) {
        switch name {
        case "content": self = .content
        case "accessibility": self = .accessibility
        default:
            guard name.hasPrefix(Self.translationPrefix) else { return nil }
            let locale = String(name.dropFirst(Self.translationPrefix.count))
            guard TranslationFile.isLocale(locale) else { return nil }
            self = .translation(locale: LocaleTag.canonical(locale))
        }
    }

    /// Content and accessibility approve what the bundle holds of the item; a translation
    /// review, what its locale's strings hold.
    package var locale: String? {
        if case .translation(let locale) = self { return locale }
        return nil
    }

    package static func < (a: ReviewKind, b: ReviewKind) -> Bool { a.name < b.name }
}
