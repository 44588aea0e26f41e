import CurriculumModel

/// Collects the user-facing strings of the bundles under their `StringKey`s and writes them as
/// the String Catalog translators work in, beside the bundles (a bundle stores each string once,
/// in its records). Values share storage with the catalog's text and comments are shared between
/// strings of a kind, so the table costs little more than its keys.
struct StringTable {
    let language: String
    private var keys: [String] = []
    private var values: [String] = []
    private var comments: [String] = []

    init(locale: String) {
        // `en-US` → `en`: the catalog's source language is the language, not the region.
        let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? "en"
        self.language = language.isEmpty ? "en" : language.lowercased()
    }

    /// Adds `value` under `key` unless it is empty. When a key comes twice the first one wins, so
    /// the result depends only on the order of the calls.
    mutating func add(_ key: String, _ value: String?, comment: String) {
        guard let value, !value.isEmpty else { return }
        keys.append(key)
        values.append(value)
        comments.append(comment)
    }

    mutating func add(_ strings: [BundleString]) {
        for string in strings { add(string.key, string.text, comment: Self.comment(for: string.kind)) }
    }

    mutating func add(_ strings: [(BundleString, String)]) {
        for (string, comment) in strings { add(string.key, string.text, comment: comment) }
    }

    /// Another table's strings after this one's (a key already here keeps this table's text).
    mutating func append(_ other: StringTable) {
        keys += other.keys
        values += other.values
        comments += other.comments
    }

    /// The table with each template variant's string replaced by its template's, which the
    /// first variant's position keeps and the others repeat (a key's first text wins).
    func templatesOnce(_ templates: TemplateStrings) -> StringTable {
        guard !templates.isEmpty else { return self }
        var out = StringTable(locale: language)
        for i in keys.indices {
            if let entry = templates[keys[i]] {
                out.add(entry.key, entry.text, comment: comments[i] + SourceStrings.templateNote)
            } else {
                out.add(keys[i], values[i], comment: comments[i])
            }
        }
        return out
    }

    /// What a translator is told about a kind of string: where it appears, who reads it, and
    /// what to keep in mind.
    static func comment(for kind: BundleString.Kind, itemType type: String? = nil) -> String {
        let type = type ?? "an"
        switch kind {
        case .standardDescription: return "Description of a standard, shown to parents and teachers."
        case .unitTitle: return "Title of a unit."
        case .unitRemediation: return "Advice for a grown-up when the unit is hard."
        case .skillName: return "Name of a skill, shown on progress screens."
        case .skillRemediation: return "Advice for a grown-up when the skill is hard."
        case .badgeName: return "Name of a badge, earned by mastering every lesson of a skill."
        case .badgeLevel: return "Name of a level of a badge, reached after more mastered lessons."
        case .lessonTitle: return "Title of a lesson."
        case .prompt: return "Prompt of a \(type) item: what the child reads and hears."
        case .option: return "An answer choice of a \(type) item; translate it as the item's answer is translated."
        case .hint: return "Hint of a \(type) item: helps without giving the answer away."
        case .feedbackCorrect: return "Feedback after a right answer to a \(type) item."
        case .feedbackIncorrect: return "Feedback after a wrong answer to a \(type) item: encouraging and specific."
        case .alt: return "Text alternative of the picture in a \(type) item, read by VoiceOver; must not give the answer away."
        case .label: return Self.labelComment(itemType: type)
        }
    }

    /// What a translator is told about a label: the same in the bundle's String Catalog and the export.
    static func labelComment(itemType type: String) -> String {
        "A word a \(type) item shows (a tile, a group, a thing's name): name it as the item's prompt and answer do."
    }

    /// Positions in key order, later duplicates dropped.
    private func order() -> [Int] {
        let sorted = keys.indices.sorted { keys[$0] != keys[$1] ? keys[$0] < keys[$1] : $0 < $1 }
        var out: [Int] = []
        out.reserveCapacity(sorted.count)
        for i in sorted where out.last.map({ keys[$0] != keys[i] }) ?? true { out.append(i) }
        return out
    }

    var count: Int { order().count }

    var catalog: StringCatalog {
        var strings: [String: StringCatalog.Entry] = [:]
        for i in order() {
            strings[keys[i]] = StringCatalog.Entry(
                comment: comments[i], localizations: [language: .init(stringUnit: .init(state: "translated", value: values[i]))])
        }
        return StringCatalog(sourceLanguage: language, strings: strings)
    }

    /// The catalog's bytes, exactly as the writer prints `catalog`, in pieces of about `chunk`
    /// bytes, so the whole file is never in memory at once. Returns how many strings it wrote.
    @discardableResult
    func write(chunk: Int = 1 << 20, _ emit: ([UInt8]) throws -> Void) throws -> Int {
        var s = JSONWriter(style: .document, capacity: chunk + 4096)
        s.beginObject()
        s.member("sourceLanguage", language)
        s.key("strings")
        s.beginObject()
        let order = order()
        for i in order {
            s.key(keys[i])
            let localization = StringCatalog.Localization(stringUnit: .init(state: "translated", value: values[i]))
            StringCatalog.Entry.write(
                comment: comments[i], extractionState: "manual", localizations: CollectionOfOne((language, localization)), to: &s)
            if s.count >= chunk { try emit(s.drain()) }
        }
        s.endObject()
        s.member("version", "1.0")
        s.endObject()
        try emit(s.finish())
        return order.count
    }
}
