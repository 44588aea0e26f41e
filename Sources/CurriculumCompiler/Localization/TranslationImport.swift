/// A translation delivered from outside (a translator's String Catalog or XLIFF), read into
/// units located in that file, then merged into the locale's translation file.
public struct TranslationImport: Sendable {
    /// One delivered translation.
    public struct Unit: Sendable {
        public var key: Located<String>
        public var locale: String
        /// The English the translator translated (`en` value, `<source>`), if the file says.
        public var source: String?
        public var value: String
        public var state: TranslationState
        /// Where the translation is in the delivered file.
        public var location: SourceLocation
    }

    public var units: [Unit] = []
    /// The locales the file translates into.
    public var locales: [String] = []
    /// What could not be read, located in the delivered file.
    public var diagnostics: [Diagnostic] = []

    /// Reads a delivered file as a String Catalog when it starts with `{` and as XLIFF when it
    /// starts with `<`, whatever its name.
    public init(_ file: SourceFile, limits: LoadLimits = LoadLimits()) {
        let first = file.bytes.first { ![0x20, 0x0A, 0x0D, 0x09, 0xEF, 0xBB, 0xBF].contains($0) }
        switch first {
        case UInt8(ascii: "{"): readCatalog(file, limits: limits)
        case UInt8(ascii: "<"): readXLIFF(file)
        default:
            diagnostics.append(L10nFormat.diagnostic(
                at: .file(file.path), "the file is neither a String Catalog (JSON, starting with '{') nor XLIFF (XML, starting with '<')"))
        }
        for locale in locales where !TranslationFile.isLocale(locale) {
            diagnostics.append(L10nFormat.diagnostic(at: .file(file.path), "'\(locale)' is not a locale such as es-US; nothing for it is taken"))
        }
        units.removeAll { !TranslationFile.isLocale($0.locale) }
        locales.removeAll { !TranslationFile.isLocale($0) }
    }

    private mutating func readCatalog(_ file: SourceFile, limits: LoadLimits) {
        let (root, loading) = YAMLLoader(limits: limits, json: true).load(file)
        diagnostics += loading
        guard let root, !loading.contains(where: { $0.severity == .error }) else { return }
        var decoder = TranslationFileDecoder(source: file, root: root)
        let pairs = decoder.strings()
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
            guard let locale = file.attribute("target-language"), !locale.isEmpty else {
                problem(file.line, file.column, "<file> has no target-language: nothing says which locale it translates into")
                continue
            }
            if let source = file.attribute("source-language"), TranslationFile.language(of: source) != "en" {
                problem(file.line, file.column, "source-language is '\(source)'; the curriculum's strings are English (en)")
                continue
            }
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
    public struct Merge: Sendable {
        public var locale: String
        /// The translation file's new text.
        public var text: String
        public var taken = 0
        public var diagnostics: [Diagnostic] = []
    }

    /// Merges this file's units for `locale` into `existing` (the locale's translation file, if
    /// any). A unit is taken when its key names a source string; one translated from English that
    /// has changed since is taken as needs_review, keeping the English it was made from so it
    /// stays stale, unless the repository already holds a translation of today's English, which
    /// it must not overwrite. Findings are in the delivered file; what was not taken is an error.
    public func merge(locale: String, into existing: TranslationFile?, sources: SourceStrings) -> Merge {
        var result = Merge(locale: locale, text: "")
        var entries: [String: (source: String?, value: String, state: TranslationState, comment: String?)] = [:]
        for unit in existing?.units ?? [] {
            entries[unit.key.value] = (unit.source?.value, unit.value.value, unit.state.value, unit.comment)
        }
        var keys: SuggestionIndex?  // built at the first unknown key
        for unit in units where unit.locale == locale {
            let key = unit.key.value
            guard let source = sources[key] else {
                let index = keys ?? SuggestionIndex(sources.strings.map(\.key))
                keys = index
                var d = L10nUnknownKey.diagnostic(at: unit.key.location, length: unit.key.length, L10nUnknownKey.message(for: key, in: index) + "; not taken")
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
                if let current = existing?[key], TranslationProgress(current, source: source.text) == .translated {
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
            entries[key] = (translatedFrom, unit.value, state, source.note)
            result.taken += 1
        }
        result.text = StringCatalogText.render(entries.map { key, e in
            var localizations: [String: (state: TranslationState, value: String)] = [locale: (e.state, e.value)]
            if let source = e.source { localizations["en"] = (.translated, source) }
            return StringCatalogText.Entry(key: key, comment: sources[key]?.note ?? e.comment, localizations: localizations)
        })
        return result
    }
}
