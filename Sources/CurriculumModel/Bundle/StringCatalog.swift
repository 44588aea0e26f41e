/// Apple's String Catalog format (`.xcstrings`): what `curriculum build` writes beside the bundles
/// for translators (`dist/Localizable.xcstrings`) and what `l10n/<locale>.xcstrings` files hold,
/// keyed by `StringKey`. Bundles themselves carry translations as `strings/<locale>.json`
/// (`LocaleStrings`).
public struct StringCatalog: Sendable, Hashable, Codable {
    public var sourceLanguage: String
    public var version: String
    public var strings: [String: Entry]

    public init(sourceLanguage: String, version: String = "1.0", strings: [String: Entry]) {
        self.sourceLanguage = sourceLanguage
        self.version = version
        self.strings = strings
    }

    public struct Entry: Sendable, Hashable, Codable {
        /// Context for translators: where the string appears and what to keep in mind.
        public var comment: String?
        /// `manual`: the string comes from content, not code, so Xcode must not mark it stale.
        public var extractionState: String?
        public var localizations: [String: Localization]

        public init(comment: String?, extractionState: String? = "manual", localizations: [String: Localization]) {
            self.comment = comment
            self.extractionState = extractionState
            self.localizations = localizations
        }
    }

    public struct Localization: Sendable, Hashable, Codable {
        public var stringUnit: StringUnit
        public init(stringUnit: StringUnit) { self.stringUnit = stringUnit }
    }

    public struct StringUnit: Sendable, Hashable, Codable {
        /// `translated`, `needs_review`, `new`, …
        public var state: String
        public var value: String
        public init(state: String, value: String) {
            self.state = state
            self.value = value
        }
    }

    /// The text of `key` in `language`, falling back to the source language.
    public func value(_ key: String, language: String? = nil) -> String? {
        guard let entry = strings[key] else { return nil }
        return entry.localizations[language ?? sourceLanguage]?.stringUnit.value
            ?? entry.localizations[sourceLanguage]?.stringUnit.value
    }
}

/// The keys of user-facing strings, shared by the compiler that writes them and the app that
/// looks them up. Keys derive from slugs, never from positions in a file, so they survive
/// reordering; hint and option numbers are 1-based positions within their item.
public enum StringKey {
    public static func lessonTitle(_ lessonID: String) -> String { "\(lessonID).title" }
    public static func unitTitle(_ unitID: String) -> String { "\(unitID).title" }
    public static func unitRemediation(_ unitID: String) -> String { "\(unitID).remediation" }
    public static func skillName(_ skillID: String) -> String { "\(skillID).name" }
    public static func skillRemediation(_ skillID: String) -> String { "\(skillID).remediation" }
    public static func badgeName(_ badgeID: String) -> String { "\(badgeID).name" }
    public static func badgeLevel(_ badgeID: String, _ number: Int) -> String { "\(badgeID).level.\(number)" }
    public static func standardDescription(_ code: String) -> String { "\(code).description" }
    /// `item` is the full id, `<lesson id>/<item id>`.
    public static func prompt(_ item: String) -> String { "\(item).prompt" }
    public static func hint(_ item: String, _ number: Int) -> String { "\(item).hint.\(number)" }
    public static func option(_ item: String, _ number: Int) -> String { "\(item).option.\(number)" }
    public static func feedbackCorrect(_ item: String) -> String { "\(item).feedback.correct" }
    public static func feedbackIncorrect(_ item: String) -> String { "\(item).feedback.incorrect" }
    public static func alt(_ item: String) -> String { "\(item).alt" }

    /// A word the item shows (a tile, a group, an object's name: `ItemLabels`), keyed by its
    /// English text rather than its place, so reordering tiles or groups keeps every translation
    /// and the app finds the key from the text it shows: `k.sort.l1/i2.label.red-apples`.
    public static func label(_ item: String, _ text: String) -> String { "\(item).label.\(labelSlug(text))" }

    /// A label's text as a key segment: lower case letters and digits, the math symbols as words,
    /// anything else one hyphen. "4 tens and 1 one" → `4-tens-and-1-one`, "3 + 4" → `3-plus-4`.
    public static func labelSlug(_ text: String) -> String {
        var out = ""
        func gap() { if !out.isEmpty, out.last != "-" { out.append("-") } }
        for c in text.lowercased() {
            let word: String? = switch c {
            case "+": "plus"
            case "−": "minus"
            case "=": "equals"
            case "<": "less-than"
            case ">": "greater-than"
            case "¢": "cents"
            default: nil
            }
            if let word {
                gap()
                out += word + "-"
            } else if c.isLetter || c.isNumber {
                out.append(c)
            } else {
                gap()
            }
        }
        while out.last == "-" { out.removeLast() }
        return out.isEmpty ? "-" : out
    }
}

// The one description of a String Catalog's JSON (`Localizable.xcstrings`), keys in order.
extension StringCatalog: JSONWritable {
    @inlinable
    public func write<S: JSONSink>(to s: inout S) {
        s.beginObject()
        s.member("sourceLanguage", sourceLanguage)
        s.member("strings", strings)
        s.member("version", version)
        s.endObject()
    }
}

extension StringCatalog.Entry: JSONWritable {
    @inlinable
    public func write<S: JSONSink>(to s: inout S) {
        Self.write(
            comment: comment, extractionState: extractionState,
            localizations: localizations.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, to: &s)
    }

    /// An entry from its parts, `localizations` sorted by language: what `write(to:)` writes,
    /// without a dictionary per entry, for a catalog of every string of a large curriculum.
    @inlinable
    public static func write<S: JSONSink, L: Sequence>(
        comment: String?, extractionState: String?, localizations: L, to s: inout S
    ) where L.Element == (String, StringCatalog.Localization) {
        s.beginObject()
        s.member("comment", comment)
        s.member("extractionState", extractionState)
        s.key("localizations")
        s.beginObject()
        for (language, localization) in localizations { s.member(language, localization) }
        s.endObject()
        s.endObject()
    }
}

extension StringCatalog.Localization: JSONWritable {
    @inlinable
    public func write<S: JSONSink>(to s: inout S) {
        s.beginObject()
        s.member("stringUnit", stringUnit)
        s.endObject()
    }
}

extension StringCatalog.StringUnit: JSONWritable {
    @inlinable
    public func write<S: JSONSink>(to s: inout S) {
        s.beginObject()
        s.member("state", state)
        s.member("value", value)
        s.endObject()
    }
}
