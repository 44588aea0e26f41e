/// Every locale's translations, as the curriculum's translation files hold them
/// (`l10n/<locale>.xcstrings`, docs/localization.md). A compiled catalog has them
/// (`Catalog.translations`); with the catalog's `SourceStrings` they say, per locale, which
/// strings are translated for today's English and how complete the locale is.
///
///     let sources = SourceStrings(compilation.catalog)
///     let spanish = compilation.catalog.translations["es-US"]
///     spanish?.status(against: sources).percentComplete        // 0…100
///     spanish?.usableValue(for: key, source: sources[key]!.text)  // a translation to ship, or nil
package struct Translations: Sendable {
    /// One file per locale, sorted by locale; a second file for a locale is left out.
    package private(set) var files: [TranslationFile] = []
    /// Files left out because another file has their locale (`es-us.xcstrings` beside
    /// `es-US.xcstrings`: one locale, BCP 47 ignores case), each with the path of the one read.
    package private(set) var leftOut: [(file: TranslationFile, kept: String)] = []

    package init(_ files: [TranslationFile] = []) {
        for file in files { add(file) }
    }

    /// Adds a file; of two for one locale, the one named in canonical case is read, else the first.
    mutating func add(_ file: TranslationFile) {
        if let n = files.firstIndex(where: { $0.locale == file.locale }) {
            if !files[n].hasCanonicalName && file.hasCanonicalName {
                leftOut.append((files[n], file.path))
                files[n] = file
            } else {
                leftOut.append((file, files[n].path))
            }
            return
        }
        files.append(file)
        files.sort { $0.locale < $1.locale }
    }

    package var locales: [String] { files.map(\.locale) }
    package var isEmpty: Bool { files.isEmpty }

    /// The file of a locale, matched ignoring case (`es-us` finds `es-US`).
    package subscript(locale: String) -> TranslationFile? {
        let canonical = LocaleTag.canonical(locale)
        return files.first { $0.locale == canonical }
    }

    /// The unit for a key in a locale, whatever its state.
    package func unit(_ key: String, locale: String) -> TranslationUnit? { self[locale]?[key] }
}

/// Where one source string stands in a locale.
package enum TranslationProgress: String, Sendable {
    /// Translated from today's English, and marked translated: ready to ship.
    case translated
    /// Has a translation that someone marked for review, or left `new`, or one carried over
    /// from English that changed only in its numbers (`TranslationMemory`).
    case needsReview = "needs_review"
    /// Translated from English that has changed since, or marked stale.
    case stale
    /// No translation at all.
    case missing

    /// How a unit stands against today's English (`source`); nil unit is missing. Given the
    /// translation's `language`, a unit whose English changed only in its numbers needs review
    /// rather than being stale: it is carried over (`carried(_:source:language:)`).
    package init(_ unit: TranslationUnit?, source: String, language: String? = nil) {
        guard let unit, !unit.value.value.isEmpty else {
            self = .missing
            return
        }
        if let language, Self.carried(unit, source: source, language: language) != nil {
            self = .needsReview
        } else if !unit.isTranslation(of: source) || unit.state.value == .stale {
            self = .stale
        } else if unit.state.value == .translated {
            self = .translated
        } else {
            self = .needsReview
        }
    }
}

extension TranslationProgress {
    /// The unit's translation with today's numbers, when its English changed only in them and
    /// it was not marked stale by hand.
    package static func carried(_ unit: TranslationUnit, source: String, language: String) -> String? {
        guard unit.state.value != .stale, let before = unit.source?.value, !unit.isTranslation(of: source) else { return nil }
        return TranslationMemory.carried(unit.value.value, from: before, to: source, language: language)
    }
}

/// How complete a locale is: each source string counted once, by `TranslationProgress`.
package struct TranslationStatus: Sendable, Equatable {
    package var locale: String
    package var total = 0
    package var translated = 0
    package var needsReview = 0
    package var stale = 0
    package var missing = 0
    /// Units whose key no longer names a source string.
    package var unknown = 0

    /// Translated strings as a share of all, in percent, rounded down to one decimal so 99.96 %
    /// never shows as 100.
    package var percentComplete: Double {
        total == 0 ? 100 : Double(translated * 1000 / total) / 10
    }

    /// Every source string is translated for today's English.
    package var isComplete: Bool { translated == total }
}

extension TranslationFile {
    /// The translation to ship for `key` when the English is `source`: a unit marked translated,
    /// translated from exactly this English, and not empty. Anything else falls back to English.
    package func usableValue(for key: String, source: String) -> String? {
        guard let unit = self[key], TranslationProgress(unit, source: source) == .translated else { return nil }
        return unit.value.value
    }

    /// The locale's progress over every source string.
    package func status(against sources: SourceStrings) -> TranslationStatus {
        var status = TranslationStatus(locale: locale)
        let language = Self.language(of: locale)
        for s in sources.strings {
            status.total += 1
            switch TranslationProgress(self[s.key], source: s.text, language: language) {
            case .translated: status.translated += 1
            case .needsReview: status.needsReview += 1
            case .stale: status.stale += 1
            case .missing: status.missing += 1
            }
        }
        status.unknown = units.filter { sources[$0.key.value] == nil }.count
        return status
    }
}

extension SourceStrings {
    /// A locale with no translation file: every string missing.
    package func status(locale: String) -> TranslationStatus {
        TranslationStatus(locale: locale, total: count, missing: count)
    }
}
