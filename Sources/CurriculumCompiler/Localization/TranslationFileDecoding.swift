import CurriculumSyntax

/// Reads a String Catalog's node tree (loaded by the YAML loader in JSON mode, so every node
/// has its line and column) into a `TranslationFile` for one locale. Every shape problem is an
/// L10N-FORMAT finding at the node, and what can be read is still read.
struct TranslationFileDecoder {
    let source: SourceFile
    let root: Node
    var diagnostics: [Diagnostic] = []
    /// Locales other than the source language and the one being read, with the first place each
    /// is written and how many entries have it (found while checking).
    var otherLocales: [(locale: Located<String>, count: Int)] = []

    init(source: SourceFile, root: Node) {
        self.source = source
        self.root = root
    }

    func at(_ node: Node) -> SourceLocation { source.location(node.mark) }

    mutating func problem(_ node: Node, _ message: String) {
        diagnostics.append(L10nFormat.diagnostic(at: at(node), length: node.span, message))
    }

    /// The strings mapping, after checking the catalog's top level.
    mutating func strings() -> [Node.Pair] {
        guard let top = root.mapping else {
            problem(root, "a String Catalog is a JSON object with sourceLanguage, strings and version; this is \(root.typeName)")
            return []
        }
        if let language = root["sourceLanguage"] {
            if language.string == nil { problem(language, "sourceLanguage must be a string such as \"en\"") }
        } else {
            problem(root, "the catalog has no sourceLanguage; Xcode writes \"sourceLanguage\" : \"en\"")
        }
        if let version = root["version"], version.string == nil { problem(version, "version must be a string such as \"1.0\"") }
        for pair in top {
            guard let name = pair.key.string, !["sourceLanguage", "strings", "version"].contains(name) else { continue }
            problem(pair.key, "unknown field '\(name)' in a String Catalog; expected sourceLanguage, strings and version")
        }
        guard let strings = root["strings"] else {
            problem(root, "the catalog has no strings")
            return []
        }
        guard let pairs = strings.mapping else {
            problem(strings, "strings must be an object from key to entry; this is \(strings.typeName)")
            return []
        }
        return pairs
    }

    var sourceLanguage: String { root["sourceLanguage"]?.string ?? "en" }
    /// The `sourceLanguage` as written, when it is written as text.
    var writtenSourceLanguage: Node? { root["sourceLanguage"].flatMap { $0.string == nil ? nil : $0 } }

    /// Every locale the entries translate into, but the source language, in order of appearance,
    /// in canonical case: `es-us` and `es-US` are one locale (BCP 47).
    func locales(in pairs: [Node.Pair]) -> [String] {
        var out: [String] = []
        var seen = Set<String>()
        for pair in pairs {
            for l in pair.value["localizations"]?.mapping ?? [] {
                guard let name = l.key.string, !LocaleTag.same(name, sourceLanguage) else { continue }
                let locale = LocaleTag.canonical(name)
                if seen.insert(locale).inserted { out.append(locale) }
            }
        }
        return out
    }

    /// The localization of `locale` in an entry's localizations, matched ignoring case; a second
    /// one differing only in case is an L10N-FORMAT finding, since only one can be read.
    private mutating func localization(_ locale: String, in localizations: Node, key: String, check: Bool) -> Node? {
        var found: Node.Pair?
        for pair in localizations.mapping ?? [] {
            guard let name = pair.key.string, LocaleTag.same(name, locale) else { continue }
            guard let first = found else {
                found = pair
                continue
            }
            if check {
                problem(pair.key, "'\(key)' has a second localization for \(locale), '\(name)' beside '\(first.key.string ?? "")'; locales are the same whatever their case, keep one")
            }
        }
        return found?.value
    }

    /// The units of `locale`, checking every entry's shape on the way (once, whatever the locale).
    mutating func units(of locale: String, in pairs: [Node.Pair], check: Bool = true) -> [TranslationUnit] {
        var units: [TranslationUnit] = []
        for pair in pairs {
            guard let key = pair.key.string else { continue }
            let entry = pair.value
            let located = Located(key, at: at(pair.key), length: pair.key.span)
            guard entry.mapping != nil else {
                if check { problem(entry, "the entry for '\(key)' must be an object with comment, extractionState and localizations") }
                continue
            }
            let comment = entry["comment"]?.string
            if check, let c = entry["comment"], c.string == nil { problem(c, "comment must be a string") }
            guard let localizations = entry["localizations"] else { continue }
            guard localizations.mapping != nil else {
                if check { problem(localizations, "localizations must be an object from language to stringUnit") }
                continue
            }
            let english = unit(localization(sourceLanguage, in: localizations, key: key, check: check), check: check, key: key)
            if check {
                for l in localizations.mapping ?? [] {
                    guard let name = l.key.string, !LocaleTag.same(name, sourceLanguage), !LocaleTag.same(name, locale) else { continue }
                    _ = unit(l.value, check: true, key: key)
                    let other = LocaleTag.canonical(name)
                    if let n = otherLocales.firstIndex(where: { $0.locale.value == other }) {
                        otherLocales[n].count += 1
                    } else {
                        otherLocales.append((Located(other, at: at(l.key), length: l.key.span), 1))
                    }
                }
            }
            guard let target = localization(locale, in: localizations, key: key, check: check),
                let translated = unit(target, check: check, key: key)
            else { continue }
            units.append(TranslationUnit(
                key: located, value: translated.value, state: translated.state,
                source: english.map(\.value), comment: comment))
        }
        return units
    }

    /// A localization's `stringUnit`: its value and state.
    private mutating func unit(_ node: Node?, check: Bool, key: String) -> (value: Located<String>, state: Located<TranslationState>)? {
        guard let node else { return nil }
        if node["variations"] != nil {
            if check { problem(node, "'\(key)' has variations (plural or device forms); curriculum strings have one form, write a stringUnit") }
            return nil
        }
        guard let unit = node["stringUnit"], unit.mapping != nil else {
            if check { problem(node, "a localization of '\(key)' must be an object with a stringUnit holding state and value") }
            return nil
        }
        let value: Located<String>
        if let v = unit["value"], let text = v.string {
            value = Located(text, at: at(v), length: v.span)
        } else {
            if check { problem(unit["value"] ?? unit, "the stringUnit of '\(key)' needs a string value") }
            return nil
        }
        var state = Located(TranslationState.translated, at: value.location)
        if let s = unit["state"] {
            if let text = s.string, let parsed = TranslationState(rawValue: text) {
                state = Located(parsed, at: at(s), length: s.span)
            } else {
                if check {
                    problem(s, "unknown state \(s.string.map { "'\($0)'" } ?? s.typeName); expected new, translated, needs_review or stale"
                        + EditDistance.didYouMean(closestTo: s.string ?? "", in: TranslationState.allCases.map(\.rawValue)))
                }
                state = Located(.needsReview, at: at(s), length: s.span)
            }
        }
        return (value, state)
    }

    /// The repository's translation file for the locale its name says.
    static func decode(_ source: SourceFile, root: Node?, loading: [Diagnostic]) -> (file: TranslationFile?, diagnostics: [Diagnostic]) {
        var diagnostics = loading
        guard let locale = TranslationFile.locale(ofPath: source.path) else {
            diagnostics.append(L10nFormat.diagnostic(
                at: .file(source.path),
                "a translation file is named after its locale, like l10n/es-US.xcstrings; this name is not a locale"))
            return (nil, diagnostics)
        }
        guard let root else { return (nil, diagnostics) }
        var decoder = TranslationFileDecoder(source: source, root: root)
        let pairs = decoder.strings()
        let units = decoder.units(of: locale, in: pairs)
        diagnostics += decoder.diagnostics
        var file = TranslationFile(locale: locale, path: source.path, sourceLanguage: decoder.sourceLanguage, units: units)
        file.otherLocales = decoder.otherLocales
        if let language = root["sourceLanguage"], language.string != nil {
            file.sourceLanguageLocation = Located(decoder.sourceLanguage, at: decoder.at(language), length: language.span)
        }
        return (file, diagnostics)
    }

    /// Every entry with every localization the file holds, whatever its locale: what rewriting
    /// the file must carry over. A localization that cannot be read is left out (it is an
    /// L10N-FORMAT finding, and a file with findings is not rewritten).
    func entries(in pairs: [Node.Pair]) -> [StringCatalogText.Entry] {
        pairs.compactMap { pair in
            guard let key = pair.key.string, pair.value.mapping != nil else { return nil }
            var localizations: [String: (state: TranslationState, value: String)] = [:]
            for l in pair.value["localizations"]?.mapping ?? [] {
                guard let name = l.key.string, let unit = l.value["stringUnit"], let value = unit["value"]?.string else { continue }
                let state = unit["state"]?.string.flatMap(TranslationState.init(rawValue:)) ?? .translated
                localizations[name] = (state, value)
            }
            return StringCatalogText.Entry(key: key, comment: pair.value["comment"]?.string, localizations: localizations)
        }
    }
}
