/// The language narration speaks a line in. Only the words change: every language maps the same
/// symbols, so what is unspeakable (COPY-UNSPEAKABLE-SYMBOL) does not depend on it.
package enum SpeechLanguage: String, Sendable, CaseIterable {
    case english = "en"
    case spanish = "es"

    /// The language of a manifest's `locale`: `es`, `es-US`, `es_MX` → Spanish; anything else
    /// (`en-US`, an unknown or empty locale) → English, the language the compiler reads.
    package init(locale: String) {
        let language = locale.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "_" })
            .first.map { $0.lowercased() }
        self = language == "es" ? .spanish : .english
    }

    var vocabulary: SpeechVocabulary {
        switch self {
        case .english: .english
        case .spanish: .spanish
        }
    }
}
