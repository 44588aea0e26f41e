import CurriculumModel

/// The state of a translation, as Xcode's String Catalog writes it.
package enum TranslationState: String, Sendable, CaseIterable {
    /// Not translated yet (the value may be empty).
    case new
    case translated
    /// Translated, but someone should look at it again.
    case needsReview = "needs_review"
    /// Translated from English that has changed since.
    case stale
}

/// One translated string of a locale: the translation, its state, and the English it was
/// translated from, each located in the translation file.
package struct TranslationUnit: Sendable {
    package var key: Located<String>
    package var value: Located<String>
    package var state: Located<TranslationState>
    /// The `en` value stored beside the translation: the English it was translated from. Nil
    /// when the file does not say.
    package var source: Located<String>?
    package var comment: String?

    package init(
        key: Located<String>, value: Located<String>, state: Located<TranslationState>, source: Located<String>?, comment: String? = nil
    ) {
        self.key = key
        self.value = value
        self.state = state
        self.source = source
        self.comment = comment
    }

    /// Whether it was translated from `english`: the same words, however they are spaced, since
    /// a space fixed in the English gives a translator nothing to do.
    package func isTranslation(of english: String) -> Bool {
        guard let source else { return false }
        return source.value == english || Self.words(source.value) == Self.words(english)
    }

    private static func words(_ text: String) -> [Substring] {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
    }

    /// A short SHA-256 of the English it was translated from (`SourceHash`).
    package var sourceHash: String? { source.map { SourceHash.of($0.value) } }
}

/// The first 12 hex digits of the SHA-256 of a source text's UTF-8: enough to tell two versions
/// of a string apart at a glance in `l10n status` and XLIFF, computed from the text itself so it
/// is never stored beside it and cannot drift from it (docs/localization.md#the-source-hash).
package enum SourceHash {
    package static func of(_ text: String) -> String {
        String(SHA256.hex(SHA256.hash(Array(text.utf8))).prefix(12))
    }
}

/// One locale's translation file, `l10n/<locale>.xcstrings`: a String Catalog whose entries hold
/// the English (`en`) each translation was made from and the translation.
package struct TranslationFile: Sendable {
    /// In BCP 47's canonical case (`LocaleTag`), whatever the file name's case.
    package var locale: String
    package var path: String
    /// The file's source language (`sourceLanguage`), `en`.
    package var sourceLanguage: String
    /// Where `sourceLanguage` is written, when it is.
    package var sourceLanguageLocation: Located<String>?
    /// By key, in the file's order.
    package var units: [TranslationUnit]
    /// Locales other than its own and English that entries of the file hold (never read as
    /// translations of its locale): the first place each is written, and in how many entries.
    package var otherLocales: [(locale: Located<String>, count: Int)] = []
    private var index: [String: Int]

    package init(locale: String, path: String, sourceLanguage: String = "en", units: [TranslationUnit]) {
        self.locale = LocaleTag.canonical(locale)
        self.path = path
        self.sourceLanguage = sourceLanguage
        self.units = []
        index = [:]
        for unit in units where index[unit.key.value] == nil {
            index[unit.key.value] = self.units.count
            self.units.append(unit)
        }
    }

    package subscript(key: String) -> TranslationUnit? { index[key].map { units[$0] } }

    /// The extension of translation files.
    package static let fileExtension = ".xcstrings"

    /// The locale a translation file is for, from its name: `l10n/es-US.xcstrings` → `es-US`.
    package static func locale(ofPath path: String) -> String? {
        guard path.hasSuffix(fileExtension) else { return nil }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let locale = String(name.dropLast(fileExtension.count))
        return isLocale(locale) ? locale : nil
    }

    /// A BCP 47 tag as file names and String Catalogs use it: `es`, `es-US`, `zh-Hans`, `en-XA`.
    package static func isLocale(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return parts.dropFirst().allSatisfy { part in
            (1...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }

    /// The language of a locale: `es-US` → `es`.
    package static func language(of locale: String) -> String {
        String(locale.split(separator: "-").first ?? Substring(locale)).lowercased()
    }
}

extension TranslationFile {
    /// Whether the file's name spells its locale in canonical case (`es-US.xcstrings`).
    var hasCanonicalName: Bool { Self.locale(ofPath: path) == locale }
}
