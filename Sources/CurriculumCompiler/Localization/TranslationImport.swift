import CurriculumSyntax

/// A translation delivered from outside (a translator's String Catalog or XLIFF), read into
/// units located in that file, then merged into the locale's translation file.
package struct TranslationImport: Sendable {
    /// One delivered translation.
    package struct Unit: Sendable {
        package var key: Located<String>
        package var locale: String
        /// The English the translator translated (`en` value, `<source>`), if the file says.
        package var source: String?
        package var value: String
        package var state: TranslationState
        /// Where the translation is in the delivered file.
        package var location: SourceLocation
    }

    package var units: [Unit] = []
    /// The locales the file translates into.
    package var locales: [String] = []
    /// What could not be read, located in the delivered file.
    package var diagnostics: [Diagnostic] = []

    /// Reads a delivered file as a String Catalog when it starts with `{` and as XLIFF when it
    /// starts with `<`, whatever its name; a file named `.xcstrings` or `.json` that starts with
    /// anything else is a String Catalog that is not JSON, and says where.
    package init(_ file: SourceFile, limits: LoadLimits = LoadLimits()) {
        let first = file.bytes.first { ![0x20, 0x0A, 0x0D, 0x09, 0xEF, 0xBB, 0xBF].contains($0) }
        let lowered = file.path.lowercased()
        switch first {
        case UInt8(ascii: "{"): readCatalog(file, limits: limits)
        case UInt8(ascii: "<"): readXLIFF(file)
        case _ where lowered.hasSuffix(TranslationFile.fileExtension) || lowered.hasSuffix(".json"): readCatalog(file, limits: limits)
        default:
            diagnostics.append(L10nFormat.diagnostic(
                at: .file(file.path), "the file is neither a String Catalog (JSON, starting with '{') nor XLIFF (XML, starting with '<')"))
        }
        for locale in locales where !TranslationFile.isLocale(locale) {
            diagnostics.append(L10nFormat.diagnostic(at: .file(file.path), "'\(locale)' is not a locale such as es-US; nothing for it is taken"))
        }
        units.removeAll { !TranslationFile.isLocale($0.locale) }
        locales.removeAll { !TranslationFile.isLocale($0) }
        removeRepeats()
    }

    /// A unit delivered twice for one key and locale (`es-us` and `es-US` are one locale) is
    /// taken once when both say the same, and is an error when they differ: which one the
    /// translator meant cannot be known, and the last one winning silently lost the other.
    private mutating func removeRepeats() {
        var first: [String: Unit] = [:]
        units = units.filter { unit in
            let slot = unit.locale + "\u{0}" + unit.key.value
            guard let earlier = first[slot] else {
                first[slot] = unit
                return true
            }
            if earlier.value != unit.value || earlier.state != unit.state || earlier.source != unit.source {
                diagnostics.append(L10nFormat.diagnostic(
                    at: unit.location,
                    "\(unit.key.value) is delivered twice for \(unit.locale), and the two differ (\(unit.state.rawValue) \(unit.value.quotedForMessage()) here, \(earlier.state.rawValue) \(earlier.value.quotedForMessage()) before); keep one",
                    notes: [.init("first delivered here", at: earlier.location)]))
            }
            return false
        }
    }

    private mutating func readCatalog(_ file: SourceFile, limits: LoadLimits) {
        let (root, loading) = YAMLLoader(limits: limits, json: true).load(file)
        diagnostics += loading
        guard let root, !loading.contains(where: { $0.severity == .error }) else { return }
        var decoder = TranslationFileDecoder(source: file, root: root)
        let pairs = decoder.strings()
        if let language = decoder.writtenSourceLanguage, TranslationFile.language(of: decoder.sourceLanguage) != "en" {
            diagnostics.append(L10nFormat.diagnostic(
                at: decoder.at(language), length: language.span,
                "sourceLanguage is '\(decoder.sourceLanguage)'; the curriculum's strings are English (en)"))
            return
        }
        locales = decoder.locales(in: pairs)
        for (n, locale) in locales.enumerated() {
            for unit in decoder.units(of: locale, in: pairs, check: n == 0) {
                units.append(Unit(
                    key: unit.key, locale: locale, source: unit.source?.value, value: unit.value.value, state: unit.state.value,
                    location: unit.value.location))
            }
        }
        if locales.isEmpty, !pairs.isEmpty {
            decoder.diagnostics.append(L10nFormat.diagnostic(
                at: .file(file.path), "the catalog holds no translation: no localization other than \(decoder.sourceLanguage)"))
        }
        diagnostics += decoder.diagnostics
    }

    private mutating func readXLIFF(_ file: SourceFile) {
        let path = file.path
        func problem(_ line: Int, _ column: Int, _ message: String) {
            diagnostics.append(L10nFormat.diagnostic(at: SourceLocation(path: path, line: line, column: column), message))
        }
        let root: XMLElement
        switch XMLReader.parse(String(decoding: file.bytes, as: UTF8.self)) {
        case .success(let r): root = r
        case .failure(let f):
            problem(f.line, f.column, "malformed XML: \(f.message)")
            return
        }
        guard root.localName == "xliff" else {
            problem(root.line, root.column, "the root element is <\(root.name)>; XLIFF starts with <xliff version=\"1.2\">")
            return
        }
        if root.attribute("version") != "1.2" {
            problem(root.line, root.column, "XLIFF version \(root.attribute("version").map { "'\($0)'" } ?? "missing"); only 1.2 is read")
            return
        }
        for file in root.elements where file.localName == "file" {
            guard let written = file.attribute("target-language"), !written.isEmpty else {
                problem(file.line, file.column, "<file> has no target-language: nothing says which locale it translates into")
                continue
            }
            if let source = file.attribute("source-language"), TranslationFile.language(of: source) != "en" {
                problem(file.line, file.column, "source-language is '\(source)'; the curriculum's strings are English (en)")
                continue
            }
            let locale = LocaleTag.canonical(written)
            if !locales.contains(locale) { locales.append(locale) }
            var pending = file.elements
            var unitsFound: [XMLElement] = []
            while !pending.isEmpty {
                let e = pending.removeFirst()
                if e.localName == "trans-unit" { unitsFound.append(e) } else { pending.insert(contentsOf: e.elements, at: 0) }
            }
            for u in unitsFound {
                let at = SourceLocation(path: path, line: u.line, column: u.column)
                guard let key = u.attribute("resname") ?? u.attribute("id"), !key.isEmpty else {
                    problem(u.line, u.column, "<trans-unit> has no id")
                    continue
                }
                guard let target = u.first("target") else { continue }  // not translated: nothing to take
                let qualifier = target.attribute("state-qualifier")
                let state: TranslationState
                if let written = target.attribute("state") {
                    guard let mapped = XLIFFText.state(xliff: written, qualifier: qualifier) else {
                        problem(target.line, target.column, "unknown XLIFF state '\(written)' for '\(key)'; it is not taken")
                        continue
                    }
                    state = mapped
                } else {
                    state = target.text.isEmpty ? .new : .translated
                }
                units.append(Unit(
                    key: Located(key, at: at), locale: locale, source: u.first("source")?.text, value: target.text, state: state,
                    location: SourceLocation(path: path, line: target.line, column: target.column)))
            }
        }
        if locales.isEmpty { problem(root.line, root.column, "the XLIFF holds no <file> with a target-language") }
    }

    /// The outcome of merging one locale.
    package struct Merge: Sendable {
        package var locale: String
        /// The translation file's new text.
        package var text: String
        package var taken = 0
        package var diagnostics: [Diagnostic] = []
    }

    /// Merges this file's units for `locale` into `existing`, the bytes of the locale's
    /// translation file as they are now (nil when there is none yet). A unit is taken when its
    /// key names a source string; one translated from English that has changed since is taken
    /// as needs_review, keeping the English it was made from so it stays stale, unless the
    /// repository already holds a translation of today's English, which it must not overwrite.
    /// Everything else the file holds is carried over as it was: the entries and the units the
    /// import does not replace. Findings are in the delivered file, but for a translation file
    /// that cannot be rewritten without losing what it holds (any error in it), which is
    /// refused; the caller writes nothing when any finding is an error.
    package func merge(locale: String, into existing: SourceFile?, sources: SourceStrings, keys: SuggestionIndex) -> Merge {
        var result = Merge(locale: locale, text: "")
        var entries: [String: StringCatalogText.Entry] = [:]
        var current: TranslationFile?
        if let existing {
            guard let read = Self.readForRewriting(existing, locale: locale, into: &result.diagnostics) else { return result }
            current = read.file
            for entry in read.entries { entries[entry.key] = entry }
        }
        for unit in units where unit.locale == locale {
            let key = unit.key.value
            guard let source = sources[key] else {
                var d = L10nUnknownKey.diagnostic(at: unit.key.location, length: unit.key.length, L10nUnknownKey.message(for: key, in: keys) + "; not taken")
                d.severity = .error
                result.diagnostics.append(d)
                continue
            }
            if unit.value.isEmpty && unit.state == .new { continue }
            guard let translatedFrom = unit.source else {
                result.diagnostics.append(L10nFormat.diagnostic(
                    at: unit.location, "\(key) does not say which English it was translated from (no en value or <source>); not taken"))
                continue
            }
            var state = unit.state
            if translatedFrom != source.text {
                if let now = current?[key], TranslationProgress(now, source: source.text) == .translated {
                    var d = L10nStale.diagnostic(
                        at: unit.location,
                        "\(key) was translated from \(translatedFrom.quotedForMessage()), but the English is now \(source.text.quotedForMessage()), and the repository has a translation of today's English; not taken")
                    d.severity = .error
                    result.diagnostics.append(d)
                    continue
                }
                state = .needsReview
                result.diagnostics.append(L10nStale.diagnostic(
                    at: unit.location,
                    "\(key) was translated from \(translatedFrom.quotedForMessage()), but the English is now \(source.text.quotedForMessage()); taken as needs_review, and stale until translated again",
                    notes: [.init(L10nStale.change(from: translatedFrom, to: source.text))]))
            }
            var entry = entries[key] ?? StringCatalogText.Entry(key: key, comment: nil, localizations: [:])
            // The unit replaces its locale's translation and the English it was made from, whatever their case.
            entry.localizations = entry.localizations.filter { !LocaleTag.same($0.key, locale) && !LocaleTag.same($0.key, "en") }
            entry.localizations[locale] = (state, unit.value)
            entry.localizations["en"] = (.translated, translatedFrom)
            entries[key] = entry
            result.taken += 1
        }
        result.text = StringCatalogText.render(entries.values.map { e in
            var e = e
            e.comment = sources[e.key]?.note ?? e.comment
            return e
        })
        return result
    }

    /// The repository's translation file of `locale`, read whole for rewriting: its units (for
    /// the older-translation check) and every entry with every localization (to carry over). Nil,
    /// with a finding, when it has an error: rewriting it would drop what could not be read.
    static func readForRewriting(_ existing: SourceFile, locale: String, into diagnostics: inout [Diagnostic])
        -> (file: TranslationFile, entries: [StringCatalogText.Entry])?
    {
        func refuse(_ why: String) -> (file: TranslationFile, entries: [StringCatalogText.Entry])? {
            diagnostics.append(L10nFormat.diagnostic(
                at: .file(existing.path), "\(existing.path) \(why) (run `curriculum lint`); fix it before importing into it: rewriting it would lose what it holds"))
            return nil
        }
        let (root, loading) = YAMLLoader(json: true).load(existing)
        let (file, found) = TranslationFileDecoder.decode(existing, root: root, loading: loading)
        guard let root, let file, !found.contains(where: { $0.severity == .error }) else { return refuse("has errors") }
        guard file.locale == LocaleTag.canonical(locale) else { return refuse("is named for \(file.locale), not \(locale)") }
        if let other = file.otherLocales.first {
            return refuse("holds \(other.locale.value) translations besides \(file.locale)'s [L10N-LOCALE]")
        }
        guard TranslationFile.language(of: file.sourceLanguage) == "en" else { return refuse("has the sourceLanguage '\(file.sourceLanguage)' [L10N-LOCALE]") }
        var decoder = TranslationFileDecoder(source: existing, root: root)
        return (file, decoder.entries(in: decoder.strings()))
    }
}
